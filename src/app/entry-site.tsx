import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteDocument } from '@/app/site-document';

// One function for both sign-up addresses, one for the directory's lists.
const register = () => import('@/app/routes/auth/VisitorRegisterPage');
const directory = () => import('@/app/routes/directory/VisitorDirectoryPage');

// The screens a visitor's prerendered page hydrates with, by address (pages.ts marks them island: 'site').
// A screen may name its own `Frame` instead of the site's (sign-in, sign-up: the app's BareLayout);
// a key ending in /* stands for every address one segment below it (the page's file answers them
// all: fileForPath in pages.ts).
interface ScreenModule {
  default: ComponentType;
  Frame?: ComponentType<{ children: ReactNode }>;
}
export const SCREENS: Record<string, () => Promise<ScreenModule>> = {
  '/pricing': () => import('@/features/pricing/pages/VisitorPricingPage'),
  // /jobs/* stands for every /jobs/{id}, which the job shell answers (fileForPath in pages.ts).
  '/jobs': () => import('@/app/routes/jobs/VisitorJobsPage'),
  '/jobs/*': () => import('@/app/routes/jobs/VisitorJobDetailPage'),
  // The provider directory, rendered by the server for each address (site-server.tsx).
  '/providers': directory,
  '/providers/category/*': directory,
  '/providers/*': () => import('@/app/routes/directory/VisitorProviderPage'),
  '/privacy-policy': () => import('@/features/legal/pages/PrivacyPolicyPage'),
  '/terms-of-use': () => import('@/features/legal/pages/TermsOfUsePage'),
  '/login': () => import('@/features/auth/pages/VisitorLoginPage'),
  '/register': register,
  '/register/*': register,
};

// What a screen that reads asks the API for, by the same addresses, started as this entry loads (as
// soon as main.tsx picks it): before start() has the screen's own chunks and while React hydrates.
// These modules need only the visitor client, which the page preloads right after this entry.
const REQUESTS: Record<string, () => Promise<void>> = {
  '/jobs': () => import('@/app/routes/jobs/visitor-requests').then((m) => m.requestJobList()),
  '/jobs/*': () => import('@/app/routes/jobs/visitor-requests').then((m) => m.requestJob()),
};
/** The entry of `table` for `pathname`: its own, or its parent's /* entry. */
function forAddress<T>(table: Record<string, T>, pathname: string): T | undefined {
  const path = pathname.replace(/\/+$/, '');
  return table[path] ?? table[path.replace(/\/[^/]+$/, '/*')];
}

if (typeof window !== 'undefined') void forAddress(REQUESTS, window.location.pathname)?.();

/**
 * Hydrates a prerendered public page (pricing, legal pages, jobs, sign-in, sign-up) for a visitor
 * without the router or supabase-js (the job pages bring TanStack Query and the read-only visitor
 * client with their screens), once its screen's chunk (preloaded by the HTML) has loaded.
 */
export async function start(container: HTMLElement) {
  const load = forAddress(SCREENS, window.location.pathname);
  if (!load) throw new Error(`entry-site: no screen for ${window.location.pathname}`);
  const { default: Screen, Frame } = await load();
  hydrateRoot(
    container,
    <StrictMode>
      <SiteDocument Frame={Frame}>
        <Screen />
      </SiteDocument>
    </StrictMode>,
  );
}
