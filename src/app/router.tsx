import { useEffect } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout, RootLayout, type RouteHandle } from '@/app/layouts';
import { formatTitle } from '@/lib/use-page-title';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/app/guards';
import { NotFound } from '@/components/layout/not-found';
import { lazyPage } from '@/lib/lazy-page';

// Every screen is its own chunk; so is the top navigation (Radix menu and floating-ui), which the
// landing page does not use.
// The landing page itself is hydrated by its own entry (entry-landing.tsx); here it is a chunk like the
// others, so the pages that share React's chunk do not carry the landing page's content.
const LandingPage = lazyPage(() => import('@/features/landing/pages/LandingPage'));
const SiteLayout = lazyPage(() => import('@/app/site-layout'));
const QueryLayout = lazyPage(() => import('@/app/query-layout'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
const RegisterPage = lazyPage(() => import('@/app/routes/auth/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/ResetPasswordPage'));
const PrivacyPolicyPage = lazyPage(() => import('@/features/legal/pages/PrivacyPolicyPage'));
const TermsOfUsePage = lazyPage(() => import('@/features/legal/pages/TermsOfUsePage'));
const JobsPage = lazyPage(() => import('@/app/routes/jobs/JobsPage'));
const DirectoryRoute = lazyPage(() => import('@/app/routes/directory/DirectoryRoute'));
const ProviderRoute = lazyPage(() => import('@/app/routes/directory/ProviderRoute'));
const JobDetailPage = lazyPage(() => import('@/app/routes/jobs/JobDetailPage'));
const ApplicantsPage = lazyPage(() => import('@/app/routes/jobs/ApplicantsPage'));
const MyApplicationsPage = lazyPage(() => import('@/features/applications/pages/MyApplicationsPage'));
const NewsPage = lazyPage(() => import('@/features/news/pages/NewsPage'));
const NewsArticlePage = lazyPage(() => import('@/features/news/pages/NewsArticlePage'));
const NotificationsPage = lazyPage(() => import('@/features/notifications/pages/NotificationsPage'));
const PricingPage = lazyPage(() => import('@/features/pricing/pages/PricingPage'));
const DashboardPage = lazyPage(() => import('@/app/routes/dashboard/DashboardPage'));
const NetworkPage = lazyPage(() => import('@/app/routes/network/NetworkRoute'));
const MyConnectionsPage = lazyPage(() => import('@/features/connections/pages/MyConnectionsPage'));
const OwnProfilePage = lazyPage(() => import('@/app/routes/profile/OwnProfilePage'));
const ProfilePage = lazyPage(() => import('@/app/routes/profile/ProfilePage'));
const ServicesPage = lazyPage(() => import('@/features/services/pages/ServicesPage'));
const MyServicesPage = lazyPage(() => import('@/features/services/pages/MyServicesPage'));
const ResourcesPage = lazyPage(() => import('@/features/resources/pages/ResourcesPage'));
const AnalyticsPage = lazyPage(() => import('@/features/analytics/pages/AnalyticsPage'));
const AdminSetupPage = lazyPage(() => import('@/features/admin/pages/AdminSetupPage'));
const AdminLoginPage = lazyPage(() => import('@/features/admin/pages/AdminLoginPage'));
const AdminLayout = lazyPage(() => import('@/features/admin/pages/AdminLayout'));
const AdminDashboardPage = lazyPage(() => import('@/features/admin/pages/AdminDashboardPage'));
const AdminUsersPage = lazyPage(() => import('@/features/admin/pages/AdminUsersPage'));
const AdminBroadcastPage = lazyPage(() => import('@/features/admin/pages/AdminBroadcastPage'));
const MessagesPage = lazyPage(() => import('@/features/messaging/pages/MessagesPage'));
const AdminReportsPage = lazyPage(() => import('@/features/messaging/pages/AdminReportsPage'));
const AdminReviewsPage = lazyPage(() => import('@/features/reviews/pages/AdminReviewsPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage />, handle: { title: 'Connect. Network. Grow.' } },
      // Sign-in talks to the backend only when submitted (through the client on demand): no TanStack Query.
      {
        element: <BareLayout />,
        children: [
          {
            element: <RedirectIfSignedIn />,
            children: [{ path: '/login', element: <LoginPage />, handle: { title: 'Sign In' } }],
          },
        ],
      },
      {
        element: <QueryLayout />,
        children: [
          {
            element: <BareLayout />,
            children: [
              {
                // A member already signed in has nothing to do here: to the dashboard.
                element: <RedirectIfSignedIn />,
                children: [
                  { path: '/register', element: <RegisterPage />, handle: { title: 'Join HR Connect' } },
                  { path: '/register/:referralCode', element: <RegisterPage />, handle: { title: 'Join HR Connect' } },
                ],
              },
              { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Reset Password' } },
              { path: '/reset-password', element: <ResetPasswordPage />, handle: { title: 'New Password' } },
              { path: '/admin-setup', element: <AdminSetupPage />, handle: { title: 'Admin Setup' } },
              { path: '/admin/login', element: <AdminLoginPage />, handle: { title: 'Admin Login' } },
            ],
          },
          {
            element: <SiteLayout />,
            children: [
              { path: '/privacy-policy', element: <PrivacyPolicyPage />, handle: { title: 'Privacy Policy' } },
              { path: '/terms-of-use', element: <TermsOfUsePage />, handle: { title: 'Terms of Use' } },
              { path: '/jobs', element: <JobsPage />, handle: { title: 'Jobs' } },
              // The detail screen titles itself with the job's title.
              { path: '/jobs/:jobId', element: <JobDetailPage /> },
              // The public provider directory (server-rendered for visitors: site-server.tsx); the list
              // and the provider's page title themselves.
              { path: '/providers', element: <DirectoryRoute /> },
              { path: '/providers/category/:categorySlug', element: <DirectoryRoute /> },
              { path: '/providers/:providerSlug', element: <ProviderRoute /> },
              { path: '/news', element: <NewsPage />, handle: { title: 'Industry News' } },
              // The article screen titles itself with the article's title.
              { path: '/news/:articleId', element: <NewsArticlePage /> },
              { path: '/pricing', element: <PricingPage />, handle: { title: 'Pricing' } },
              {
                element: <RequireAuth />,
                children: [
                  { path: '/dashboard', element: <DashboardPage />, handle: { title: 'Dashboard' } },
                  { path: '/network', element: <NetworkPage />, handle: { title: 'Network' } },
                  { path: '/my-connections', element: <MyConnectionsPage />, handle: { title: 'My Connections' } },
                  { path: '/profile', element: <OwnProfilePage />, handle: { title: 'My Profile' } },
                  { path: '/profile/:userId', element: <ProfilePage />, handle: { title: 'Profile' } },
                  { path: '/services', element: <ServicesPage />, handle: { title: 'Services' } },
                  { path: '/my-services', element: <MyServicesPage />, handle: { title: 'My Services' } },
                  { path: '/resources', element: <ResourcesPage />, handle: { title: 'Resources' } },
                  // The poster's applicants titles itself with the job's title.
                  { path: '/jobs/:jobId/applicants', element: <ApplicantsPage /> },
                  { path: '/my-applications', element: <MyApplicationsPage />, handle: { title: 'My Applications' } },
                  { path: '/messages', element: <MessagesPage />, handle: { title: 'Messages' } },
                  { path: '/messages/:memberId', element: <MessagesPage />, handle: { title: 'Messages' } },
                  { path: '/analytics', element: <AnalyticsPage />, handle: { title: 'Analytics' } },
                  { path: '/notifications', element: <NotificationsPage />, handle: { title: 'Notifications' } },
                ],
              },
              { path: '*', element: <NotFound /> },
            ],
          },
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', element: <AdminDashboardPage />, handle: { title: 'Admin Dashboard' } },
              { path: 'users', element: <AdminUsersPage />, handle: { title: 'Users' } },
              { path: 'broadcast', element: <AdminBroadcastPage />, handle: { title: 'Broadcast' } },
              { path: 'reports', element: <AdminReportsPage />, handle: { title: 'Reports' } },
              { path: 'reviews', element: <AdminReviewsPage />, handle: { title: 'Reviews' } },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the chunks of every lazy route element matching `pathname` (layouts and screen), so a
 * prerendered page hydrates in one pass instead of waiting on one chunk after another.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: { preload?: () => Promise<void> } } | undefined)?.type;
      return type?.preload?.();
    }),
  );
}

/** Sets the static page title of the deepest route that declares one; dynamic screens set their own. */
function RouteTitle() {
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  const title = (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
  return null;
}

/**
 * The route tree, rendered by the declarative router (<BrowserRouter> in App): the data router
 * (createBrowserRouter) would add about 17 KB of gzipped JavaScript to every page for loaders,
 * actions and fetchers the app does not use.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <>
      <RouteTitle />
      {element}
    </>
  );
}
