import { useState } from 'react';
import { bookingCancelledEvent, type MyBooking } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { trackEvent } from '../../../lib/analytics';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import { formatDateLong, formatTimeRange } from '../../../lib/format';

const PAST_SHOWN = 5;

function byStart(a: MyBooking, b: MyBooking): number {
  return `${a.bookingDate} ${a.startTime}`.localeCompare(`${b.bookingDate} ${b.startTime}`);
}

/** The member's bookings as the server lists them: bay names and "still ahead" (isFuture) come with each row. */
export function MyBookings() {
  const { data, isPending, isError, error, refetch } = useMyBookings();
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<MyBooking | null>(null);

  const bookings = data ?? [];
  const upcoming = bookings.filter((b) => b.isFuture).sort(byStart);
  const past = bookings
    .filter((b) => !b.isFuture)
    .sort(byStart)
    .reverse()
    .slice(0, PAST_SHOWN);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
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
      <h2 id="my-bookings-heading" className="text-xl font-semibold text-slate-900">
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
                      <Button variant="outline" size="sm" onClick={() => setToCancel(b)}>
                        Cancel
                      </Button>
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
              </div>
            ) : null}
          </div>
        )}
      </Card>
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
      />
    </section>
  );
}
