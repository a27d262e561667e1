import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteDocument } from '@/app/site-document';

// The screens a visitor's prerendered page hydrates with, by address (pages.ts marks them island: 'site').
export const SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/pricing': () => import('@/features/pricing/pages/VisitorPricingPage'),
  '/privacy-policy': () => import('@/features/legal/pages/PrivacyPolicyPage'),
  '/terms-of-use': () => import('@/features/legal/pages/TermsOfUsePage'),
};

/**
 * Hydrates a prerendered public page (pricing, legal pages) for a visitor without the router,
 * TanStack Query or supabase-js, once its screen's chunk (preloaded by the HTML) has loaded.
 */
export async function start(container: HTMLElement) {
  const load = SCREENS[window.location.pathname.replace(/\/+$/, '')];
  if (!load) throw new Error(`entry-site: no screen for ${window.location.pathname}`);
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
