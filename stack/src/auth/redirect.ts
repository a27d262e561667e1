// Where GoTrue sends a browser back to (internal/utilities/request.go GetReferrer, IsRedirectURLValid):
// the requested redirect_to when it is the site, a loopback address or matches an
// additional_redirect_urls pattern; otherwise site_url.
import type { StackRequest } from '../types.ts';
import type { Body } from './http.ts';

const LOCALHOST = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** gobwas/glob as GoTrue compiles the patterns, with '.' and '/' as separators. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isRedirectUrlValid(siteUrl: string, allowList: string[], redirect: string): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(siteUrl);
    target = new URL(redirect);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOCALHOST.has(target.hostname))
  )
    return true;
  if (target.hostname === '127.0.0.1' || target.hostname === '[::1]') return true;
  return allowList.some((p) => globToRegExp(p).test(redirect));
}

/** redirect_to from the query (what supabase-js sends) or the body, checked; site_url otherwise. */
export function redirectTo(req: StackRequest, siteUrl: string, allowList: string[], body?: Body): string {
  const asked =
    req.url.searchParams.get('redirect_to') ?? (typeof body?.redirect_to === 'string' ? body.redirect_to : '');
  return asked && isRedirectUrlValid(siteUrl, allowList, asked) ? asked : siteUrl;
}
