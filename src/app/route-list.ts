/**
 * Every screen of the router (router.tsx), with who sees it: the list the e2e specs walk (themes, phone
 * width; e2e/support/routes.ts) and the one src/app/route-list.test.ts holds against the router, the
 * site entry (entry-site.tsx) and the prerendered pages (prerender/pages.ts), so none of them drifts. A
 * route added to the router belongs here too (that test fails until it is). Paths with a `:param` need
 * an id from the running stack; specs fill them in (`resolveRoute`). Plain data: e2e reads it in Node.
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
