// /booking (docs/requirements.md#booking-page): members pick a date, a duration and a start time; the slot list is core's
// availability over the day's occupancies and the leagues (bays, league holds, 4-hour daily cap; decision 080),
// and the server re-checks everything.
import { useState, type ReactNode } from 'react';
import { bookableDates, bookingSearchEvent, facilityToday } from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { Card } from '../../../components/ui/card';
import { ConfirmDialogWhenOpened } from '../../../components/ui/confirm-dialog-when-opened';
import { PageContainer } from '../../../components/page-container';
import { trackEvent } from '../../../lib/analytics';
import { facilityBayName } from '../../../lib/booking-choices';
import { useNow } from '../../../lib/use-now';
import { useBookSession } from '../hooks/use-book-session';
import { useBookingDay } from '../hooks/use-booking-day';
import { useSlotWatch } from '../hooks/use-slot-watch';
import { BookingDatePicker } from './booking-date-picker';
import { BookingForm } from './booking-form';
import { BookingPageHeading } from './booking-page-heading';
import { DayTimeline, DayTimelineLoading } from './day-timeline';
import { MyBookings } from './my-bookings';

const DEFAULT_DURATION_MINUTES = 60;

/**
 * Shown to those with member features; screens.tsx shows 'Membership Required' to everyone else. `lessons` is the
 * member's lessons, listed with their bookings (composed by app/, since features do not import each other).
 */
export function BookingPage({ lessons }: { lessons?: ReactNode } = {}) {
  const now = useNow();
  const dates = bookableDates(now, bookingRules.bookingWindowDays);
  const today = facilityToday(now);
  const [pickedDate, setPickedDate] = useState(today);
  // If the page stays open past midnight, yesterday is no longer bookable.
  const date = pickedDate < today ? today : pickedDate;
  const [pickedDuration, setPickedDuration] = useState(DEFAULT_DURATION_MINUTES);
  const [startTime, setStartTime] = useState('');
  // The bay the member prefers (docs/decisions/003-booking-rules-and-bay-assignment.md); none: the first free bay.
  const [preferredBay, setPreferredBay] = useState<number | undefined>(undefined);

  const bookingDay = useBookingDay({ date, dates, now, pickedDuration, preferredBay });
  const { dayBookings, loadingSlots, day, slots, durationMinutes, knownMinutesLeft, unbookable, firstDate, lastDate } =
    bookingDay;
  const { watching, notifyMe } = useSlotWatch(date);
  const selected = slots.find((s) => s.startTime === startTime && s.available);
  const session = useBookSession({ ...bookingDay, date, selected, preferredBay, clearStart: () => setStartTime('') });
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

        <BookingForm
          date={date}
          durationMinutes={durationMinutes}
          onDurationChange={changeDuration}
          knownMinutesLeft={knownMinutesLeft}
          loadingSlots={loadingSlots}
          dayFailure={
            dayBookings.isError ? { error: dayBookings.error, retry: () => void dayBookings.refetch() } : null
          }
          slots={slots}
          selected={selected}
          startTime={startTime}
          onStartTimeChange={setStartTime}
          preferredBay={preferredBay}
          onPreferredBayChange={setPreferredBay}
          onBook={session.book}
          booking={session.pending}
        />

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
          open={session.sameTimeAsked !== null}
          onOpenChange={(open) => {
            if (!open) session.dismissAsk();
          }}
          title="Book Both Bays?"
          description={`You already have a booking at this time (${session.sameTimeAsked ?? ''}). Book ${selected ? facilityBayName(selected.simulatorId ?? 1) : 'the other bay'} as well?`}
          cancelLabel="No, Go Back"
          confirmLabel="Yes, Book Both"
          destructive={false}
          onConfirm={session.submit}
        />
        <MyBookings />
        {lessons ? <div className="mt-8">{lessons}</div> : null}
      </div>
    </PageContainer>
  );
}
