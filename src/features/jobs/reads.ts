import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Reader } from '@/lib/client-registry';
import { nextOffset } from '@/lib/rows';
import { isUuid } from '@/lib/uuid';

// What anyone may read about jobs, through any client (a Reader): the app's supabase-js client or a
// visitor's PostgREST-only one (src/lib/visitor-client.ts). Apart from queries.ts, whose members'
// reads and writes (mutations, the catalogue's messages) a visitor's page does not download.

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

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

/**
 * One page of jobs, newest first: server-side, case-insensitive search on title, description and
 * company. Closed jobs are left out unless asked for.
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

/** The public queries' options; jobQueries (queries.ts) has them too. */
export const publicJobQueries = {
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
};
