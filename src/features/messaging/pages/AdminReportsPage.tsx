import { useState } from 'react';
import { intlFormat } from 'date-fns';
import { Flag } from 'lucide-react';
import { REPORT_REASONS, REPORTS_TEXT } from '@/config/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ReportStatus } from '@/lib/enums';
import { useCloseReport, useReports, type ConversationReport } from '../queries';

const when = (iso: string) =>
  intlFormat(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function ReportCard({ report }: { report: ConversationReport }) {
  const close = useCloseReport();
  const reason = REPORT_REASONS.find((r) => r.value === report.reason)?.label ?? report.reason;
  const snapshot = report.snapshot;
  return (
    <Card data-testid="report-card">
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">
              <Badge variant={report.status === 'open' ? 'warning' : 'outline'}>{reason}</Badge>{' '}
              <span className="ml-1 text-sm font-normal text-slate-600">{when(report.created_at)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {REPORTS_TEXT.reportedBy} <strong>{report.reporter_name}</strong> · {REPORTS_TEXT.about}{' '}
              <strong>{report.reported_name}</strong>
            </p>
          </div>
          {report.status === 'open' ? (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" disabled={close.isPending}>
                  {REPORTS_TEXT.close}
                </Button>
              }
              title={`${REPORTS_TEXT.close}?`}
              description="It moves to the closed reports. The members are not told."
              confirmLabel={REPORTS_TEXT.close}
              onConfirm={() => close.mutate(report.id)}
            />
          ) : report.closed_at ? (
            <span className="text-xs text-slate-600">Closed {when(report.closed_at)}</span>
          ) : null}
        </div>
        {report.note ? (
          <p className="rounded-md bg-slate-50 p-3 text-sm">
            <span className="font-medium">{REPORTS_TEXT.note}: </span>
            {report.note}
          </p>
        ) : null}
        <details className="rounded-md border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
            {REPORTS_TEXT.snapshot} ({snapshot.length})
          </summary>
          {snapshot.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-slate-600">{REPORTS_TEXT.emptySnapshot}</p>
          ) : (
            <ol className="space-y-2 px-3 pb-3 text-sm">
              {snapshot.map((m) => (
                <li key={m.id}>
                  <span className="font-medium">{m.sender_name ?? 'Member'}</span>{' '}
                  <span className="text-xs text-slate-600">{when(m.created_at)}</span>
                  <p className={m.deleted ? 'italic text-slate-600' : 'whitespace-pre-wrap wrap-anywhere'}>
                    {m.deleted ? 'Message deleted' : m.body}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </details>
      </CardContent>
    </Card>
  );
}

/** The admin area's 'Reports': open ones to review and close, and the closed ones. */
export default function AdminReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const rows = reports.data?.pages.flat() ?? [];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{REPORTS_TEXT.title}</h1>
        <p className="text-slate-600">{REPORTS_TEXT.subtitle}</p>
      </header>
      <Tabs value={status} onValueChange={(v) => setStatus(v as ReportStatus)}>
        <TabsList>
          <TabsTrigger value="open">{REPORTS_TEXT.open}</TabsTrigger>
          <TabsTrigger value="closed">{REPORTS_TEXT.closed}</TabsTrigger>
        </TabsList>
        {/* One panel for whichever tab is chosen, so the chosen tab's aria-controls names an element. */}
        <TabsContent value={status} className="mt-6">
          <QueryState
            query={reports}
            loading={REPORTS_TEXT.loading}
            error={REPORTS_TEXT.error}
            isEmpty={rows.length === 0}
            empty={
              <div className="rounded-md border border-slate-200 bg-white p-10 text-center text-slate-600">
                <Flag className="mx-auto mb-2 h-8 w-8" aria-hidden="true" />
                {status === 'open' ? REPORTS_TEXT.emptyOpen : REPORTS_TEXT.emptyClosed}
              </div>
            }
          >
            <ul className="space-y-4">
              {rows.map((r) => (
                <li key={r.id}>
                  <ReportCard report={r} />
                </li>
              ))}
            </ul>
            <LoadMore query={reports} />
          </QueryState>
        </TabsContent>
      </Tabs>
    </div>
  );
}
