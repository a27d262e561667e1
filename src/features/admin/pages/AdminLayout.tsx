import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Flag, Star, LayoutDashboard, LogOut, Megaphone, Shield, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ThemeChoiceField } from '@/components/theme/theme-choice-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { cn } from '@/lib/utils';
import { adminApi, useAdminSessionCache } from '../queries';

const NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/broadcast', label: 'Broadcast', icon: Megaphone },
  { to: '/admin/reports', label: 'Reports', icon: Flag },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
] as const;

export default function AdminLayout() {
  const navigate = useNavigate();
  const adminCache = useAdminSessionCache();
  const { profile, user } = useAuth();
  const client = useClient();

  async function logout() {
    try {
      await adminApi.adminSignOut(client);
    } catch (error) {
      toastError('Sign out Failed', error);
      return;
    }
    adminCache.forget();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className="flex min-h-screen flex-col bg-page md:flex-row">
      <aside className="flex flex-col border-b bg-white md:sticky md:top-0 md:h-screen md:w-64 md:border-b-0 md:border-r border-slate-200">
        <div className="flex items-center gap-2 px-4 py-4 md:px-6">
          <Shield className="h-6 w-6 text-brand-600" aria-hidden />
          <span className="text-lg font-semibold">HR Connect Admin</span>
        </div>
        <nav aria-label="Administration" className="flex-1 px-2 pb-2 md:px-3">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                      isActive ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeChoiceField stacked className="border-t border-slate-200 px-4 py-3 md:px-6" />
        <div className="flex items-center justify-between gap-2 border-t px-4 py-3 md:flex-col md:items-stretch md:px-6 border-slate-200">
          <p className="truncate text-sm text-slate-600" title={user?.email ?? undefined}>
            {profile?.full_name ?? user?.email}
          </p>
          <Button variant="outline" size="sm" onClick={logout}>
            <LogOut className="mr-2 h-4 w-4" aria-hidden />
            Logout
          </Button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {/* Admin screens load lazily; the sidebar stays while the next one arrives. */}
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
