import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { nextOffset, withKeys } from '@/lib/rows';
import { PLAN_MESSAGES, SAVE_MESSAGES } from '@/config/messages';
import type { ServiceValues } from './schemas';

export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (search: string, category: string) => [...serviceKeys.lists(), search, category] as const,
  allMine: () => [...serviceKeys.all, 'mine'] as const,
  details: (id: string) => [...serviceKeys.all, 'details', id] as const,
  mine: (uid: string) => [...serviceKeys.allMine(), uid] as const,
};

export const serviceMutations = {
  save: ['services', 'save'] as const,
  remove: ['services', 'remove'] as const,
  showcase: ['services', 'showcase'] as const,
};

/** One page of the Services list; `category` is a category id or 'all'. */
/** 'featured': plan priority, then newest; 'rating': the providers' Bayesian rating first. */
export type ServiceSort = 'featured' | 'rating';

export async function fetchServicesPage(
  client: Client,
  search: string,
  category: string,
  offset: number,
  sort: ServiceSort = 'featured',
) {
  const { data, error } = await client.rpc('search_services', {
    search_text: search,
    ...(category === 'all' ? {} : { category_filter: category }),
    page_limit: PAGE_SIZE,
    page_offset: offset,
    sort_by: sort,
  });
  if (error) throw error;
  return withKeys(data, 'id');
}
export type ServiceCard = Awaited<ReturnType<typeof fetchServicesPage>>[number];

/** The provider's own services, newest first, each with its category's name. */
export async function fetchMyServices(client: Client, uid: string) {
  const { data, error } = await client
    .from('user_services')
    .select(
      'id, service_name, description, category_id, created_at, showcased, showcased_at, category:service_categories(name)',
    )
    .eq('user_id', uid)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}
export type MyService = Awaited<ReturnType<typeof fetchMyServices>>[number];

function toRow(v: ServiceValues) {
  return {
    service_name: v.service_name.trim(),
    category_id: v.category_id,
    description: v.description.trim() === '' ? null : v.description.trim(),
  };
}

/**
 * Adds a service (id null) or updates one. A new service is showcased when the plan has room and a
 * draft otherwise (the database decides): the answer says which, so the screen can tell the provider.
 */
export async function saveService(
  client: Client,
  uid: string,
  { id, values }: { id: string | null; values: ServiceValues },
): Promise<{ showcased: boolean }> {
  if (id) {
    const { error } = await client.from('user_services').update(toRow(values)).eq('id', id);
    if (error) throw error;
    return { showcased: true };
  }
  const { data, error } = await client
    .from('user_services')
    .insert({ ...toRow(values), user_id: uid })
    .select('showcased')
    .single();
  if (error) throw error;
  return { showcased: data.showcased };
}

/** Puts a service on the Services page or takes it off (a draft); PT402 when the plan has no room. */
export async function setShowcased(client: Client, { id, showcased }: { id: string; showcased: boolean }) {
  const { error } = await client.from('user_services').update({ showcased }).eq('id', id);
  if (error) throw error;
}

/** One showcased service for its details dialog; the server records a service view for its provider. */
export async function fetchServiceDetails(client: Client, id: string) {
  const { data, error } = await client.rpc('view_service', { service_id: id }).maybeSingle();
  if (error) throw error;
  return data;
}

export async function deleteService(client: Client, id: string) {
  const { error } = await client.from('user_services').delete().eq('id', id);
  if (error) throw error;
}

export const serviceQueries = {
  list: (client: Client, search: string, category: string, sort: ServiceSort = 'featured') =>
    infiniteQueryOptions({
      queryKey: [...serviceKeys.list(search, category), sort],
      queryFn: ({ pageParam }) => fetchServicesPage(client, search, category, pageParam, sort),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching services' },
    }),
  mine: (client: Client, uid: string | undefined) =>
    queryOptions({
      queryKey: serviceKeys.mine(uid ?? ''),
      queryFn: () => fetchMyServices(client, uid!),
      enabled: !!uid,
      meta: { errorTitle: 'Error fetching services' },
    }),
};

export function useServiceDetails(id: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: serviceKeys.details(id ?? ''),
    queryFn: () => fetchServiceDetails(client, id!),
    enabled: !!id,
    meta: { errorTitle: 'Error fetching services' },
  });
}

export function useSetShowcased() {
  const client = useClient();
  return useMutation({
    mutationKey: serviceMutations.showcase,
    mutationFn: (change: { id: string; showcased: boolean }) => setShowcased(client, change),
    meta: { errorTitle: PLAN_MESSAGES.showcaseFailed.title, upgradeDialog: true },
  });
}

export function useServices(search: string, category: string, sort: ServiceSort = 'featured') {
  return useInfiniteQuery(serviceQueries.list(useClient(), search, category, sort));
}

export function useMyServices(uid: string | undefined) {
  return useQuery(serviceQueries.mine(useClient(), uid));
}

export function useSaveService(uid: string | undefined) {
  const client = useClient();
  return useMutation({
    mutationKey: serviceMutations.save,
    mutationFn: (save: { id: string | null; values: ServiceValues }) => saveService(client, uid!, save),
    meta: {
      errorTitle: 'Error saving service',
      // A new service beyond the plan's showcase is saved unlisted: that toast says so instead.
      successToast: (saved: { showcased: boolean }, { id }: { id: string | null }) =>
        !id && !saved.showcased ? PLAN_MESSAGES.savedAsDraft : SAVE_MESSAGES.serviceSaved,
    },
  });
}

export function useDeleteService() {
  const client = useClient();
  return useMutation({
    mutationKey: serviceMutations.remove,
    mutationFn: (id: string) => deleteService(client, id),
    meta: { errorTitle: 'Error deleting service', successToast: SAVE_MESSAGES.serviceDeleted },
  });
}
