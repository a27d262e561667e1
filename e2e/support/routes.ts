import { readFileSync } from 'node:fs';

/**
 * Every screen of the router (src/app/router.tsx), with who sees it. Paths with a `:param` need an id
 * from the running stack; specs fill them in (see `resolveRoute`). A route added to the router belongs
 * here too: e2e specs that check every screen (themes, phone width) walk this list.
 */
export type RouteAudience = 'public' | 'member' | 'provider' | 'admin';

export interface AppRoute {
  path: string;
  who: RouteAudience;
}

export const ROUTES: readonly AppRoute[] = [
  { path: '/', who: 'public' },
  { path: '/pricing', who: 'public' },
  { path: '/privacy-policy', who: 'public' },
  { path: '/terms-of-use', who: 'public' },
  { path: '/news', who: 'public' },
  { path: '/news/:articleId', who: 'public' },
  { path: '/jobs', who: 'public' },
  { path: '/jobs/:jobId', who: 'public' },
  // The public provider directory (server-rendered; members get Connect and Message on a provider).
  { path: '/providers', who: 'public' },
  { path: '/providers/category/:categorySlug', who: 'public' },
  { path: '/providers/:providerSlug', who: 'public' },
  { path: '/providers/:providerSlug', who: 'member' },
  { path: '/login', who: 'public' },
  { path: '/register', who: 'public' },
  { path: '/register/:referralCode', who: 'public' },
  { path: '/forgot-password', who: 'public' },
  { path: '/reset-password', who: 'public' },
  { path: '/admin/login', who: 'public' },
  // Only meaningful once: with an administrator it says so and moves to /admin/login.
  { path: '/admin-setup', who: 'public' },
  { path: '/no-such-page', who: 'public' },

  { path: '/dashboard', who: 'member' },
  { path: '/network', who: 'member' },
  { path: '/my-connections', who: 'member' },
  { path: '/profile', who: 'member' },
  { path: '/profile/:userId', who: 'member' },
  { path: '/services', who: 'member' },
  { path: '/resources', who: 'member' },
  { path: '/jobs/:jobId/applicants', who: 'member' },
  { path: '/my-applications', who: 'member' },
  { path: '/messages', who: 'member' },
  { path: '/messages/:memberId', who: 'member' },
  { path: '/notifications', who: 'member' },

  { path: '/dashboard', who: 'provider' },
  { path: '/my-services', who: 'provider' },
  { path: '/analytics', who: 'provider' },

  { path: '/admin/dashboard', who: 'admin' },
  { path: '/admin/users', who: 'admin' },
  { path: '/admin/broadcast', who: 'admin' },
  { path: '/admin/reports', who: 'admin' },
  { path: '/admin/reviews', who: 'admin' },
];

/** The path with each `:param` replaced by its value; throws on a parameter it has no value for. */
export function resolveRoute(path: string, params: Record<string, string>): string {
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
