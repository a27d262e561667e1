import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { useLogOut } from '@/components/layout/use-log-out';
import { ThemeChoiceField } from '@/components/theme/theme-choice-field';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

// Radix dropdown, popper and floating-ui: only for signed-in members.
const AccountMenu = lazy(() => import('@/components/layout/account-menu'));

export const MEMBER_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/network', label: 'Network' },
  { to: '/services', label: 'Services' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/news', label: 'Industry News' },
  { to: '/pricing', label: 'Pricing' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive ? 'text-brand-700' : 'text-slate-600',
  );
}

export interface TopNavProps {
  /** Buttons the app puts before the account menu for a signed-in member (e.g. Messages with its badge). */
  memberActions?: ReactNode;
}

export function TopNav({ memberActions }: TopNavProps = {}) {
  const { session, user, profile } = useAuth();
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  const name = profile?.full_name ?? user?.email ?? 'Member';
  const email = profile?.email ?? user?.email ?? '';
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo to={session ? '/dashboard' : '/'} />
        {session ? (
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {MEMBER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
        <div className="flex items-center gap-2">
          {session ? memberActions : null}
          {session ? (
            // Same box as the avatar button, so nothing moves when the menu's chunk arrives.
            <Suspense fallback={<span className="hidden h-10 w-10 lg:inline-flex" />}>
              <AccountMenu
                name={name}
                email={email}
                avatarUrl={profile?.avatar_url}
                showAnalytics={profile?.user_type === 'Service Provider'}
              />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost">
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/register">Join Now</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className={session ? 'lg:hidden' : 'sm:hidden'}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className={cn('border-t border-slate-200 bg-white px-4 py-3', session ? 'lg:hidden' : 'sm:hidden')}
        >
          {session ? (
            <ul className="grid gap-1">
              <li className="flex items-center gap-3 px-3 py-2">
                <Avatar src={profile?.avatar_url} name={name} size="sm" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{name}</span>
                  <span className="block truncate text-xs text-slate-600">{email}</span>
                </span>
              </li>
              {MEMBER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/profile" end className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
                  Profile
                </NavLink>
              </li>
              <li>
                <NavLink to="/my-applications" className={(s) => cn(navLinkClass(s), 'block')} onClick={close}>
                  My Applications
                </NavLink>
              </li>
              <li className="px-3 py-2">
                <ThemeChoiceField />
              </li>
              <li>
                <button
                  type="button"
                  className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100"
                  onClick={() => {
                    close();
                    void logOut();
                  }}
                >
                  Log out
                </button>
              </li>
            </ul>
          ) : (
            <ul className="grid gap-2">
              <li>
                <Button asChild variant="outline" className="w-full">
                  <Link to="/login" onClick={close}>
                    Sign In
                  </Link>
                </Button>
              </li>
              <li>
                <Button asChild className="w-full">
                  <Link to="/register" onClick={close}>
                    Join Now
                  </Link>
                </Button>
              </li>
            </ul>
          )}
        </nav>
      ) : null}
    </header>
  );
}
