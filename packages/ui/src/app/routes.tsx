// Every path of SPEC §2's route table. To plug in a real screen, replace its `element` here (lazy import
// for anything but the landing page). Unknown paths fall through to the 404 page.
import type { RouteObject } from 'react-router-dom';
import { lazyNamed } from '../lib/lazy-named';
import { AdminDashboardGate, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { LandingRoute } from './pages/landing-route';

const ContactPage = lazyNamed(() => import('../features/contact/components/contact-page'), 'ContactPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage');
const AuthPage = lazyNamed(() => import('../features/auth/components/auth-page'), 'AuthPage');
const BookingPage = lazyNamed(() => import('../features/booking/components/booking-page'), 'BookingPage');
const passwordReset = () => import('../features/password-reset');
const ForgotPasswordPage = lazyNamed(passwordReset, 'ForgotPasswordPage');
const VerifyResetPage = lazyNamed(passwordReset, 'VerifyResetPage');
const ResetPasswordPage = lazyNamed(passwordReset, 'ResetPasswordPage');
const AccountPage = lazyNamed(() => import('../features/account'), 'AccountPage');
const UpgradeMembershipPage = lazyNamed(() => import('../features/membership'), 'UpgradeMembershipPage');

const member = () => import('./pages/member-screens');
const BookLessonScreen = lazyNamed(member, 'BookLessonScreen');
const LeaguesSignupScreen = lazyNamed(member, 'LeaguesSignupScreen');
const LeagueSignupScreen = lazyNamed(member, 'LeagueSignupScreen');

const admin = () => import('./pages/admin-screens');
// The admin gate wraps these in the route table, so non-admins never download the admin chunk.
const adminFeature = () => import('../features/admin');
const AdminDashboardPage = lazyNamed(adminFeature, 'AdminDashboardPage');
const AdminHomePage = lazyNamed(adminFeature, 'AdminHomePage');
const AdminMembersScreen = lazyNamed(admin, 'AdminMembersScreen');
const AdminCoachesScreen = lazyNamed(admin, 'AdminCoachesScreen');
const CoachDashboardScreen = lazyNamed(admin, 'CoachDashboardScreen');
const AdminLeaguesScreen = lazyNamed(admin, 'AdminLeaguesScreen');
const AdminLeagueNewScreen = lazyNamed(admin, 'AdminLeagueNewScreen');
const AdminLeagueEditScreen = lazyNamed(admin, 'AdminLeagueEditScreen');
const AdminLeagueParticipantsScreen = lazyNamed(admin, 'AdminLeagueParticipantsScreen');
const AdminLeagueRoundsScreen = lazyNamed(admin, 'AdminLeagueRoundsScreen');
const AdminLeagueStandingsScreen = lazyNamed(admin, 'AdminLeagueStandingsScreen');
const AdminRoundScoresScreen = lazyNamed(admin, 'AdminRoundScoresScreen');
const AdminCalendarScreen = lazyNamed(admin, 'AdminCalendarScreen');
const AdminDailyChartScreen = lazyNamed(admin, 'AdminDailyChartScreen');
const AdminRequestsScreen = lazyNamed(admin, 'AdminRequestsScreen');
const AdminFacilityScreen = lazyNamed(admin, 'AdminFacilityScreen');
const CompletedDemoRequestsScreen = lazyNamed(admin, 'CompletedDemoRequestsScreen');
const DatabaseViewScreen = lazyNamed(admin, 'DatabaseViewScreen');

export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/forgot-password',
  '/verify-reset',
  '/reset-password/:token',
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
  '/admin/leagues',
  '/admin/leagues/new',
  '/admin/leagues/:id/edit',
  '/admin/leagues/:id/participants',
  '/admin/leagues/:id/rounds',
  '/admin/leagues/:id/standings',
  '/admin/leagues/:leagueId/rounds/:roundId/scores',
  '/admin/calendar',
  '/admin/daily-chart',
  '/admin/requests',
  '/admin/facility',
  '/completed-demo-requests',
  '/database-view',
  '/account',
  '/leagues-signup',
  '/leagues/:leagueId/signup',
] as const;

type PublicPath = (typeof PUBLIC_PATHS)[number];
type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

// Records keyed by the path lists: the compiler refuses a route table that misses a SPEC path.
const publicElements: Record<PublicPath, React.ReactNode> = {
  '/': <LandingRoute />,
  '/auth': <AuthPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/verify-reset': <VerifyResetPage />,
  '/reset-password/:token': <ResetPasswordPage />,
  '/contact': <ContactPage />,
  '/privacy-policy': <PrivacyPolicyPage />,
};

const signedInElements: Record<SignedInPath, React.ReactNode> = {
  '/booking': <BookingPage />,
  '/book-lesson': <BookLessonScreen />,
  '/upgrade-membership': <UpgradeMembershipPage />,
  '/admin-dashboard': (
    <AdminDashboardGate>
      <AdminHomePage />
    </AdminDashboardGate>
  ),
  '/admin': (
    <AdminDashboardGate>
      <AdminDashboardPage />
    </AdminDashboardGate>
  ),
  '/admin/members': <AdminMembersScreen />,
  '/admin/coaches': <AdminCoachesScreen />,
  '/coach/dashboard': <CoachDashboardScreen />,
  '/admin/leagues': <AdminLeaguesScreen />,
  '/admin/leagues/new': <AdminLeagueNewScreen />,
  '/admin/leagues/:id/edit': <AdminLeagueEditScreen />,
  '/admin/leagues/:id/participants': <AdminLeagueParticipantsScreen />,
  '/admin/leagues/:id/rounds': <AdminLeagueRoundsScreen />,
  '/admin/leagues/:id/standings': <AdminLeagueStandingsScreen />,
  '/admin/leagues/:leagueId/rounds/:roundId/scores': <AdminRoundScoresScreen />,
  '/admin/calendar': <AdminCalendarScreen />,
  '/admin/daily-chart': <AdminDailyChartScreen />,
  '/admin/requests': <AdminRequestsScreen />,
  '/admin/facility': <AdminFacilityScreen />,
  '/completed-demo-requests': <CompletedDemoRequestsScreen />,
  '/database-view': <DatabaseViewScreen />,
  '/account': <AccountPage />,
  '/leagues-signup': <LeaguesSignupScreen />,
  '/leagues/:leagueId/signup': <LeagueSignupScreen />,
};

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_PATHS.map((path) => ({ path, element: publicElements[path] })),
      {
        element: <RequireAuth />,
        children: SIGNED_IN_PATHS.map((path) => ({ path, element: signedInElements[path] })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
