// Admin, desk and coach screens (lazy chunk). Who may open each is in routes.tsx (SIGNED_IN_SCREENS, core's
// role policy). Until the real screens land these name the screen instead of rendering blank.
import { PlaceholderPage } from './placeholder-page';

export function AdminCalendarScreen() {
  return <PlaceholderPage title="Booking Calendar" />;
}

export function AdminDailyChartScreen() {
  return <PlaceholderPage title="Daily Chart" />;
}
