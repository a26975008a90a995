// Member screens composed from two features (lazy chunk): the booking page with the member's lessons listed
// under My Bookings (docs/decisions/120-coaching-lessons.md). Gated by its entry in screens.tsx (member:features).
// My Lessons sits below the fold: its code (and the lesson rules it carries) loads when the member scrolls near it,
// keeping it off /booking's first load (docs/decisions/255-bundle-budgets-checked-by-the-build.md); its heading is
// there from the start.
import { BookingPage } from '../../features/bookings/components/booking-page';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { lazyNamed } from '../../lib/lazy-named';
import { LoadWhenNear } from '../../lib/load-when-near';

const MyLessons = lazyNamed(() => import('../../features/coaching/components/my-lessons'), 'MyLessons');

function MyLessonsComing() {
  return (
    <section aria-labelledby="my-lessons-heading">
      <h2 id="my-lessons-heading" className="text-xl font-semibold text-slate-900">
        My Lessons
      </h2>
      {/* As My Lessons' own card while it reads them (components/member-list.tsx), so nothing moves. */}
      <Card className="mt-4 p-4 sm:p-6">
        <div className="flex justify-center py-6 text-emerald-700">
          <Spinner label="Loading your lessons..." />
        </div>
      </Card>
    </section>
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
