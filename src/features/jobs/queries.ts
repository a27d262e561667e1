import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { APPLICATION_MESSAGES } from '@/config/messages';
import { newestFirstPage, nextCursor, type Cursor } from '@/lib/rows';
import type { PostJobValues } from './post-job-schema';
import { jobKeys, publicJobQueries } from './reads';

// The public reads live in reads.ts (a visitor's page loads them without the rest of this module).
export * from './reads';

export const jobMutations = {
  post: ['jobs', 'post'] as const,
  setClosed: ['jobs', 'set-closed'] as const,
};

export async function fetchJobsPostedCount(client: Client, uid: string) {
  const { count, error } = await client.from('jobs').select('id', { count: 'exact', head: true }).eq('posted_by', uid);
  if (error) throw error;
  return count ?? 0;
}

const POSTING =
  'id, title, company_name, location, created_at, closed_at, counts:job_application_counts(total_count, new_count)';

/** The poster's jobs, open and closed, newest first, each with its applications and how many are New. */
export async function fetchMyPostingsPage(client: Client, uid: string, cursor?: Cursor | null) {
  const { data, error } = await newestFirstPage(
    client.from('jobs').select(POSTING).eq('posted_by', uid),
    cursor,
    PAGE_SIZE,
  );
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
  ...publicJobQueries,
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
