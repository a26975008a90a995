// The owner's insights as pure functions (docs/decisions/245-owner-insights.md): what the server read over a range
// becomes the figures and, for each figure, the list behind it. A figure that counts is the length of its list, so the
// two never disagree. Bay use comes from core's one occupancy model (bayUseBetween: rows and the nights of leagues
// without a generated schedule); every hour is the facility's wall clock, and a day without 2:00 AM (the spring change
// of daylight saving time) has no minutes to offer in that hour.
import { DEFAULT_STAFFED_HOURS, type StaffedHours } from '../rules/front-desk';
import { LATEST_END_MINUTES, type BayState } from '../rules/booking';
import type { LeagueBlocker } from '../rules/occupancy';
import { weekdayIndex } from '../rules/lesson';
import { bayUseBetween, type BaySpan } from '../rules/utilisation';
import type { OccupancyKind } from '../schemas/booking';
import { addDaysToDateString, daysBetweenDateStrings, facilityInstant, facilityNow, timeToMinutes } from '../time';
import { formatDateShort, formatFacilityTimestamp, formatTimeRange } from '../time-format';
import type { HeatCell, Insights, InsightsList, InsightsListQuery, Share } from './schemas';

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
  /** The member's display name, a walk-in's guest name, a league's name. */
  holder: string | null;
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

export interface InsightsInput {
  from: string;
  to: string;
  now: Date;
  bays: readonly (BayState & { name: string })[];
  staffedHours?: StaffedHours;
  /** Rows of the dates `insightsReadRange` names, canceled ones included. */
  occupancies: readonly InsightOccupancy[];
  /** Active leagues meeting the range (their nights hold bays). */
  leagueBlockers: readonly LeagueBlocker[];
  leagues: readonly InsightLeague[];
  /** Lessons of the range. */
  lessons: readonly InsightLesson[];
  /** Every member today. */
  members: readonly InsightMember[];
  /** Demo requests received in the range (facility dates). */
  demoRequests: readonly InsightDemoRequest[];
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

const percentOf = (used: number, available: number) => (available > 0 ? Math.round((used / available) * 1000) / 10 : 0);
const share = (used: number, available: number): Share => ({
  usedMinutes: used,
  availableMinutes: available,
  percent: percentOf(used, available),
});

const HOUR_MS = 3_600_000;

/**
 * Instants of wall-clock times, converted once per date: a day of 24 hours is its midnight plus the minutes; only the
 * two days a year that change the clocks are converted time by time. Thousands of rows are read per request.
 */
function facilityClock() {
  const midnights = new Map<string, { at: number; length: number }>();
  const dayOf = (date: string) => {
    let day = midnights.get(date);
    if (!day) {
      const at = facilityInstant(date, '00:00').getTime();
      day = { at, length: facilityInstant(addDaysToDateString(date, 1), '00:00').getTime() - at };
      midnights.set(date, day);
    }
    return day;
  };
  return {
    /** Milliseconds since the epoch of `time` ('HH:mm' or 'HH:mm:ss') on `date`, the facility's wall clock. */
    instant(date: string, time: string): number {
      const day = dayOf(date);
      return day.length === 24 * HOUR_MS
        ? day.at + timeToMinutes(time) * 60_000
        : facilityInstant(date, time.slice(0, 5)).getTime();
    },
    /** The wall-clock hour that `date` skips (2 for the spring change), or null on an ordinary day. */
    skippedHour(date: string): number | null {
      return dayOf(date).length >= 24 * HOUR_MS ? null : skippedHourOf(date);
    },
  };
}

/** The wall-clock hour a short day skips: the first whose half past does not read back as itself. */
function skippedHourOf(date: string): number | null {
  for (let hour = 0; hour < 24; hour += 1) {
    const time = `${String(hour).padStart(2, '0')}:30`;
    if (facilityNow(facilityInstant(date, time)).minutes !== hour * 60 + 30) return hour;
  }
  return null;
}

/** Bookable minutes of each wall-clock hour of a bay's day: 60, 30 for 11 PM (the day ends at 11:30 PM). */
const HOUR_MINUTES = Array.from({ length: 24 }, (_, hour) => Math.max(0, Math.min(60, LATEST_END_MINUTES - hour * 60)));

const isStaffed = (hour: number, hours: StaffedHours) => hour >= hours.opensHour && hour < hours.closesHour;

const ownBookingKinds = new Set<OccupancyKind>(['member', 'staff']);
const minutesOf = (o: { startTime: string; endTime: string }) => timeToMinutes(o.endTime) - timeToMinutes(o.startTime);
const hours1 = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const inRange = (date: string, from: string, to: string) => date >= from && date <= to;

/** Everything the figures and lists are made of, computed once. */
function model(input: InsightsInput) {
  const { from, to, now } = input;
  const clock = facilityClock();
  /** Stored instants are ISO text in UTC ('…Z'): compared as text with the instant a facility date starts. */
  const startOf = (date: string) => new Date(clock.instant(date, '00:00')).toISOString();
  const staffedHours = input.staffedHours ?? DEFAULT_STAFFED_HOURS;
  const today = facilityNow(now).date;
  const live = input.occupancies.filter((o) => o.canceledAt === null);
  const inRangeLive = live.filter((o) => inRange(o.bookingDate, from, to));
  const spans = bayUseBetween({ from, to, occupancies: inRangeLive, leagues: input.leagueBlockers, bays: input.bays });

  // Heat map: available minutes per open bay, weekday and hour; used minutes from every span.
  const openBays = input.bays.filter((b) => b.open);
  const available = new Map<string, number>();
  const used = new Map<string, number>();
  const key = (bay: number, weekday: number, hour: number) => `${bay}:${weekday}:${hour}`;
  const days = daysBetweenDateStrings(from, to) + 1;
  for (let i = 0; i < days; i += 1) {
    const date = addDaysToDateString(from, i);
    const weekday = weekdayIndex(date);
    const skipped = clock.skippedHour(date);
    for (let hour = 0; hour < 24; hour += 1) {
      if (hour === skipped || HOUR_MINUTES[hour] === 0) continue;
      for (const bay of openBays) {
        const k = key(bay.id, weekday, hour);
        available.set(k, (available.get(k) ?? 0) + HOUR_MINUTES[hour]!);
      }
    }
  }
  const useByKind = { booking: 0, league: 0, lesson: 0 };
  for (const span of spans) {
    const start = timeToMinutes(span.startTime);
    const end = Math.min(timeToMinutes(span.endTime), 24 * 60);
    useByKind[span.kind] += end - start;
    const weekday = weekdayIndex(span.bookingDate);
    for (let hour = Math.floor(start / 60); hour * 60 < end; hour += 1) {
      const overlap = Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
      const k = key(span.simulatorId, weekday, hour);
      if (overlap > 0) used.set(k, (used.get(k) ?? 0) + overlap);
    }
  }
  const heatMap: HeatCell[] = [];
  const totals = { all: [0, 0], staffed: [0, 0], unstaffed: [0, 0] } as Record<string, [number, number]>;
  for (const bay of input.bays) {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        const k = key(bay.id, weekday, hour);
        const a = available.get(k) ?? 0;
        const u = used.get(k) ?? 0;
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
  }

  // Members.
  const memberIds = new Set(input.members.map((m) => m.id));
  const monthStart = `${today.slice(0, 8)}01`;
  const ownLive = live.filter((o) => ownBookingKinds.has(o.kind) && o.userId !== null && memberIds.has(o.userId));
  const monthMinutes = ownLive
    .filter((o) => inRange(o.bookingDate, monthStart, today))
    .reduce((sum, o) => sum + minutesOf(o), 0);
  const since = addDaysToDateString(today, -INACTIVE_MEMBER_DAYS);
  const sinceAt = startOf(since);
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
  const [fromAt, afterAt] = [startOf(from), startOf(addDaysToDateString(to, 1))];
  const newMembers = input.members.filter((m) => m.createdAt >= fromAt && m.createdAt < afterAt);
  const perMember = new Map<number, { bookings: number; minutes: number }>();
  for (const o of ownLive) {
    if (!inRange(o.bookingDate, from, to)) continue;
    const entry = perMember.get(o.userId!) ?? { bookings: 0, minutes: 0 };
    entry.bookings += 1;
    entry.minutes += minutesOf(o);
    perMember.set(o.userId!, entry);
  }
  const memberById = new Map(input.members.map((m) => [m.id, m]));
  const top = [...perMember.entries()]
    .map(([userId, e]) => ({
      userId,
      name: memberById.get(userId)?.name ?? '',
      email: memberById.get(userId)?.email ?? '',
      ...e,
    }))
    .sort((a, b) => b.minutes - a.minutes || b.bookings - a.bookings || a.name.localeCompare(b.name))
    .slice(0, TOP_MEMBERS);

  // No-shows: a member's booking in staffed hours that has ended with nobody checked in (walk-ins arrive to book).
  const nowTime = now.getTime();
  const noShows = inRangeLive.filter(
    (o) =>
      ownBookingKinds.has(o.kind) &&
      !o.walkIn &&
      o.arrivedAt === null &&
      isStaffed(Math.floor(timeToMinutes(o.startTime) / 60), staffedHours) &&
      clock.instant(o.bookingDate, o.endTime) <= nowTime,
  );
  const cancellations = input.occupancies.filter(
    (o) => o.canceledAt !== null && ownBookingKinds.has(o.kind) && inRange(o.bookingDate, from, to),
  );
  const hoursBefore = (o: InsightOccupancy) =>
    (clock.instant(o.bookingDate, o.startTime) - new Date(o.canceledAt!).getTime()) / HOUR_MS;
  const late = cancellations.filter((o) => hoursBefore(o) < LATE_CANCELLATION_HOURS);

  // Lessons per coach.
  const coaches = new Map<number, Insights['lessonsPerCoach'][number]>();
  for (const l of input.lessons) {
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

  // League fill and nights held in the range.
  const nights = new Map<number, Set<string>>();
  for (const span of spans) {
    if (span.kind !== 'league' || span.leagueId === null) continue;
    const set = nights.get(span.leagueId) ?? new Set<string>();
    set.add(span.bookingDate);
    nights.set(span.leagueId, set);
  }
  const leagueFill = input.leagues.map((l) => ({
    leagueId: l.id,
    name: l.name,
    participants: l.participants,
    maxParticipants: l.maxParticipants,
    percent: l.maxParticipants ? percentOf(l.participants, l.maxParticipants) : null,
    nights: nights.get(l.id)?.size ?? 0,
  }));

  const becameMembers = input.demoRequests.filter((d) => d.becameMember).length;
  const figures: Insights = {
    from,
    to,
    bays: input.bays.map((b) => ({ id: b.id, name: b.name })),
    staffedHours: { opensHour: staffedHours.opensHour, closesHour: staffedHours.closesHour },
    heatMap,
    occupancy: {
      all: share(...totals.all!),
      staffed: share(...totals.staffed!),
      unstaffed: share(...totals.unstaffed!),
    },
    useByKind,
    members: {
      active: input.members.length,
      hoursPerMemberThisMonth: input.members.length
        ? Math.round((monthMinutes / 60 / input.members.length) * 10) / 10
        : 0,
      notBookedIn30Days: inactive.length,
      newInRange: newMembers.length,
      top: top.map((t) => ({ userId: t.userId, name: t.name, bookings: t.bookings, hours: hours1(t.minutes) })),
    },
    noShows: noShows.length,
    lateCancellations: late.length,
    cancellations: cancellations.length,
    lessonsPerCoach: [...coaches.values()].sort((a, b) => a.name.localeCompare(b.name)),
    leagueFill,
    demoRequests: {
      received: input.demoRequests.length,
      becameMembers,
      percent: percentOf(becameMembers, input.demoRequests.length),
    },
  };
  return { figures, spans, noShows, late, inactive, lastEver, newMembers, top, staffedHours, hoursBefore };
}

/** The figures of the owner's insights page over `from`..`to`. */
export function computeInsights(input: InsightsInput): Insights {
  return model(input).figures;
}

const bayNameOf = (input: InsightsInput, id: number) => input.bays.find((b) => b.id === id)?.name ?? `Bay ${id}`;
const when = (o: { bookingDate: string; startTime: string; endTime: string }) => [
  o.bookingDate,
  formatTimeRange(o.startTime, o.endTime),
];
const KIND_NAMES: Record<BaySpan['kind'], string> = { booking: 'Booking', league: 'League night', lesson: 'Lesson' };

/** The rows behind one figure, as the list page shows them and the CSV file holds them. */
export function insightsList(input: InsightsInput, query: InsightsListQuery): InsightsList {
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
        columns: ['Date', 'Time', 'Bay', 'Held by', 'Kind', 'Minutes'],
        rows: spans.map((s) => {
          const row = s.occupancyId !== null ? byId.get(s.occupancyId) : undefined;
          const holder =
            s.kind === 'league' ? (leagueName.get(s.leagueId ?? -1) ?? row?.holder ?? 'League') : (row?.holder ?? null);
          return [...when(s), bayNameOf(input, s.simulatorId), holder, KIND_NAMES[s.kind], minutesOf(s)];
        }),
      };
    }
    case 'no-shows':
      return {
        figure: query.figure,
        title: `No-shows, ${range}`,
        columns: ['Date', 'Time', 'Bay', 'Member', 'Made By'],
        rows: m.noShows.map((o) => [...when(o), bayNameOf(input, o.simulatorId), o.holder, o.createdByName]),
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
        rows: m.figures.leagueFill.map((l) => [l.name, l.participants, l.maxParticipants, l.percent, l.nights]),
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
  }
}
