import { readFileSync } from 'node:fs';

// Every route of src/app/router.tsx, for specs that walk the whole app (phone width, themes). A
// path's :params are filled from `RouteParams`, which a spec gathers from its own data.

export type Audience = 'public' | 'member' | 'admin';

export interface AppRoute {
  /** The router's path, with its :params. */
  path: string;
  /** Who sees the screen: public needs no session; member and admin need that session. */
  audience: Audience;
}

export const ROUTES: readonly AppRoute[] = [
  { path: '/', audience: 'public' },
  { path: '/login', audience: 'public' },
  { path: '/register', audience: 'public' },
  { path: '/register/:referralCode', audience: 'public' },
  { path: '/forgot-password', audience: 'public' },
  { path: '/reset-password', audience: 'public' },
  { path: '/admin-setup', audience: 'public' },
  { path: '/admin/login', audience: 'public' },
  { path: '/privacy-policy', audience: 'public' },
  { path: '/terms-of-use', audience: 'public' },
  { path: '/jobs', audience: 'public' },
  { path: '/jobs/:jobId', audience: 'public' },
  { path: '/news', audience: 'public' },
  { path: '/news/:articleId', audience: 'public' },
  { path: '/pricing', audience: 'public' },
  { path: '/no-such-page', audience: 'public' },
  { path: '/dashboard', audience: 'member' },
  { path: '/network', audience: 'member' },
  { path: '/my-connections', audience: 'member' },
  { path: '/profile', audience: 'member' },
  { path: '/profile/:userId', audience: 'member' },
  { path: '/services', audience: 'member' },
  { path: '/my-services', audience: 'member' },
  { path: '/resources', audience: 'member' },
  { path: '/jobs/:jobId/applicants', audience: 'member' },
  { path: '/my-applications', audience: 'member' },
  { path: '/messages', audience: 'member' },
  { path: '/messages/:memberId', audience: 'member' },
  { path: '/analytics', audience: 'member' },
  { path: '/notifications', audience: 'member' },
  { path: '/admin/dashboard', audience: 'admin' },
  { path: '/admin/users', audience: 'admin' },
  { path: '/admin/broadcast', audience: 'admin' },
  { path: '/admin/reports', audience: 'admin' },
  { path: '/admin/reviews', audience: 'admin' },
];

export type RouteParams = Record<string, string>;

/** The path with each :param replaced from `params` (a missing one is an error in the spec). */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The paths src/app/router.tsx declares, read from its text (importing it would load the whole app
 * into Node): absolute ones as they are, the admin children under /admin; the index redirect and the
 * catch-all '*' are left out (ROUTES visits a missing page instead).
 */
export function routerPaths(routerFile = new URL('../../src/app/router.tsx', import.meta.url)): string[] {
  const text = readFileSync(routerFile, 'utf8');
  return [...text.matchAll(/path: '([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((p) => p !== '*' && p !== '/admin')
    .map((p) => (p.startsWith('/') ? p : `/admin/${p}`));
}
