// The one table of screens (docs/requirements.md#routes): each screen is one entry — its path, its title, its
// component (loaded lazily, so a screen's code loads when it is opened), who may open it (a capability of core's
// role policy, or 'public') and what others see instead. The router (routes.tsx), the document
// titles (route-titles.ts) and the role-gates test (role-gates.test.tsx) all read it. League screens are entries of
// the same type in league-routes.tsx; the desk's screens are DESK_SCREENS below. Unknown paths fall through to the 404.
import { MembershipNotice } from '../components/membership-notice';
import { lazyNamed } from '../lib/lazy-named';
import { AdminDashboardDenied } from './guards';
import { LEAGUE_SCREENS } from './league-routes';
import type { GatedScreen, Screen } from './screen';

// '/' inside the full app: its own chunk with the landing page's sections, which no other screen downloads
// (docs/decisions/140-prerendered-landing-and-light-shell.md).
export const LandingRoute = lazyNamed(() => import('./pages/landing-route'), 'LandingRoute');
const passwordReset = () => import('../features/password-reset');
const ResetPasswordPage = lazyNamed(passwordReset, 'ResetPasswordPage');
const member = () => import('./pages/member-screens');
const BookingMembershipRequired = lazyNamed(
  () => import('../features/bookings/components/membership-required'),
  'MembershipRequired',
);
// The gates wrap these in the route table, so people who may not open them never download their chunks.
const adminPages = () => import('./pages/admin-dashboard-screens');
const adminScreens = () => import('../features/admin/components/admin-screens');
const bookingsAdmin = () => import('../features/bookings/components/admin/admin-calendar-page');
const dailyChart = () => import('../features/bookings/components/admin/daily-chart-page');
const insights = () => import('../features/insights/components/insights-page');
const insightsList = () => import('../features/insights/components/insights-list-page');

export const SCREENS: readonly Screen[] = [
  { path: '/', title: 'Golf Simulator & Fitness Facility', screen: LandingRoute, access: 'public' },
  {
    path: '/auth',
    title: 'Login or Register',
    screen: lazyNamed(() => import('../features/auth/components/auth-page'), 'AuthPage'),
    access: 'public',
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    screen: lazyNamed(passwordReset, 'ForgotPasswordPage'),
    access: 'public',
  },
  {
    path: '/verify-reset',
    title: 'Verify Reset Code',
    screen: lazyNamed(passwordReset, 'VerifyResetPage'),
    access: 'public',
  },
  { path: '/reset-password/:token', title: 'Reset Password', screen: ResetPasswordPage, access: 'public' },
  // Not in the route table of docs/requirements.md#routes, but its "missing token" case: 'Invalid Request', not the 404 page.
  { path: '/reset-password', title: 'Reset Password', screen: ResetPasswordPage, access: 'public' },
  // The link of the e-mail verification message (docs/decisions/207-email-verification-and-identities.md).
  {
    path: '/verify-email',
    title: 'Verify E-mail',
    screen: lazyNamed(() => import('../features/account/components/verify-email-page'), 'VerifyEmailPage'),
    access: 'public',
  },
  // Where a browser opening an e-mail's unsubscribe address is sent (docs/decisions/281-one-click-unsubscribe.md).
  {
    path: '/unsubscribe/:token',
    title: 'Unsubscribe',
    screen: lazyNamed(() => import('../features/unsubscribe/unsubscribe-page'), 'UnsubscribePage'),
    access: 'public',
  },
  {
    path: '/contact',
    title: 'Book Your Free Demo',
    screen: lazyNamed(() => import('../features/demo-requests/components/contact-page'), 'ContactPage'),
    access: 'public',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    screen: lazyNamed(() => import('../features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage'),
    access: 'public',
  },

  // docs/requirements.md#routes: "each screen checks the admin flag" — here, each screen names its capability.
  {
    path: '/booking',
    title: 'Book a Bay',
    screen: lazyNamed(member, 'BookingScreen'),
    access: 'member:features',
    denied: <BookingMembershipRequired />,
  },
  {
    path: '/book-lesson',
    title: 'Book a Lesson',
    screen: lazyNamed(() => import('../features/coaching/components/book-lesson-page'), 'BookLessonPage'),
    access: 'member:features',
    denied: <MembershipNotice message="You need to be a member to book lessons." />,
  },
  {
    path: '/upgrade-membership',
    title: 'Upgrade Membership',
    screen: lazyNamed(() => import('../features/membership-requests'), 'UpgradeMembershipPage'),
    access: 'account:manage',
  },
  {
    path: '/admin-dashboard',
    title: 'Admin Home',
    screen: lazyNamed(adminPages, 'AdminHomePage'),
    access: 'admin:screens',
    denied: <AdminDashboardDenied />,
  },
  {
    path: '/admin',
    title: 'Admin Dashboard',
    screen: lazyNamed(adminPages, 'AdminDashboardScreen'),
    access: 'admin:screens',
    denied: <AdminDashboardDenied />,
  },
  {
    path: '/admin/members',
    title: 'Member Management',
    screen: lazyNamed(adminScreens, 'AdminMembersPage'),
    access: 'admin:users',
  },
  {
    path: '/admin/coaches',
    title: 'Coaches',
    screen: lazyNamed(() => import('../features/coaching/components/admin-coaches-page'), 'AdminCoachesPage'),
    access: 'admin:screens',
  },
  {
    path: '/coach/dashboard',
    title: 'Coach Dashboard',
    screen: lazyNamed(() => import('../features/coaching/components/coach-dashboard-page'), 'CoachDashboardPage'),
    access: 'coach:screens',
  },
  {
    path: '/admin/calendar',
    title: 'Booking Calendar',
    screen: lazyNamed(bookingsAdmin, 'AdminCalendarPage'),
    access: 'desk:bookings',
  },
  {
    path: '/admin/daily-chart',
    title: 'Daily Chart',
    screen: lazyNamed(dailyChart, 'DailyChartPage'),
    access: 'desk:bookings',
  },
  { path: '/admin/insights', title: 'Insights', screen: lazyNamed(insights, 'InsightsPage'), access: 'admin:screens' },
  {
    path: '/admin/insights/:figure',
    title: 'Insights',
    screen: lazyNamed(insightsList, 'InsightsListPage'),
    access: 'admin:screens',
  },
  {
    path: '/admin/requests',
    title: 'Demo Requests',
    screen: lazyNamed(adminScreens, 'AdminRequestsPage'),
    access: 'desk:demo-requests',
  },
  {
    path: '/admin/facility',
    title: 'Facility Settings',
    screen: lazyNamed(adminScreens, 'AdminFacilityPage'),
    access: 'admin:keypad',
  },
  {
    path: '/admin/activity',
    title: 'Activity Log',
    screen: lazyNamed(() => import('../features/admin/components/activity-page'), 'ActivityPage'),
    access: 'admin:screens',
  },
  {
    path: '/completed-demo-requests',
    title: 'Completed Demo Requests',
    screen: lazyNamed(adminScreens, 'CompletedDemoRequestsPage'),
    access: 'desk:demo-requests',
  },
  {
    path: '/database-view',
    title: 'Database View',
    screen: lazyNamed(() => import('../features/admin/components/exports-page'), 'ExportsPage'),
    access: 'admin:screens',
  },
  {
    path: '/account',
    title: 'Account Details',
    screen: lazyNamed(() => import('../features/account/components/account-page'), 'AccountPage'),
    access: 'account:manage',
  },
  {
    path: '/game',
    title: 'My Game',
    screen: lazyNamed(() => import('../features/account/components/game-page'), 'GamePage'),
    access: 'member:features',
    denied: <MembershipNotice message="You need to be a member to see your game." />,
  },
  ...LEAGUE_SCREENS,
];

/** The screens a visitor may open without signing in. */
export const PUBLIC_SCREENS = SCREENS.filter((s) => s.access === 'public');

/** The screens behind a capability, each wrapped in its gate by routes.tsx. */
export const SIGNED_IN_SCREENS = SCREENS.filter((s): s is GatedScreen => s.access !== 'public');

// The front desk's configuration (docs/decisions/171-front-desk-app.md): its own layout and screens, one chunk.
// The desktop app opens /desk; the desk's layout signs people in itself and sets no document title.
const desk = () => import('./desk/desk-screens');
export const DeskLayout = lazyNamed(desk, 'DeskLayout');

export type DeskScreen = Omit<GatedScreen, 'title'>;

export const DESK_SCREENS: readonly DeskScreen[] = [
  { path: '/desk', screen: lazyNamed(desk, 'DeskBoardScreen'), access: 'desk:bookings' },
  { path: '/desk/requests', screen: lazyNamed(desk, 'DeskRequestsScreen'), access: 'desk:demo-requests' },
  {
    path: '/desk/requests/completed',
    screen: lazyNamed(desk, 'DeskCompletedRequestsScreen'),
    access: 'desk:demo-requests',
  },
  { path: '/desk/till', screen: lazyNamed(desk, 'DeskTillScreen'), access: 'payments:desk' },
  { path: '/desk/database', screen: lazyNamed(desk, 'DeskDatabaseScreen'), access: 'admin:screens' },
];

/** The screen at `path` (a pattern of the table); throws for a path that is not there. */
export function screenAt(path: string): Screen {
  const found = SCREENS.find((s) => s.path === path);
  if (!found) throw new Error(`No screen at ${path}`);
  return found;
}
