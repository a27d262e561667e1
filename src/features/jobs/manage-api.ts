import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PAGE_SIZE } from '@/config/constants';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { toJobInsert, type PostJobValues } from './post-job-schema';
import { jobKeys } from './api';

// Everything about jobs hangs under 'jobs' (the public list, details, counts), so a new job
// invalidates that one prefix and nothing else.
export const manageJobKeys = {
  all: jobKeys.all,
  opportunities: [...jobKeys.all, 'opportunities'] as const,
};

export interface OpportunityJob {
  id: string;
  title: string;
  company_name: string;
  location: string;
  description: string;
  experience_required: string | null;
  education_qualification: string | null;
  other_criteria: string | null;
  joining_time: string | null;
  compensation_range: string | null;
  posted_by: string;
  created_at: string;
  poster: { full_name: string; company: string | null; avatar_url: string | null } | null;
}

export function useOpportunities(enabled = true) {
  return useInfiniteQuery({
    queryKey: manageJobKeys.opportunities,
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<OpportunityJob[]> => {
      const { data, error } = await supabase
        .rpc('search_jobs', { search_text: '', page_limit: PAGE_SIZE, page_offset: pageParam })
        .select('*, poster:profiles(full_name, company, avatar_url)')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return (data ?? []) as unknown as OpportunityJob[];
    },
    getNextPageParam: (last, all) => (last.length < PAGE_SIZE ? undefined : all.length * PAGE_SIZE),
  });
}

export function usePostJob(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: PostJobValues) => {
      const { error } = await supabase.from('jobs').insert(toJobInsert(values, uid!));
      if (error) throw error;
    },
    onSuccess: async () => {
      toast({ title: 'Job Posted Successfully!', description: 'Your job listing is now live.' });
      await Promise.all([
        qc.invalidateQueries({ queryKey: manageJobKeys.all }),
        qc.invalidateQueries({ queryKey: ['profile', 'stats', uid ?? ''] }),
      ]);
    },
    onError: (error) => toastError('Error posting job', error),
  });
}
