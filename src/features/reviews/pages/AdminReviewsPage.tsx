import { useState } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Stars } from '@/components/rating';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { ReportStatus } from '@/lib/enums';
import { useReportedReviews, useSetReviewHidden } from '../admin';

/** /admin/reviews: reported reviews to hide or restore; hidden reviews leave the averages. */
export default function AdminReviewsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const list = useReportedReviews(status);
  const moderate = useSetReviewHidden();
  const rows = list.data ?? [];
  const act = (id: string, hidden: boolean) =>
    moderate.mutate(
      { id, hidden },
      {
        onSuccess: () => toast(hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.restored),
        onError: (error) => toastError(REVIEW_MESSAGES.errors.moderate, error),
      },
    );
  return (
    <section aria-labelledby="admin-reviews-title" className="max-w-4xl space-y-6">
      <header>
        <h1 id="admin-reviews-title" className="text-2xl font-bold tracking-tight">
          {REVIEW_TEXT.adminTitle}
        </h1>
        <p className="text-slate-600">{REVIEW_TEXT.adminDescription}</p>
      </header>
      <div role="group" aria-label="Reports" className="inline-flex rounded-full bg-slate-100 p-1">
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              status === s ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700',
            )}
          >
            {s === 'open' ? REVIEW_TEXT.adminOpen : REVIEW_TEXT.adminClosed}
          </button>
        ))}
      </div>
      <QueryState
        query={list}
        loading={REVIEW_TEXT.loading}
        error={REVIEW_TEXT.error}
        isEmpty={rows.length === 0}
        empty={<p className="py-8 text-center text-slate-600">{REVIEW_TEXT.adminEmpty}</p>}
      >
        <ul className="space-y-4">
          {rows.map((r) => (
            <li key={r.review_id}>
              <Card data-testid="reported-review">
                <CardContent className="space-y-2 pt-6">
                  <div className="flex flex-wrap items-center gap-2">
                    <span role="img" aria-label={REVIEW_TEXT.star(r.rating)}>
                      <Stars value={r.rating} />
                    </span>
                    <h2 className="font-semibold wrap-anywhere">{r.title}</h2>
                    {r.hidden ? <Badge variant="secondary">{REVIEW_TEXT.hiddenBadge}</Badge> : null}
                  </div>
                  <p className="text-sm whitespace-pre-line wrap-anywhere">{r.body}</p>
                  <p className="text-xs text-slate-600">
                    {r.reviewer_name} →{' '}
                    <Link className="underline" to={`/admin/users`}>
                      {r.provider_name}
                    </Link>{' '}
                    · {REVIEW_TEXT.reports(r.report_count, r.reasons.map((x) => REVIEW_TEXT.reasons[x]).join(', '))} ·{' '}
                    {format(new Date(r.last_reported_at), 'PP p')}
                  </p>
                  <div>
                    {r.hidden ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => act(r.review_id, false)}
                        disabled={moderate.isPending}
                      >
                        {REVIEW_TEXT.restore}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={() => act(r.review_id, true)}
                        disabled={moderate.isPending}
                      >
                        {REVIEW_TEXT.hide}
                      </Button>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
