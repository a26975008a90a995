// Every path of docs/requirements.md#routes. To plug in a real screen, replace its `element` here (lazy import
// for anything but the landing page). Unknown paths fall through to the 404 page.
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MembershipNotice } from '../components/membership-notice';
import { PageSpinner } from '../components/ui/spinner';
import { lazyNamed } from '../lib/lazy-named';
import { AdminDashboardDenied, RequireAuth, RequireCapability, type SignedInScreen } from './guards';
import { LEAGUE_PATHS, LEAGUE_SCREENS } from './league-routes';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';

// '/' inside the full app: its own chunk with the landing page's sections, which no other screen downloads
// (docs/decisions/140-prerendered-landing-and-light-shell.md).
const LandingRoute = lazyNamed(() => import('./pages/landing-route'), 'LandingRoute');
const ContactPage = lazyNamed(() => import('../features/demo-requests/components/contact-page'), 'ContactPage');
const PrivacyPolicyPage = lazyNamed(
  () => import('../features/legal/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const AuthPage = lazyNamed(() => import('../features/auth/components/auth-page'), 'AuthPage');
const BookingMembershipRequired = lazyNamed(
  () => import('../features/bookings/components/membership-required'),
  'MembershipRequired',
);
const passwordReset = () => import('../features/password-reset');
const ForgotPasswordPage = lazyNamed(passwordReset, 'ForgotPasswordPage');
const VerifyResetPage = lazyNamed(passwordReset, 'VerifyResetPage');
const ResetPasswordPage = lazyNamed(passwordReset, 'ResetPasswordPage');
const AccountPage = lazyNamed(() => import('../features/account/components/account-page'), 'AccountPage');
const GamePage = lazyNamed(() => import('../features/account/components/game-page'), 'GamePage');
const VerifyEmailPage = lazyNamed(() => import('../features/account/components/verify-email-page'), 'VerifyEmailPage');
const UnsubscribePage = lazyNamed(() => import('../features/unsubscribe/unsubscribe-page'), 'UnsubscribePage');
const UpgradeMembershipPage = lazyNamed(() => import('../features/membership-requests'), 'UpgradeMembershipPage');

const member = () => import('./pages/member-screens');
const BookingScreen = lazyNamed(member, 'BookingScreen');
const BookLessonPage = lazyNamed(() => import('../features/coaching/components/book-lesson-page'), 'BookLessonPage');
const CoachDashboardPage = lazyNamed(
  () => import('../features/coaching/components/coach-dashboard-page'),
  'CoachDashboardPage',
);
const AdminCoachesPage = lazyNamed(
  () => import('../features/coaching/components/admin-coaches-page'),
  'AdminCoachesPage',
);

// The gates wrap these in the route table, so people who may not open them never download their chunks.
const adminPages = () => import('./pages/admin-dashboard-screens');
const AdminDashboardPage = lazyNamed(adminPages, 'AdminDashboardScreen');
const AdminHomePage = lazyNamed(adminPages, 'AdminHomePage');
const adminScreens = () => import('../features/admin/components/admin-screens');
const AdminMembersScreen = lazyNamed(adminScreens, 'AdminMembersPage');
const AdminCalendarScreen = lazyNamed(
  () => import('../features/bookings/components/admin/admin-calendar-page'),
  'AdminCalendarPage',
);
const AdminInsightsScreen = lazyNamed(() => import('../features/insights/components/insights-page'), 'InsightsPage');
const AdminInsightsListScreen = lazyNamed(
  () => import('../features/insights/components/insights-list-page'),
  'InsightsListPage',
);
const AdminDailyChartScreen = lazyNamed(
  () => import('../features/bookings/components/admin/daily-chart-page'),
  'DailyChartPage',
);
const AdminRequestsScreen = lazyNamed(adminScreens, 'AdminRequestsPage');
const AdminFacilityScreen = lazyNamed(adminScreens, 'AdminFacilityPage');
const CompletedDemoRequestsScreen = lazyNamed(adminScreens, 'CompletedDemoRequestsPage');
const AdminActivityScreen = lazyNamed(() => import('../features/admin/components/activity-page'), 'ActivityPage');
const DatabaseViewScreen = lazyNamed(() => import('../features/admin/components/exports-page'), 'ExportsPage');

// The front desk's configuration (docs/decisions/171-front-desk-app.md): its own layout and screens, one chunk.
const desk = () => import('./desk/desk-screens');
const DeskLayout = lazyNamed(desk, 'DeskLayout');
const DeskBoardScreen = lazyNamed(desk, 'DeskBoardScreen');
const DeskRequestsScreen = lazyNamed(desk, 'DeskRequestsScreen');
const DeskCompletedRequestsScreen = lazyNamed(desk, 'DeskCompletedRequestsScreen');
const DeskDatabaseScreen = lazyNamed(desk, 'DeskDatabaseScreen');
const DeskTillScreen = lazyNamed(desk, 'DeskTillScreen');

const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/forgot-password',
  '/verify-reset',
  '/reset-password/:token',
  // Not in the route table of docs/requirements.md#routes, but its "missing token" case: 'Invalid Request', not the 404 page.
  '/reset-password',
  // The link of the e-mail verification message (docs/decisions/207-email-verification-and-identities.md).
  '/verify-email',
  // Where a browser opening an e-mail's unsubscribe address is sent (docs/decisions/281-one-click-unsubscribe.md).
  '/unsubscribe/:token',
  '/contact',
  '/privacy-policy',
] as const;

export const SIGNED_IN_PATHS = [
  '/booking',
  '/book-lesson',
  '/upgrade-membership',
  '/admin-dashboard',
  '/admin',
  '/admin/members',
  '/admin/coaches',
  '/coach/dashboard',
  '/admin/calendar',
  '/admin/daily-chart',
  '/admin/insights',
  '/admin/insights/:figure',
  '/admin/requests',
  '/admin/facility',
  '/admin/activity',
  '/completed-demo-requests',
  '/database-view',
  '/account',
  '/game',
  ...LEAGUE_PATHS,
] as const;

/**
 * Loads the code of the screen at `pathname` before the app's first render (apps/web main.tsx). On '/', the
 * landing entry already shows the page: the app must take over without a frame of loading state.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return pathname === '/' ? LandingRoute.preload() : Promise.resolve();
}

export type PublicPath = (typeof PUBLIC_PATHS)[number];
export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

// Records keyed by the path lists: the compiler refuses a route table that misses a path of
// docs/requirements.md#routes.
const publicElements: Record<PublicPath, React.ReactNode> = {
  '/': <LandingRoute />,
  '/auth': <AuthPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/verify-reset': <VerifyResetPage />,
  '/reset-password/:token': <ResetPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/verify-email': <VerifyEmailPage />,
  '/unsubscribe/:token': <UnsubscribePage />,
  '/contact': <ContactPage />,
  '/privacy-policy': <PrivacyPolicyPage />,
};

// docs/requirements.md#routes: "each screen checks the admin flag" — here, each screen names its capability (decision 085).
export const SIGNED_IN_SCREENS: Record<SignedInPath, SignedInScreen> = {
  '/booking': { element: <BookingScreen />, access: 'member:features', denied: <BookingMembershipRequired /> },
  '/book-lesson': {
    element: <BookLessonPage />,
    access: 'member:features',
    denied: <MembershipNotice message="You need to be a member to book lessons." />,
  },
  '/upgrade-membership': { element: <UpgradeMembershipPage />, access: 'account:manage' },
  '/admin-dashboard': { element: <AdminHomePage />, access: 'admin:screens', denied: <AdminDashboardDenied /> },
  '/admin': { element: <AdminDashboardPage />, access: 'admin:screens', denied: <AdminDashboardDenied /> },
  '/admin/members': { element: <AdminMembersScreen />, access: 'admin:users' },
  '/admin/coaches': { element: <AdminCoachesPage />, access: 'admin:screens' },
  '/coach/dashboard': { element: <CoachDashboardPage />, access: 'coach:screens' },
  '/admin/calendar': { element: <AdminCalendarScreen />, access: 'desk:bookings' },
  '/admin/daily-chart': { element: <AdminDailyChartScreen />, access: 'desk:bookings' },
  '/admin/insights': { element: <AdminInsightsScreen />, access: 'admin:screens' },
  '/admin/insights/:figure': { element: <AdminInsightsListScreen />, access: 'admin:screens' },
  '/admin/requests': { element: <AdminRequestsScreen />, access: 'desk:demo-requests' },
  '/admin/facility': { element: <AdminFacilityScreen />, access: 'admin:keypad' },
  '/admin/activity': { element: <AdminActivityScreen />, access: 'admin:screens' },
  '/completed-demo-requests': { element: <CompletedDemoRequestsScreen />, access: 'desk:demo-requests' },
  '/database-view': { element: <DatabaseViewScreen />, access: 'admin:screens' },
  '/account': { element: <AccountPage />, access: 'account:manage' },
  '/game': {
    element: <GamePage />,
    access: 'member:features',
    denied: <MembershipNotice message="You need to be a member to see your game." />,
  },
  ...LEAGUE_SCREENS,
};

/** The desk's screens (the desktop app opens /desk); the desk's layout signs people in itself. */
export const DESK_PATHS = [
  '/desk',
  '/desk/requests',
  '/desk/requests/completed',
  '/desk/till',
  '/desk/database',
] as const;
type DeskPath = (typeof DESK_PATHS)[number];

export const DESK_SCREENS: Record<DeskPath, SignedInScreen> = {
  '/desk': { element: <DeskBoardScreen />, access: 'desk:bookings' },
  '/desk/requests': { element: <DeskRequestsScreen />, access: 'desk:demo-requests' },
  '/desk/requests/completed': { element: <DeskCompletedRequestsScreen />, access: 'desk:demo-requests' },
  '/desk/till': { element: <DeskTillScreen />, access: 'payments:desk' },
  '/desk/database': { element: <DeskDatabaseScreen />, access: 'admin:screens' },
};

/** The signed-in routes, each behind its capability's gate (also rendered alone by app/role-gates.test.tsx). */
export const SIGNED_IN_ROUTES: RouteObject[] = SIGNED_IN_PATHS.map((path) => {
  const { element, access, denied, league } = SIGNED_IN_SCREENS[path];
  return {
    path,
    element: (
      <RequireCapability capability={access} denied={denied} league={league}>
        {element}
      </RequireCapability>
    ),
  };
});

export const DESK_ROUTES: RouteObject[] = DESK_PATHS.map((path) => {
  const { element, access } = DESK_SCREENS[path];
  const gated = <RequireCapability capability={access}>{element}</RequireCapability>;
  return path === '/desk' ? { index: true, element: gated } : { path, element: gated };
});

export const appRoutes: RouteObject[] = [
  {
    path: '/desk',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <DeskLayout />
      </Suspense>
    ),
    children: DESK_ROUTES,
  },
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_PATHS.map((path) => ({ path, element: publicElements[path] })),
      {
        element: <RequireAuth />,
        children: SIGNED_IN_ROUTES,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
