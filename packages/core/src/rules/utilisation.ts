// Bay use figures for the admin's daily chart (docs/requirements.md#admin-home): bay hours in each hour of a day,
// and how much of the bays' bookable time was used per day. Pure, over any kind of occupancy.
import { addDaysToDateString, daysBetweenDateStrings, timeToMinutes } from '../time';
import { DEFAULT_BAYS, LATEST_END_MINUTES, type BayState } from './booking';
import { dayAvailability, type DayAvailability, type LeagueBlocker, type OccupancyInterval } from './occupancy';

export interface Span {
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/** A span on one bay, of one public kind (what the insights' heat map and the lists behind it count). */
export interface BaySpan extends Span {
  simulatorId: number;
  kind: 'booking' | 'league' | 'lesson';
  /** The occupancy row; null for a night of a league without a generated schedule (held by computation). */
  occupancyId: number | null;
  leagueId: number | null;
}

/**
 * Every hold of a prepared day as a span: the rows and the nights of leagues without a generated schedule, which
 * core's one occupancy model holds by computation (docs/decisions/080-one-occupancy-model.md). Figures of bay use
 * count what the calendar shows, league nights included.
 */
export function daySpans(day: DayAvailability): BaySpan[] {
  const spans: BaySpan[] = [];
  for (const holds of day.holdsByBay.values()) {
    for (const h of holds) {
      spans.push({
        bookingDate: day.date,
        startTime: h.startTime,
        endTime: h.endTime,
        simulatorId: h.simulatorId,
        kind: h.kind,
        occupancyId: h.occupancyId,
        leagueId: h.leagueId,
      });
    }
  }
  return spans;
}

/**
 * Every bay use from `from` to `to` (inclusive): each date prepared once with `dayAvailability` over the rows of
 * that date and the leagues (any list; only their sessions in the range count).
 */
export function bayUseBetween(args: {
  from: string;
  to: string;
  occupancies: readonly (OccupancyInterval & { bookingDate: string })[];
  leagues: readonly LeagueBlocker[];
  bays?: readonly BayState[];
}): BaySpan[] {
  const byDate = new Map<string, OccupancyInterval[]>();
  for (const o of args.occupancies) {
    const list = byDate.get(o.bookingDate);
    if (list) list.push(o);
    else byDate.set(o.bookingDate, [o]);
  }
  const spans: BaySpan[] = [];
  const days = daysBetweenDateStrings(args.from, args.to) + 1;
  for (let i = 0; i < days; i += 1) {
    const date = addDaysToDateString(args.from, i);
    const occupancies = byDate.get(date) ?? [];
    if (occupancies.length === 0 && args.leagues.length === 0) continue;
    spans.push(...daySpans(dayAvailability({ date, occupancies, leagues: args.leagues, bays: args.bays })));
  }
  return spans;
}

/** Bookable minutes per bay per day: 00:00 to 23:30. */
export const BAY_DAY_MINUTES = LATEST_END_MINUTES;
/** Longest range the utilisation route answers for (one request, bounded rows). */
export const MAX_UTILISATION_DAYS = 31;

/** Bay hours in each hour of the day (index 0 = 00:00–01:00), over every bay. */
export function bayHoursByHour(spans: readonly Span[]): number[] {
  const minutes = Array.from({ length: 24 }, () => 0);
  for (const span of spans) {
    const start = timeToMinutes(span.startTime);
    const end = timeToMinutes(span.endTime);
    for (let hour = Math.floor(start / 60); hour < 24 && hour * 60 < end; hour += 1) {
      const overlap = Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
      if (overlap > 0) minutes[hour] = (minutes[hour] ?? 0) + overlap;
    }
  }
  return minutes.map((m) => m / 60);
}

export interface DayUtilisation {
  date: string;
  bookedMinutes: number;
  /** Share of the open bays' bookable time, 0–100, one decimal. */
  percent: number;
}

/** Booked minutes and utilisation for every day from `from` to `to` (inclusive), days without use included. */
export function utilisationByDay(
  spans: readonly Span[],
  from: string,
  to: string,
  bayCount: number = DEFAULT_BAYS.length,
): DayUtilisation[] {
  const days = daysBetweenDateStrings(from, to) + 1;
  const booked = new Map<string, number>();
  for (const span of spans) {
    const minutes = timeToMinutes(span.endTime) - timeToMinutes(span.startTime);
    booked.set(span.bookingDate, (booked.get(span.bookingDate) ?? 0) + Math.max(0, minutes));
  }
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const date = addDaysToDateString(from, i);
    const bookedMinutes = booked.get(date) ?? 0;
    const percent = Math.round((bookedMinutes / (Math.max(1, bayCount) * BAY_DAY_MINUTES)) * 1000) / 10;
    return { date, bookedMinutes, percent };
  });
}
