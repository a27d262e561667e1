import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { nextOffset } from '@/lib/rows';
import { toJobInsert, type PostJobValues } from './post-job-schema';

// Everything about jobs lives under ['jobs'], so posting a job refreshes lists, details and counts.
export const jobKeys = {
  all: ['jobs'] as const,
  list: (search: string) => [...jobKeys.all, 'list', search] as const,
  opportunities: () => [...jobKeys.all, 'opportunities'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  postedCount: (uid: string) => [...jobKeys.all, 'count', uid] as const,
};

export const jobMutations = {
  post: ['jobs', 'post'] as const,
};

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** One page of jobs, newest first: server-side, case-insensitive search on title, description and company. */
export async function fetchJobsPage(client: Client, search: string, offset: number) {
  const { data, error } = await client
    .rpc('search_jobs', { search_text: search, page_limit: PAGE_SIZE, page_offset: offset })
    .select(POSTER)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}
export type JobWithPoster = Awaited<ReturnType<typeof fetchJobsPage>>[number];

/** One job with its poster, or null when the id is unknown or not a job id at all. */
export async function fetchJob(client: Client, jobId: string | undefined) {
  // A malformed id can never match; asking the server would only earn a 400.
  if (!isUuid(jobId)) return null;
  const { data, error } = await client.from('jobs').select(POSTER).eq('id', jobId).maybeSingle();
  if (error) throw error;
  return data;
}

export async function fetchJobsPostedCount(client: Client, uid: string) {
  const { count, error } = await client.from('jobs').select('id', { count: 'exact', head: true }).eq('posted_by', uid);
  if (error) throw error;
  return count ?? 0;
}

export async function postJob(client: Client, uid: string, values: PostJobValues) {
  const { error } = await client.from('jobs').insert(toJobInsert(values, uid));
  if (error) throw error;
}

export const jobQueries = {
  list: (client: Client, search: string) =>
    infiniteQueryOptions({
      queryKey: jobKeys.list(search),
      queryFn: ({ pageParam }) => fetchJobsPage(client, search, pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching jobs' },
    }),
  /** The dashboard's Job Opportunities: the same list, unsearched, under its own key. */
  opportunities: (client: Client) =>
    infiniteQueryOptions({
      queryKey: jobKeys.opportunities(),
      queryFn: ({ pageParam }) => fetchJobsPage(client, '', pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching jobs' },
    }),
  detail: (client: Client, jobId: string | undefined) =>
    queryOptions({
      queryKey: jobKeys.detail(jobId ?? ''),
      queryFn: () => fetchJob(client, jobId),
      meta: {
        errorTitle: 'Error fetching job details',
        errorDescription: 'This job may no longer exist or the link is incorrect.',
      },
    }),
  postedCount: (client: Client, uid: string | undefined, enabled = true) =>
    queryOptions({
      queryKey: jobKeys.postedCount(uid ?? ''),
      queryFn: () => fetchJobsPostedCount(client, uid!),
      enabled: !!uid && enabled,
      meta: { errorTitle: 'Error fetching dashboard stats' },
    }),
};

export function useJobList(search: string) {
  return useInfiniteQuery(jobQueries.list(useClient(), search));
}

export function useOpportunities() {
  return useInfiniteQuery(jobQueries.opportunities(useClient()));
}

export function useJob(jobId: string | undefined) {
  return useQuery(jobQueries.detail(useClient(), jobId));
}

export function useJobsPostedCount(uid: string | undefined, enabled: boolean) {
  return useQuery(jobQueries.postedCount(useClient(), uid, enabled));
}

export function usePostJob(uid: string | undefined) {
  const client = useClient();
  return useMutation({
    mutationKey: jobMutations.post,
    mutationFn: (values: PostJobValues) => postJob(client, uid!, values),
    meta: {
      successToast: { title: 'Job Posted Successfully!', description: 'Your job listing is now live.' },
      errorTitle: 'Error posting job',
    },
  });
}
