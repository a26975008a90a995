import { LEAGUE_TITLES } from './league-routes';
import type { PublicPath, SignedInPath } from './routes';

/**
 * Each route's document title, before ' | Longwood Golf' (app/layout/use-document-title.ts;
 * docs/decisions/145-brand-media-and-system-fonts.md). Keyed by the path lists, so no route goes without one.
 */
export const ROUTE_TITLES: Record<PublicPath | SignedInPath, string> = {
  '/': 'Golf Simulator & Fitness Facility',
  '/auth': 'Login or Register',
  '/forgot-password': 'Forgot Password',
  '/verify-reset': 'Verify Reset Code',
  '/reset-password/:token': 'Reset Password',
  '/reset-password': 'Reset Password',
  '/verify-email': 'Verify E-mail',
  '/unsubscribe/:token': 'Unsubscribe',
  '/contact': 'Book Your Free Demo',
  '/privacy-policy': 'Privacy Policy',
  '/booking': 'Book a Bay',
  '/book-lesson': 'Book a Lesson',
  '/upgrade-membership': 'Upgrade Membership',
  '/admin-dashboard': 'Admin Home',
  '/admin': 'Admin Dashboard',
  '/admin/members': 'Member Management',
  '/admin/coaches': 'Coaches',
  '/coach/dashboard': 'Coach Dashboard',
  '/admin/calendar': 'Booking Calendar',
  '/admin/daily-chart': 'Daily Chart',
  '/admin/insights': 'Insights',
  '/admin/insights/:figure': 'Insights',
  '/admin/requests': 'Demo Requests',
  '/admin/facility': 'Facility Settings',
  '/admin/activity': 'Activity Log',
  '/completed-demo-requests': 'Completed Demo Requests',
  '/database-view': 'Database View',
  '/account': 'Account Details',
  '/game': 'My Game',
  ...LEAGUE_TITLES,
};
