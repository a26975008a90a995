// The admin home and dashboard (one lazy chunk), the dashboard composed from two features: the admin feature's
// tabs with the bookings feature's Booking Management as the Bookings tab. Gated by its entry in screens.tsx (admin:screens).
import { AdminDashboardPage } from '../../features/admin/components/admin-dashboard-page';
import { BookingManagement } from '../../features/bookings/components/admin/booking-management';

export { AdminHomePage } from '../../features/admin/components/admin-home-page';

/** /admin: the five tabs, Booking Management among them. */
export function AdminDashboardScreen() {
  return <AdminDashboardPage bookingsTab={<BookingManagement />} />;
}
