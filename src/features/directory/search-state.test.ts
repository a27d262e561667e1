import { describe, expect, it } from 'vitest';
import { readListAddress, providerSlugOf, reviewsPageOf } from './address';
import {
  canonicalDirectoryPath,
  directoryHref,
  EMPTY_DIRECTORY_QUERY,
  isServedPage,
  pageWindow,
  parseDirectoryQuery,
} from './search-state';

const parse = (search: string) => parseDirectoryQuery(new URLSearchParams(search));

describe('directory addresses', () => {
  it('read every filter, and defaults for what the database would refuse', () => {
    expect(parse('q=+payroll+&category=payroll-services&location=Berlin&rating=4&sort=rating&page=2')).toEqual({
      q: 'payroll',
      category: 'payroll-services',
      location: 'Berlin',
      minRating: 4,
      sort: 'rating',
      page: 2,
    });
    expect(parse('category=../x&rating=2&sort=price&page=-3')).toEqual(EMPTY_DIRECTORY_QUERY);
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('write the same list the same way, defaults left out; a landing page keeps its category in the path', () => {
    const q = { ...EMPTY_DIRECTORY_QUERY, category: 'payroll-services', page: 2 };
    expect(directoryHref(q)).toBe('/providers?category=payroll-services&page=2');
    expect(directoryHref(q, true)).toBe('/providers/category/payroll-services?page=2');
    expect(directoryHref({ ...q, category: '' }, true)).toBe('/providers?page=2');
    expect(directoryHref(EMPTY_DIRECTORY_QUERY)).toBe('/providers');
    for (const search of [
      'q=a+b&location=Berlin%2C+Germany&rating=4.5&sort=newest&page=3',
      'category=payroll-services',
    ])
      expect(directoryHref(parse(search))).toBe(`/providers?${search}`);
  });

  it('canonical: a category alone is its landing page; filters are not indexed', () => {
    expect(canonicalDirectoryPath({ ...EMPTY_DIRECTORY_QUERY, category: 'payroll-services', page: 2 })).toEqual({
      path: '/providers/category/payroll-services?page=2',
      index: true,
    });
    expect(canonicalDirectoryPath({ ...EMPTY_DIRECTORY_QUERY, q: 'x' })).toEqual({ path: '/providers', index: false });
  });

  it('pages: one row more than shown, up to the 50th page', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 21 });
    expect(pageWindow(50)).toEqual({ offset: 980, limit: 21 });
    expect(isServedPage(50)).toBe(true);
    expect(isServedPage(51)).toBe(false);
  });

  it('tell a category page from a provider page', () => {
    expect(readListAddress('/providers/category/payroll-services', '?page=2')).toEqual({
      query: { ...EMPTY_DIRECTORY_QUERY, category: 'payroll-services', page: 2 },
      onCategoryPage: true,
    });
    // The path's category wins over a parameter.
    expect(readListAddress('/providers/category/a', '?category=b').query.category).toBe('a');
    expect(providerSlugOf('/providers/clearpay-solutions')).toBe('clearpay-solutions');
    expect(providerSlugOf('/providers/ClearPay-Solutions/')).toBe('clearpay-solutions');
    expect(providerSlugOf('/providers/category/x')).toBeNull();
    expect(providerSlugOf('/providers')).toBeNull();
    expect(reviewsPageOf('?reviews=3')).toBe(3);
    expect(reviewsPageOf('?reviews=0')).toBe(1);
  });
});
