import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { PLAN_MESSAGES } from '@/config/messages';

/*
 * A provider's plan: its rights, this month's usage, the open upgrade request and the history. Every
 * action that uses a limit (a connection request, showcasing a service) or changes the plan makes
 * these stale (src/app/invalidation.ts).
 */
export const planKeys = {
  all: ['plans'] as const,
  mine: (uid: string) => [...planKeys.all, 'mine', uid] as const,
  history: (uid: string) => [...planKeys.all, 'history', uid] as const,
  contactEmail: (targetId: string) => [...planKeys.all, 'contact-email', targetId] as const,
};

/** The caller's plan and usage (get_my_plan), or null for members without a plan (HR, administrators). */
export async function fetchMyPlan(client: Client) {
  const { data, error } = await client.rpc('get_my_plan').maybeSingle();
  if (error) throw error;
  return data;
}
export type MyPlan = NonNullable<Awaited<ReturnType<typeof fetchMyPlan>>>;

export async function fetchMyPlanHistory(client: Client) {
  const { data, error } = await client.rpc('get_my_plan_history', { page_limit: 20 });
  if (error) throw error;
  return data;
}
export type PlanChange = Awaited<ReturnType<typeof fetchMyPlanHistory>>[number];

/** The e-mail of a connected member (null when not connected); PT402 when the plan has no contact info. */
export async function fetchContactEmail(client: Client, targetId: string) {
  const { data, error } = await client.rpc('get_contact_email', { target_id: targetId });
  if (error) throw error;
  return data;
}

export const planQueries = {
  mine: (client: Client, uid: string | undefined, enabled = true) =>
    queryOptions({
      queryKey: planKeys.mine(uid ?? ''),
      queryFn: () => fetchMyPlan(client),
      enabled: !!uid && enabled,
      meta: { errorTitle: PLAN_MESSAGES.planLoadFailed.title },
    }),
  history: (client: Client, uid: string | undefined) =>
    queryOptions({
      queryKey: planKeys.history(uid ?? ''),
      queryFn: () => fetchMyPlanHistory(client),
      enabled: !!uid,
      meta: { errorTitle: PLAN_MESSAGES.planLoadFailed.title },
    }),
  contactEmail: (client: Client, targetId: string | undefined, enabled: boolean) =>
    queryOptions({
      queryKey: planKeys.contactEmail(targetId ?? ''),
      queryFn: () => fetchContactEmail(client, targetId!),
      enabled: !!targetId && enabled,
      // A refusal (402) is an answer the card shows, not a failure to retry or toast.
      retry: false,
    }),
};

export function useMyPlan(uid: string | undefined, enabled = true) {
  return useQuery(planQueries.mine(useClient(), uid, enabled));
}

export function useMyPlanHistory(uid: string | undefined) {
  return useQuery(planQueries.history(useClient(), uid));
}

export function useContactEmail(targetId: string | undefined, enabled: boolean) {
  return useQuery(planQueries.contactEmail(useClient(), targetId, enabled));
}

/** Whether the caller may reach this member now without being refused (can_contact). */
export async function fetchCanContact(client: Client, targetId: string) {
  const { data, error } = await client.rpc('can_contact', { hr: targetId });
  if (error) throw error;
  return data === true;
}
