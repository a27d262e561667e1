import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { LoadingBlock } from '@/components/ui/spinner';
import { SkipLink } from '@/app/skip-link';
import { BareFrame } from '@/components/layout/bare-frame';
import { authLanding } from '@/lib/auth-landing';

// What became of an e-mailed Auth link; its code loads only when the page opened from one.
const AuthLinkNotice = lazy(() => import('@/components/auth-link-notice').then((m) => ({ default: m.AuthLinkNotice })));

export interface RouteHandle {
  title?: string;
}

/**
 * A new page starts at the top; back and forward (POP) keep the browser's own scroll restoration.
 * Stands in for the data router's <ScrollRestoration>, which the declarative router lacks.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
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
  // Read once: the notice clears the landing itself when it is done with it.
  const [landed] = useState(() => authLanding() !== null);
  return (
    <>
      <SignOutSettler />
      <SkipLink />
      <ScrollToTop />
      {landed ? (
        <Suspense fallback={null}>
          <AuthLinkNotice />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingBlock />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Screens with their own header (landing, sign-in, sign-up, admin sign-in): just the screen. */
export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}
