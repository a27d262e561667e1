import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKER } from '@/config/constants';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  ticker: () => [...dashboardKeys.all, 'ticker'] as const,
};

/** The newest members, for the ticker (spec point 7). */
export async function fetchNewestMembers(client: Client) {
  const { data, error } = await client
    .from('profiles')
    .select('id, full_name, position, company, user_type')
    .order('created_at', { ascending: false })
    .limit(TICKER.count);
  if (error) throw error;
  return data;
}
export type NewMember = Awaited<ReturnType<typeof fetchNewestMembers>>[number];

export const dashboardQueries = {
  // No errorTitle: the ticker is decoration, its failure is only logged (NewMembersTicker).
  ticker: (client: Client) =>
    queryOptions({ queryKey: dashboardKeys.ticker(), queryFn: () => fetchNewestMembers(client) }),
};

export function useTicker() {
  return useQuery(dashboardQueries.ticker(useClient()));
}
