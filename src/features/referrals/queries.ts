import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

export const referralKeys = {
  all: ['referrals'] as const,
  count: (uid: string) => [...referralKeys.all, 'count', uid] as const,
};

/** How many members joined with the caller's referral code. */
export async function fetchReferralCount(client: Client) {
  const { data, error } = await client.rpc('get_my_referral_count');
  if (error) throw error;
  return data ?? 0;
}

export const referralQueries = {
  // Keyed by member although the function reads the caller: a new session must not see the old count.
  count: (client: Client, uid: string | undefined) =>
    queryOptions({
      queryKey: referralKeys.count(uid ?? ''),
      queryFn: () => fetchReferralCount(client),
      enabled: !!uid,
    }),
};

export function useReferralCount(uid: string | undefined) {
  return useQuery(referralQueries.count(useClient(), uid));
}

export function referralLink(origin: string, code: string | null | undefined): string | null {
  return code ? `${origin}/register/${code}` : null;
}
