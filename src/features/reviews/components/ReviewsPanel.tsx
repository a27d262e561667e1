import { useState, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { RatingSummary } from '@/components/rating';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  ratingAverage,
  useCanReview,
  useDeleteReview,
  useProviderRating,
  useReviews,
  type CanReview,
  type ReviewSort,
} from '../queries';
import { ReviewFormDialog } from './ReviewFormDialog';
import { ReviewItem } from './ReviewItem';

/**
 * A provider's Reviews tab: the average and the distribution (5 to 1 stars), the reviews newest or
 * highest first, paged, and the viewer's own review to write, edit or delete when they may.
 */
export function ReviewsPanel({
  providerId,
  providerName,
  viewerId,
  eligibility,
}: {
  providerId: string;
  providerName: string;
  viewerId: string;
  /**
   * When the viewer may not review: why, and what would make it possible ('Connect to review'). The
   * app's, since the step is often another domain's (a connection).
   */
  eligibility?: (refusal: CanReview) => ReactNode;
}) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [writing, setWriting] = useState(false);
  const rating = useProviderRating(providerId);
  const reviews = useReviews(providerId, sort);
  const isOwn = viewerId === providerId;
  const can = useCanReview(providerId, !isOwn);
  const remove = useDeleteReview();
  const rows = reviews.data?.pages.flat() ?? [];
  const mine = can.data?.review_id ? rows.find((r) => r.id === can.data!.review_id) : undefined;
  const r = rating.data;
  const count = r?.review_count ?? 0;
  const stars = r ? [r.stars_5, r.stars_4, r.stars_3, r.stars_2, r.stars_1] : [0, 0, 0, 0, 0];

  return (
    <Card>
      <CardContent className="space-y-6 pt-6">
        {/* Shown under its tab's name; the reviews' titles are h3 below it. */}
        <h2 className="sr-only">{REVIEW_TEXT.title}</h2>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-3">
            <RatingSummary average={ratingAverage(r)} count={count} />
            <dl className="grid w-64 max-w-full gap-1 text-sm" aria-label={REVIEW_TEXT.distribution}>
              {stars.map((n, i) => (
                <div key={5 - i} className="flex items-center gap-2">
                  <dt className="w-14 shrink-0">{REVIEW_TEXT.star(5 - i)}</dt>
                  <dd className="flex flex-1 items-center gap-2">
                    <span className="h-2 flex-1 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                      <span
                        className="block h-full bg-amber-400"
                        style={{ width: count ? `${(n / count) * 100}%` : '0%' }}
                      />
                    </span>
                    <span className="w-8 text-right tabular-nums">{n}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            {can.data?.allowed ? (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setWriting(true)}>
                  {mine ? <Pencil aria-hidden="true" /> : null}
                  {can.data.review_id ? REVIEW_TEXT.edit : REVIEW_TEXT.write}
                </Button>
                {can.data.review_id ? (
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline">
                        <Trash2 aria-hidden="true" />
                        {REVIEW_TEXT.delete}
                      </Button>
                    }
                    title={REVIEW_TEXT.deleteConfirm.title}
                    description={REVIEW_TEXT.deleteConfirm.description}
                    confirmLabel={REVIEW_TEXT.delete}
                    onConfirm={() =>
                      remove.mutate(can.data!.review_id!, {
                        onSuccess: () => toast(REVIEW_MESSAGES.deleted),
                        onError: (error) => toastError(REVIEW_MESSAGES.errors.delete, error),
                      })
                    }
                  />
                ) : null}
              </div>
            ) : can.data && eligibility ? (
              eligibility(can.data)
            ) : null}
            <div className="flex items-center gap-2">
              <label htmlFor={`review-sort-${providerId}`} className="text-sm text-slate-700">
                {REVIEW_TEXT.sort}
              </label>
              <Select
                id={`review-sort-${providerId}`}
                value={sort}
                onChange={(e) => setSort(e.target.value as ReviewSort)}
                className="w-48"
              >
                <option value="newest">{REVIEW_TEXT.newest}</option>
                <option value="highest">{REVIEW_TEXT.highest}</option>
              </Select>
            </div>
          </div>
        </div>
        <QueryState
          query={reviews}
          loading={REVIEW_TEXT.loading}
          error={REVIEW_TEXT.error}
          isEmpty={rows.length === 0}
          empty={
            <p className="text-sm text-slate-600">
              {REVIEW_TEXT.noReviews}. {REVIEW_TEXT.noReviewsHelp}
            </p>
          }
        >
          <ul aria-label={REVIEW_TEXT.title}>
            {rows.map((review) => (
              <ReviewItem key={review.id} review={review} providerName={providerName} viewerId={viewerId} />
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void reviews.fetchNextPage()}
              disabled={reviews.isFetchingNextPage}
            >
              {REVIEW_TEXT.loadMore}
            </Button>
          ) : null}
        </QueryState>
        {writing ? (
          <ReviewFormDialog
            providerId={providerId}
            providerName={providerName}
            existing={mine}
            reviewId={can.data?.review_id}
            open={writing}
            onOpenChange={setWriting}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
