import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reader } from '@/lib/client-registry';
import { directoryQueries } from '../reads';
import { isServedPage, type DirectoryQuery } from '../search-state';
import { directoryHead } from '../seo';
import { DirectoryScreen } from '../components/DirectoryScreen';
import type { ListAddress } from '../address';

/**
 * A directory list with its data, for whichever client and address binding the page has: the visitor's
 * page (history API), the app (the router) or the server (one render).
 */
export function DirectoryView({
  client,
  address,
  onNavigate,
}: {
  client: Reader;
  address: ListAddress;
  onNavigate?: (next: DirectoryQuery) => void;
}) {
  const { query, onCategoryPage } = address;
  const categories = useQuery(directoryQueries.categories(client));
  const locations = useQuery(directoryQueries.locations(client));
  const total = useQuery({ ...directoryQueries.count(client), enabled: !onCategoryPage });
  const list = useQuery({ ...directoryQueries.list(client, query), enabled: isServedPage(query.page) });
  const allCategories = categories.data ?? [];
  const category = allCategories.find((c) => c.slug === query.category);
  const count = onCategoryPage ? (category?.provider_count ?? null) : (total.data ?? null);

  // The tab follows the list as it changes in place (the server wrote the first title).
  const title = directoryHead('', query, onCategoryPage, allCategories, list.data).title;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <DirectoryScreen
      query={query}
      onCategoryPage={onCategoryPage}
      categories={allCategories}
      locations={locations.data ?? []}
      count={count}
      list={list}
      onQueryChange={onNavigate}
    />
  );
}
