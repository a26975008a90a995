// /booking (docs/requirements.md#booking-page): members pick a date, a duration and a start time; the slot list is core's
// availability over the day's occupancies and the leagues (bays, league holds, 4-hour daily cap; decision 080),
// and the server re-checks everything.
import { useMemo, useState, type ReactNode } from 'react';
import {
  bookableDates,
  bookingCreatedEvent,
  bookingLimitReachedEvent,
  bookingSearchEvent,
  dayAvailability,
  datesWithoutBookableStart,
  facilityToday,
  fittingDuration,
  ownHoldsAt,
  remainingDailyMinutes,
  SELECTION_REQUIRED_MESSAGE,
  SELECTION_REQUIRED_TITLE,
  slotAvailability,
} from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialogWhenOpened } from '../../../components/ui/confirm-dialog-when-opened';
import { toast } from '../../../components/ui/toast';
import { PageContainer } from '../../../components/page-container';
import { trackEvent } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useCreateBooking } from '../api/create-booking';
import { useBookingRange } from '../api/get-booking-range';
import { useDayBookings } from '../api/get-day-bookings';
import { useWaitlist } from '../api/get-waitlist';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeagues } from '../../leagues';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { BookingDatePicker } from './booking-date-picker';
import { BookingPageHeading } from './booking-page-heading';
import { DayTimeline, DayTimelineLoading } from './day-timeline';
import { dailyTimeNote, DurationPicker } from './duration-picker';
import { MyBookings } from './my-bookings';
import { StartTimeSelect } from './start-time-select';
import { BayPreferenceSelect, preferenceNote } from './bay-preference-select';
import { facilityBayName } from '../../../lib/booking-choices';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const DEFAULT_DURATION_MINUTES = 60;

/**
 * Shown to those with member features; screens.tsx shows 'Membership Required' to everyone else. `lessons` is the
 * member's lessons, listed with their bookings (composed by app/, since features do not import each other).
 */
export function BookingPage({ lessons }: { lessons?: ReactNode } = {}) {
  const now = useNow();
  const limits = { ...bookingRules };
  const dates = bookableDates(now, limits.bookingWindowDays);
  const today = facilityToday(now);
  const [pickedDate, setPickedDate] = useState(today);
  // If the page stays open past midnight, yesterday is no longer bookable.
  const date = pickedDate < today ? today : pickedDate;
  const [pickedDuration, setPickedDuration] = useState(DEFAULT_DURATION_MINUTES);
  const [startTime, setStartTime] = useState('');
  // The bay the member prefers (docs/decisions/003-booking-rules-and-bay-assignment.md); none: the first free bay.
  const [preferredBay, setPreferredBay] = useState<number | undefined>(undefined);
  // The member's own booking(s) on the other bay at the chosen time: asked about before booking.
  const [sameTimeAsked, setSameTimeAsked] = useState<string | null>(null);

  const dayBookings = useDayBookings(date);
  // League sessions hold bays; if the list cannot be read the server still refuses clashing bookings.
  const leagues = useLeagues();
  const createBooking = useToastedMutation(useCreateBooking(), 'Booking Failed');
  const waitlist = useWaitlist();
  const joinWaitlist = useToastedMutation(useJoinWaitlist(), 'Could Not Add You');
  const watching = useMemo(
    () =>
      new Set((waitlist.data ?? []).filter((e) => e.bookingDate === date).map((e) => `${e.startTime}-${e.endTime}`)),
    [waitlist.data, date],
  );
  const notifyMe = (slot: { startTime: string; endTime: string }) => {
    joinWaitlist.mutate(
      { bookingDate: date, startTime: slot.startTime, endTime: slot.endTime },
      {
        onSuccess: () =>
          toast({
            title: "We'll Let You Know",
            description: `We will e-mail you once if a bay frees up on ${formatDateLong(date)}, ${formatTimeRange(slot.startTime, slot.endTime, { zoneOn: date })}. Nothing is booked for you.`,
          }),
      },
    );
  };
  // The whole window at once, for the calendar's greyed days; if it cannot be read, no day is greyed.
  const firstDate = dates[0] ?? today;
  const lastDate = dates[dates.length - 1] ?? today;
  const windowBookings = useBookingRange(firstDate, lastDate);

  // The day as core sees it: every occupancy (mine flagged) and the unscheduled leagues' session holds.
  const day = useMemo(
    () =>
      dayAvailability({ date, occupancies: dayBookings.data ?? [], leagues: leagues.data ?? [], bays: limits.bays }),
    [date, dayBookings.data, leagues.data, limits.bays],
  );
  const minutesAlreadyBooked = day.ownMinutes;
  const minutesLeft = remainingDailyMinutes(minutesAlreadyBooked, limits.dailyCapMinutes);
  // Only from a loaded day: when it failed, "4 hours more" would be a guess (the slot area says why).
  const knownMinutesLeft = dayBookings.isSuccess ? minutesLeft : undefined;
  // A duration longer than what is left that day cannot be booked: the longest that fits stands in for it
  // (the member's own choice returns on a day with room). With nothing left, the '(Exceeds Limit)' list
  // of docs/requirements.md#booking-rules.
  const durationMinutes = dayBookings.isSuccess
    ? fittingDuration(pickedDuration, day.ownMinutes, limits.dailyCapMinutes)
    : pickedDuration;
  const unbookable = useMemo(
    () =>
      new Set(
        windowBookings.data && leagues.data
          ? datesWithoutBookableStart({
              dates,
              occupancies: windowBookings.data,
              leagues: leagues.data,
              durationMinutes: pickedDuration,
              now,
              limits,
            })
          : [],
      ),
    // `dates` follows `now`; a new array each render, so the day's first date stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [windowBookings.data, leagues.data, pickedDuration, now, firstDate],
  );
  const slots = useMemo(
    () => slotAvailability({ day, durationMinutes, now, limits, preferred: preferredBay }),
    // The rules change only with a page load; their figures stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [day, durationMinutes, now, preferredBay, limits.dailyCapMinutes, limits.bookingWindowDays],
  );

  const loadingSlots = dayBookings.isPending || leagues.isPending;
  const selected = slots.find((s) => s.startTime === startTime && s.available);
  const timelineShown = !loadingSlots && dayBookings.isSuccess && slots.length > 0;

  const changeDate = (next: string) => {
    setPickedDate(next);
    setStartTime('');
    trackEvent(bookingSearchEvent({ date: next, simulator: 'any' }));
  };
  const changeDuration = (minutes: number) => {
    setPickedDuration(minutes);
    setStartTime('');
  };

  const book = () => {
    // While a booking is on its way the button stays focusable (aria-disabled, not disabled): a disabled button
    // would drop keyboard focus to <body>.
    if (createBooking.isPending) return;
    if (!selected && knownMinutesLeft === 0) {
      // Not "Please select a time slot.": no slot could be selected. Say what is really in the way.
      toast({ title: 'Daily Limit Reached', description: dailyTimeNote(0), variant: 'destructive' });
      return;
    }
    if (!selected) {
      toast({ title: SELECTION_REQUIRED_TITLE, description: SELECTION_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    const mine = ownHoldsAt(day, selected.startTime, selected.endTime);
    if (mine.length > 0) {
      setSameTimeAsked(
        mine
          .map((h) => `${facilityBayName(h.simulatorId)}, ${formatTimeRange(h.startTime, h.endTime, { zoneOn: date })}`)
          .join('; '),
      );
      return;
    }
    submit();
  };

  const submit = () => {
    setSameTimeAsked(null);
    if (!selected) return;
    const { startTime: start, endTime, simulatorId = 1 } = selected;
    const asked = preferredBay;
    createBooking.mutate(
      { simulatorId, bookingDate: date, startTime: start, endTime },
      {
        onSuccess: (booking) => {
          trackEvent(bookingCreatedEvent({ ...booking, simulator: facilityBayName(booking.simulatorId) }));
          const minutesBooked = minutesAlreadyBooked + durationMinutes;
          if (remainingDailyMinutes(minutesBooked, limits.dailyCapMinutes) === 0) {
            trackEvent(bookingLimitReachedEvent({ date, hoursBooked: minutesBooked / 60 }));
          }
          toast({
            title: 'Booking Confirmed',
            description: `Your golf session has been booked successfully in ${facilityBayName(booking.simulatorId)}.${preferenceNote(asked, booking.simulatorId)}`,
          });
          setStartTime('');
        },
        onError: () => setStartTime(''),
      },
    );
  };

  return (
    <PageContainer>
      <BookingPageHeading />

      {/* Wide screens: the calendar beside the form (rows of about the same height), the day's timeline under both:
          no column runs on empty under the other (docs/decisions/130-booking-page-shows-the-day.md). */}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <Card className="p-4 lg:col-start-1 lg:row-start-1">
          <h2 className="mb-3 text-sm font-semibold text-slate-800">Select a Date</h2>
          <BookingDatePicker
            value={date}
            min={firstDate}
            max={lastDate}
            onChange={changeDate}
            unbookable={unbookable}
          />
        </Card>

        <Card className="space-y-6 p-4 sm:p-6 lg:col-start-2 lg:row-start-1">
          <div>
            <p className="text-sm text-slate-500">Selected date</p>
            <p className="text-lg font-semibold text-slate-900" data-testid="selected-date">
              {formatDateLong(date)}
            </p>
          </div>

          <DurationPicker value={durationMinutes} onChange={changeDuration} minutesLeft={knownMinutesLeft} />

          {/* The start time and the bay preference side by side from small screens on (one column when the facility
              has one open bay and no preference to state): the form stays about as tall as the calendar beside it. */}
          <div className="grid gap-6 sm:auto-cols-fr sm:grid-flow-col">
            {loadingSlots ? (
              // The list's own place, disabled, so the form keeps its height when the times arrive.
              <StartTimeSelect date={date} slots={[]} value="" onChange={() => undefined} disabled loading />
            ) : dayBookings.isError ? (
              <div className="rounded-md bg-red-50 p-3 text-sm text-red-700">
                Could not load availability for this day. {errorMessage(dayBookings.error)}{' '}
                <button type="button" className="font-medium underline" onClick={() => void dayBookings.refetch()}>
                  Try again
                </button>
              </div>
            ) : (
              <StartTimeSelect date={date} slots={slots} value={selected ? startTime : ''} onChange={setStartTime} />
            )}

            <BayPreferenceSelect value={preferredBay} onChange={setPreferredBay} />
          </div>

          {selected ? (
            <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {formatDateLong(date)} · {formatTimeRange(selected.startTime, selected.endTime, { zoneOn: date })}
              {preferredBay !== undefined ? ` · ${facilityBayName(selected.simulatorId ?? 1)}` : null}
              {preferenceNote(preferredBay, selected.simulatorId ?? 1, 'then')}
            </p>
          ) : null}

          <Button
            size="lg"
            className="w-full aria-disabled:opacity-50"
            onClick={book}
            aria-disabled={createBooking.isPending || undefined}
            disabled={loadingSlots}
          >
            {createBooking.isPending ? 'Booking...' : 'Book Session'}
          </Button>
        </Card>

        {/* Under the calendar and the form on wide screens, after the form on phones: both bays by half hour. */}
        {loadingSlots ? (
          <Card className="p-4 lg:col-span-2 lg:row-start-2">
            <DayTimelineLoading />
          </Card>
        ) : timelineShown ? (
          <Card className="p-4 lg:col-span-2 lg:row-start-2">
            <DayTimeline
              day={day}
              slots={slots}
              selectedStart={selected ? startTime : ''}
              onPick={setStartTime}
              watching={watching}
              onNotify={notifyMe}
            />
          </Card>
        ) : null}
      </div>

      <div className="mt-10">
        <ConfirmDialogWhenOpened
          open={sameTimeAsked !== null}
          onOpenChange={(open) => {
            if (!open) setSameTimeAsked(null);
          }}
          title="Book Both Bays?"
          description={`You already have a booking at this time (${sameTimeAsked ?? ''}). Book ${selected ? facilityBayName(selected.simulatorId ?? 1) : 'the other bay'} as well?`}
          cancelLabel="No, Go Back"
          confirmLabel="Yes, Book Both"
          destructive={false}
          onConfirm={submit}
        />
        <MyBookings />
        {lessons ? <div className="mt-8">{lessons}</div> : null}
      </div>
    </PageContainer>
  );
}
