import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PLAN_CHANGE_TEXT as T } from '@/config/messages';
import { PLANS } from '@/config/pricing-plans';
import { planChange, planLabel } from '@/lib/plan';
import { useRequestPlanChange, type MyPlan } from '../queries';

/**
 * The Subscription tab's plans: the provider's own marked, each other one offered as an upgrade or
 * a downgrade request (an administrator makes the change), the one already asked for marked too.
 */
export function PlanChoices({ plan }: { plan: MyPlan }) {
  const change = useRequestPlanChange();
  return (
    <section aria-labelledby="plan-choices-title" className="space-y-3">
      <div>
        <h3 id="plan-choices-title" className="font-semibold">
          {T.title}
        </h3>
        <p className="text-sm text-slate-600">{T.intro}</p>
      </div>
      <ul className="grid gap-2" data-testid="plan-choices">
        {PLANS.map((p) => {
          const kind = planChange(plan.subscription_plan, p.plan);
          const requested = kind !== 'current' && plan.requested_plan === p.plan;
          const label = planLabel(p.plan);
          return (
            <li
              key={p.plan}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center"
              aria-current={kind === 'current' ? 'true' : undefined}
            >
              <p className="min-w-0 flex-1">
                <span className="font-medium">{label}</span>{' '}
                <span className="text-sm text-slate-600">{T.perMonth(p.price.monthly)}</span>
              </p>
              {kind === 'current' ? (
                <Badge variant="success">{T.current}</Badge>
              ) : requested ? (
                <Badge variant="secondary">{T.requested}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant={kind === 'upgrade' ? 'default' : 'outline'}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ plan: p.plan, interval: 'monthly', current: plan.subscription_plan })}
                  aria-label={`Request ${kind} to ${label}`}
                >
                  {kind === 'upgrade' ? T.upgrade : T.downgrade}
                </Button>
              )}
            </li>
          );
        })}
        <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1">
            <span className="font-medium">Enterprise</span>{' '}
            <span className="text-sm text-slate-600">{T.enterprise}</span>
          </p>
          {plan.subscription_plan === 'Enterprise' ? (
            <Badge variant="success">{T.current}</Badge>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to="/pricing#enterprise-heading">{T.contactSales}</Link>
            </Button>
          )}
        </li>
      </ul>
    </section>
  );
}
