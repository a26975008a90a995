// What /booking shows for the chosen day (docs/decisions/130-booking-page-shows-the-day.md): the day as core sees
// it (every occupancy, mine flagged, and the unscheduled leagues' holds), its start times for the duration, what is
// left of the daily cap, and the window's days without a bookable start, for the calendar.
import { useMemo } from 'react';
import {
  dayAvailability,
  datesWithoutBookableStart,
  fittingDuration,
  remainingDailyMinutes,
  slotAvailability,
} from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { useBookingRange } from '../api/get-booking-range';
import { useDayBookings } from '../api/get-day-bookings';
import { useLeagues } from '../../leagues';

export interface BookingDayChoice {
  date: string;
  /** The bookable dates of the window, first to last. */
  dates: string[];
  now: Date;
  /** The duration the member picked; the longest that fits what is left that day stands in for it. */
  pickedDuration: number;
  /** The bay the member prefers; none: the first free bay. */
  preferredBay: number | undefined;
}

export function useBookingDay({ date, dates, now, pickedDuration, preferredBay }: BookingDayChoice) {
  const limits = { ...bookingRules };
  const dayBookings = useDayBookings(date);
  // League sessions hold bays; if the list cannot be read the server still refuses clashing bookings.
  const leagues = useLeagues();
  // The whole window at once, for the calendar's greyed days; if it cannot be read, no day is greyed.
  const firstDate = dates[0] ?? date;
  const lastDate = dates[dates.length - 1] ?? date;
  const windowBookings = useBookingRange(firstDate, lastDate);

  const day = useMemo(
    () =>
      dayAvailability({ date, occupancies: dayBookings.data ?? [], leagues: leagues.data ?? [], bays: limits.bays }),
    [date, dayBookings.data, leagues.data, limits.bays],
  );
  const minutesLeft = remainingDailyMinutes(day.ownMinutes, limits.dailyCapMinutes);
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

  return {
    dayBookings,
    loadingSlots: dayBookings.isPending || leagues.isPending,
    day,
    slots,
    durationMinutes,
    knownMinutesLeft,
    unbookable,
    firstDate,
    lastDate,
  };
}
