// Content-Location's query string as PostgREST builds it (iCanonicalQS), beyond the spec's two cases.
import { describe, expect, it } from 'vitest';
import { canonicalQuery } from '../src/rest/request.ts';

describe('canonicalQuery', () => {
  it('sorts by name, keeping the order of a repeated name, and joins its values with commas', () => {
    expect(canonicalQuery('?b=eq.1&a=eq.2&b=lt.5')).toBe('a=eq.2&b=eq.1,lt.5');
  });
  it('escapes all but letters, digits and -_.~, with upper-case hex, and keeps + literal', () => {
    expect(canonicalQuery('?select=id,name&name=like.*a+b*')).toBe('name=like.%2Aa%2Bb%2A&select=id%2Cname');
    expect(canonicalQuery('?city=eq.K%C3%B6ln')).toBe('city=eq.K%C3%B6ln');
  });
  it('is empty without a query, and a name without a value keeps its =', () => {
    expect(canonicalQuery('')).toBe('');
    expect(canonicalQuery('?flag')).toBe('flag=');
  });
});
