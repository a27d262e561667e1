import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

export const newsKeys = {
  all: ['news_articles'] as const,
  latest: (n: number) => [...newsKeys.all, 'latest', n] as const,
  article: (id: string) => [...newsKeys.all, 'article', id] as const,
};

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

/** The newest articles (the dashboard's tab), through the published_at index. */
export async function fetchLatestNews(client: Client, count: number) {
  const { data, error } = await client
    .from('news_articles')
    .select('id, title, content, published_at')
    .order('published_at', { ascending: false })
    .limit(count);
  if (error) throw error;
  return data;
}

/** One article; null when there is none with this id (or the id is not one). */
export async function fetchArticle(client: Client, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data, error } = await client
    .from('news_articles')
    .select('id, title, content, image_url, published_at')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export function useLatestNews(count: number) {
  const client = useClient();
  return useQuery({ queryKey: newsKeys.latest(count), queryFn: () => fetchLatestNews(client, count) });
}

export function useArticle(id: string) {
  const client = useClient();
  return useQuery({ queryKey: newsKeys.article(id), queryFn: () => fetchArticle(client, id) });
}
