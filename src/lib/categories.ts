// The service categories: a shared domain piece (the Services filter and form, a provider's sign-up
// suggestions, an HR Professional's needs). Read by visitors too and never changed by the app.
import { useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClientLater } from '@/lib/client-context';

export const categoryKeys = { all: ['categories'] as const };

/** The categories by name. Plain (no TanStack Query): the visitor's sign-up page reads them without it. */
export async function fetchCategories(client: Client) {
  const { data, error } = await client.from('service_categories').select('id, name').order('name');
  if (error) throw error;
  return data;
}
export type Category = Awaited<ReturnType<typeof fetchCategories>>[number];

/**
 * `enabled` false keeps the query idle (sign-up asks only on its Service Provider tab). The client is
 * taken when the query runs, so a screen showing categories renders without waiting for supabase-js.
 */
export function useCategories(enabled = true) {
  const client = useClientLater();
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: async () => fetchCategories(await client()),
    staleTime: Infinity,
    meta: { errorTitle: 'Error fetching categories' },
    enabled,
  });
}
