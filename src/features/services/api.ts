import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PAGE_SIZE } from '@/config/constants';
import { toastError } from '@/lib/errors';
import type { ServiceValues } from './schemas';

export const serviceKeys = {
  all: ['services'] as const,
  categories: ['services', 'categories'] as const,
  list: (search: string, category: string) => ['services', 'list', search, category] as const,
  mine: (uid: string) => ['services', 'mine', uid] as const,
};
/** Posts in Profile Stats count services too. */
const profileStats = (uid: string) => ['profile', 'stats', uid] as const;

export interface Category {
  id: string;
  name: string;
}

export function useCategories() {
  return useQuery({
    queryKey: serviceKeys.categories,
    staleTime: Infinity,
    queryFn: async (): Promise<Category[]> => {
      const { data, error } = await supabase.from('service_categories').select('id, name').order('name');
      if (error) throw error;
      return data ?? [];
    },
  });
}

export interface ServiceCard {
  id: string;
  service_name: string | null;
  description: string | null;
  category_id: string | null;
  category_name: string | null;
  provider_id: string | null;
  provider_full_name: string | null;
  provider_avatar_url: string | null;
  provider_company: string | null;
  provider_position: string | null;
  provider_service_type: string | null;
  provider_subscription_plan: string | null;
  can_view_provider: boolean | null;
}

export function useServices(search: string, category: string) {
  return useInfiniteQuery({
    queryKey: serviceKeys.list(search, category),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ServiceCard[]> => {
      const { data, error } = await supabase.rpc('search_services', {
        search_text: search,
        ...(category === 'all' ? {} : { category_filter: category }),
        page_limit: PAGE_SIZE,
        page_offset: pageParam,
      });
      if (error) throw error;
      return (data ?? []) as ServiceCard[];
    },
    getNextPageParam: (last, all) => (last.length < PAGE_SIZE ? undefined : all.length * PAGE_SIZE),
  });
}

export interface MyService {
  id: string;
  service_name: string;
  description: string | null;
  category_id: string;
  created_at: string;
  category: { name: string } | null;
}

export function useMyServices(uid: string | undefined) {
  return useQuery({
    queryKey: serviceKeys.mine(uid ?? ''),
    enabled: !!uid,
    queryFn: async (): Promise<MyService[]> => {
      const { data, error } = await supabase
        .from('user_services')
        .select('id, service_name, description, category_id, created_at, category:service_categories(name)')
        .eq('user_id', uid!)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return (data ?? []) as unknown as MyService[];
    },
  });
}

function toRow(v: ServiceValues) {
  return {
    service_name: v.service_name.trim(),
    category_id: v.category_id,
    description: v.description.trim() === '' ? null : v.description.trim(),
  };
}

export function useSaveService(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: ServiceValues }) => {
      const { error } = id
        ? await supabase.from('user_services').update(toRow(values)).eq('id', id)
        : await supabase.from('user_services').insert({ ...toRow(values), user_id: uid! });
      if (error) throw error;
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: serviceKeys.mine(uid ?? '') }),
        qc.invalidateQueries({ queryKey: ['services', 'list'] }),
        qc.invalidateQueries({ queryKey: profileStats(uid ?? '') }),
      ]);
    },
    onError: (error) => toastError('Error saving service', error),
  });
}

export function useDeleteService(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('user_services').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: serviceKeys.mine(uid ?? '') }),
        qc.invalidateQueries({ queryKey: ['services', 'list'] }),
        qc.invalidateQueries({ queryKey: profileStats(uid ?? '') }),
      ]);
    },
    onError: (error) => toastError('Error deleting service', error),
  });
}
