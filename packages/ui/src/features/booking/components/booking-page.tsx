// /booking (docs/requirements.md#booking-page): members pick a date, a duration and a start time; the slot list is core's
// availability over the day's occupancies and the leagues (bays, league holds, 4-hour daily cap; decision 080),
// and the server re-checks everything.
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  bayName,
  bookableDates,
  bookingCreatedEvent,
  bookingLimitReachedEvent,
  bookingSearchEvent,
  dayAvailability,
  durationLabel,
  facilityToday,
  remainingDailyMinutes,
  SELECTION_REQUIRED_MESSAGE,
  SELECTION_REQUIRED_TITLE,
  slotAvailability,
} from '@longwood/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { PageContainer } from '../../../components/page-container';
import { trackEvent } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useCreateBooking } from '../api/create-booking';
import { useDayBookings } from '../api/get-day-bookings';
import { useLeagues } from '../api/get-leagues';
import { formatDateLong, formatTimeRange, TIME_ZONE_LABEL } from '../../../lib/format';
import { BookingDatePicker } from './booking-date-picker';
import { DurationPicker } from './duration-picker';
import { MyBookings } from './my-bookings';
import { StartTimeSelect } from './start-time-select';

const DEFAULT_DURATION_MINUTES = 60;

/**
 * Shown to those with member features; routes.tsx shows 'Membership Required' to everyone else. `lessons` is the
 * member's lessons, listed with their bookings (composed by app/, since features do not import each other).
 */
export function BookingPage({ lessons }: { lessons?: ReactNode } = {}) {
  const now = useNow();
  const dates = bookableDates(now);
  const today = facilityToday(now);
  const [pickedDate, setPickedDate] = useState(today);
  // If the page stays open past midnight, yesterday is no longer bookable.
  const date = pickedDate < today ? today : pickedDate;
  const [durationMinutes, setDurationMinutes] = useState(DEFAULT_DURATION_MINUTES);
  const [startTime, setStartTime] = useState('');

  const dayBookings = useDayBookings(date);
  // League sessions hold bays; if the list cannot be read the server still refuses clashing bookings.
  const leagues = useLeagues();
  const createBooking = useCreateBooking();

  // The day as core sees it: every occupancy (mine flagged) and the unscheduled leagues' session holds.
  const day = useMemo(
    () => dayAvailability({ date, occupancies: dayBookings.data ?? [], leagues: leagues.data ?? [] }),
    [date, dayBookings.data, leagues.data],
  );
  const minutesAlreadyBooked = day.ownMinutes;
  const slots = useMemo(() => slotAvailability({ day, durationMinutes, now }), [day, durationMinutes, now]);

  const loadingSlots = dayBookings.isPending || leagues.isPending;
  const selected = slots.find((s) => s.startTime === startTime && s.available);
  const minutesLeft = remainingDailyMinutes(minutesAlreadyBooked);

  const changeDate = (next: string) => {
    setPickedDate(next);
    setStartTime('');
    trackEvent(bookingSearchEvent({ date: next, simulator: 'any' }));
  };
  const changeDuration = (minutes: number) => {
    setDurationMinutes(minutes);
    setStartTime('');
  };

  const book = () => {
    if (!selected) {
      toast({ title: SELECTION_REQUIRED_TITLE, description: SELECTION_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    const { startTime: start, endTime, simulatorId = 1 } = selected;
    createBooking.mutate(
      { simulatorId, bookingDate: date, startTime: start, endTime },
      {
        onSuccess: (booking) => {
          trackEvent(bookingCreatedEvent({ ...booking, simulator: bayName(booking.simulatorId) }));
          const minutesBooked = minutesAlreadyBooked + durationMinutes;
          if (remainingDailyMinutes(minutesBooked) === 0) {
            trackEvent(bookingLimitReachedEvent({ date, hoursBooked: minutesBooked / 60 }));
          }
          toast({
            title: 'Booking Confirmed',
            description: `Your golf session has been booked successfully in ${bayName(booking.simulatorId)}.`,
          });
          setStartTime('');
        },
        onError: (err) => {
          toast({ title: 'Booking Failed', description: errorMessage(err), variant: 'destructive' });
          setStartTime('');
        },
      },
    );
  };

  return (
    <PageContainer>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Book a Simulator</h1>
          <p className="mt-1 text-slate-600">
            Reserve a bay up to 30 days ahead. Members can book up to 4 hours per day. All times are {TIME_ZONE_LABEL}{' '}
            (facility time).
          </p>
        </div>
        <Link to="/book-lesson" className={buttonClasses('outline', 'md')}>
          Book a Lesson
        </Link>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <Card className="p-4">
          <h2 className="mb-3 text-sm font-semibold text-slate-800">Select a Date</h2>
          <BookingDatePicker
            value={date}
            min={dates[0] ?? today}
            max={dates[dates.length - 1] ?? today}
            onChange={changeDate}
          />
        </Card>

        <Card className="space-y-6 p-4 sm:p-6">
          <div>
            <p className="text-sm text-slate-500">Selected date</p>
            <p className="text-lg font-semibold text-slate-900" data-testid="selected-date">
              {formatDateLong(date)}
            </p>
            {/* Only from a loaded day: when it failed, "4 hours more" would be a guess (the slot area says why). */}
            {dayBookings.isSuccess ? (
              <p className="mt-1 text-sm text-slate-600">
                {minutesLeft > 0
                  ? `You can book ${durationLabel(minutesLeft)} more on this day.`
                  : 'You have reached the 4-hour daily limit on this day.'}
              </p>
            ) : null}
          </div>

          <DurationPicker value={durationMinutes} onChange={changeDuration} />

          {loadingSlots ? (
            <div className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner label="Loading available times..." className="text-emerald-700" />
              <span aria-hidden="true">Loading available times...</span>
            </div>
          ) : dayBookings.isError ? (
            <div className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              Could not load availability for this day. {errorMessage(dayBookings.error)}{' '}
              <button type="button" className="font-medium underline" onClick={() => void dayBookings.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <StartTimeSelect slots={slots} value={selected ? startTime : ''} onChange={setStartTime} />
          )}

          {selected ? (
            <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {formatDateLong(date)} · {formatTimeRange(selected.startTime, selected.endTime, { zone: true })}
            </p>
          ) : null}

          <Button size="lg" className="w-full" onClick={book} disabled={createBooking.isPending || loadingSlots}>
            {createBooking.isPending ? 'Booking...' : 'Book Session'}
          </Button>
        </Card>
      </div>

      <div className="mt-10">
        <MyBookings />
        {lessons ? <div className="mt-8">{lessons}</div> : null}
      </div>
    </PageContainer>
  );
}
