import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PLANS, type BillingInterval, type PricingPlan } from '@/config/pricing-plans';
import { planChange, planLabel, type SubscriptionPlan } from '@/lib/plan';
import { cn } from '@/lib/utils';
import type { SalesInquiryValues } from '../schemas';

// The form (react-hook-form, zod, the Radix dialog) is fetched when 'Contact Sales' opens it.
const SalesInquiryDialog = lazy(() => import('./SalesInquiryDialog').then((m) => ({ default: m.SalesInquiryDialog })));

const INTERVALS: BillingInterval[] = ['monthly', 'yearly'];

/** A signed-in provider's plan and the change they asked for, if any: the page marks both. */
export interface PlanStanding {
  current: SubscriptionPlan | null;
  requested: SubscriptionPlan | null;
}

export interface PricingPlansProps {
  /** A signed-in provider's plan (absent for visitors and other members): marked, the others offered. */
  standing?: PlanStanding;
  /** A plan's button was pressed. */
  onChoose: (plan: PricingPlan, interval: BillingInterval) => void;
  /** The plan whose request is under way (its button is disabled), if any. */
  pendingPlan?: string | null;
  /** The sales form's initial values. */
  salesInitial: Partial<SalesInquiryValues>;
  /** Sends the sales form; rejects when it failed (the form stays open). */
  onSendSales: (values: SalesInquiryValues) => Promise<void>;
}

/**
 * The pricing screen: billing period, the plans, Enterprise. What the buttons do is the page's: the
 * app's (PricingPage) or a visitor's without the router (VisitorPricingPage).
 */
export function PricingPlans({ standing, onChoose, pendingPlan = null, salesInitial, onSendSales }: PricingPlansProps) {
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const [salesOpen, setSalesOpen] = useState(false);
  const onToggleKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = INTERVALS[(INTERVALS.indexOf(interval) + step + INTERVALS.length) % INTERVALS.length]!;
    setInterval(next);
    e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')[INTERVALS.indexOf(next)]?.focus();
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Plans for Service Providers</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Reach the HR departments of top companies. Start free and upgrade when you are ready.
        </p>
        <div
          role="radiogroup"
          aria-label="Billing period"
          className="mt-8 inline-flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
          onKeyDown={onToggleKey}
        >
          {INTERVALS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              // One tab stop for the group; the arrow keys move between the options (ARIA radio group).
              tabIndex={interval === value ? 0 : -1}
              onClick={() => setInterval(value)}
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                interval === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {value === 'monthly' ? 'Monthly' : 'Yearly'}
              {value === 'yearly' ? (
                // Spec point 9: the yearly label reads 'Save up to 15%'.
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    interval === value ? 'bg-white text-brand-700' : 'bg-emerald-50 text-emerald-800',
                  )}
                >
                  Save up to 15%
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>

      <ul className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => {
          // For a provider: their plan is marked, the others are upgrade or downgrade requests.
          const change = standing ? planChange(standing.current, plan.plan) : null;
          const requested = !!standing && change !== 'current' && standing.requested === plan.plan;
          return (
            <li key={plan.name}>
              <Card
                featured={standing ? change === 'current' : plan.isPopular}
                className="relative flex h-full flex-col"
                data-testid="pricing-plan"
                aria-current={change === 'current' ? 'true' : undefined}
              >
                {change === 'current' ? (
                  <Badge variant="success" className="absolute -top-3 left-1/2 -translate-x-1/2">
                    Your plan
                  </Badge>
                ) : plan.isPopular ? (
                  <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>
                ) : null}
                <CardHeader>
                  <h2 className="text-xl font-semibold">{plan.name}</h2>
                  <p>
                    <span className="text-4xl font-extrabold">${plan.price[interval]}</span>
                    <span className="text-slate-600">/{interval === 'monthly' ? 'month' : 'year'}</span>
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="grid gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li
                        key={feature.text}
                        className={cn('flex items-start gap-2', !feature.included && 'text-slate-500')}
                      >
                        {feature.included ? (
                          <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        ) : (
                          <X className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                        )}
                        <span>
                          <span className="sr-only">{feature.included ? 'Included: ' : 'Not included: '}</span>
                          {feature.text}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                {/* A column, not CardFooter's row: the site entry renders without class merging. */}
                <div className="flex flex-col items-stretch gap-2 p-5 pt-0">
                  {change === 'current' ? (
                    <p className="rounded-full bg-emerald-50 px-4 py-2 text-center text-sm font-semibold text-emerald-800">
                      Your current plan
                    </p>
                  ) : requested ? (
                    <p className="rounded-full bg-brand-50 px-4 py-2 text-center text-sm font-semibold text-brand-800">
                      Change requested
                    </p>
                  ) : (
                    <Button
                      className="w-full"
                      variant={change === 'upgrade' || (!change && plan.isPopular) ? 'default' : 'outline'}
                      onClick={() => onChoose(plan, interval)}
                      disabled={pendingPlan === plan.plan}
                      aria-label={change ? `Request ${change} to ${planLabel(plan.plan)}` : undefined}
                    >
                      {change === 'upgrade'
                        ? 'Request upgrade'
                        : change === 'downgrade'
                          ? 'Request downgrade'
                          : plan.cta}
                    </Button>
                  )}
                  {requested ? (
                    <p className="text-center text-xs text-slate-600">An administrator will confirm your new plan.</p>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>

      <section
        aria-labelledby="enterprise-heading"
        className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-slate-900 p-8 text-white md:flex-row md:items-center"
      >
        <div>
          <h2 id="enterprise-heading" className="flex flex-wrap items-center gap-3 text-2xl font-bold">
            Enterprise
            {standing?.current === 'Enterprise' ? <Badge variant="success">Your plan</Badge> : null}
          </h2>
          <p className="mt-2 text-slate-300">
            Custom solutions for large providers: dedicated account management, custom integrations and volume pricing.
          </p>
        </div>
        <Button size="lg" variant="inverse" onClick={() => setSalesOpen(true)}>
          Contact Sales
        </Button>
      </section>
      {salesOpen ? (
        <Suspense fallback={null}>
          <SalesInquiryDialog
            open={salesOpen}
            onOpenChange={setSalesOpen}
            initial={salesInitial}
            onSend={onSendSales}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
