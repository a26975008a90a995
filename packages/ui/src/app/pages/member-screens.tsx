// Member screens composed from two features (lazy chunk): the booking page with the member's lessons listed
// under My Bookings (docs/decisions/123-coaching-screens.md). Gated by routes.tsx (member:features).
import { BookingPage } from '../../features/bookings/components/booking-page';
import { MyLessons } from '../../features/coaching/components/my-lessons';

/** /booking: My Bookings and My Lessons together. */
export function BookingScreen() {
  return <BookingPage lessons={<MyLessons />} />;
}
