import type { Client } from '@/lib/client-registry';

/** The service categories by name: the Services filter, a provider's sign-up suggestions. */
export async function fetchCategories(client: Client) {
  const { data, error } = await client.from('service_categories').select('id, name').order('name');
  if (error) throw error;
  return data;
}
export type Category = Awaited<ReturnType<typeof fetchCategories>>[number];
