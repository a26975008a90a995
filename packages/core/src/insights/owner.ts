// The owner's figures beside bay use (docs/decisions/471-the-owners-morning.md): revenue per available bay-hour (per
// bay, per hour), members joined and lost by month, the no-show rate per member, how far ahead and through which
// channel bookings are made, and the ranges they are compared with. Pure: the server reads, these count.
import type { OccupancyKind } from '../schemas/booking';
import { bookingChannel, type BookingChannel } from '../schemas/staff-booking';
import { facilityClock, HOUR_MS, type FacilityClock } from './wall-clock';
import { addDaysToDateString, daysBetweenDateStrings, facilityInstant, facilityNow } from '../time';

/** The channels' names in the figures (core's one `bookingChannel` rule says which a booking came in by). */
export const CHANNEL_LABELS: Record<BookingChannel, string> = {
  online: 'Online',
  staff: 'Staff',
  'walk-in': 'Walk-in',
};
/** The kinds a person books (leagues' nights and lessons hold bays by other means and are left out). */
export const CHANNEL_KINDS = ['member', 'staff', 'walk_in'] as const satisfies readonly OccupancyKind[];

/** A live booking of a channel kind as the server read it: its start and who made it, when. */
export interface InsightBookingMade {
  kind: OccupancyKind;
  bookingDate: string;
  startTime: string;
  createdAt: string;
  userId: number | null;
  createdBy: number | null;
  walkIn: boolean;
}

/** Lead time bands: hours from the booking being made to its start. */
export const LEAD_TIME_BANDS = [
  { label: 'Under 2 hours', below: 2 },
  { label: '2 to 24 hours', below: 24 },
  { label: '1 to 7 days', below: 24 * 7 },
  { label: 'Over 7 days', below: Infinity },
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
export const percentOf = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

/** Hours from a booking being made to its start, real time (a day across a clock change is 23 or 25 hours). */
export const leadHoursOf = (
  b: Pick<InsightBookingMade, 'bookingDate' | 'startTime' | 'createdAt'>,
  clock: Pick<FacilityClock, 'instant'> = facilityClock(),
) => Math.max(0, (clock.instant(b.bookingDate, b.startTime) - Date.parse(b.createdAt)) / HOUR_MS);

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Lead time (median and bands) and the count per channel of the bookings made. */
export function bookingsMadeFigures(made: readonly InsightBookingMade[]) {
  const channels = { online: 0, staff: 0, walkIn: 0 };
  const bands = LEAD_TIME_BANDS.map((band) => ({ label: band.label, count: 0 }));
  const hours: number[] = [];
  const clock = facilityClock();
  for (const b of made) {
    const channel = bookingChannel(b);
    channels[channel === 'walk-in' ? 'walkIn' : channel] += 1;
    const lead = leadHoursOf(b, clock);
    hours.push(lead);
    bands[LEAD_TIME_BANDS.findIndex((band) => lead < band.below)]!.count += 1;
  }
  hours.sort((a, b) => a - b);
  const middle = median(hours);
  return {
    channels,
    leadTime: { bookings: made.length, medianHours: middle === null ? null : round1(middle), bands },
  };
}

/** The ledger's net money (payments less refunds) of the range by the bay and start hour of the booking it paid for. */
export interface InsightRevenueUse {
  /** null: money for no bay (dues, a fee of no booking). */
  simulatorId: number | null;
  /** The paid booking's start hour on the facility's clock, null with no booking. */
  hour: number | null;
  netCents: number;
}

/** Cents per available hour, whole cents. */
const perHour = (cents: number, availableMinutes: number) =>
  availableMinutes > 0 ? Math.round(cents / (availableMinutes / 60)) : 0;

/**
 * Revenue per available bay-hour: all net revenue over the open bays' bookable hours; per bay and per start hour, the
 * money paid for that bay's (that hour's) bookings over its own available hours.
 */
export function revenuePerBayHour(
  uses: readonly InsightRevenueUse[],
  cells: readonly { simulatorId: number; hour: number; availableMinutes: number }[],
  bays: readonly { id: number }[],
) {
  const availableOfBay = new Map<number, number>();
  const availableOfHour = new Map<number, number>();
  let available = 0;
  for (const c of cells) {
    available += c.availableMinutes;
    availableOfBay.set(c.simulatorId, (availableOfBay.get(c.simulatorId) ?? 0) + c.availableMinutes);
    availableOfHour.set(c.hour, (availableOfHour.get(c.hour) ?? 0) + c.availableMinutes);
  }
  let netCents = 0;
  const ofBay = new Map<number, number>();
  const ofHour = new Map<number, number>();
  for (const u of uses) {
    netCents += u.netCents;
    if (u.simulatorId !== null) ofBay.set(u.simulatorId, (ofBay.get(u.simulatorId) ?? 0) + u.netCents);
    if (u.hour !== null) ofHour.set(u.hour, (ofHour.get(u.hour) ?? 0) + u.netCents);
  }
  const hours = Array.from({ length: 24 }, (_, hour) => hour).filter((h) => availableOfHour.has(h) || ofHour.has(h));
  return {
    netCents,
    availableBayHours: round1(available / 60),
    perAvailableBayHourCents: perHour(netCents, available),
    perBay: bays.map((b) => ({
      simulatorId: b.id,
      netCents: ofBay.get(b.id) ?? 0,
      availableHours: round1((availableOfBay.get(b.id) ?? 0) / 60),
      perAvailableHourCents: perHour(ofBay.get(b.id) ?? 0, availableOfBay.get(b.id) ?? 0),
    })),
    perHour: hours.map((hour) => ({
      hour,
      netCents: ofHour.get(hour) ?? 0,
      availableHours: round1((availableOfHour.get(hour) ?? 0) / 60),
      perAvailableHourCents: perHour(ofHour.get(hour) ?? 0, availableOfHour.get(hour) ?? 0),
    })),
  };
}

/** A change of an account's membership: on (joined) or off (lost, a member's account deleted too). */
export interface InsightMembershipChange {
  userId: number;
  at: string;
  isMember: boolean;
}

/** The facility months meeting from..to ('YYYY-MM'), none after today's. */
function monthsOf(from: string, to: string, today: string): string[] {
  const months: string[] = [];
  const last = (to < today ? to : today).slice(0, 7);
  for (let m = from.slice(0, 7); m <= last;) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return months;
}

const firstOfNextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Members joined and lost per facility month of the range, and the churn: lost ÷ members at the month's start. The
 * members at a start are today's less those joined since, plus those lost since; `changes` must hold every change from
 * the range's first month to now.
 */
export function churnByMonth(
  from: string,
  to: string,
  now: Date,
  membersNow: number,
  changes: readonly InsightMembershipChange[],
) {
  const today = facilityNow(now).date;
  return monthsOf(from, to, today).map((month) => {
    const startAt = facilityInstant(`${month}-01`, '00:00').toISOString();
    const endAt = facilityInstant(firstOfNextMonth(month), '00:00').toISOString();
    let joined = 0;
    let lost = 0;
    let since = 0;
    for (const c of changes) {
      if (c.at < startAt) continue;
      since += c.isMember ? 1 : -1;
      if (c.at < endAt) {
        if (c.isMember) joined += 1;
        else lost += 1;
      }
    }
    const membersAtStart = Math.max(0, membersNow - since);
    return { month, membersAtStart, joined, lost, percent: percentOf(lost, membersAtStart) };
  });
}

/** A member's own bookings before today in the range and how many of them were no-shows, as the database counted. */
export interface InsightMemberNoShows {
  userId: number;
  bookings: number;
  noShows: number;
}

/** Each member's no-show rate (no-shows ÷ bookings held before today), highest first. */
export function noShowRates(counts: readonly InsightMemberNoShows[], members: readonly { id: number; name: string }[]) {
  const names = new Map(members.map((m) => [m.id, m.name]));
  return counts
    .filter((c) => names.has(c.userId) && c.bookings > 0)
    .map((c) => ({ ...c, name: names.get(c.userId)!, percent: percentOf(c.noShows, c.bookings) }))
    .sort((a, b) => b.percent - a.percent || b.noShows - a.noShows || a.name.localeCompare(b.name));
}

/**
 * The ranges a range is compared with: the same number of days just before it, and the same dates a year earlier
 * (29 February a year on is 28 February).
 */
export function comparisonRanges(from: string, to: string) {
  const days = daysBetweenDateStrings(from, to) + 1;
  const yearBack = (date: string) => {
    const earlier = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
    return date.slice(5) === '02-29' ? `${earlier.slice(0, 8)}28` : earlier;
  };
  return {
    previousPeriod: { from: addDaysToDateString(from, -days), to: addDaysToDateString(from, -1) },
    previousYear: { from: yearBack(from), to: yearBack(to) },
  };
}
