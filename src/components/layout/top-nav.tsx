import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { AppLink, AppNavLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { MEMBER_LINKS, navLinkClass } from '@/components/layout/nav-links';

export { MEMBER_LINKS };

// Radix dropdown, popper and floating-ui: only for signed-in members.
const AccountMenu = lazy(() => import('@/components/layout/account-menu'));
// The phone menu's member part (avatar, theme choice, log out): visitors never download it.
const MemberMobileMenu = lazy(() => import('@/components/layout/member-mobile-menu'));

export interface TopNavProps {
  /** Buttons the app puts before the account menu for a signed-in member (e.g. Messages with its badge). */
  memberActions?: ReactNode;
}

export function TopNav({ memberActions }: TopNavProps = {}) {
  const { session, user, profile } = useAuth();
  const [open, setOpen] = useState(false);
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
              <AppNavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </AppNavLink>
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
                <AppLink to="/login">Sign In</AppLink>
              </Button>
              <Button asChild>
                <AppLink to="/register">Join Now</AppLink>
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
            <Suspense fallback={null}>
              <MemberMobileMenu name={name} email={email} avatarUrl={profile?.avatar_url} onClose={close} />
            </Suspense>
          ) : (
            <ul className="grid gap-2">
              <li>
                <Button asChild variant="outline" className="w-full">
                  <AppLink to="/login" onClick={close}>
                    Sign In
                  </AppLink>
                </Button>
              </li>
              <li>
                <Button asChild className="w-full">
                  <AppLink to="/register" onClick={close}>
                    Join Now
                  </AppLink>
                </Button>
              </li>
            </ul>
          )}
        </nav>
      ) : null}
    </header>
  );
}
