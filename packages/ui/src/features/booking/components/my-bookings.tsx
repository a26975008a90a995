import { useRef, useState } from 'react';
import { bookingCancelledEvent, MY_PAST_BOOKINGS_PAGE_SIZE, type MyBooking } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { trackEvent } from '../../../lib/analytics';
import { useCancelBooking } from '../api/cancel-booking';
import { getEarlierBookings, useMyBookings } from '../api/get-my-bookings';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { AddToCalendar } from './add-to-calendar';
import { MoveBookingDialog } from './move-booking-dialog';

function byStart(a: MyBooking, b: MyBooking): number {
  return `${a.bookingDate} ${a.startTime}`.localeCompare(`${b.bookingDate} ${b.startTime}`);
}

/** "Tuesday, November 24, 2026, 10:00 AM - 11:00 AM EST, Bay 1": names one booking for a screen reader. */
function bookingName(b: MyBooking): string {
  return `${formatDateLong(b.bookingDate)}, ${formatTimeRange(b.startTime, b.endTime, { zone: true })}, ${b.simulatorName}`;
}

/** The member's bookings as the server lists them: bay names and "still ahead" (isFuture) come with each row. */
export function MyBookings() {
  const { data, isPending, isError, error, refetch } = useMyBookings();
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<MyBooking | null>(null);
  const [toMove, setToMove] = useState<MyBooking | null>(null);
  const now = useNow();
  // After a cancellation the row (and the button that opened the question) goes away: focus moves to the
  // section's heading instead of falling to the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = useRef(false);
  // Earlier bookings come a page at a time (decision 154); the first page arrives with the rest.
  const [earlier, setEarlier] = useState<{ rows: MyBooking[]; more: boolean; loading: boolean; failed: boolean }>({
    rows: [],
    more: true,
    loading: false,
    failed: false,
  });

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

  const showEarlier = () => {
    const oldest = past.at(-1);
    if (!oldest) return;
    setEarlier((state) => ({ ...state, loading: true, failed: false }));
    getEarlierBookings(oldest).then(
      (rows) =>
        setEarlier((state) => ({
          rows: [...state.rows, ...rows],
          more: rows.length >= MY_PAST_BOOKINGS_PAGE_SIZE,
          loading: false,
          failed: false,
        })),
      () => setEarlier((state) => ({ ...state, loading: false, failed: true })),
    );
  };

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
      onError: (err) => {
        toast({ title: 'Error Canceling Booking', description: errorMessage(err), variant: 'destructive' });
        setToCancel(null);
      },
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
      <Card className="mt-4 p-4 sm:p-6">
        {isPending ? (
          <div className="flex justify-center py-6 text-emerald-700">
            <Spinner label="Loading your bookings..." />
          </div>
        ) : isError ? (
          <div className="py-4 text-center">
            <p className="text-red-700">Failed to fetch bookings</p>
            <p className="mt-1 text-sm text-slate-500">{errorMessage(error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : upcoming.length === 0 && past.length === 0 ? (
          <p className="py-6 text-center text-slate-600">You have no bookings yet.</p>
        ) : (
          <div className="space-y-6">
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Upcoming</h3>
              {upcoming.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No upcoming bookings.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Upcoming bookings">
                  {upcoming.map((b) => (
                    <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                      <div>
                        <p className="font-medium text-slate-900">{formatDateLong(b.bookingDate)}</p>
                        <p className="text-sm text-slate-600">
                          {formatTimeRange(b.startTime, b.endTime, { zone: true })} · {b.simulatorName}
                        </p>
                      </div>
                      {/* Visible "Move" / "Cancel", heard with the booking's date, time and bay: each one distinct. */}
                      <div className="flex flex-wrap gap-2">
                        <AddToCalendar booking={b} label={bookingName(b)} now={now} />
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Move booking on ${bookingName(b)}`}
                          onClick={() => setToMove(b)}
                        >
                          Move
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Cancel booking on ${bookingName(b)}`}
                          onClick={() => setToCancel(b)}
                        >
                          Cancel
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {past.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Past</h3>
                <ul className="mt-2 divide-y divide-slate-100" aria-label="Past bookings">
                  {past.map((b) => (
                    <li key={b.id} className="py-3 text-slate-500">
                      <p>{formatDateLong(b.bookingDate)}</p>
                      <p className="text-sm">
                        {formatTimeRange(b.startTime, b.endTime, { zone: true })} · {b.simulatorName}
                      </p>
                    </li>
                  ))}
                </ul>
                {mayHaveEarlier ? (
                  <div className="mt-2">
                    <Button variant="outline" size="sm" onClick={showEarlier} disabled={earlier.loading}>
                      {earlier.loading ? 'Loading...' : 'Show earlier bookings'}
                    </Button>
                    {earlier.failed ? (
                      <p className="mt-1 text-sm text-red-700" role="alert">
                        Earlier bookings could not be loaded. Please try again.
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </Card>
      <MoveBookingDialog booking={toMove} onClose={() => setToMove(null)} />
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancel Booking"
        description={
          toCancel
            ? `Are you sure you want to cancel your booking on ${formatDateLong(toCancel.bookingDate)}, ${formatTimeRange(toCancel.startTime, toCancel.endTime, { zone: true })} (${toCancel.simulatorName})?`
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
