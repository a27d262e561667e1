import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const referralKeys = {
  count: (uid: string) => ['referrals', 'count', uid] as const,
};

export function useReferralCount(uid: string | undefined) {
  return useQuery({
    queryKey: referralKeys.count(uid ?? ''),
    enabled: !!uid,
    queryFn: async () => {
      const { data, error } = await supabase.rpc('get_my_referral_count');
      if (error) throw error;
      return data ?? 0;
    },
  });
}

export function referralLink(origin: string, code: string | null | undefined): string | null {
  return code ? `${origin}/register/${code}` : null;
}
