import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Client, Reader } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { APPLICATION_MESSAGES } from '@/config/messages';
import { afterCursor, nextCursor, nextOffset, type Cursor } from '@/lib/rows';
import type { PostJobValues } from './post-job-schema';

// Everything about jobs lives under ['jobs'], so posting a job refreshes lists, details and counts.
export const jobKeys = {
  all: ['jobs'] as const,
  list: (search: string, includeClosed = false) => [...jobKeys.all, 'list', search, includeClosed] as const,
  opportunities: () => [...jobKeys.all, 'opportunities'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  postedCount: (uid: string) => [...jobKeys.all, 'count', uid] as const,
  /** The poster's own jobs with their application counts (Manage Jobs). */
  postings: (uid: string) => [...jobKeys.all, 'postings', uid] as const,
};

export const jobMutations = {
  post: ['jobs', 'post'] as const,
  setClosed: ['jobs', 'set-closed'] as const,
};

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * One page of jobs, newest first: server-side, case-insensitive search on title, description and
 * company. Closed jobs are left out unless asked for. Public, like fetchJob: a visitor's page reads
 * through the PostgREST-only client (src/lib/visitor-client.ts), so these take a Reader.
 */
export async function fetchJobsPage(client: Reader, search: string, offset: number, includeClosed = false) {
  const { data, error } = await client
    .rpc('search_jobs', {
      search_text: search,
      page_limit: PAGE_SIZE,
      page_offset: offset,
      include_closed: includeClosed,
    })
    .select(POSTER)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}
export type JobWithPoster = Awaited<ReturnType<typeof fetchJobsPage>>[number];

/** One job with its poster, or null when the id is unknown or not a job id at all. */
export async function fetchJob(client: Reader, jobId: string | undefined) {
  // A malformed id can never match; asking the server would only earn a 400.
  if (!isUuid(jobId)) return null;
  const { data, error } = await client.from('jobs').select(POSTER).eq('id', jobId).maybeSingle();
  if (error) throw error;
  return data;
}
export type JobDetail = NonNullable<Awaited<ReturnType<typeof fetchJob>>>;

export async function fetchJobsPostedCount(client: Client, uid: string) {
  const { count, error } = await client.from('jobs').select('id', { count: 'exact', head: true }).eq('posted_by', uid);
  if (error) throw error;
  return count ?? 0;
}

const POSTING =
  'id, title, company_name, location, created_at, closed_at, counts:job_application_counts(total_count, new_count)';

/** The poster's jobs, open and closed, newest first, each with its applications and how many are New. */
export async function fetchMyPostingsPage(client: Client, uid: string, cursor?: Cursor | null) {
  let query = client.from('jobs').select(POSTING).eq('posted_by', uid);
  // The lte is the index's range (the or alone is only a filter); the or breaks ties on the instant.
  if (cursor) query = query.lte('created_at', cursor.created_at).or(afterCursor(cursor));
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(PAGE_SIZE);
  if (error) throw error;
  return data;
}
export type JobPosting = Awaited<ReturnType<typeof fetchMyPostingsPage>>[number];

/** Closes a job (no new applications, off the public list) or reopens it; the database stamps the time. */
export async function setJobClosed(client: Client, jobId: string, closed: boolean) {
  const { error } = await client
    .from('jobs')
    .update({ closed_at: closed ? new Date().toISOString() : null })
    .eq('id', jobId);
  if (error) throw error;
}

export async function postJob(client: Client, uid: string, values: PostJobValues) {
  // The schema module brings zod: the public job list must not download it for a poster's action.
  const { toJobInsert } = await import('./post-job-schema');
  const { error } = await client.from('jobs').insert(toJobInsert(values, uid));
  if (error) throw error;
}

export const jobQueries = {
  list: (client: Reader, search: string, includeClosed = false) =>
    infiniteQueryOptions({
      queryKey: jobKeys.list(search, includeClosed),
      queryFn: ({ pageParam }) => fetchJobsPage(client, search, pageParam, includeClosed),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching jobs' },
    }),
  /** The dashboard's Job Opportunities: the same list, unsearched, under its own key. */
  opportunities: (client: Reader) =>
    infiniteQueryOptions({
      queryKey: jobKeys.opportunities(),
      queryFn: ({ pageParam }) => fetchJobsPage(client, '', pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching jobs' },
    }),
  detail: (client: Reader, jobId: string | undefined) =>
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
  postings: (client: Client, uid: string | undefined) =>
    infiniteQueryOptions({
      queryKey: jobKeys.postings(uid ?? ''),
      queryFn: ({ pageParam }) => fetchMyPostingsPage(client, uid!, pageParam),
      initialPageParam: null as Cursor | null,
      getNextPageParam: nextCursor(PAGE_SIZE),
      enabled: !!uid,
      meta: { errorTitle: APPLICATION_MESSAGES.errors.fetchPostings },
    }),
};

export function useJobList(search: string, includeClosed = false) {
  return useInfiniteQuery(jobQueries.list(useClient(), search, includeClosed));
}

export function useMyPostings(uid: string | undefined) {
  return useInfiniteQuery(jobQueries.postings(useClient(), uid));
}

export function useSetJobClosed() {
  const client = useClient();
  return useMutation({
    mutationKey: jobMutations.setClosed,
    mutationFn: (v: { jobId: string; closed: boolean }) => setJobClosed(client, v.jobId, v.closed),
    meta: {
      successToast: (_: void, v: { closed: boolean }) =>
        v.closed ? APPLICATION_MESSAGES.jobClosed : APPLICATION_MESSAGES.jobReopened,
      errorTitle: APPLICATION_MESSAGES.errors.closeJob,
    },
  });
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
