import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { TopNav } from '@/components/layout/top-nav';
import { LoadingBlock } from '@/components/ui/spinner';
import { MessagesNavLink } from '@/features/messaging/components/MessagesNavLink';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { BroadcastBanner } from '@/features/notifications/components/BroadcastBanner';
import { useAuth } from '@/lib/auth';

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
            <>
              <NotificationBell memberId={user.id} />
              <MessagesNavLink memberId={user.id} />
            </>
          ) : null
        }
      />
      {isMember ? <BroadcastBanner memberId={user.id} /> : null}
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
