import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { intlFormat } from 'date-fns';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { contactsCounterText, planLabel } from '@/lib/plan';
import { useMyPlan, useMyPlanHistory, type MyPlan } from '../queries';
import { PlanChoices } from './PlanChoices';

const date = (value: string | null) => (value ? intlFormat(new Date(value), { dateStyle: 'medium' }) : '');
/** A month's first day (YYYY-MM-DD, UTC) as 'June 2031' in the user's locale. */
const monthName = (isoDay: string | null) =>
  isoDay ? intlFormat(new Date(`${isoDay}T12:00:00Z`), { month: 'long', year: 'numeric' }) : '';

function Right({ included, children }: { included: boolean; children: ReactNode }) {
  return (
    <li className={included ? 'flex items-start gap-2' : 'flex items-start gap-2 text-slate-500'}>
      {included ? (
        <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
      ) : (
        <X className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      )}
      <span>
        <span className="sr-only">{included ? 'Included: ' : 'Not included: '}</span>
        {children}
      </span>
    </li>
  );
}

function Limits({ plan }: { plan: MyPlan }) {
  const showcase = plan.showcased_services;
  return (
    <ul className="grid gap-2 text-sm" data-testid="plan-limits">
      <Right included>Profile listing in the Network</Right>
      <Right included={plan.contacts_per_month !== 0}>
        Contacts with HR Professionals: {contactsCounterText(plan.contacts_used ?? 0, plan.contacts_per_month)}
      </Right>
      <Right included={plan.contact_info ?? false}>Contact info of your HR connections</Right>
      <Right included={showcase !== 0}>
        Showcased services:{' '}
        {showcase === null
          ? `${plan.services_showcased} (unlimited)`
          : showcase === 0
            ? 'not included (your services stay drafts)'
            : `${plan.services_showcased} of ${showcase}`}
      </Right>
      <Right included={plan.analytics !== 'none'}>
        {plan.analytics === 'detailed'
          ? 'Detailed insights'
          : plan.analytics === 'basic'
            ? 'Basic analytics'
            : 'Analytics'}
      </Right>
      <Right included={plan.priority_listing ?? false}>Priority in listings</Right>
      <Right included={plan.featured ?? false}>Featured branding</Right>
    </ul>
  );
}

/** The Subscription tab: the plan, its limits and the month's usage, the open request and the history. */
export function SubscriptionPanel({ uid }: { uid: string }) {
  const plan = useMyPlan(uid);
  const history = useMyPlanHistory(uid);
  const p = plan.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Subscription</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={plan}
            loading="Loading plan..."
            error="Your plan could not be loaded."
            isEmpty={!p}
            empty={<p className="text-slate-600">Plans apply to Service Providers.</p>}
          >
            {p ? (
              <div className="space-y-4">
                <p>
                  Current plan: <strong data-testid="subscription-plan">{p.plan_name}</strong>
                  <span className="ml-2 text-sm text-slate-600">Usage of {monthName(p.month)} (UTC)</span>
                </p>
                <Limits plan={p} />
                {p.requested_plan ? (
                  <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800" role="status">
                    You asked for {planLabel(p.requested_plan)} on {date(p.requested_at)}. An administrator will confirm
                    your new plan.
                  </p>
                ) : null}
                <PlanChoices plan={p} />
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline">
                    <Link to="/pricing">View plans</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/analytics">Analytics</Link>
                  </Button>
                </div>
              </div>
            ) : null}
          </QueryState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Plan history</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={history}
            loading="Loading history..."
            error="Your plan history could not be loaded."
            isEmpty={(history.data ?? []).length === 0}
            empty={<p className="text-sm text-slate-600">No plan changes yet.</p>}
          >
            <ul className="divide-y divide-slate-200 text-sm" data-testid="plan-history">
              {(history.data ?? []).map((h) => (
                <li key={h.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4">
                  <span className="w-32 shrink-0 text-slate-600">{date(h.changed_at)}</span>
                  <span className="font-medium">
                    {planLabel(h.from_plan)} → {planLabel(h.to_plan)}
                  </span>
                  <span className="text-slate-600">{h.reason}</span>
                </li>
              ))}
            </ul>
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
