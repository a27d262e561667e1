import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type JobRow = Database['public']['Tables']['jobs']['Row'];
export type JobWithPoster = JobRow & {
  poster: { full_name: string; company: string | null; avatar_url: string | null } | null;
};

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

// Everything about jobs lives under ['jobs'], so posting a job refreshes lists and details at once.
export const jobKeys = {
  all: ['jobs'] as const,
  list: (search: string) => ['jobs', 'list', search] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  postedCount: (uid: string) => ['jobs', 'count', uid] as const,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The public job list: server-side, case-insensitive search on title, description and company. */
export function useJobList(search: string) {
  return useInfiniteQuery({
    queryKey: jobKeys.list(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<JobWithPoster[]> => {
      const { data, error } = await supabase
        .rpc('search_jobs', { search_text: search, page_limit: PAGE_SIZE, page_offset: pageParam })
        .select(POSTER)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return (data ?? []) as unknown as JobWithPoster[];
    },
    getNextPageParam: (last, pages) => (last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
  });
}

/** One job, or null when the id is unknown or not a job id at all. */
export function useJob(jobId: string | undefined) {
  return useQuery({
    queryKey: jobKeys.detail(jobId ?? ''),
    queryFn: async (): Promise<JobWithPoster | null> => {
      // A malformed id can never match; asking the server would only earn a 400.
      if (!isUuid(jobId)) return null;
      const { data, error } = await supabase.from('jobs').select(POSTER).eq('id', jobId).maybeSingle();
      if (error) throw error;
      return data as unknown as JobWithPoster | null;
    },
  });
}

export function useJobsPostedCount(uid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.postedCount(uid ?? ''),
    enabled: !!uid && enabled,
    queryFn: async () => {
      const { count, error } = await supabase
        .from('jobs')
        .select('id', { count: 'exact', head: true })
        .eq('posted_by', uid!);
      if (error) throw error;
      return count ?? 0;
    },
  });
}
