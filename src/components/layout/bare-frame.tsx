import { Suspense, type ReactNode } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';

/**
 * Screens with their own header (sign-in, sign-up, admin sign-in): just the screen. Without the router
 * so the app's BareLayout and the visitor's sign-in and sign-up pages (their `Frame` in the site
 * entry, src/app/entry-site.tsx) render the same markup.
 */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
    </div>
  );
}
