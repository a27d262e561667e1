import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { USER_ROLE } from '@/lib/enums';

/**
 * Member routes: without a session, go to /login (remembering where the visitor wanted to go). An
 * administrator is not a member (decisions.md) and goes to the admin dashboard instead.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { session, profile, loading, profileLoading, signingOut } = useAuth();
  const location = useLocation();
  // The profile says whether this is an administrator: wait for it unless it is already known.
  if (loading || (session && !profile && profileLoading)) return <LoadingBlock label="Checking your session..." />;
  // A deliberate sign-out navigates on its own (home, or the admin login).
  if (!session && signingOut) return null;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (profile?.role === USER_ROLE.admin) return <Navigate to="/admin/dashboard" replace />;
  return children ?? <Outlet />;
}

/** /admin/*: only a session whose profile has role admin; anyone else goes to /admin/login. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { session, profile, loading, profileLoading, signingOut } = useAuth();
  if (loading || (session && profileLoading)) return <LoadingBlock label="Checking your access..." />;
  if (!session && signingOut) return null;
  if (!session || profile?.role !== USER_ROLE.admin) return <Navigate to="/admin/login" replace />;
  return children ?? <Outlet />;
}

/**
 * /login and /register: a member who arrives already signed in goes to /dashboard (RequireAuth then
 * sends an administrator on to the admin dashboard). Decided once the session is known, and only for
 * the session the visitor arrived with: the session these screens open themselves (signing in, or
 * the brief one of an auto-confirmed sign-up) is theirs to navigate from. Until the session is known
 * the screen renders as for a visitor, so it renders the same without any session (prerendering).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { session, loading } = useAuth();
  const [arrival, setArrival] = useState<'unknown' | 'signed-in' | 'signed-out'>('unknown');
  // Derived once from the first settled auth state (React's set-state-during-render pattern).
  if (arrival === 'unknown' && !loading) setArrival(session ? 'signed-in' : 'signed-out');
  if (arrival === 'signed-in' && session) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
