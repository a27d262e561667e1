import { lazy, useEffect } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout, RootLayout, type RouteHandle } from '@/app/layouts';
import { formatTitle } from '@/lib/use-page-title';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/app/guards';
import { NotFound } from '@/components/layout/not-found';
import LandingPage from '@/features/landing/pages/LandingPage';

// Every screen but the landing page is its own chunk; so is the top navigation (Radix menu and
// floating-ui), which the landing page does not use.
const SiteLayout = lazy(() => import('@/app/site-layout'));
const QueryLayout = lazy(() => import('@/app/query-layout'));
const LoginPage = lazy(() => import('@/features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('@/app/routes/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/ResetPasswordPage'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/pages/PrivacyPolicyPage'));
const TermsOfUsePage = lazy(() => import('@/features/legal/pages/TermsOfUsePage'));
const JobsPage = lazy(() => import('@/app/routes/jobs/JobsPage'));
const JobDetailPage = lazy(() => import('@/app/routes/jobs/JobDetailPage'));
const ApplicantsPage = lazy(() => import('@/app/routes/jobs/ApplicantsPage'));
const MyApplicationsPage = lazy(() => import('@/features/applications/pages/MyApplicationsPage'));
const NewsPage = lazy(() => import('@/features/news/pages/NewsPage'));
const NewsArticlePage = lazy(() => import('@/features/news/pages/NewsArticlePage'));
const NotificationsPage = lazy(() => import('@/features/notifications/pages/NotificationsPage'));
const PricingPage = lazy(() => import('@/features/pricing/pages/PricingPage'));
const DashboardPage = lazy(() => import('@/app/routes/dashboard/DashboardPage'));
const NetworkPage = lazy(() => import('@/app/routes/network/NetworkRoute'));
const MyConnectionsPage = lazy(() => import('@/features/connections/pages/MyConnectionsPage'));
const OwnProfilePage = lazy(() => import('@/app/routes/profile/OwnProfilePage'));
const ProfilePage = lazy(() => import('@/app/routes/profile/ProfilePage'));
const ServicesPage = lazy(() => import('@/features/services/pages/ServicesPage'));
const MyServicesPage = lazy(() => import('@/features/services/pages/MyServicesPage'));
const ResourcesPage = lazy(() => import('@/features/resources/pages/ResourcesPage'));
const AnalyticsPage = lazy(() => import('@/features/analytics/pages/AnalyticsPage'));
const AdminSetupPage = lazy(() => import('@/features/admin/pages/AdminSetupPage'));
const AdminLoginPage = lazy(() => import('@/features/admin/pages/AdminLoginPage'));
const AdminLayout = lazy(() => import('@/features/admin/pages/AdminLayout'));
const AdminDashboardPage = lazy(() => import('@/features/admin/pages/AdminDashboardPage'));
const AdminUsersPage = lazy(() => import('@/features/admin/pages/AdminUsersPage'));
const AdminBroadcastPage = lazy(() => import('@/features/admin/pages/AdminBroadcastPage'));
const MessagesPage = lazy(() => import('@/features/messaging/pages/MessagesPage'));
const AdminReportsPage = lazy(() => import('@/features/messaging/pages/AdminReportsPage'));
const AdminReviewsPage = lazy(() => import('@/features/reviews/pages/AdminReviewsPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage />, handle: { title: 'Connect. Network. Grow.' } },
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
                  { path: '/login', element: <LoginPage />, handle: { title: 'Sign In' } },
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
