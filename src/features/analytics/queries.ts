import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { PLAN_MESSAGES } from '@/config/messages';

/** A provider's analytics: daily rollups read by the database's plan-checked functions. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  daily: (uid: string, days: number) => [...analyticsKeys.all, 'daily', uid, days] as const,
  companies: (uid: string) => [...analyticsKeys.all, 'companies', uid] as const,
};

/** One row per day with events in the last `days` days (at most 30 on Professional, 90 on Premium). */
export async function fetchDailyAnalytics(client: Client, days: number) {
  const { data, error } = await client.rpc('get_provider_analytics', { days });
  if (error) throw error;
  return data;
}
export type DailyAnalytics = Awaited<ReturnType<typeof fetchDailyAnalytics>>[number];

/** Detailed insights: the viewers' companies, top of each month of the last 90 days. */
export async function fetchTopCompanies(client: Client) {
  const { data, error } = await client.rpc('get_provider_top_companies', { per_month: 5 });
  if (error) throw error;
  return data;
}
export type CompanyInsight = Awaited<ReturnType<typeof fetchTopCompanies>>[number];

export const analyticsQueries = {
  daily: (client: Client, uid: string | undefined, days: number, enabled: boolean) =>
    queryOptions({
      queryKey: analyticsKeys.daily(uid ?? '', days),
      queryFn: () => fetchDailyAnalytics(client, days),
      enabled: !!uid && enabled,
      meta: { errorTitle: PLAN_MESSAGES.analyticsLoadFailed.title },
    }),
  companies: (client: Client, uid: string | undefined, enabled: boolean) =>
    queryOptions({
      queryKey: analyticsKeys.companies(uid ?? ''),
      queryFn: () => fetchTopCompanies(client),
      enabled: !!uid && enabled,
      meta: { errorTitle: PLAN_MESSAGES.analyticsLoadFailed.title },
    }),
};

export function useDailyAnalytics(uid: string | undefined, days: number, enabled: boolean) {
  return useQuery(analyticsQueries.daily(useClient(), uid, days, enabled));
}

export function useTopCompanies(uid: string | undefined, enabled: boolean) {
  return useQuery(analyticsQueries.companies(useClient(), uid, enabled));
}
