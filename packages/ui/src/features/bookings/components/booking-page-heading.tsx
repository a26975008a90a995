import { buttonClasses } from '../../../components/ui/button';
import { bookingWindowText, dailyCapText } from '../../../config/booking-rules';
import { AppLink } from '../../../lib/app-link';
import { facilityZoneLabel } from '../../../lib/format';

/**
 * The top of /booking: its heading, what it offers and the way to lessons. The page renders it, and so does the
 * prerendered /booking shell (BookingShell, app/layout/page-shell.tsx), so the first paint already shows it where it
 * stays (docs/decisions/158-booking-page-budget-and-layout-shift.md).
 */
export function BookingPageHeading() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Book a Simulator</h1>
        <p className="mt-1 text-slate-600">
          Reserve a bay up to {bookingWindowText()} ahead. Members can book up to {dailyCapText()} per day. All times
          are {facilityZoneLabel()} (facility time).
        </p>
      </div>
      <AppLink to="/book-lesson" className={buttonClasses('outline', 'md')}>
        Book a Lesson
      </AppLink>
    </div>
  );
}
