import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteDocument } from '@/app/site-document';

// The screens a visitor's prerendered page hydrates with, by address (pages.ts marks them island: 'site').
const SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/pricing': () => import('@/features/pricing/pages/VisitorPricingPage'),
  '/privacy-policy': () => import('@/features/legal/pages/PrivacyPolicyPage'),
  '/terms-of-use': () => import('@/features/legal/pages/TermsOfUsePage'),
  '/jobs': () => import('@/app/routes/jobs/VisitorJobsPage'),
  // Every /jobs/{id} is the job shell (pages.ts), prerendered as /jobs/_.
  '/jobs/_': () => import('@/app/routes/jobs/VisitorJobDetailPage'),
};

// What a screen that reads asks the API for as soon as this entry runs, before the screen's own chunks
// have loaded and while React hydrates: these modules need only the visitor client.
const REQUESTS: Record<string, () => Promise<void>> = {
  '/jobs': () => import('@/app/routes/jobs/visitor-requests').then((m) => m.requestJobList()),
  '/jobs/_': () => import('@/app/routes/jobs/visitor-requests').then((m) => m.requestJob()),
};

/**
 * Hydrates a prerendered public page (pricing, legal pages, jobs) for a visitor without the router
 * or supabase-js, once its screen's chunk (preloaded by the HTML) has loaded; a screen that reads
 * data brings its own TanStack Query provider.
 */
export async function start(container: HTMLElement) {
  const path = window.location.pathname.replace(/\/+$/, '').replace(/^\/jobs\/[^/]+$/, '/jobs/_');
  const load = SCREENS[path];
  if (!load) throw new Error(`entry-site: no screen for ${window.location.pathname}`);
  void REQUESTS[path]?.();
  const { default: Screen } = await load();
  hydrateRoot(
    container,
    <StrictMode>
      <SiteDocument>
        <Screen />
      </SiteDocument>
    </StrictMode>,
  );
}
