import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { z } from 'zod';
import { callFunction } from '@/lib/functions';

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

// ---- invites by e-mail (issue 19) ----

export interface InviteStats {
  sent_today: number;
  daily_limit: number;
}

/** The caller's invites of the last 24 hours and the daily limit ('3 invites sent'). */
export async function fetchInviteStats(client: Client): Promise<InviteStats> {
  const { data, error } = await client.rpc('get_my_invite_stats').single();
  if (error) throw error;
  return { sent_today: data.sent_today ?? 0, daily_limit: data.daily_limit ?? 0 };
}

/** Mails an invitation with the caller's referral link (the send-invite edge function). */
export async function sendInvite(client: Client, email: string) {
  return callFunction(client, 'send-invite', { email: email.trim() }, inviteAnswer);
}
const inviteAnswer = z.object({ sent: z.literal(true), sent_today: z.number() });

export const inviteKeys = {
  all: [...referralKeys.all, 'invites'] as const,
  stats: (uid: string) => [...inviteKeys.all, uid] as const,
};

export const referralMutations = {
  sendInvite: ['referrals', 'send-invite'] as const,
};

/** What each referral mutation makes stale (src/app/invalidation.ts adds what crosses domains). */
export const referralInvalidations: InvalidationTable = [[referralMutations.sendInvite, [inviteKeys.all]]];

export function useInviteStats(uid: string | undefined) {
  const client = useClient();
  return useQuery({
    queryKey: inviteKeys.stats(uid ?? ''),
    queryFn: () => fetchInviteStats(client),
    enabled: !!uid,
  });
}

/** Sends an invite; the day's count is read again whatever the outcome (a refusal may mean 20). */
export function useSendInvite() {
  const client = useClient();
  return useMutation({
    mutationKey: referralMutations.sendInvite,
    mutationFn: (email: string) => sendInvite(client, email),
    meta: { refreshOnError: true },
  });
}
