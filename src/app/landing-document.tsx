import { Suspense } from 'react';
import { AppProviders } from '@/app/providers';
import { SkipLink } from '@/app/skip-link';
import { LoadingBlock } from '@/components/ui/spinner';
import LandingPage from '@/features/landing/pages/LandingPage';

/**
 * The landing page as the router renders it at / (RootLayout: skip link, then the screen inside a
 * Suspense boundary), without the router: the prerendered HTML is the same whichever entry hydrates it.
 */
export function LandingDocument() {
  return (
    <AppProviders>
      <SkipLink />
      <Suspense fallback={<LoadingBlock />}>
        <LandingPage />
      </Suspense>
    </AppProviders>
  );
}
