import { cleanSlug, parseDirectoryQuery, type DirectoryQuery } from './search-state';

// Which directory page an address is, read the same way by the server and the browser.

const CATEGORY_PAGE = /^\/providers\/category\/([^/]+)\/?$/;
const PROVIDER_PAGE = /^\/providers\/([^/]+)\/?$/;

export interface ListAddress {
  query: DirectoryQuery;
  /** /providers/category/<slug> rather than /providers. */
  onCategoryPage: boolean;
}

/** The list at /providers or /providers/category/<slug> (with its query string). */
export function readListAddress(pathname: string, search: string): ListAddress {
  const category = CATEGORY_PAGE.exec(pathname)?.[1];
  const params = new URLSearchParams(search);
  if (category !== undefined) {
    // A slug that cannot exist stays visible, so the page can say the category is unknown.
    const slug = cleanSlug(decodeURIComponent(category)) || decodeURIComponent(category).toLowerCase();
    return { query: { ...parseDirectoryQuery(params), category: slug }, onCategoryPage: true };
  }
  return { query: parseDirectoryQuery(params), onCategoryPage: false };
}

/** The slug of /providers/<slug> (not /providers/category/…), or null. */
export function providerSlugOf(pathname: string): string | null {
  if (CATEGORY_PAGE.test(pathname) || pathname.startsWith('/providers/category')) return null;
  const slug = PROVIDER_PAGE.exec(pathname)?.[1];
  return slug === undefined ? null : decodeURIComponent(slug).toLowerCase();
}

/** The page of reviews an address shows (?reviews=n, 1 by default). */
export function reviewsPageOf(search: string): number {
  const n = Number.parseInt(new URLSearchParams(search).get('reviews') ?? '', 10);
  return Number.isFinite(n) && n >= 1 && n <= 101 ? n : 1;
}
