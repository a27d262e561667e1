// Broadcasts, the administrator's side: how many members an audience reaches now, sending (one row,
// whatever the reach) and the history with reach and reads.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import type { SubscriptionPlan } from '@/lib/enums';
import { withKeys } from '@/lib/rows';

export type BroadcastAudience = Database['public']['Enums']['broadcast_audience'];
export interface BroadcastDraft {
  title: string;
  message: string;
  audience: BroadcastAudience;
  plan?: SubscriptionPlan | null;
}

export const broadcastKeys = {
  all: ['admin', 'broadcasts'] as const,
  reach: (audience: BroadcastAudience, plan: SubscriptionPlan | null) =>
    [...broadcastKeys.all, 'reach', audience, plan] as const,
  history: () => [...broadcastKeys.all, 'history'] as const,
};

export const broadcastMutations = {
  send: ['admin', 'send-broadcast'] as const,
};

/** What sending a broadcast makes stale, read again whatever the outcome. */
export const broadcastInvalidations: InvalidationTable = [[broadcastMutations.send, [broadcastKeys.all]]];

export async function broadcastReach(client: Client, audience: BroadcastAudience, plan?: SubscriptionPlan | null) {
  const { data, error } = await client.rpc('admin_broadcast_reach', {
    p_audience: audience,
    p_plan: plan ?? undefined,
  });
  if (error) throw error;
  return data ?? 0;
}

export async function sendBroadcast(client: Client, draft: BroadcastDraft) {
  const { data, error } = await client.rpc('admin_send_broadcast', {
    p_title: draft.title,
    p_message: draft.message,
    p_audience: draft.audience,
    p_plan: draft.plan ?? undefined,
  });
  if (error) throw error;
  return data;
}

export async function fetchBroadcastHistory(client: Client, before?: string) {
  const { data, error } = await client.rpc('admin_list_broadcasts', { before_at: before, page_limit: 20 });
  if (error) throw error;
  // A sent broadcast as admin_list_broadcasts guarantees it (generated function types are all nullable).
  return withKeys(data, 'id', 'title', 'message', 'audience', 'sent_at', 'reach', 'read_count');
}
export type BroadcastRow = Awaited<ReturnType<typeof fetchBroadcastHistory>>[number];

export function useBroadcastReach(audience: BroadcastAudience, plan: SubscriptionPlan | null) {
  const client = useClient();
  return useQuery({
    queryKey: broadcastKeys.reach(audience, plan),
    queryFn: () => broadcastReach(client, audience, plan),
    enabled: audience !== 'plan' || plan !== null,
  });
}

export function useBroadcastHistory() {
  const client = useClient();
  return useQuery({ queryKey: broadcastKeys.history(), queryFn: () => fetchBroadcastHistory(client) });
}

export function useSendBroadcast() {
  const client = useClient();
  return useMutation({
    mutationKey: broadcastMutations.send,
    mutationFn: (draft: BroadcastDraft) => sendBroadcast(client, draft),
    meta: { refreshOnError: true },
  });
}
