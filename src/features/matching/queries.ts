// Smart matching: what an HR Professional needs, and the four suggestion lists the database ranks
// (supabase/migrations/20251112000000_matching.sql; the score is documented in supabase/API.md,
// 'Matching'). The screens only show what the functions return.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { withKeys } from '@/lib/rows';

export type SuggestedPerson = Awaited<ReturnType<typeof fetchPeopleYouMayKnow>>[number];
export type RecommendedProvider = Awaited<ReturnType<typeof fetchRecommendedProviders>>[number];
export type RecommendedHrMember = Awaited<ReturnType<typeof fetchRecommendedHrMembers>>[number];
export type JobForYou = Awaited<ReturnType<typeof fetchJobsForYou>>[number];

export interface Needs {
  category_ids: string[];
  looking_for: string;
}

export const RECOMMENDATIONS_SHOWN = 6;

// What matched, as lists (the functions always return them; the generated types say nullable).
type Reasons<T> = Omit<T, 'matched_terms' | 'matched_categories'> & {
  matched_terms: string[];
  matched_categories: string[];
};
function withReasons<T extends { matched_terms: string[] | null; matched_categories: string[] | null }>(
  row: T,
): Reasons<T> {
  return { ...row, matched_terms: row.matched_terms ?? [], matched_categories: row.matched_categories ?? [] };
}

export const matchingKeys = {
  all: ['matching'] as const,
  needs: (uid: string) => [...matchingKeys.all, 'needs', uid] as const,
  providers: (uid: string) => [...matchingKeys.all, 'providers', uid] as const,
  hrMembers: (uid: string) => [...matchingKeys.all, 'hr-members', uid] as const,
  people: (uid: string) => [...matchingKeys.all, 'people', uid] as const,
  jobs: (uid: string) => [...matchingKeys.all, 'jobs', uid] as const,
};

export const matchingMutations = {
  saveNeeds: ['matching', 'save-needs'] as const,
  dismiss: ['matching', 'dismiss'] as const,
};

/** What each matching mutation makes stale (src/app/invalidation.ts adds what crosses domains). */
export const matchingInvalidations: InvalidationTable = [
  [matchingMutations.saveNeeds, [matchingKeys.all]],
  // A replacement suggestion comes in for the dismissed one.
  [matchingMutations.dismiss, [[...matchingKeys.all, 'people']]],
];

/** The caller's needs; empty when they have not said yet. */
export async function fetchMyNeeds(client: Client, uid: string): Promise<Needs> {
  const { data, error } = await client
    .from('member_needs')
    .select('category_ids, looking_for')
    .eq('profile_id', uid)
    .maybeSingle();
  if (error) throw error;
  return { category_ids: data?.category_ids ?? [], looking_for: data?.looking_for ?? '' };
}

export async function saveMyNeeds(client: Client, uid: string, needs: Needs): Promise<void> {
  const { error } = await client
    .from('member_needs')
    .upsert({ profile_id: uid, category_ids: needs.category_ids, looking_for: needs.looking_for.trim() || null });
  if (error) throw error;
}

export async function fetchRecommendedProviders(client: Client, limit = RECOMMENDATIONS_SHOWN) {
  const { data, error } = await client.rpc('recommend_providers', { page_limit: limit });
  if (error) throw error;
  return withKeys(data, 'id').map(withReasons);
}

export async function fetchRecommendedHrMembers(client: Client, limit = RECOMMENDATIONS_SHOWN) {
  const { data, error } = await client.rpc('recommend_hr_members', { page_limit: limit });
  if (error) throw error;
  return withKeys(data, 'id').map(withReasons);
}

export async function fetchPeopleYouMayKnow(client: Client, limit = RECOMMENDATIONS_SHOWN) {
  const { data, error } = await client.rpc('people_you_may_know', { page_limit: limit });
  if (error) throw error;
  return withKeys(data, 'id');
}

export async function dismissSuggestion(client: Client, uid: string, memberId: string): Promise<void> {
  const { error } = await client.from('suggestion_dismissals').insert({ profile_id: uid, dismissed_id: memberId });
  // Dismissing twice (two tabs) is still dismissed.
  if (error && error.code !== '23505') throw error;
}

export async function fetchJobsForYou(client: Client, limit = RECOMMENDATIONS_SHOWN) {
  const { data, error } = await client.rpc('jobs_for_you', { page_limit: limit });
  if (error) throw error;
  return withKeys(data, 'id').map((row) => ({ ...row, matched_terms: row.matched_terms ?? [] }));
}

export function useMyNeeds(uid: string) {
  const client = useClient();
  return useQuery({ queryKey: matchingKeys.needs(uid), queryFn: () => fetchMyNeeds(client, uid) });
}

export function useSaveNeeds(uid: string) {
  const client = useClient();
  return useMutation({
    mutationKey: matchingMutations.saveNeeds,
    mutationFn: (needs: Needs) => saveMyNeeds(client, uid, needs),
  });
}

export function useRecommendedProviders(uid: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: matchingKeys.providers(uid),
    queryFn: () => fetchRecommendedProviders(client),
    enabled,
  });
}

export function useRecommendedHrMembers(uid: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: matchingKeys.hrMembers(uid),
    queryFn: () => fetchRecommendedHrMembers(client),
    enabled,
  });
}

export function usePeopleYouMayKnow(uid: string) {
  const client = useClient();
  return useQuery({ queryKey: matchingKeys.people(uid), queryFn: () => fetchPeopleYouMayKnow(client) });
}

export function useDismissSuggestion(uid: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const people = matchingKeys.people(uid);
  // Optimistic, in the hook: the card leaves at once and comes back if the dismissal fails.
  return useMutation({
    mutationKey: matchingMutations.dismiss,
    mutationFn: (memberId: string) => dismissSuggestion(client, uid, memberId),
    onMutate: async (memberId) => {
      await queryClient.cancelQueries({ queryKey: people });
      const before = queryClient.getQueryData<SuggestedPerson[]>(people);
      queryClient.setQueryData<SuggestedPerson[]>(people, (old) => old?.filter((p) => p.id !== memberId));
      return { before };
    },
    onError: (_error, _memberId, context) => queryClient.setQueryData(people, context?.before),
  });
}

export function useJobsForYou(uid: string) {
  const client = useClient();
  return useQuery({ queryKey: matchingKeys.jobs(uid), queryFn: () => fetchJobsForYou(client) });
}
