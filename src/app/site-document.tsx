import { Suspense, type ComponentType, type ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { SiteFrame } from '@/app/site-frame';
import { SkipLink } from '@/app/skip-link';
import { LoadingBlock } from '@/components/ui/spinner';

/**
 * A public page inside the site's frame as the router renders it (RootLayout: skip link, then the
 * screen inside a Suspense boundary; SiteLayout: the frame, or the screen's own `Frame`: BareLayout's),
 * without the router or TanStack Query: pricing, the legal pages and sign-up hydrate with it for
 * visitors (entry-site.tsx).
 */
export function SiteDocument({
  Frame = SiteFrame,
  children,
}: {
  Frame?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}) {
  return (
    <AppProviders>
      <SkipLink />
      <Suspense fallback={<LoadingBlock />}>
        <Frame>{children}</Frame>
      </Suspense>
    </AppProviders>
  );
}
