import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { PLAN_CHANGE_TEXT, PLAN_MESSAGES } from '@/config/messages';
import { planChange, type SubscriptionPlan } from '@/lib/plan';

/*
 * A provider's plan: its rights, this month's usage, the open upgrade request and the history. Every
 * action that uses a limit (a connection request, showcasing a service) or changes the plan makes
 * these stale (src/app/invalidation.ts).
 */
export const planMutations = {
  requestChange: ['plans', 'request-change'] as const,
};

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

/** A plan other than the caller's, asked for: up or down, Basic included (request_plan_change). */
export type RequestablePlan = Extract<SubscriptionPlan, 'Free' | 'Professional' | 'Premium'>;

/** Records the caller's open plan change request (one per member; asking again changes it). */
export async function requestPlanChange(client: Client, plan: RequestablePlan, interval: 'monthly' | 'yearly') {
  const { data, error } = await client.rpc('request_plan_change', { plan, billing_interval: interval });
  if (error) throw error;
  return data;
}

/**
 * Asks for another plan; the toast says whether it is an upgrade or a downgrade (`current` is the
 * plan the request starts from). An administrator makes the change (no payment provider).
 */
export function useRequestPlanChange() {
  const client = useClient();
  return useMutation({
    mutationKey: planMutations.requestChange,
    mutationFn: (v: { plan: RequestablePlan; interval: 'monthly' | 'yearly'; current: SubscriptionPlan | null }) =>
      requestPlanChange(client, v.plan, v.interval),
    meta: {
      successToast: (_: unknown, v: { plan: RequestablePlan; current: SubscriptionPlan | null }) =>
        PLAN_CHANGE_TEXT.changeRequested(
          planChange(v.current, v.plan) === 'downgrade' ? 'downgrade' : 'upgrade',
          v.plan,
        ),
      errorTitle: PLAN_MESSAGES.upgradeRequestFailed.title,
    },
  });
}

/** Whether the caller may reach this member now without being refused (can_contact). */
export async function fetchCanContact(client: Client, targetId: string) {
  const { data, error } = await client.rpc('can_contact', { hr: targetId });
  if (error) throw error;
  return data === true;
}
