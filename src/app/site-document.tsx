import { Suspense, type ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { SiteFrame } from '@/app/site-frame';
import { SkipLink } from '@/app/skip-link';
import { LoadingBlock } from '@/components/ui/spinner';

/**
 * A public page inside the site's frame as the router renders it (RootLayout: skip link, then the
 * screen inside a Suspense boundary; SiteLayout: the frame), without the router or TanStack Query:
 * pricing and the legal pages hydrate with it for visitors (entry-site.tsx).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SkipLink />
      <Suspense fallback={<LoadingBlock />}>
        <SiteFrame>{children}</SiteFrame>
      </Suspense>
    </AppProviders>
  );
}
