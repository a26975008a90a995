// The facility's clock: today's date and the minutes since midnight on the wall clock in Longwood, Florida
// (America/New_York), whatever zone the machine is in (docs/decisions/001-facility-time-zone.md); the rest of facility
// time is time.ts, which re-exports this. A module of its own, importing nothing, so the web entry can ask for today's
// date ('@longwood/core/facility-clock') without any of core's schemas or a date library in the landing page's bundle
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).

export const FACILITY_TIME_ZONE = 'America/New_York';

// The one formatter of the facility's wall clock, made the first time a date is asked for and then kept: making a
// formatter for a time zone loads the zone's rules, the costliest step of the first date a page shows (a phone spent
// about 240 ms on it at /booking's start, when the web entry made one of its own for every call;
// docs/decisions/255-bundle-budgets-checked-by-the-build.md). The web entry asks through this module too
// ('@longwood/core/facility-clock').
let wallClockFormat: Intl.DateTimeFormat | undefined;

// The last conversion, reused: a calendar month of availability asks about the same `now` dozens of times, and
// each time-zone conversion costs microseconds that add up (docs/decisions/080-one-occupancy-model.md).
let lastFacilityNow: { time: number; value: Readonly<{ date: string; minutes: number }> } | null = null;

/** The wall clock at the instant `time` (ms since the epoch), read through the one formatter; not cached. */
function readWallClock(time: number): Readonly<{ date: string; minutes: number }> {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: FACILITY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClockFormat.formatToParts(time)) part[type] = value;
  return Object.freeze({
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  });
}

/** Facility date and minutes since local midnight (wall clock) at the instant `now`. */
export function facilityNow(now: Date): Readonly<{ date: string; minutes: number }> {
  const time = now.getTime();
  if (lastFacilityNow?.time === time) return lastFacilityNow.value;
  const value = readWallClock(time);
  lastFacilityNow = { time, value };
  return value;
}

/**
 * How far the facility's wall clock is from UTC at the instant `time` (ms since the epoch), in minutes: -300 under
 * EST, -240 under EDT. It is the wall clock read as if it were UTC, less the instant, both to the minute: the zone's
 * offsets have been whole minutes since 1883. `wall`, when the caller has read it already (`facilityNow`), saves a
 * second reading; otherwise the clock is read without touching `facilityNow`'s cache, so converting other instants
 * (`facilityInstant` in time.ts) does not push out the `now` a page keeps asking about.
 */
export function facilityUtcOffset(time: number, wall: { date: string; minutes: number } = readWallClock(time)): number {
  const { date, minutes } = wall;
  const midnight = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return midnight / 60_000 + minutes - Math.floor(time / 60_000);
}

/** Today's date at the facility, 'yyyy-MM-dd'. */
export function facilityToday(now: Date): string {
  return facilityNow(now).date;
}
