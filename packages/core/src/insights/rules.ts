// The owner's insights as pure functions (docs/decisions/245-owner-insights.md): what the server read over a range
// becomes the figures and, for each figure, the list behind it. A figure that counts is the length of its list, so the
// two never disagree. Bay use comes from core's one occupancy model (bayUseBetween: rows and the nights of leagues
// without a generated schedule); every hour is the facility's wall clock, and a day without 2:00 AM (the spring change
// of daylight saving time) has no minutes to offer in that hour.
import { DEFAULT_STAFFED_HOURS, type StaffedHours } from '../rules/staffed-hours';
import { LATEST_END_MINUTES, type BayState } from '../rules/booking';
import type { LeagueBlocker } from '../rules/occupancy';
import { weekdayIndex } from '../rules/lesson';
import { bayUseBetween, type BaySpan } from '../rules/utilisation';
import type { OccupancyKind } from '../schemas/booking';
import { bookingChannel } from '../schemas/staff-booking';
import {
  addDaysToDateString,
  daysBetweenDateStrings,
  facilityInstant,
  facilityNow,
  formatTime12h,
  timeToMinutes,
} from '../time';
import { formatDateShort, formatFacilityTimestamp, formatTimeRange } from '../time-format';
import { facilityClock, HOUR_MS, type FacilityClock } from './wall-clock';
import {
  bookingsMadeFigures,
  CHANNEL_LABELS,
  CHANNEL_KINDS,
  leadHoursOf,
  churnByMonth,
  noShowRates,
  percentOf,
  revenuePerBayHour,
  type InsightBookingMade,
  type InsightMemberNoShows,
  type InsightMembershipChange,
  type InsightRevenueUse,
} from './owner';
import type { HeatCell, Insights, InsightsHeadline, InsightsList, InsightsListQuery, Share } from './schemas';

/** A cancellation less than this long before the start (real time, across a change of daylight time) is late. */
export const LATE_CANCELLATION_HOURS = 24;
/** A member who has neither held nor made a booking in this many days is listed as not booking. */
export const INACTIVE_MEMBER_DAYS = 30;
/** How many members the top list names. */
export const TOP_MEMBERS = 10;

/** A bookings row as the insights read it: canceled ones included, with the names staff read. */
export interface InsightOccupancy {
  id: number;
  kind: OccupancyKind;
  userId: number | null;
  simulatorId: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  createdAt: string;
  arrivedAt: string | null;
  canceledAt: string | null;
  walkIn: boolean;
  /** When staff marked it a no-show (decision 266), null when not marked. */
  noShowAt: string | null;
  /** A league night's league (a league with a generated schedule holds its nights by rows). */
  leagueId: number | null;
  /** The member's display name, a walk-in's guest name, a league's name. */
  holder: string | null;
  /** Who made it (null: a visitor signed out), for its channel. */
  createdBy: number | null;
  createdByName: string | null;
  canceledByName: string | null;
}

export interface InsightLesson {
  id: number;
  coachId: number;
  coachName: string;
  memberName: string;
  lessonDate: string;
  startTime: string;
  status: 'booked' | 'completed' | 'no_show' | 'cancelled';
  complimentary: boolean;
}

export interface InsightMember {
  id: number;
  name: string;
  email: string;
  createdAt: string;
}

/** The nights a league with a generated schedule held bays in the range: the distinct dates of its rows. */
export interface InsightLeagueRowNights {
  leagueId: number;
  nights: number;
}

export interface InsightLeague {
  id: number;
  name: string;
  maxParticipants: number | null;
  participants: number;
}

export interface InsightDemoRequest {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  isRead: boolean;
  becameMember: boolean;
}

/**
 * A membership request received in the range: converted when its account, or an account with its e-mail, is a member
 * now (the date membership was switched on is not recorded).
 */
export interface InsightMembershipRequest {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  converted: boolean;
}

/** What both ways of computing the figures take besides the bookings (the rows, or the database's groups of them). */
interface InsightsBase {
  from: string;
  to: string;
  now: Date;
  bays: readonly (BayState & { name: string })[];
  staffedHours?: StaffedHours;
  /** Active leagues meeting the range (their nights hold bays). */
  leagueBlockers: readonly LeagueBlocker[];
  leagues: readonly InsightLeague[];
  /** Lessons of the range. */
  lessons: readonly InsightLesson[];
  /** Every member today. */
  members: readonly InsightMember[];
  /** Demo requests received in the range (facility dates). */
  demoRequests: readonly InsightDemoRequest[];
  /** Membership requests received in the range (facility dates). */
  membershipRequests: readonly InsightMembershipRequest[];
}

export interface InsightsInput extends InsightsBase {
  /** Rows of the dates `insightsReadRange` names, canceled ones included. */
  occupancies: readonly InsightOccupancy[];
}

/**
 * The dates whose bookings the insights read: the range, this month so far (hours per member), and the last and next
 * 30 days (who has not booked).
 */
export function insightsReadRange(from: string, to: string, now: Date): { from: string; to: string } {
  const today = facilityNow(now).date;
  const starts = [from, `${today.slice(0, 8)}01`, addDaysToDateString(today, -INACTIVE_MEMBER_DAYS)];
  const ends = [to, addDaysToDateString(today, INACTIVE_MEMBER_DAYS + 1)];
  return { from: starts.sort()[0]!, to: ends.sort()[ends.length - 1]! };
}

const share = (used: number, available: number): Share => ({
  usedMinutes: used,
  availableMinutes: available,
  percent: percentOf(used, available),
});

/** Bookable minutes of each wall-clock hour of a bay's day: 60, 30 for 11 PM (the day ends at 11:30 PM). */
const HOUR_MINUTES = Array.from({ length: 24 }, (_, hour) => Math.max(0, Math.min(60, LATEST_END_MINUTES - hour * 60)));

const isStaffed = (hour: number, hours: StaffedHours) => hour >= hours.opensHour && hour < hours.closesHour;

/** Bay use a number of times over the range: one span (`count` 1) or rows the database grouped by bay, weekday and times. */
export interface InsightBayUse {
  simulatorId: number;
  /** 0 = Sunday. */
  weekday: number;
  startTime: string;
  endTime: string;
  kind: BaySpan['kind'];
  count: number;
}

/** A member's own bookings (member or staff-made, not canceled) over the range, as the database summed them. */
export interface InsightMemberUse {
  userId: number;
  bookings: number;
  minutes: number;
}

/** A canceled member's or staff-made booking of the range: when it was to start and when it was canceled. */
export interface InsightCancellation {
  bookingDate: string;
  startTime: string;
  canceledAt: string;
}

/**
 * What the figures are made of, aggregated by the database (docs/decisions/245-owner-insights.md): rows are read only
 * where a figure needs them (cancellations, today's bookings that may have become no-shows), the rest is counted and
 * summed by the statements that `INSIGHT_ROWS` defines.
 */
export interface InsightsFiguresInput extends InsightsBase {
  /** Live rows of the range grouped by bay, weekday, times and public kind (leagues without a schedule not included). */
  bayUse: readonly InsightBayUse[];
  /** The nights of leagues with a generated schedule, from their rows. */
  leagueRowNights: readonly InsightLeagueRowNights[];
  /** Minutes of members' own bookings dated from the 1st of this month to today. */
  monthMinutes: number;
  /** Members' own bookings of the range, per member. */
  memberUse: readonly InsightMemberUse[];
  /** The accounts that held or made a booking in the last `INACTIVE_MEMBER_DAYS` days. */
  recentUserIds: readonly number[];
  /** No-show candidates (`INSIGHT_ROWS.noShow`) dated in the range before today, counted. */
  noShowsBeforeToday: number;
  /** No-show candidates dated today (in the range): a no-show once marked, or once it has ended. */
  noShowCandidatesToday: readonly { bookingDate: string; endTime: string; marked: boolean }[];
  cancellations: readonly InsightCancellation[];
  /** The ledger's net money of the range by bay and start hour. */
  revenue: readonly InsightRevenueUse[];
  /** Live bookings of the range of the kinds people book (CHANNEL_KINDS). */
  bookingsMade: readonly InsightBookingMade[];
  /** Members' own bookings of the range before today and their no-shows, per account. */
  memberNoShows: readonly InsightMemberNoShows[];
  /** Every change of membership from the first day of the earliest range (previous year's, or the month's) to now. */
  membershipChanges: readonly InsightMembershipChange[];
  previousPeriod: InsightsHeadlineInput;
  previousYear: InsightsHeadlineInput;
}

/** What a compared range's headline figures are made of: the same reads as the range's own, for its dates. */
export type InsightsHeadlineInput = Pick<
  InsightsFiguresInput,
  | 'from'
  | 'to'
  | 'bayUse'
  | 'leagueBlockers'
  | 'noShowsBeforeToday'
  | 'noShowCandidatesToday'
  | 'cancellations'
  | 'revenue'
  | 'bookingsMade'
>;

/**
 * Which bookings rows each figure counts, for the statements that count them in the database and for the rows the
 * lists filter here: the one definition of each (decision 245).
 */
export const INSIGHT_ROWS = {
  /** Kinds of a member's own booking: hours per member, top members, no-shows, cancellations. */
  ownKinds: ['member', 'staff'] as const satisfies readonly OccupancyKind[],
  /**
   * A no-show candidate: an own booking, not canceled, not a walk-in, never checked in, and either marked a no-show by
   * staff (decision 266; at any hour, at once) or starting in staffed hours (`staffedStartTimes`); an unmarked one is
   * a no-show once it has ended.
   */
  staffedStartTimes: (hours: StaffedHours) => ({
    from: `${String(hours.opensHour).padStart(2, '0')}:00`,
    before: `${String(hours.closesHour).padStart(2, '0')}:00`,
  }),
} as const;

/** The dates a member must have held or made a booking in (from `since`, made at or after `sinceAt`) to be active. */
export function recentWindow(now: Date): { since: string; today: string; sinceAt: string } {
  const today = facilityNow(now).date;
  const since = addDaysToDateString(today, -INACTIVE_MEMBER_DAYS);
  return { since, today, sinceAt: facilityInstant(since, '00:00').toISOString() };
}

const ownBookingKinds = new Set<OccupancyKind>(INSIGHT_ROWS.ownKinds);
const minutesOf = (o: { startTime: string; endTime: string }) => timeToMinutes(o.endTime) - timeToMinutes(o.startTime);
const hours1 = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const inRange = (date: string, from: string, to: string) => date >= from && date <= to;

/** The heat map, the occupancy shares and the minutes per kind from bay use over `from`..`to`. */
function bayUseFigures(
  input: { from: string; to: string; bays: readonly (BayState & { name: string })[] },
  staffedHours: StaffedHours,
  clock: ReturnType<typeof facilityClock>,
  uses: Iterable<InsightBayUse>,
): Pick<Insights, 'heatMap' | 'occupancy' | 'useByKind'> {
  const { from, to } = input;
  // Available minutes per weekday and hour for each open bay: the weekdays of the range, less the hour a spring
  // change's day skips.
  const days = daysBetweenDateStrings(from, to) + 1;
  const firstWeekday = weekdayIndex(from);
  const weekdays = Array.from({ length: 7 }, (_, w) => Math.floor((days - ((w - firstWeekday + 7) % 7) + 6) / 7));
  const offered = weekdays.map((n) => HOUR_MINUTES.map((minutes) => minutes * n));
  for (const [date, hour] of clock.skippedHours(from, to)) offered[weekdayIndex(date)]![hour]! -= HOUR_MINUTES[hour]!;
  // Used minutes per bay, weekday and hour from every use.
  const bayIndex = new Map(input.bays.map((b, i) => [b.id, i]));
  const used = new Float64Array(input.bays.length * 7 * 24);
  const useByKind = { booking: 0, league: 0, lesson: 0 };
  for (const use of uses) {
    // A row on a bay the settings no longer have holds nothing (the occupancy model leaves it out too).
    const bay = bayIndex.get(use.simulatorId);
    if (bay === undefined) continue;
    const start = timeToMinutes(use.startTime);
    const end = Math.min(timeToMinutes(use.endTime), 24 * 60);
    useByKind[use.kind] += (end - start) * use.count;
    for (let hour = Math.floor(start / 60); hour * 60 < end; hour += 1) {
      const overlap = Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
      if (overlap > 0) used[(bay * 7 + use.weekday) * 24 + hour]! += overlap * use.count;
    }
  }
  const heatMap: HeatCell[] = [];
  const totals = { all: [0, 0], staffed: [0, 0], unstaffed: [0, 0] } as Record<string, [number, number]>;
  input.bays.forEach((bay, index) => {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        const a = bay.open ? offered[weekday]![hour]! : 0;
        const u = used[(index * 7 + weekday) * 24 + hour]!;
        if (a === 0 && u === 0) continue;
        const staffed = isStaffed(hour, staffedHours);
        heatMap.push({
          simulatorId: bay.id,
          weekday,
          hour,
          staffed,
          usedMinutes: u,
          availableMinutes: a,
          percent: percentOf(u, a),
        });
        for (const part of ['all', staffed ? 'staffed' : 'unstaffed']) {
          totals[part]![0] += u;
          totals[part]![1] += a;
        }
      }
    }
  });
  return {
    heatMap,
    occupancy: {
      all: share(...totals.all!),
      staffed: share(...totals.staffed!),
      unstaffed: share(...totals.unstaffed!),
    },
    useByKind,
  };
}

/**
 * The nights each league held bays in the range: the spans' dates (a league without a generated schedule held by
 * computation; with one, its 'league' rows) and the nights the database counted from the rows.
 */
function leagueNights(
  spans: readonly BaySpan[],
  rowNights: readonly InsightLeagueRowNights[] = [],
): Map<number, number> {
  const dates = new Map<number, Set<string>>();
  for (const span of spans) {
    if (span.kind !== 'league' || span.leagueId === null) continue;
    const set = dates.get(span.leagueId) ?? new Set<string>();
    set.add(span.bookingDate);
    dates.set(span.leagueId, set);
  }
  const nights = new Map([...dates].map(([id, set]) => [id, set.size]));
  for (const r of rowNights) nights.set(r.leagueId, (nights.get(r.leagueId) ?? 0) + r.nights);
  return nights;
}

const leagueFillOf = (leagues: readonly InsightLeague[], nights: Map<number, number>) =>
  leagues.map((l) => ({
    leagueId: l.id,
    name: l.name,
    participants: l.participants,
    maxParticipants: l.maxParticipants,
    percent: l.maxParticipants ? percentOf(l.participants, l.maxParticipants) : null,
    nights: nights.get(l.id) ?? 0,
  }));

/** The members who booked the most minutes (then bookings, then by name). */
function topMembers(perMember: readonly InsightMemberUse[], members: readonly InsightMember[]) {
  const memberById = new Map(members.map((m) => [m.id, m]));
  return perMember
    .filter((e) => memberById.has(e.userId))
    .map((e) => ({ ...e, name: memberById.get(e.userId)!.name, email: memberById.get(e.userId)!.email }))
    .sort((a, b) => b.minutes - a.minutes || b.bookings - a.bookings || a.name.localeCompare(b.name))
    .slice(0, TOP_MEMBERS);
}

const createdInRange = (members: readonly InsightMember[], from: string, to: string) => {
  const [fromAt, afterAt] = [facilityInstant(from, '00:00'), facilityInstant(addDaysToDateString(to, 1), '00:00')].map(
    (d) => d.toISOString(),
  );
  return members.filter((m) => m.createdAt >= fromAt! && m.createdAt < afterAt!);
};

/** Hours from the cancellation to the start, in real time (across a change of daylight time). */
const hoursBeforeStart = (clock: ReturnType<typeof facilityClock>, o: InsightCancellation) =>
  (clock.instant(o.bookingDate, o.startTime) - new Date(o.canceledAt).getTime()) / HOUR_MS;

/**
 * A cancellation less than `LATE_CANCELLATION_HOURS` before the start. One made on a UTC date two or more days before
 * the booking's date is more than a day early in any zone, and is told without converting its start.
 */
const isLate = (clock: ReturnType<typeof facilityClock>, o: InsightCancellation) =>
  o.canceledAt.slice(0, 10) >= addDaysToDateString(o.bookingDate, -2) &&
  hoursBeforeStart(clock, o) < LATE_CANCELLATION_HOURS;

/** Everything the lists are made of, from the range's rows. */
function model(input: InsightsInput) {
  const { from, to, now } = input;
  const clock = facilityClock();
  const staffedHours = input.staffedHours ?? DEFAULT_STAFFED_HOURS;
  const { since, today, sinceAt } = recentWindow(now);
  const live = input.occupancies.filter((o) => o.canceledAt === null);
  const inRangeLive = live.filter((o) => inRange(o.bookingDate, from, to));
  const spans = bayUseBetween({ from, to, occupancies: inRangeLive, leagues: input.leagueBlockers, bays: input.bays });

  // Members.
  const lastBooked = new Map<number, string>();
  for (const o of live) {
    if (o.userId === null || o.kind === 'league') continue;
    const recent = inRange(o.bookingDate, since, today) || o.createdAt >= sinceAt ? o.bookingDate : null;
    if (recent && (lastBooked.get(o.userId) ?? '') < recent) lastBooked.set(o.userId, recent);
  }
  const inactive = input.members.filter((m) => !lastBooked.has(m.id));
  const lastEver = new Map<number, string>();
  for (const o of live) {
    if (o.userId !== null && o.bookingDate <= today && (lastEver.get(o.userId) ?? '') < o.bookingDate) {
      lastEver.set(o.userId, o.bookingDate);
    }
  }
  const perMember = new Map<number, InsightMemberUse>();
  for (const o of inRangeLive) {
    if (!ownBookingKinds.has(o.kind) || o.userId === null) continue;
    const entry = perMember.get(o.userId) ?? { userId: o.userId, bookings: 0, minutes: 0 };
    entry.bookings += 1;
    entry.minutes += minutesOf(o);
    perMember.set(o.userId, entry);
  }
  const top = topMembers([...perMember.values()], input.members);

  // No-shows (INSIGHT_ROWS): an own booking nobody checked in for, marked by staff or ended in staffed hours.
  const nowTime = now.getTime();
  const noShows = inRangeLive.filter(
    (o) =>
      ownBookingKinds.has(o.kind) &&
      !o.walkIn &&
      o.arrivedAt === null &&
      (o.noShowAt !== null ||
        (isStaffed(Math.floor(timeToMinutes(o.startTime) / 60), staffedHours) &&
          clock.instant(o.bookingDate, o.endTime) <= nowTime)),
  );
  const cancellations = input.occupancies.filter(
    (o) => o.canceledAt !== null && ownBookingKinds.has(o.kind) && inRange(o.bookingDate, from, to),
  );
  const hoursBefore = (o: InsightOccupancy) =>
    hoursBeforeStart(clock, { bookingDate: o.bookingDate, startTime: o.startTime, canceledAt: o.canceledAt! });
  const late = cancellations.filter((o) =>
    isLate(clock, { bookingDate: o.bookingDate, startTime: o.startTime, canceledAt: o.canceledAt! }),
  );
  const leagueFill = leagueFillOf(input.leagues, leagueNights(spans));
  const newMembers = createdInRange(input.members, from, to);
  return { spans, noShows, late, inactive, lastEver, newMembers, top, staffedHours, hoursBefore, leagueFill };
}

/** Lessons per coach: booked (not cancelled), completed, no-show, cancelled, complimentary. */
function lessonsPerCoach(lessons: readonly InsightLesson[]): Insights['lessonsPerCoach'] {
  const coaches = new Map<number, Insights['lessonsPerCoach'][number]>();
  for (const l of lessons) {
    const c = coaches.get(l.coachId) ?? {
      coachId: l.coachId,
      name: l.coachName,
      booked: 0,
      completed: 0,
      noShow: 0,
      cancelled: 0,
      complimentary: 0,
    };
    if (l.status === 'cancelled') c.cancelled += 1;
    else {
      c.booked += 1;
      if (l.status === 'completed') c.completed += 1;
      if (l.status === 'no_show') c.noShow += 1;
      if (l.complimentary) c.complimentary += 1;
    }
    coaches.set(l.coachId, c);
  }
  return [...coaches.values()].sort((a, b) => a.name.localeCompare(b.name));
}

type Clock = FacilityClock;

/** Bay use of a range: the rows' groups and the nights of leagues without a generated schedule, held by computation. */
function usesOf(
  input: Pick<InsightsHeadlineInput, 'from' | 'to' | 'bayUse' | 'leagueBlockers'>,
  bays: InsightsBase['bays'],
) {
  const leagueSpans = bayUseBetween({
    from: input.from,
    to: input.to,
    occupancies: [],
    leagues: input.leagueBlockers,
    bays,
  });
  const uses: InsightBayUse[] = [
    ...input.bayUse,
    ...leagueSpans.map((s) => ({ ...s, weekday: weekdayIndex(s.bookingDate), count: 1 })),
  ];
  return { leagueSpans, uses };
}

/** No-shows: those counted before today, and today's once marked or ended. */
const noShowsOf = (input: InsightsHeadlineInput, clock: Clock, now: Date) =>
  input.noShowsBeforeToday +
  input.noShowCandidatesToday.filter((o) => o.marked || clock.instant(o.bookingDate, o.endTime) <= now.getTime())
    .length;

/** Memberships switched on and off from the range's first facility day to its last. */
function joinedAndLost(changes: readonly InsightMembershipChange[], from: string, to: string) {
  const [fromAt, afterAt] = [facilityInstant(from, '00:00'), facilityInstant(addDaysToDateString(to, 1), '00:00')].map(
    (d) => d.toISOString(),
  );
  const within = changes.filter((c) => c.at >= fromAt! && c.at < afterAt!);
  return { joined: within.filter((c) => c.isMember).length, lost: within.filter((c) => !c.isMember).length };
}

/** The headline of a range from its occupancy, revenue, no-shows, cancellations, changes and bookings made. */
function headlineOf(
  input: InsightsHeadlineInput,
  figures: { occupancyPercent: number; revenue: ReturnType<typeof revenuePerBayHour> },
  context: { clock: Clock; now: Date; changes: readonly InsightMembershipChange[] },
): InsightsHeadline {
  const made = bookingsMadeFigures(input.bookingsMade);
  return {
    from: input.from,
    to: input.to,
    occupancyPercent: figures.occupancyPercent,
    revenueNetCents: figures.revenue.netCents,
    revenuePerAvailableBayHourCents: figures.revenue.perAvailableBayHourCents,
    noShows: noShowsOf(input, context.clock, context.now),
    lateCancellations: input.cancellations.filter((o) => isLate(context.clock, o)).length,
    ...joinedAndLost(context.changes, input.from, input.to),
    bookings: input.bookingsMade.length,
    ...made.channels,
    medianLeadHours: made.leadTime.medianHours,
  };
}

/** A compared range's headline, its bay use counted as the range's own. */
function comparedHeadline(
  input: InsightsHeadlineInput,
  base: Pick<InsightsFiguresInput, 'bays' | 'staffedHours'>,
  context: { clock: Clock; now: Date; changes: readonly InsightMembershipChange[] },
): InsightsHeadline {
  const { uses } = usesOf(input, base.bays);
  const use = bayUseFigures(
    { from: input.from, to: input.to, bays: base.bays },
    base.staffedHours ?? DEFAULT_STAFFED_HOURS,
    context.clock,
    uses,
  );
  const revenue = revenuePerBayHour(input.revenue, use.heatMap, base.bays);
  return headlineOf(input, { occupancyPercent: use.occupancy.all.percent, revenue }, context);
}

/** The figures of the owner's insights page over `from`..`to`, from what the database counted. */
export function computeInsights(input: InsightsFiguresInput): Insights {
  const { from, to, now } = input;
  const clock = facilityClock();
  const staffedHours = input.staffedHours ?? DEFAULT_STAFFED_HOURS;
  const { leagueSpans, uses } = usesOf(input, input.bays);
  const recent = new Set(input.recentUserIds);
  const late = input.cancellations.filter((o) => isLate(clock, o));
  const becameMembers = input.demoRequests.filter((d) => d.becameMember).length;
  const converted = input.membershipRequests.filter((r) => r.converted).length;
  const active = input.members.length;
  const use = bayUseFigures(input, staffedHours, clock, uses);
  const revenue = revenuePerBayHour(input.revenue, use.heatMap, input.bays);
  const context = { clock, now, changes: input.membershipChanges };
  return {
    from,
    to,
    bays: input.bays.map((b) => ({ id: b.id, name: b.name })),
    staffedHours: { opensHour: staffedHours.opensHour, closesHour: staffedHours.closesHour },
    ...use,
    members: {
      active,
      hoursPerMemberThisMonth: active ? Math.round((input.monthMinutes / 60 / active) * 10) / 10 : 0,
      notBookedIn30Days: input.members.filter((m) => !recent.has(m.id)).length,
      newInRange: createdInRange(input.members, from, to).length,
      top: topMembers(input.memberUse, input.members).map((t) => ({
        userId: t.userId,
        name: t.name,
        bookings: t.bookings,
        hours: hours1(t.minutes),
      })),
    },
    noShows: noShowsOf(input, clock, now),
    lateCancellations: late.length,
    cancellations: input.cancellations.length,
    lessonsPerCoach: lessonsPerCoach(input.lessons),
    leagueFill: leagueFillOf(input.leagues, leagueNights(leagueSpans, input.leagueRowNights)),
    demoRequests: {
      received: input.demoRequests.length,
      becameMembers,
      percent: percentOf(becameMembers, input.demoRequests.length),
    },
    membershipRequests: {
      received: input.membershipRequests.length,
      converted,
      percent: percentOf(converted, input.membershipRequests.length),
    },
    owner: {
      revenue,
      churn: churnByMonth(from, to, now, active, input.membershipChanges),
      noShowRates: noShowRates(input.memberNoShows, input.members),
      ...bookingsMadeFigures(input.bookingsMade),
      compared: {
        current: headlineOf(input, { occupancyPercent: use.occupancy.all.percent, revenue }, context),
        previousPeriod: comparedHeadline(input.previousPeriod, input, context),
        previousYear: comparedHeadline(input.previousYear, input, context),
      },
    },
  };
}

const bayNameOf = (input: InsightsInput, id: number) => input.bays.find((b) => b.id === id)?.name ?? `Bay ${id}`;
const when = (o: { bookingDate: string; startTime: string; endTime: string }) => [
  o.bookingDate,
  formatTimeRange(o.startTime, o.endTime),
];
/** A wall-clock time of a day as a timestamp with the facility's offset then: '2026-11-28T18:00:00-05:00'. */
const stampOf = (date: string, time: string) => formatFacilityTimestamp(facilityInstant(date, time).toISOString());
const KIND_NAMES: Record<BaySpan['kind'], string> = { booking: 'Booking', league: 'League night', lesson: 'Lesson' };

/** The figures whose lists are the figures' own rows (made from `computeInsights`, not from the bookings read). */
const LISTS_OF_FIGURES = ['revenue-by-bay', 'revenue-by-hour', 'churn', 'no-show-rates'] as const;
type ListOfFigures = (typeof LISTS_OF_FIGURES)[number];
const isListOfFigures = (figure: InsightsListQuery['figure']): figure is ListOfFigures =>
  (LISTS_OF_FIGURES as readonly string[]).includes(figure);

/**
 * The list behind a figure: from the figures themselves (a figure that is a table), or from the range's rows, read
 * only when that list needs them.
 */
export async function insightsListOf(
  query: InsightsListQuery,
  read: { figures: () => Promise<Insights>; rows: () => Promise<InsightsInput> },
): Promise<InsightsList> {
  const { figure } = query;
  return isListOfFigures(figure)
    ? listOfFigures(await read.figures(), { ...query, figure })
    : insightsList(await read.rows(), { ...query, figure });
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** The rows of a figure that is a table itself: revenue per bay and per hour, churn, no-show rates. */
function listOfFigures(insights: Insights, query: InsightsListQuery & { figure: ListOfFigures }): InsightsList {
  const range = `${formatDateShort(query.from)} – ${formatDateShort(query.to)}`;
  const { owner } = insights;
  const bayName = (id: number) => insights.bays.find((b) => b.id === id)?.name ?? `Bay ${id}`;
  switch (query.figure) {
    case 'revenue-by-bay':
      return {
        figure: query.figure,
        title: `Revenue per available bay-hour by bay, ${range}`,
        columns: ['Bay', 'Net Revenue ($)', 'Available Hours', 'Per Available Hour ($)'],
        rows: owner.revenue.perBay.map((b) => [
          bayName(b.simulatorId),
          dollars(b.netCents),
          b.availableHours,
          dollars(b.perAvailableHourCents),
        ]),
      };
    case 'revenue-by-hour':
      return {
        figure: query.figure,
        title: `Revenue per available bay-hour by start hour, ${range}`,
        columns: ['Hour', 'Net Revenue ($)', 'Available Hours', 'Per Available Hour ($)'],
        rows: owner.revenue.perHour.map((h) => [
          formatTime12h(`${String(h.hour).padStart(2, '0')}:00`),
          dollars(h.netCents),
          h.availableHours,
          dollars(h.perAvailableHourCents),
        ]),
      };
    case 'churn':
      return {
        figure: query.figure,
        title: `Members joined and lost by month, ${range}`,
        columns: ['Month', 'Members at Start', 'Joined', 'Lost', 'Churn %'],
        rows: owner.churn.map((c) => [c.month, c.membersAtStart, c.joined, c.lost, c.percent]),
      };
    case 'no-show-rates':
      return {
        figure: query.figure,
        title: `No-show rate per member (bookings before today), ${range}`,
        columns: ['Member', 'Bookings', 'No-shows', 'No-show %'],
        rows: owner.noShowRates.map((r) => [r.name, r.bookings, r.noShows, r.percent]),
      };
  }
}

/** The rows behind one figure, as the list page shows them and the CSV file holds them. */
function insightsList(
  input: InsightsInput,
  query: InsightsListQuery & { figure: Exclude<InsightsListQuery['figure'], ListOfFigures> },
): InsightsList {
  const m = model(input);
  const byId = new Map(input.occupancies.map((o) => [o.id, o]));
  const leagueName = new Map(input.leagues.map((l) => [l.id, l.name]));
  const range = `${formatDateShort(query.from)} – ${formatDateShort(query.to)}`;
  switch (query.figure) {
    case 'bay-use': {
      const spans = m.spans.filter((s) => {
        if (query.simulatorId !== undefined && s.simulatorId !== query.simulatorId) return false;
        if (query.weekday !== undefined && weekdayIndex(s.bookingDate) !== query.weekday) return false;
        const start = timeToMinutes(s.startTime);
        const end = timeToMinutes(s.endTime);
        if (query.hour !== undefined && !(start < (query.hour + 1) * 60 && end > query.hour * 60)) return false;
        if (query.staffed !== undefined) {
          const firstHour = Math.floor(start / 60);
          const lastHour = Math.ceil(end / 60) - 1;
          const anyStaffed = Array.from({ length: lastHour - firstHour + 1 }, (_, i) => firstHour + i).some((h) =>
            isStaffed(h, m.staffedHours),
          );
          if ((query.staffed === 'yes') !== anyStaffed) return false;
        }
        return true;
      });
      spans.sort(
        (a, b) =>
          a.bookingDate.localeCompare(b.bookingDate) ||
          a.startTime.localeCompare(b.startTime) ||
          a.simulatorId - b.simulatorId,
      );
      return {
        figure: query.figure,
        title: `Bay use, ${range}`,
        columns: ['Start', 'End', 'Bay', 'Held by', 'Kind', 'Minutes'],
        rows: spans.map((s) => {
          const row = s.occupancyId !== null ? byId.get(s.occupancyId) : undefined;
          const holder =
            s.kind === 'league' ? (leagueName.get(s.leagueId ?? -1) ?? row?.holder ?? 'League') : (row?.holder ?? null);
          return [
            stampOf(s.bookingDate, s.startTime),
            stampOf(s.bookingDate, s.endTime),
            bayNameOf(input, s.simulatorId),
            holder,
            KIND_NAMES[s.kind],
            minutesOf(s),
          ];
        }),
      };
    }
    case 'no-shows':
      return {
        figure: query.figure,
        title: `No-shows, ${range}`,
        columns: ['Date', 'Time', 'Bay', 'Member', 'Made By', 'Marked No-show At'],
        rows: m.noShows.map((o) => [
          ...when(o),
          bayNameOf(input, o.simulatorId),
          o.holder,
          o.createdByName,
          o.noShowAt === null ? null : formatFacilityTimestamp(o.noShowAt),
        ]),
      };
    case 'late-cancellations':
      return {
        figure: query.figure,
        title: `Late cancellations (less than ${LATE_CANCELLATION_HOURS} hours before), ${range}`,
        columns: ['Date', 'Time', 'Bay', 'Member', 'Canceled At', 'Canceled By', 'Hours Before Start'],
        rows: m.late.map((o) => [
          ...when(o),
          bayNameOf(input, o.simulatorId),
          o.holder,
          formatFacilityTimestamp(o.canceledAt!),
          o.canceledByName,
          Math.round(m.hoursBefore(o) * 10) / 10,
        ]),
      };
    case 'top-members':
      return {
        figure: query.figure,
        title: `Top members by hours, ${range}`,
        columns: ['Member', 'Email', 'Bookings', 'Hours'],
        rows: m.top.map((t) => [t.name, t.email, t.bookings, hours1(t.minutes)]),
      };
    case 'inactive-members':
      return {
        figure: query.figure,
        title: `Members who have not booked in ${INACTIVE_MEMBER_DAYS} days`,
        columns: ['Member', 'Email', 'Last Booking'],
        rows: m.inactive.map((x) => [x.name, x.email, m.lastEver.get(x.id) ?? null]),
      };
    case 'new-members':
      return {
        figure: query.figure,
        title: `New member accounts, ${range}`,
        columns: ['Member', 'Email', 'Account Created'],
        rows: m.newMembers.map((x) => [x.name, x.email, formatFacilityTimestamp(x.createdAt)]),
      };
    case 'lessons':
      return {
        figure: query.figure,
        title: `Lessons, ${range}`,
        columns: ['Coach', 'Date', 'Start', 'Member', 'Status', 'Complimentary'],
        rows: input.lessons
          .filter((l) => query.coachId === undefined || l.coachId === query.coachId)
          .map((l) => [
            l.coachName,
            l.lessonDate,
            formatTimeRange(l.startTime, l.startTime).split(' - ')[0]!,
            l.memberName,
            l.status === 'no_show' ? 'No-show' : l.status[0]!.toUpperCase() + l.status.slice(1),
            l.complimentary ? 'Yes' : 'No',
          ]),
      };
    case 'league-fill':
      return {
        figure: query.figure,
        title: `League fill, ${range}`,
        columns: ['League', 'Participants', 'Maximum', 'Fill %', 'Nights in Range'],
        rows: m.leagueFill.map((l) => [l.name, l.participants, l.maxParticipants, l.percent, l.nights]),
      };
    case 'demo-requests':
      return {
        figure: query.figure,
        title: `Demo requests, ${range}`,
        columns: ['Received', 'Name', 'Email', 'Status', 'Became Member'],
        rows: input.demoRequests.map((d) => [
          formatFacilityTimestamp(d.createdAt),
          d.name,
          d.email,
          d.isRead ? 'Completed' : 'In Progress',
          d.becameMember ? 'Yes' : 'No',
        ]),
      };
    case 'membership-requests':
      return {
        figure: query.figure,
        title: `Membership requests, ${range}`,
        columns: ['Received', 'Name', 'Email', 'Member Now'],
        rows: input.membershipRequests.map((r) => [
          formatFacilityTimestamp(r.createdAt),
          r.name,
          r.email,
          r.converted ? 'Yes' : 'No',
        ]),
      };
    case 'lead-time': {
      const kinds = new Set<OccupancyKind>(CHANNEL_KINDS);
      const clock = facilityClock();
      const made = input.occupancies.filter(
        (o) => o.canceledAt === null && kinds.has(o.kind) && inRange(o.bookingDate, query.from, query.to),
      );
      return {
        figure: query.figure,
        title: `Bookings by lead time and channel, ${range}`,
        columns: ['Date', 'Time', 'Bay', 'Held by', 'Made At', 'Channel', 'Lead Hours'],
        rows: made.map((o) => [
          ...when(o),
          bayNameOf(input, o.simulatorId),
          o.holder,
          formatFacilityTimestamp(o.createdAt),
          CHANNEL_LABELS[bookingChannel(o)],
          Math.round(leadHoursOf(o, clock) * 10) / 10,
        ]),
      };
    }
  }
}
