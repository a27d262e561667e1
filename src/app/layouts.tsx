import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { LoadingBlock } from '@/components/ui/spinner';
import { formatTitle } from '@/lib/use-page-title';

export interface RouteHandle {
  title?: string;
}

/** Sets the static page title of the deepest route that declares one; dynamic screens set their own. */
function RouteTitle() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const title = (last?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
  return null;
}

/** Ends a deliberate sign-out once the page it navigated to is on screen (see AuthProvider). */
function SignOutSettler() {
  const { signingOut, settleSignOut } = useAuth();
  const { key } = useLocation();
  const [startKey, setStartKey] = useState<string | null>(null);
  useEffect(() => {
    if (!signingOut) {
      setStartKey(null);
      return;
    }
    if (startKey === null) setStartKey(key);
    else if (key !== startKey) settleSignOut?.();
  }, [signingOut, key, startKey, settleSignOut]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <SignOutSettler />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <RouteTitle />
      <ScrollRestoration />
      <Suspense fallback={<LoadingBlock />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Screens with their own header (landing, sign-in, sign-up, admin sign-in): just the screen. */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={<LoadingBlock />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
