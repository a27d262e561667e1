import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { TICKER } from '@/config/constants';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  ticker: ['dashboard', 'ticker'] as const,
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
