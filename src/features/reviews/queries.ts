// Reviews and ratings: a provider's kept figures, their reviews (newest or highest first, paged),
// writing, editing and deleting a review, the provider's answer, and reports. The database decides
// who may do what (supabase/migrations/20251111000000_reviews.sql); the screens mirror it.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { createBatchLoader } from '@/lib/batch';

export type ReviewSort = 'newest' | 'highest';
export type ReportReason = Database['public']['Enums']['report_reason'];
export type ProviderRating = Database['public']['Tables']['provider_ratings']['Row'];
export const REVIEWS_PAGE_SIZE = 10;

export interface ReviewValues {
  rating: number;
  title: string;
  body: string;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  rating: (providerId: string) => [...reviewKeys.all, 'rating', providerId] as const,
  list: (providerId: string, sort: ReviewSort) => [...reviewKeys.all, 'list', providerId, sort] as const,
  canReview: (providerId: string) => [...reviewKeys.all, 'can', providerId] as const,
};

// One literal, so that supabase-js types the rows (the reviewer through the foreign key) from the schema.
const REVIEW_COLUMNS =
  'id, provider_id, reviewer_id, rating, title, body, created_at, edited_at, answer, answered_at, answer_edited_at, reviewer:profiles!reviews_reviewer_id_fkey(id, full_name, avatar_url, position, company)';

const noRating = (providerId: string): ProviderRating => ({
  provider_id: providerId,
  review_count: 0,
  rating_sum: 0,
  stars_1: 0,
  stars_2: 0,
  stars_3: 0,
  stars_4: 0,
  stars_5: 0,
});

/** The kept figures of several providers in one request (primary-key lookups); absent ones have none. */
export async function fetchProviderRatings(
  client: Client,
  providerIds: string[],
): Promise<Map<string, ProviderRating>> {
  const { data, error } = await client.from('provider_ratings').select('*').in('provider_id', providerIds);
  if (error) throw error;
  return new Map((data ?? []).map((row) => [row.provider_id, row]));
}

// The cards of a page (the Network, My Connections) each ask for their provider's figures: one request.
const loadRating = createBatchLoader<Client, string, ProviderRating>(fetchProviderRatings, noRating);

/** The provider's kept figures; zeros when nobody reviewed them yet. */
export function fetchProviderRating(client: Client, providerId: string): Promise<ProviderRating> {
  return loadRating(client, providerId);
}

/** A rating's average, or null with no reviews. */
export const ratingAverage = (r: ProviderRating | undefined) =>
  r && r.review_count > 0 ? r.rating_sum / r.review_count : null;

/** One page of the provider's visible reviews. */
export async function fetchReviews(client: Client, providerId: string, sort: ReviewSort, offset: number) {
  let query = client.from('reviews').select(REVIEW_COLUMNS).eq('provider_id', providerId).is('hidden_at', null);
  query = sort === 'highest' ? query.order('rating', { ascending: false }) : query;
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(offset, offset + REVIEWS_PAGE_SIZE - 1);
  if (error) throw error;
  return data;
}
export type Review = Awaited<ReturnType<typeof fetchReviews>>[number];

/** Why a member may not review a provider (can_review's reason_code), for the screen to act on. */
const REFUSALS = ['sign_in', 'self', 'not_hr', 'not_provider', 'not_connected'] as const;
export type ReviewRefusal = (typeof REFUSALS)[number];

/** May the caller review this provider (and why not, in words and as a code), and their review if any. */
export async function fetchCanReview(client: Client, providerId: string) {
  const { data, error } = await client.rpc('can_review', { p_provider: providerId }).single();
  if (error) throw error;
  return {
    allowed: data.allowed,
    reason: data.reason,
    reasonCode: REFUSALS.find((code) => code === data.reason_code) ?? null,
    review_id: data.review_id,
  };
}
export type CanReview = Awaited<ReturnType<typeof fetchCanReview>>;

/** Writes the caller's review of the provider, or edits it when `id` is given. Returns its id. */
export async function saveReview(client: Client, providerId: string, v: ReviewValues, id?: string): Promise<string> {
  const row = { rating: v.rating, title: v.title.trim(), body: v.body.trim() };
  const { data, error } = id
    ? await client.from('reviews').update(row).eq('id', id).select('id').single()
    : await client
        .from('reviews')
        .insert({ ...row, provider_id: providerId })
        .select('id')
        .single();
  if (error) throw error;
  return data.id;
}

export async function deleteReview(client: Client, id: string) {
  const { error } = await client.from('reviews').delete().eq('id', id);
  if (error) throw error;
}

/** The provider's public answer; null removes it. */
export async function answerReview(client: Client, id: string, answer: string | null) {
  const { error } = await client
    .from('reviews')
    .update({ answer: answer?.trim() || null })
    .eq('id', id);
  if (error) throw error;
}

export async function reportReview(client: Client, reviewId: string, reason: ReportReason, note?: string) {
  const { error } = await client
    .from('review_reports')
    .insert({ review_id: reviewId, reason, note: note?.trim() ? note.trim() : null });
  if (error) throw error;
}

// ---- hooks ----

export function useProviderRating(providerId: string) {
  const client = useClient();
  return useQuery({ queryKey: reviewKeys.rating(providerId), queryFn: () => fetchProviderRating(client, providerId) });
}

export function useReviews(providerId: string, sort: ReviewSort) {
  const client = useClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.list(providerId, sort),
      queryFn: ({ pageParam }) => fetchReviews(client, providerId, sort, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.length < REVIEWS_PAGE_SIZE ? undefined : pages.length * REVIEWS_PAGE_SIZE,
    }),
  );
}

export function useCanReview(providerId: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: reviewKeys.canReview(providerId),
    queryFn: () => fetchCanReview(client, providerId),
    enabled,
  });
}

export const reviewMutations = {
  save: ['reviews', 'save'] as const,
  delete: ['reviews', 'delete'] as const,
  answer: ['reviews', 'answer'] as const,
  report: ['reviews', 'report'] as const,
};

/**
 * Every review mutation refreshes the provider's figures, lists and the caller's right to review,
 * whatever the outcome (src/app/invalidation.ts adds what crosses domains).
 */
export const reviewInvalidations: InvalidationTable = Object.values(reviewMutations).map(
  (key) => [key, [reviewKeys.all]] as const,
);

function useReviewMutation<T>(mutationKey: readonly string[], fn: (client: Client, args: T) => Promise<unknown>) {
  const client = useClient();
  return useMutation({ mutationKey, mutationFn: (args: T) => fn(client, args), meta: { refreshOnError: true } });
}

export const useSaveReview = () =>
  useReviewMutation(reviewMutations.save, (c, a: { providerId: string; values: ReviewValues; id?: string }) =>
    saveReview(c, a.providerId, a.values, a.id),
  );
export const useDeleteReview = () => useReviewMutation(reviewMutations.delete, (c, id: string) => deleteReview(c, id));
export const useAnswerReview = () =>
  useReviewMutation(reviewMutations.answer, (c, a: { id: string; answer: string | null }) =>
    answerReview(c, a.id, a.answer),
  );
export const useReportReview = () =>
  useReviewMutation(reviewMutations.report, (c, a: { id: string; reason: ReportReason; note?: string }) =>
    reportReview(c, a.id, a.reason, a.note),
  );
