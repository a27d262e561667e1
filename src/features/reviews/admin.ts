// Reported reviews, the administrator's side: the list by report status, hide and restore.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { ReportStatus } from '@/lib/enums';
import { withKeys } from '@/lib/rows';

export const reportedReviewKeys = {
  all: ['admin', 'reported-reviews'] as const,
  list: (status: ReportStatus) => [...reportedReviewKeys.all, status] as const,
};

export const reportedReviewMutations = {
  setHidden: ['admin', 'set-review-hidden'] as const,
};

/** What hiding a review makes stale here; the admin dashboard's figures are added by src/app/invalidation.ts. */
export const reportedReviewInvalidations: InvalidationTable = [
  [reportedReviewMutations.setHidden, [reportedReviewKeys.all]],
];

export async function fetchReportedReviews(client: Client, status: ReportStatus = 'open') {
  const { data, error } = await client.rpc('admin_list_reported_reviews', { p_status: status, page_limit: 50 });
  if (error) throw error;
  // The rows as the SQL guarantees them (generated types make every function column nullable).
  return withKeys(
    data,
    'review_id',
    'provider_id',
    'reviewer_id',
    'rating',
    'title',
    'body',
    'hidden',
    'report_count',
    'reasons',
    'last_reported_at',
  );
}
export type ReportedReview = Awaited<ReturnType<typeof fetchReportedReviews>>[number];

export async function setReviewHidden(client: Client, reviewId: string, hidden: boolean) {
  const { error } = await client.rpc('admin_set_review_hidden', { p_review_id: reviewId, p_hidden: hidden });
  if (error) throw error;
}

export function useReportedReviews(status: ReportStatus) {
  const client = useClient();
  return useQuery({ queryKey: reportedReviewKeys.list(status), queryFn: () => fetchReportedReviews(client, status) });
}

export function useSetReviewHidden() {
  const client = useClient();
  return useMutation({
    mutationKey: reportedReviewMutations.setHidden,
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setReviewHidden(client, id, hidden),
    meta: { refreshOnError: true },
  });
}
