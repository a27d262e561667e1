import type { ReactNode } from 'react';
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
