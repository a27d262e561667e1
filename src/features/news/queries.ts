import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

export const newsKeys = { all: ['news_articles'] as const };

/** Industry news, newest first; readable by visitors. */
export async function fetchNews(client: Client) {
  const { data, error } = await client
    .from('news_articles')
    .select('id, title, content, image_url, published_at')
    .order('published_at', { ascending: false });
  if (error) {
    // Spec point 8: news errors are only logged; the page shows its empty state.
    console.error('Error fetching news', error);
    throw error;
  }
  return data;
}

export const newsQueries = {
  all: (client: Client) => queryOptions({ queryKey: newsKeys.all, queryFn: () => fetchNews(client) }),
};

export function useNews() {
  return useQuery(newsQueries.all(useClient()));
}
