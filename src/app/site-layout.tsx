import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
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

/** Top navigation, the screen, the shared footer: public pages and the member area. */
export default function SiteLayout() {
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
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
