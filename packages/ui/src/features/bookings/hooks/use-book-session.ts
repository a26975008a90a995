// Booking the chosen start time on /booking: what stands in the way is said in a toast ('Daily Limit Reached', no
// time picked), the member's own booking on the other bay at that time is asked about first ('Book Both Bays?'), and
// a booking made is confirmed with its bay and tracked (docs/decisions/130-booking-page-shows-the-day.md).
import { useState } from 'react';
import {
  bookingCreatedEvent,
  bookingLimitReachedEvent,
  ownHoldsAt,
  remainingDailyMinutes,
  SELECTION_REQUIRED_MESSAGE,
  SELECTION_REQUIRED_TITLE,
  type DayAvailability,
  type SlotOption,
} from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { toast } from '../../../components/ui/toast';
import { trackEvent } from '../../../lib/analytics';
import { facilityBayName } from '../../../lib/booking-choices';
import { formatTimeRange } from '../../../lib/format';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useCreateBooking } from '../api/create-booking';
import { preferenceNote } from '../components/bay-preference-select';
import { dailyTimeNote } from '../components/duration-picker';

export interface SessionToBook {
  date: string;
  day: DayAvailability;
  /** The chosen start time's slot, if it is available. */
  selected: SlotOption | undefined;
  durationMinutes: number;
  knownMinutesLeft: number | undefined;
  preferredBay: number | undefined;
  /** Clears the chosen start time (after a booking, made or failed). */
  clearStart: () => void;
}

export function useBookSession({
  date,
  day,
  selected,
  durationMinutes,
  knownMinutesLeft,
  preferredBay,
  clearStart,
}: SessionToBook) {
  const createBooking = useToastedMutation(useCreateBooking(), 'Booking Failed');
  // The member's own booking(s) on the other bay at the chosen time: asked about before booking.
  const [sameTimeAsked, setSameTimeAsked] = useState<string | null>(null);

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
          const minutesBooked = day.ownMinutes + durationMinutes;
          if (remainingDailyMinutes(minutesBooked, bookingRules.dailyCapMinutes) === 0) {
            trackEvent(bookingLimitReachedEvent({ date, hoursBooked: minutesBooked / 60 }));
          }
          toast({
            title: 'Booking Confirmed',
            description: `Your golf session has been booked successfully in ${facilityBayName(booking.simulatorId)}.${preferenceNote(asked, booking.simulatorId)}`,
          });
          clearStart();
        },
        onError: () => clearStart(),
      },
    );
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

  return { book, submit, pending: createBooking.isPending, sameTimeAsked, dismissAsk: () => setSameTimeAsked(null) };
}
