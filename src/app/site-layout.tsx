import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { TopNav } from '@/components/layout/top-nav';
import { LoadingBlock } from '@/components/ui/spinner';
import { MessagesNavLink } from '@/features/messaging/components/MessagesNavLink';
import { useAuth } from '@/lib/auth';

/** Top navigation, the screen, the shared footer: public pages and the member area. */
export default function SiteLayout() {
  const { user, profile } = useAuth();
  // Members get Messages with its live unread badge; administrators are not members and have none.
  const isMember = !!user && profile?.role === 'member';
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav memberActions={isMember ? <MessagesNavLink memberId={user.id} /> : null} />
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingBlock />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
