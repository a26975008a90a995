// The member strip above the landing page (docs/decisions/142-member-strip.md): the member's next booking,
// the hours left today under the daily cap, the entrance code and Book Now — what a member opening the site
// usually came for. Composed here because it joins two features (booking data, the keypad dialog).
import { Suspense, useState } from 'react';
import { facilityToday, remainingDailyMinutes, totalBookedMinutes, type MyBooking } from '@longwood/core';
import { bookingRules } from '../../config/booking-rules';
import { Button, buttonClasses } from '../../components/ui/button';
import { useMyBookings } from '../../features/bookings/api/get-my-bookings';
import { EntranceCodeDialog } from '../../features/keypad';
import { AppLink } from '../../lib/app-link';
import { useOpenedOnce } from '../../lib/lazy-named';
import { errorMessage } from '../../lib/api-client';
import { formatDateShort, formatHours, formatTimeRange } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { MemberStripFrame, MemberStripPlaceholder } from '../layout/member-strip-frame';

/** The earliest booking still ahead (the server's isFuture, on the facility clock). */
export function nextBooking(bookings: readonly MyBooking[]): MyBooking | undefined {
  return bookings
    .filter((b) => b.isFuture)
    .sort((a, b) => `${a.bookingDate} ${a.startTime}`.localeCompare(`${b.bookingDate} ${b.startTime}`))[0];
}

/** Hours the member may still book today: the cap less today's bookings, past ones included. */
export function hoursLeftToday(bookings: readonly MyBooking[], now: Date): number {
  const today = facilityToday(now);
  const booked = totalBookedMinutes(bookings.filter((b) => b.bookingDate === today));
  return remainingDailyMinutes(booked, bookingRules.dailyCapMinutes) / 60;
}

function describeBooking(booking: MyBooking, today: string): string {
  const day = booking.bookingDate === today ? 'Today' : formatDateShort(booking.bookingDate).replace(/, \d{4}$/, '');
  return `${day}, ${formatTimeRange(booking.startTime, booking.endTime)} · ${booking.simulatorName}`;
}

export function MemberStrip() {
  const bookings = useMyBookings();
  const now = useNow();
  const [codeOpen, setCodeOpen] = useState(false);
  const codeOpened = useOpenedOnce(codeOpen);

  if (bookings.isPending) return <MemberStripPlaceholder />;

  const today = facilityToday(now);
  const next = bookings.data ? nextBooking(bookings.data) : undefined;
  const hoursLeft = bookings.data ? hoursLeftToday(bookings.data, now) : null;

  return (
    <MemberStripFrame>
      <dl className="flex min-w-0 flex-col gap-1 text-sm md:flex-row md:gap-6">
        {bookings.isError ? (
          <div className="flex min-w-0 gap-1">
            <dt className="sr-only">Your bookings</dt>
            <dd className="min-w-0 break-words text-red-700" title={errorMessage(bookings.error)}>
              Your bookings could not be loaded.{' '}
              <button
                type="button"
                className="font-medium text-emerald-800 underline underline-offset-2"
                onClick={() => void bookings.refetch()}
              >
                Try again
              </button>
            </dd>
          </div>
        ) : (
          <>
            <div className="flex min-w-0 gap-1">
              <dt className="shrink-0 font-semibold">Next booking:</dt>
              <dd className="min-w-0 break-words" data-testid="member-strip-next">
                {next ? describeBooking(next, today) : 'None booked'}
              </dd>
            </div>
            <div className="flex min-w-0 gap-1">
              <dt className="shrink-0 font-semibold">Left today:</dt>
              <dd className="min-w-0 break-words" data-testid="member-strip-hours">
                {formatHours(hoursLeft ?? 0)} of {formatHours(bookingRules.dailyCapMinutes / 60)} hours
              </dd>
            </div>
          </>
        )}
      </dl>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" className="h-9" onClick={() => setCodeOpen(true)}>
          Entrance Code
        </Button>
        {/* From md the header's own 'Book Now' sits right above: one link of that name on screen, not two. */}
        <span className="md:hidden">
          <AppLink to="/booking" className={buttonClasses('primary', 'md', 'h-9')}>
            Book Now
          </AppLink>
        </span>
      </div>
      {codeOpened ? (
        <Suspense fallback={null}>
          <EntranceCodeDialog open={codeOpen} onOpenChange={setCodeOpen} canReadCode />
        </Suspense>
      ) : null}
    </MemberStripFrame>
  );
}
