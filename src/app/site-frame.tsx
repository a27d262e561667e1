import { lazy, Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { TopNav } from '@/components/layout/top-nav';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

// Members only (live badges, Realtime, the announcement banner): visitors of the public pages never
// download them.
const MessagesNavLink = lazy(() =>
  import('@/features/messaging/components/MessagesNavLink').then((m) => ({ default: m.MessagesNavLink })),
);
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const BroadcastBanner = lazy(() =>
  import('@/features/notifications/components/BroadcastBanner').then((m) => ({ default: m.BroadcastBanner })),
);

/**
 * Top navigation, the screen, the shared footer, without the router: the app's SiteLayout puts its
 * route outlet in it, and pages hydrated without the router (site-document.tsx) their screen, so the
 * markup is the same whichever entry hydrates a prerendered page.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  // Members get the bell and Messages with their live badges, and the announcement banner;
  // administrators are not members and have none.
  const isMember = !!user && profile?.role === 'member';
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav
        memberActions={
          isMember ? (
            <Suspense fallback={null}>
              <NotificationBell memberId={user.id} />
              <MessagesNavLink memberId={user.id} />
            </Suspense>
          ) : null
        }
      />
      {isMember ? (
        <Suspense fallback={null}>
          <BroadcastBanner memberId={user.id} />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
