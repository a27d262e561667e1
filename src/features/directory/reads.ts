import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Reader } from '@/lib/client-registry';
import { withKeys } from '@/lib/rows';
import { DIRECTORY_PAGE_SIZE, pageWindow, type DirectoryQuery } from './search-state';

// What anyone may read of the public provider directory, through any client (a Reader): the app's
// supabase-js client, a visitor's PostgREST-only one (src/lib/visitor-client.ts) or the server that
// renders the pages (src/app/site-server.tsx). Every call is one of the directory's RPCs, which return
// public columns of listed providers only (supabase/migrations/20251125000000_directory.sql).

export const directoryKeys = {
  all: ['directory'] as const,
  list: (query: DirectoryQuery) => [...directoryKeys.all, 'list', query] as const,
  categories: () => [...directoryKeys.all, 'categories'] as const,
  locations: () => [...directoryKeys.all, 'locations'] as const,
  count: () => [...directoryKeys.all, 'count'] as const,
  provider: (slug: string) => [...directoryKeys.all, 'provider', slug] as const,
  reviews: (providerId: string, page: number) => [...directoryKeys.all, 'reviews', providerId, page] as const,
};

/** One page of a list: at most DIRECTORY_PAGE_SIZE providers, and whether another page follows. */
export async function fetchDirectoryPage(client: Reader, query: DirectoryQuery) {
  const { offset, limit } = pageWindow(query.page);
  const { data, error } = await client.rpc('directory_search', {
    search_text: query.q || undefined,
    category_slug: query.category || undefined,
    location_filter: query.location || undefined,
    min_rating: query.minRating ?? undefined,
    sort_by: query.sort,
    page_limit: limit,
    page_offset: offset,
  });
  if (error) throw error;
  const rows = withKeys(data, 'slug', 'company', 'category_names', 'category_slugs', 'review_count', 'featured');
  return { providers: rows.slice(0, DIRECTORY_PAGE_SIZE), hasNext: rows.length > DIRECTORY_PAGE_SIZE };
}
export type DirectoryPage = Awaited<ReturnType<typeof fetchDirectoryPage>>;
export type DirectoryProvider = DirectoryPage['providers'][number];

/** Every category with its slug and how many listed providers offer it, by name. */
export async function fetchDirectoryCategories(client: Reader) {
  const { data, error } = await client.rpc('directory_categories');
  if (error) throw error;
  return withKeys(data, 'id', 'name', 'slug', 'provider_count');
}
export type DirectoryCategory = Awaited<ReturnType<typeof fetchDirectoryCategories>>[number];

/** The locations the filter offers (the 100 with the most providers), by name. */
export async function fetchDirectoryLocations(client: Reader) {
  const { data, error } = await client.rpc('directory_locations');
  if (error) throw error;
  return withKeys(data, 'location', 'provider_count');
}

/** How many providers the directory lists. */
export async function fetchDirectoryCount(client: Reader): Promise<number> {
  const { data, error } = await client.rpc('directory_count');
  if (error) throw error;
  return data ?? 0;
}

/** A listed provider by any slug it ever had (`slug` is the current one), or null. */
export async function fetchDirectoryProfile(client: Reader, slug: string) {
  const { data, error } = await client.rpc('directory_provider', { p_slug: slug }).maybeSingle();
  if (error) throw error;
  const [row] = withKeys(data && [data], 'id', 'slug', 'company', 'category_names', 'category_slugs');
  if (!row) return null;
  return {
    ...row,
    review_count: row.review_count ?? 0,
    rating_distribution: row.rating_distribution ?? [0, 0, 0, 0, 0],
    skills: row.skills ?? [],
    services: readServices(row.services),
  };
}
export type DirectoryProfile = NonNullable<Awaited<ReturnType<typeof fetchDirectoryProfile>>>;

export interface DirectoryService {
  name: string;
  category: string;
  category_slug: string;
  description: string | null;
}

/** The services of directory_provider: a JSON array, checked where it enters the app. */
function readServices(value: unknown): DirectoryService[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const s = item as Record<string, unknown>;
    if (typeof s.name !== 'string' || typeof s.category !== 'string' || typeof s.category_slug !== 'string') return [];
    return [
      {
        name: s.name,
        category: s.category,
        category_slug: s.category_slug,
        description: typeof s.description === 'string' ? s.description : null,
      },
    ];
  });
}

export const REVIEWS_PAGE_SIZE = 10;

/** A page of a provider's published reviews, newest first, and whether more follow. */
export async function fetchDirectoryReviews(client: Reader, providerId: string, page: number) {
  const { data, error } = await client.rpc('directory_reviews', {
    p_provider: providerId,
    page_limit: REVIEWS_PAGE_SIZE + 1,
    page_offset: (page - 1) * REVIEWS_PAGE_SIZE,
  });
  if (error) throw error;
  const rows = withKeys(data, 'id', 'rating', 'title', 'body', 'created_at');
  return { reviews: rows.slice(0, REVIEWS_PAGE_SIZE), hasNext: rows.length > REVIEWS_PAGE_SIZE };
}
export type DirectoryReviewPage = Awaited<ReturnType<typeof fetchDirectoryReviews>>;
export type DirectoryReview = DirectoryReviewPage['reviews'][number];

const LIST_META = { errorTitle: 'Error fetching providers' };
/**
 * What a page was rendered with stays fresh this long, so hydrating never refetches it at once: the
 * host's cache keeps a page at most 5 minutes (CACHE in site-server.tsx).
 */
const FRESH = 5 * 60_000;

export const directoryQueries = {
  list: (client: Reader, query: DirectoryQuery) =>
    queryOptions({
      queryKey: directoryKeys.list(query),
      queryFn: () => fetchDirectoryPage(client, query),
      // The list being replaced stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: FRESH,
      meta: LIST_META,
    }),
  categories: (client: Reader) =>
    queryOptions({
      queryKey: directoryKeys.categories(),
      queryFn: () => fetchDirectoryCategories(client),
      staleTime: FRESH,
      meta: LIST_META,
    }),
  locations: (client: Reader) =>
    queryOptions({
      queryKey: directoryKeys.locations(),
      queryFn: () => fetchDirectoryLocations(client),
      staleTime: FRESH,
      meta: LIST_META,
    }),
  count: (client: Reader) =>
    queryOptions({
      queryKey: directoryKeys.count(),
      queryFn: () => fetchDirectoryCount(client),
      staleTime: FRESH,
      meta: LIST_META,
    }),
  provider: (client: Reader, slug: string) =>
    queryOptions({
      queryKey: directoryKeys.provider(slug),
      queryFn: () => fetchDirectoryProfile(client, slug),
      staleTime: FRESH,
      meta: { errorTitle: 'Error fetching provider' },
    }),
  reviews: (client: Reader, providerId: string, page: number) =>
    queryOptions({
      queryKey: directoryKeys.reviews(providerId, page),
      queryFn: () => fetchDirectoryReviews(client, providerId, page),
      placeholderData: keepPreviousData,
      staleTime: FRESH,
      meta: { errorTitle: 'Error fetching reviews' },
    }),
};
