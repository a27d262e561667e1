// What a directory list shows, as the address says it: /providers?q=payroll&category=payroll-services
// &location=Berlin&rating=4&sort=rating&page=2, or /providers/category/payroll-services?page=2 for a
// category's landing page. One parser and one writer, used by the server that renders the page, the
// visitor's page and the app, so an address means the same list everywhere and can be shared.

export const DIRECTORY_PAGE_SIZE = 20;
/** The database pages up to offset 1,000 (directory_search): 50 pages of 20. */
export const DIRECTORY_MAX_PAGE = 50;
export const DIRECTORY_SORTS = ['relevance', 'rating', 'newest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
/** The minimum ratings the filter offers (average stars). */
export const DIRECTORY_MIN_RATINGS = [4.5, 4, 3] as const;

export interface DirectoryQuery {
  /** The search box, trimmed ('' for none). */
  q: string;
  /** A category's slug ('' for all). */
  category: string;
  /** A location as directory_locations() names it ('' for all). */
  location: string;
  minRating: number | null;
  sort: DirectorySort;
  /** 1-based. */
  page: number;
}

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = {
  q: '',
  category: '',
  location: '',
  minRating: null,
  sort: 'relevance',
  page: 1,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as the database writes them (private.slugify), or '' when the text cannot be one. */
export function cleanSlug(value: string | null | undefined): string {
  const slug = (value ?? '').trim().toLowerCase();
  return slug.length <= 100 && SLUG.test(slug) ? slug : '';
}

/**
 * The list an address asks for. Values the database would refuse are read as their defaults (an
 * unknown sort, a rating outside the offered ones, a page that is not a number), so a hand-edited
 * address shows a list rather than an error; a page past the last one the directory serves is kept,
 * and the screen says to narrow the search.
 */
export function parseDirectoryQuery(params: URLSearchParams, categoryFromPath?: string): DirectoryQuery {
  const sort = params.get('sort');
  const rating = Number(params.get('rating'));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: cleanSlug(categoryFromPath ?? params.get('category')),
    location: (params.get('location') ?? '').trim().slice(0, 120),
    minRating: (DIRECTORY_MIN_RATINGS as readonly number[]).includes(rating) ? rating : null,
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DirectorySort) : 'relevance',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The path of a category's landing page. */
export function categoryPath(slug: string): string {
  return `/providers/category/${slug}`;
}

/** The path of a provider's page. */
export function providerPath(slug: string): string {
  return `/providers/${slug}`;
}

/**
 * The address of a list: on a category's landing page (`onCategoryPage`) the category stays in the path
 * (and choosing another category moves to that one's page); on /providers it is a parameter. Defaults
 * are left out, so the same list always has the same address.
 */
export function directoryHref(query: DirectoryQuery, onCategoryPage = false): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category && !onCategoryPage) params.set('category', query.category);
  if (query.location) params.set('location', query.location);
  if (query.minRating !== null) params.set('rating', String(query.minRating));
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const path = onCategoryPage && query.category ? categoryPath(query.category) : '/providers';
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether the list is narrowed by anything but its category (what a landing page's canonical drops). */
export function isFiltered(query: DirectoryQuery): boolean {
  return !!query.q || !!query.location || query.minRating !== null || query.sort !== 'relevance';
}

/**
 * The address search engines should keep for this list: a category's landing page for a category
 * alone, the page number kept (each page lists other providers); null when filters make it a variant
 * not worth indexing (the page then says noindex and points at the unfiltered list).
 */
export function canonicalDirectoryPath(query: DirectoryQuery): { path: string; index: boolean } {
  const base = { ...EMPTY_DIRECTORY_QUERY, category: query.category, page: query.page };
  return { path: directoryHref(base, !!query.category), index: !isFiltered(query) };
}

/** The offset and limit of the page: one more row than shown tells whether a next page exists. */
export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * DIRECTORY_PAGE_SIZE, limit: DIRECTORY_PAGE_SIZE + 1 };
}

/** Whether the directory serves this page at all (directory_search pages up to offset 1,000). */
export function isServedPage(page: number): boolean {
  return page >= 1 && page <= DIRECTORY_MAX_PAGE;
}
