// The public pages written to HTML at build time (scripts/prerender.ts) and how a server maps an
// address to a file of the build (vite.config.ts's preview server; the hosting rules in README).
// Plain data and pure functions, no imports: vite.config.ts and the build script read it in Node.

export interface PrerenderedPage {
  /** The address rendered on the server; for /jobs/{id} a placeholder id, since it is a shell. */
  path: string;
  /** Where the build writes it, relative to dist/. */
  file: string;
  /** The route's static title (route handle), for the <title> before any script runs. */
  title?: string;
  /**
   * Source modules the page loads once hydrating (route chunks), preloaded from the HTML so they
   * download in parallel with the entry instead of one after another.
   */
  modules: string[];
  /**
   * The screen reads from the API as it renders: the app (entry-app.tsx) loads supabase-js before
   * hydrating (and, without an island, the page preloads it), so the page hydrates in one pass
   * instead of waiting for it half-hydrated (when clicks on the waiting part would be lost).
   */
  data?: true;
  /**
   * For visitors, hydrated without the router (see src/main.tsx) instead of by the whole app: by the
   * landing entry, or by the site entry (entry-site.tsx: the site's frame and the screen). `modules`
   * are then that entry's; a member's browser loads the app's route chunks before hydrating.
   */
  island?: 'landing' | 'site';
}

const SITE = ['src/app/query-layout.tsx', 'src/app/site-layout.tsx'];
const CLIENT = 'src/lib/supabase.ts';
// First after the entry's own chunks: the visitor's job request starts once these have loaded.
const VISITOR_REQUESTS = 'src/app/routes/jobs/visitor-requests.ts';

/** The file that stands for every /jobs/{id}: the detail screen's shell, filled from the API. */
export const JOB_SHELL = 'jobs/job.html';
/** The file that stands for every /register/{code}: sign-up does not show the referral code. */
export const REGISTER_PAGE = 'register/index.html';
/** Every other address: the single-page app with nothing prerendered (member screens, 404). */
export const APP_SHELL = 'app.html';

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index.html', title: 'Connect. Network. Grow.', modules: [], island: 'landing' },
  {
    path: '/pricing',
    file: 'pricing/index.html',
    title: 'Pricing',
    modules: ['src/features/pricing/pages/VisitorPricingPage.tsx'],
    island: 'site',
  },
  {
    path: '/privacy-policy',
    file: 'privacy-policy/index.html',
    title: 'Privacy Policy',
    modules: ['src/features/legal/pages/PrivacyPolicyPage.tsx'],
    island: 'site',
  },
  {
    path: '/terms-of-use',
    file: 'terms-of-use/index.html',
    title: 'Terms of Use',
    modules: ['src/features/legal/pages/TermsOfUsePage.tsx'],
    island: 'site',
  },
  {
    path: '/news',
    file: 'news/index.html',
    title: 'Industry News',
    modules: [...SITE, 'src/features/news/pages/NewsPage.tsx', CLIENT],
    data: true,
  },
  // Visitors read the jobs through the visitor client (PostgREST only), not supabase-js; `data` is
  // for members, whose app loads supabase-js before hydrating.
  {
    path: '/jobs',
    file: 'jobs/index.html',
    title: 'Jobs',
    modules: [VISITOR_REQUESTS, 'src/app/routes/jobs/VisitorJobsPage.tsx'],
    data: true,
    island: 'site',
  },
  // No job is rendered: the shell's loading state, the same for any id, until the API answers.
  {
    path: '/jobs/_',
    file: JOB_SHELL,
    modules: [VISITOR_REQUESTS, 'src/app/routes/jobs/VisitorJobDetailPage.tsx'],
    data: true,
    island: 'site',
  },
  {
    path: '/login',
    file: 'login/index.html',
    title: 'Sign In',
    modules: ['src/features/auth/pages/VisitorLoginPage.tsx'],
    island: 'site',
  },
  {
    path: '/register',
    file: 'register/index.html',
    title: 'Join HR Connect',
    modules: ['src/app/routes/auth/VisitorRegisterPage.tsx'],
    island: 'site',
  },
];

/** Where the build writes the server of the pages rendered per request (scripts/prerender.ts). */
export const SITE_SERVER_DIR = 'dist-server';

/** The source modules each kind of server-rendered page hydrates with (preloaded from its HTML). */
export const SITE_SERVER_PAGES = {
  directory: ['src/app/routes/directory/VisitorDirectoryPage.tsx'],
  provider: ['src/app/routes/directory/VisitorProviderPage.tsx'],
} as const;

/**
 * Addresses the site's server renders for each request (src/app/site-server.tsx): the provider
 * directory, sitemap.xml and its parts, robots.txt. A host without that server answers the directory
 * with the app shell (the app renders it in the browser) and has no sitemap.
 */
export function isServerRendered(pathname: string): boolean {
  return (
    pathname === '/providers' ||
    pathname.startsWith('/providers/') ||
    pathname === '/robots.txt' ||
    /^\/sitemap(-[a-z]+(-\d+)?)?\.xml$/.test(pathname)
  );
}

/**
 * The file of the build that answers `pathname`: a prerendered page, the job shell for /jobs/{id},
 * or the app shell; null for anything with a file extension (assets are served as they are).
 */
export function fileForPath(pathname: string): string | null {
  const last = pathname.split('/').at(-1) ?? '';
  if (last.includes('.')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PRERENDERED_PAGES.find((p) => p.path === path && p.file !== JOB_SHELL);
  if (page) return page.file;
  if (/^\/jobs\/[^/]+$/.test(path)) return JOB_SHELL;
  if (/^\/register\/[^/]+$/.test(path)) return REGISTER_PAGE;
  return APP_SHELL;
}
