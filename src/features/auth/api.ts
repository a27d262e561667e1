import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const serviceCategoryKeys = { all: ['service_categories'] as const };

/** Category names for the service-type suggestions; readable by visitors. */
export function useServiceCategoryNames() {
  return useQuery({
    queryKey: serviceCategoryKeys.all,
    queryFn: async () => {
      const { data, error } = await supabase.from('service_categories').select('id, name').order('name');
      if (error) throw error;
      return data;
    },
    staleTime: 5 * 60_000,
  });
}
