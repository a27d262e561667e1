import { useState } from 'react';
import { Link } from 'react-router-dom';
import { intlFormat } from 'date-fns';
import { Lock } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { planRights } from '@/lib/plan';
import { PLAN_MESSAGES } from '@/config/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/utils';
import { useDailyAnalytics, useTopCompanies, type CompanyInsight } from '../queries';
import { conversion, EVENTS, fillDays, sampleDays, totals, utcToday, type DayRow } from '../series';
import { EventsChart } from '../components/EventsChart';
import { EventsTable } from '../components/EventsTable';

function Totals({ rows, split }: { rows: DayRow[]; split: boolean }) {
  const t = totals(rows);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {EVENTS.map((e) => (
        <div key={e.key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{e.label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`total-${e.key}`}>
            {t[e.key]}
          </dd>
          {split ? (
            <dd className="text-xs text-slate-600">
              {t.hr[e.key]} by HR Professionals, {t[e.key] - t.hr[e.key]} by providers
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

function Locked({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 sm:flex-row sm:items-center">
      <Lock className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{title}</p>
        <p className="text-slate-600">{description}</p>
      </div>
      <Button asChild>
        <Link to="/pricing">See plans</Link>
      </Button>
    </div>
  );
}

function Companies({ rows }: { rows: CompanyInsight[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No company has viewed you yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Viewers' companies by month">
      <table className="w-full min-w-[480px] text-left text-sm">
        <caption className="sr-only">Top viewers' companies of each month, by interactions</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Month
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Company
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Profile views
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Service views
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Contact requests
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.month}-${r.company}`} className="border-t border-slate-100">
              <td className="py-1.5 pr-3">
                {intlFormat(new Date(`${r.month}T12:00:00Z`), { month: 'long', year: 'numeric' })}
              </td>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {r.company || 'Not stated'}
              </th>
              <td className="py-1.5 pr-3 text-right tabular-nums">{r.profile_views}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{r.service_views}</td>
              <td className="py-1.5 text-right tabular-nums">{r.contact_requests}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A provider's analytics. Professional: totals and a 30-day line per event. Premium and Enterprise:
 * 90 days, the split by viewer type, the viewers' companies and views → contact requests. Basic: an
 * example, greyed, with the way to upgrade. The chart library is in this page's chunk only.
 */
export default function AnalyticsPage() {
  const { user, profile } = useAuth();
  const rights = planRights(profile?.subscription_plan);
  const level = profile?.user_type === 'Service Provider' ? rights.analytics : 'none';
  const detailed = level === 'detailed';
  const [days, setDays] = useState(30);
  const span = detailed ? days : 30;
  const daily = useDailyAnalytics(user?.id, span, level !== 'none');
  const companies = useTopCompanies(user?.id, detailed);
  const today = utcToday();
  const rows = level === 'none' ? sampleDays(30, today) : fillDays(daily.data ?? [], span, today);
  const rate = conversion(totals(rows));

  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Analytics</h1>
          <p className="text-slate-600">
            Who finds you on HR Connect: each member counts once a day. Your plan: {rights.name}.
          </p>
        </div>
        {detailed ? (
          <div
            role="radiogroup"
            aria-label="Period"
            className="inline-flex rounded-full bg-white p-1 ring-1 ring-slate-200"
          >
            {[30, 90].map((d) => (
              <button
                key={d}
                type="button"
                role="radio"
                aria-checked={days === d}
                onClick={() => setDays(d)}
                className={cn(
                  'rounded-full px-4 py-1.5 text-sm font-semibold',
                  days === d ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {d} days
              </button>
            ))}
          </div>
        ) : null}
      </header>

      {level === 'none' ? (
        <Locked title={PLAN_MESSAGES.analyticsLocked.title} description={PLAN_MESSAGES.analyticsLocked.description} />
      ) : null}

      <section
        aria-label={level === 'none' ? 'Example of analytics' : 'Your analytics'}
        className={cn('space-y-6', level === 'none' && 'pointer-events-none select-none opacity-50 grayscale')}
        aria-hidden={level === 'none' ? true : undefined}
        data-testid={level === 'none' ? 'analytics-preview' : 'analytics'}
      >
        <QueryState
          query={level === 'none' ? { isPending: false, isError: false, refetch: daily.refetch } : daily}
          loading="Loading analytics..."
          error="Your analytics could not be loaded."
          isEmpty={false}
          empty={null}
        >
          <Totals rows={rows} split={detailed} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Last {span} days</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <EventsChart
                rows={rows}
                label={`Profile views, service views, search appearances and contact requests per day, last ${span} days`}
              />
              <EventsTable rows={rows} caption={`Events per day, last ${span} days`} />
            </CardContent>
          </Card>
        </QueryState>
      </section>

      {detailed ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Views → contact requests</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold tabular-nums" data-testid="conversion">
                {rate === null ? '—' : `${rate}%`}
              </p>
              <p className="text-sm text-slate-600">Contact requests per profile or service view, last {span} days.</p>
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle className="text-lg">Viewers' companies</CardTitle>
            </CardHeader>
            <CardContent>
              <QueryState
                query={companies}
                loading="Loading companies..."
                error="Companies could not be loaded."
                isEmpty={false}
                empty={null}
              >
                <Companies rows={companies.data ?? []} />
              </QueryState>
            </CardContent>
          </Card>
        </div>
      ) : level === 'basic' ? (
        <Locked title={PLAN_MESSAGES.insightsLocked.title} description={PLAN_MESSAGES.insightsLocked.description} />
      ) : null}
    </div>
  );
}
