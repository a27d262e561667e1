import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { TICKER } from '@/config/constants';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  ticker: ['dashboard', 'ticker'] as const,
};

// Counts are connection-derived (and jobs for HR); they live under the domains whose rows they count
// so that the mutations on those rows invalidate them.
export const statsKeys = {
  connections: (uid: string) => ['connections', 'counts', uid] as const,
  jobsPosted: (uid: string) => ['jobs', 'count', uid] as const,
};

export interface NewMember {
  id: string;
  full_name: string;
  position: string | null;
  company: string | null;
  user_type: string;
}

export function useTicker() {
  return useQuery({
    queryKey: dashboardKeys.ticker,
    queryFn: async (): Promise<NewMember[]> => {
      const { data, error } = await supabase
        .from('profiles')
        .select('id, full_name, position, company, user_type')
        .order('created_at', { ascending: false })
        .limit(TICKER.count);
      if (error) throw error;
      return data ?? [];
    },
  });
}

export function useConnectionCounts(uid: string | undefined) {
  return useQuery({
    queryKey: statsKeys.connections(uid ?? ''),
    enabled: !!uid,
    queryFn: async () => {
      const [network, pending] = await Promise.all([
        // Name the member rather than leave the row choice to RLS: the policy's "or is_admin()"
        // can use no index, so without this filter the count reads every connection.
        supabase
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'accepted')
          .or(`requester_id.eq.${uid!},addressee_id.eq.${uid!}`),
        supabase
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('addressee_id', uid!)
          .eq('status', 'pending'),
      ]);
      if (network.error) throw network.error;
      if (pending.error) throw pending.error;
      return { network: network.count ?? 0, pending: pending.count ?? 0 };
    },
  });
}

export function useJobsPostedCount(uid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.jobsPosted(uid ?? ''),
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
