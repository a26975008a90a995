// Member screens composed from two features (lazy chunk): the booking page with the member's lessons listed
// under My Bookings (docs/decisions/120-coaching-lessons.md). Gated by its entry in screens.tsx (member:features).
// My Lessons sits below the fold: its code (and the lesson rules it carries) loads when the member scrolls near it,
// keeping it off /booking's first load (docs/decisions/255-bundle-budgets-checked-by-the-build.md); its heading is
// there from the start.
import { BookingPage } from '../../features/bookings/components/booking-page';
import { CardUnderTitle } from '../../components/ui/titled-section';
import { Spinner } from '../../components/ui/spinner';
import { lazyNamed } from '../../lib/lazy-named';
import { LoadWhenNear } from '../../lib/load-when-near';

const MyLessons = lazyNamed(() => import('../../features/coaching/components/my-lessons'), 'MyLessons');

function MyLessonsComing() {
  return (
    // As My Lessons' own card while it reads them (components/member-list.tsx), so nothing moves.
    <CardUnderTitle id="my-lessons-heading" title="My Lessons">
      <div className="flex justify-center py-6 text-emerald-700">
        <Spinner label="Loading your lessons..." />
      </div>
    </CardUnderTitle>
  );
}

/** /booking: My Bookings and My Lessons together. */
export function BookingScreen() {
  return (
    <BookingPage
      lessons={
        <LoadWhenNear placeholder={<MyLessonsComing />}>
          <MyLessons />
        </LoadWhenNear>
      }
    />
  );
}
