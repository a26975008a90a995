import { Suspense, useRef, useState } from 'react';
import { bookingCancelledEvent, isRunningNow, MY_PAST_BOOKINGS_PAGE_SIZE, type MyBooking } from '@longwood/core';
import { MemberListCard, MemberListSection, ShowEarlierButton } from '../../../components/member-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogWhenOpened } from '../../../components/ui/confirm-dialog-when-opened';
import { toast } from '../../../components/ui/toast';
import { trackEvent } from '../../../lib/analytics';
import { useCancelBooking } from '../api/cancel-booking';
import { getEarlierBookings, useMyBookings } from '../api/get-my-bookings';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { lazyNamed, useOpenedOnce } from '../../../lib/lazy-named';
import { useEarlierPages } from '../../../lib/use-earlier-pages';
import { useNow } from '../../../lib/use-now';
import { LiveNow } from '../../account';
import { AddToCalendar } from './add-to-calendar';
import { useToastedMutation } from '../../../lib/toasted-mutation';

// Moving a booking (docs/decisions/021-booking-api.md) is loaded when first asked for: the page does not
// download its dialog before anyone moves a booking (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
const MoveBookingDialog = lazyNamed(() => import('./move-booking-dialog'), 'MoveBookingDialog');

function byStart(a: MyBooking, b: MyBooking): number {
  return `${a.bookingDate} ${a.startTime}`.localeCompare(`${b.bookingDate} ${b.startTime}`);
}

/** "Live now" on a booking while it runs on its bay (the shots' code is loaded then, not with the page). */
function LiveWhileRunning({ booking, now }: { booking: MyBooking; now: Date }) {
  if (!isRunningNow(booking.bookingDate, booking.startTime, booking.endTime, now)) return null;
  return (
    <Suspense fallback={null}>
      <LiveNow bookingId={booking.id} />
    </Suspense>
  );
}

/** "Tuesday, November 24, 2026, 10:00 AM - 11:00 AM EST, Bay 1": names one booking for a screen reader. */
function bookingName(b: MyBooking): string {
  return `${formatDateLong(b.bookingDate)}, ${formatTimeRange(b.startTime, b.endTime, { zoneOn: b.bookingDate })}, ${b.simulatorName}`;
}

/** A booking's "Move" or "Cancel": the verb seen, heard with the booking's date, time and bay, so each is distinct. */
function BookingAction({
  verb,
  booking,
  onClick,
}: {
  verb: 'Move' | 'Cancel';
  booking: MyBooking;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="sm" aria-label={`${verb} booking on ${bookingName(booking)}`} onClick={onClick}>
      {verb}
    </Button>
  );
}

/** The member's bookings as the server lists them: bay names and "still ahead" (isFuture) come with each row. */
export function MyBookings() {
  const { data, isPending, isError, error, refetch } = useMyBookings();
  const cancel = useToastedMutation(useCancelBooking(), 'Error Canceling Booking');
  const [toCancel, setToCancel] = useState<MyBooking | null>(null);
  const [toMove, setToMove] = useState<MyBooking | null>(null);
  const moveOpened = useOpenedOnce(toMove !== null);
  const now = useNow();
  // After a cancellation the row (and the button that opened the question) goes away: focus moves to the
  // section's heading instead of falling to the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = useRef(false);
  // Earlier bookings come a page at a time (decision 021); the first page arrives with the rest.
  const earlier = useEarlierPages(getEarlierBookings, MY_PAST_BOOKINGS_PAGE_SIZE);

  const bookings = data ?? [];
  const upcoming = bookings.filter((b) => b.isFuture).sort(byStart);
  const seen = new Set<number>();
  const past = [...bookings.filter((b) => !b.isFuture), ...earlier.rows]
    .filter((b) => !seen.has(b.id) && seen.add(b.id))
    .sort(byStart)
    .reverse();
  // The server sends at most a page of earlier bookings at a time: a full page means there may be more.
  const mayHaveEarlier =
    earlier.more && (earlier.rows.length > 0 || past.length >= MY_PAST_BOOKINGS_PAGE_SIZE) && past.length > 0;

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelled.current = false;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        cancelled.current = true;
        trackEvent(bookingCancelledEvent({ simulator: toCancel.simulatorName }));
        toast({
          title: 'Booking Canceled',
          description: `Your booking on ${formatDateLong(toCancel.bookingDate)} has been canceled.`,
        });
        setToCancel(null);
      },
      onError: () => setToCancel(null),
    });
  };

  return (
    <section aria-labelledby="my-bookings-heading">
      <h2
        id="my-bookings-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        My Bookings
      </h2>
      <MemberListCard
        what="bookings"
        isPending={isPending}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={upcoming.length === 0 && past.length === 0}
      >
        <MemberListSection
          title="Upcoming"
          label="Upcoming bookings"
          empty="No upcoming bookings."
          rows={upcoming.map((b) => (
            <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium text-slate-900">{formatDateLong(b.bookingDate)}</p>
                <p className="text-sm text-slate-600">
                  {formatTimeRange(b.startTime, b.endTime, { zoneOn: b.bookingDate })} · {b.simulatorName}
                </p>
                <LiveWhileRunning booking={b} now={now} />
              </div>
              <div className="flex flex-wrap gap-2">
                <AddToCalendar booking={b} label={bookingName(b)} now={now} />
                <BookingAction verb="Move" booking={b} onClick={() => setToMove(b)} />
                <BookingAction verb="Cancel" booking={b} onClick={() => setToCancel(b)} />
              </div>
            </li>
          ))}
        />
        {past.length > 0 ? (
          <MemberListSection
            title="Past"
            label="Past bookings"
            rows={past.map((b) => (
              <li key={b.id} className="py-3 text-slate-500">
                <p>{formatDateLong(b.bookingDate)}</p>
                <p className="text-sm">
                  {formatTimeRange(b.startTime, b.endTime, { zoneOn: b.bookingDate })} · {b.simulatorName}
                </p>
                {/* A booking that has started is listed here; while it runs, its shots arrive on it. */}
                <LiveWhileRunning booking={b} now={now} />
              </li>
            ))}
            after={
              mayHaveEarlier ? (
                <ShowEarlierButton
                  what="bookings"
                  loading={earlier.loading}
                  failed={earlier.failed}
                  onClick={() => earlier.showEarlier(past.at(-1))}
                />
              ) : null
            }
          />
        ) : null}
      </MemberListCard>
      {moveOpened ? (
        <Suspense fallback={null}>
          <MoveBookingDialog booking={toMove} onClose={() => setToMove(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialogWhenOpened
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel Booking"
        description={
          toCancel
            ? `Are you sure you want to cancel your booking on ${formatDateLong(toCancel.bookingDate)}, ${formatTimeRange(toCancel.startTime, toCancel.endTime, { zoneOn: toCancel.bookingDate })} (${toCancel.simulatorName})?`
            : ''
        }
        cancelLabel="Keep Booking"
        confirmLabel={cancel.isPending ? 'Canceling...' : 'Yes, Cancel Booking'}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
        returnFocusTo={() => (cancelled.current ? headingRef.current : null)}
      />
    </section>
  );
}
