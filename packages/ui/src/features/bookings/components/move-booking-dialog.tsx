// "Move Booking": a member moves one of their future bookings to another date, duration or start in one step
// (PATCH /api/bookings/{id}; docs/decisions/021-booking-api.md). The choices are core's, over the
// chosen day with this booking left out, so its own time neither blocks its slot nor counts twice in the cap.
import { useMemo, useState } from 'react';
import {
  bookableDates,
  bookingDurationMinutes,
  dayAvailability,
  durationLabel,
  facilityToday,
  fittingDuration,
  outsideWindowMessage,
  remainingDailyMinutes,
  slotAvailability,
  type MyBooking,
} from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useDayBookings } from '../api/get-day-bookings';
import { useLeagues } from '../../leagues';
import { useMoveBooking } from '../api/move-booking';
import { DurationPicker } from './duration-picker';
import { StartTimeSelect } from './start-time-select';
import { facilityBayName } from '../../../lib/booking-choices';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function MoveBookingDialog({ booking, onClose }: { booking: MyBooking | null; onClose: () => void }) {
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Move Booking"
      description={
        booking
          ? `Now: ${formatDateLong(booking.bookingDate)}, ${formatTimeRange(booking.startTime, booking.endTime, { zoneOn: booking.bookingDate })} (${booking.simulatorName}). Choose the new date and time.`
          : ''
      }
    >
      {booking ? <MoveForm booking={booking} onDone={onClose} /> : null}
    </Modal>
  );
}

function MoveForm({ booking, onDone }: { booking: MyBooking; onDone: () => void }) {
  const now = useNow();
  const limits = { ...bookingRules };
  const dates = bookableDates(now, limits.bookingWindowDays);
  const today = facilityToday(now);
  const [date, setDate] = useState(booking.bookingDate < today ? today : booking.bookingDate);
  const [pickedDuration, setPickedDuration] = useState(bookingDurationMinutes(booking.startTime, booking.endTime));
  const [startTime, setStartTime] = useState('');
  const dayBookings = useDayBookings(date);
  const leagues = useLeagues();
  const move = useToastedMutation(useMoveBooking(), 'Error Moving Booking');

  const day = useMemo(
    () =>
      dayAvailability(
        { date, occupancies: dayBookings.data ?? [], leagues: leagues.data ?? [], bays: limits.bays },
        { excludeOccupancyId: booking.id },
      ),
    [date, dayBookings.data, leagues.data, booking.id, limits.bays],
  );
  const minutesLeft = dayBookings.isSuccess ? remainingDailyMinutes(day.ownMinutes, limits.dailyCapMinutes) : undefined;
  const durationMinutes = dayBookings.isSuccess
    ? fittingDuration(pickedDuration, day.ownMinutes, limits.dailyCapMinutes)
    : pickedDuration;
  const slots = useMemo(
    () => slotAvailability({ day, durationMinutes, now, limits }),
    // The rules change only with a page load; their figures stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [day, durationMinutes, now, limits.dailyCapMinutes, limits.bookingWindowDays],
  );
  const selected = slots.find((s) => s.startTime === startTime && s.available);
  const dateValid = dates.includes(date);
  const loading = dayBookings.isPending || leagues.isPending;

  const submit = () => {
    if (!selected) return;
    move.mutate(
      {
        id: booking.id,
        simulatorId: selected.simulatorId ?? booking.simulatorId,
        bookingDate: date,
        startTime: selected.startTime,
        endTime: selected.endTime,
      },
      {
        onSuccess: (moved) => {
          toast({
            title: 'Booking Moved',
            description: `Your booking is now on ${formatDateLong(moved.bookingDate)}, ${formatTimeRange(moved.startTime, moved.endTime, { zoneOn: moved.bookingDate })} in ${facilityBayName(moved.simulatorId)}.`,
          });
          onDone();
        },
        onError: () => setStartTime(''),
      },
    );
  };

  return (
    <div className="space-y-4">
      <TextField
        label="New date"
        type="date"
        value={date}
        min={dates[0]}
        max={dates[dates.length - 1]}
        onChange={(e) => {
          setDate(e.target.value);
          setStartTime('');
        }}
        error={dateValid ? undefined : outsideWindowMessage(limits.bookingWindowDays)}
      />
      <DurationPicker
        value={durationMinutes}
        onChange={(m) => {
          setPickedDuration(m);
          setStartTime('');
        }}
        minutesLeft={minutesLeft}
        checking={dayBookings.isPending}
      />
      {/* The dialog is centred: whatever grows when the day's times arrive moves the duration buttons, and a press
          on one then ends beside it and is lost (a move went through at 1 hr after '1.5 hrs' was clicked). So the
          note above and the list here keep their places while the day loads, as on the booking page. */}
      {!dateValid ? null : loading ? (
        <StartTimeSelect date={date} slots={[]} value="" onChange={() => undefined} disabled loading />
      ) : dayBookings.isError ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          Could not load availability for this day. {errorMessage(dayBookings.error)}
        </p>
      ) : (
        <StartTimeSelect date={date} slots={slots} value={selected ? startTime : ''} onChange={setStartTime} />
      )}
      {selected ? (
        // What the move will do, said before it is done: a duration longer than the time left that day stands in
        // as the longest that fits (decision 130), and the member reads so here rather than after the move.
        <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          Moves to {formatDateLong(date)}, {formatTimeRange(selected.startTime, selected.endTime, { zoneOn: date })}.
          {durationMinutes !== pickedDuration
            ? ` ${durationLabel(pickedDuration)} is more than you have left on this day, so the move is for ${durationLabel(durationMinutes)}.`
            : null}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={move.isPending}>
          Keep Current Time
        </Button>
        <Button onClick={submit} disabled={!selected || move.isPending}>
          {move.isPending ? 'Moving...' : 'Move Booking'}
        </Button>
      </div>
    </div>
  );
}
