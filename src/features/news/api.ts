import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const newsKeys = { all: ['news_articles'] as const };

export function useNews() {
  return useQuery({
    queryKey: newsKeys.all,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('news_articles')
        .select('id, title, content, image_url, published_at')
        .order('published_at', { ascending: false });
      if (error) {
        // Spec point 8: news errors are only logged; the page shows its empty state.
        console.error('Error fetching news', error);
        throw error;
      }
      return data;
    },
  });
}
