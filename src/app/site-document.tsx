import { Suspense, type ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { BareFrame } from '@/app/bare-frame';
import { SiteFrame } from '@/app/site-frame';
import { SkipLink } from '@/app/skip-link';
import { LoadingBlock } from '@/components/ui/spinner';

/**
 * A public page inside the site's frame as the router renders it (RootLayout: skip link, then the
 * screen inside a Suspense boundary; SiteLayout: the frame, or BareLayout for a `bare` screen: sign-up),
 * without the router or TanStack Query: pricing, the legal pages and sign-up hydrate with it for
 * visitors (entry-site.tsx).
 */
export function SiteDocument({ bare = false, children }: { bare?: boolean; children: ReactNode }) {
  return (
    <AppProviders>
      <SkipLink />
      <Suspense fallback={<LoadingBlock />}>
        {bare ? <BareFrame>{children}</BareFrame> : <SiteFrame>{children}</SiteFrame>}
      </Suspense>
    </AppProviders>
  );
}
