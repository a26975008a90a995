// The owner's insights read model (docs/decisions/245-owner-insights.md): reads only, never a write. The tables' owners
// stay the only writers (docs/decisions/090-one-owner-per-table.md). The figures are counted and summed here by the
// database (bay use grouped by bay, weekday and times; minutes and bookings per member; no-shows; who booked lately),
// with core's INSIGHT_ROWS saying which rows each counts, so a year at twelve bays answers within its budget
// (docs/performance.md); a list reads its rows (bookings, canceled ones too) and core filters them by the same rules.
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  facilityInstant,
  INSIGHT_ROWS,
  OCCUPANCY_KINDS,
  personName,
  publicKindOf,
  type InsightBayUse,
  type InsightCancellation,
  type InsightDemoRequest,
  type InsightLeague,
  type InsightLeagueRowNights,
  type InsightLesson,
  type InsightMember,
  type InsightMembershipRequest,
  type InsightMemberUse,
  type InsightOccupancy,
  type OccupancyKind,
  type StaffedHours,
} from '@longwood/core';
import { toBool, toNumber, weekdaySql } from '../../db/dialect';

/** A row of the statements below: text, numbers and flags as each database returns them. */
type Row = Record<string, string | number | boolean | null>;

type Cell = Row[string] | undefined;
const text = (value: Cell): string => String(value);
const textOrNull = (value: Cell): string | null => (value === null || value === undefined ? null : String(value));
const nameOf = (username: Cell, name: Cell) =>
  username === null || username === undefined ? null : personName({ name: textOrNull(name), username: text(username) });

const kindOf = (kind: string): OccupancyKind =>
  (OCCUPANCY_KINDS as readonly string[]).includes(kind) ? (kind as OccupancyKind) : 'member';

/** 'HH:mm' or 'HH:mm:ss' as 'HH:mm:ss'. */
const fullTime = (value: string) => (value.length === 5 ? `${value}:00` : value.slice(0, 8));

/** The instants of facility dates from..to (inclusive) as ISO text, for columns of ISO timestamps. */
function instantRange(from: string, to: string): [string, string] {
  return [
    facilityInstant(from, '00:00').toISOString(),
    facilityInstant(addDaysToDateString(to, 1), '00:00').toISOString(),
  ];
}

/** Minutes of a 'HH:mm[:ss]' text column since midnight, as SQL (the same on SQLite and Postgres). */
const minutesSql = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`;
const LENGTH_SQL = `${minutesSql('b.end_time')} - ${minutesSql('b.start_time')}`;

export function createInsightsRepository(db: Knex) {
  /** Bookings rows of the dates from..to, not canceled, as `b`. */
  const live = (from: string, to: string) =>
    db('bookings as b').whereNull('b.canceled_at').whereBetween('b.booking_date', [from, to]);
  /** Members' own bookings (INSIGHT_ROWS.ownKinds) of the dates from..to, not canceled, of accounts that are members. */
  const membersOwn = (from: string, to: string) =>
    live(from, to)
      .join('users as u', 'u.id', 'b.user_id')
      .where('u.is_member', true)
      .whereIn('b.kind', INSIGHT_ROWS.ownKinds);
  /**
   * No-show candidates of the dates from..to (INSIGHT_ROWS): own bookings, not walk-ins, never checked in, and either
   * marked a no-show by staff (any hour) or starting in staffed hours.
   */
  const noShowCandidates = (from: string, to: string, hours: StaffedHours) => {
    const starts = INSIGHT_ROWS.staffedStartTimes(hours);
    return live(from, to)
      .whereIn('b.kind', INSIGHT_ROWS.ownKinds)
      .where('b.walk_in', false)
      .whereNull('b.arrived_at')
      .andWhere((q) => {
        void q
          .whereNotNull('b.no_show_at')
          .orWhere((s) => void s.where('b.start_time', '>=', starts.from).andWhere('b.start_time', '<', starts.before));
      });
  };

  return {
    /**
     * The live rows of the dates from..to grouped by bay, weekday, times and kind: the heat map's minutes are
     * counted by the database, a year at twelve bays is a few hundred groups instead of tens of thousands of rows.
     */
    async bayUse(from: string, to: string): Promise<InsightBayUse[]> {
      const rows: Row[] = await live(from, to)
        .select(
          db.raw(`b.simulator_id, ${weekdaySql(db, 'b.booking_date')} AS weekday, b.start_time, b.end_time, b.kind`),
        )
        .count({ n: '*' })
        .groupByRaw('1, 2, 3, 4, 5');
      return rows.map((r) => ({
        simulatorId: Number(r.simulator_id),
        weekday: Number(r.weekday),
        startTime: fullTime(text(r.start_time)),
        endTime: fullTime(text(r.end_time)),
        kind: publicKindOf(kindOf(text(r.kind))),
        count: Number(r.n),
      }));
    },

    /** Minutes of members' own bookings dated from..to. */
    async memberMinutes(from: string, to: string): Promise<number> {
      const [row]: Row[] = await membersOwn(from, to).select(db.raw(`SUM(${LENGTH_SQL}) AS minutes`));
      return Number(row?.minutes ?? 0);
    },

    /** Members' own bookings dated from..to, counted and summed per member. */
    async memberUse(from: string, to: string): Promise<InsightMemberUse[]> {
      const rows: Row[] = await membersOwn(from, to)
        .select('b.user_id', db.raw(`SUM(${LENGTH_SQL}) AS minutes`))
        .count({ n: '*' })
        .groupBy('b.user_id');
      return rows.map((r) => ({ userId: Number(r.user_id), bookings: Number(r.n), minutes: Number(r.minutes) }));
    },

    /**
     * The accounts with a live booking (not a league's) dated from..to that is dated since..today or was made at or
     * after sinceAt: who has booked in the last 30 days.
     */
    async recentUserIds(read: { from: string; to: string }, window: { since: string; today: string; sinceAt: string }) {
      const rows = (await live(read.from, read.to)
        .distinct('b.user_id')
        .whereNotNull('b.user_id')
        .whereNot('b.kind', 'league')
        .andWhere((q) => {
          void q
            .whereBetween('b.booking_date', [window.since, window.today])
            .orWhere('b.created_at', '>=', window.sinceAt);
        })) as Row[];
      return rows.map((r) => Number(r.user_id));
    },

    /**
     * No-show candidates dated from..to before `today`, counted, and those dated `today` (ended or not, marked or
     * not).
     */
    async noShows(from: string, to: string, today: string, hours: StaffedHours) {
      const before = addDaysToDateString(today, -1);
      const [counted, todays] = await Promise.all([
        before < from
          ? Promise.resolve([{ n: 0 }] as Row[])
          : (noShowCandidates(from, to < before ? to : before, hours).count({ n: '*' }) as Promise<Row[]>),
        today < from || today > to
          ? Promise.resolve([] as Row[])
          : (noShowCandidates(today, today, hours).select(['b.booking_date', 'b.end_time', 'b.no_show_at']) as Promise<
              Row[]
            >),
      ]);
      return {
        beforeToday: Number(counted[0]?.n ?? 0),
        today: todays.map((r) => ({
          bookingDate: text(r.booking_date),
          endTime: fullTime(text(r.end_time)),
          marked: r.no_show_at !== null && r.no_show_at !== undefined,
        })),
      };
    },

    /**
     * The nights each league with a generated schedule held bays dated from..to: the distinct dates of its live
     * 'league' rows (a league without a schedule holds its nights by computation, counted in core).
     */
    async leagueRowNights(from: string, to: string): Promise<InsightLeagueRowNights[]> {
      const rows: Row[] = await live(from, to)
        .where('b.kind', 'league')
        .whereNotNull('b.league_id')
        .select('b.league_id')
        .countDistinct({ nights: 'b.booking_date' })
        .groupBy('b.league_id');
      return rows.map((r) => ({ leagueId: Number(r.league_id), nights: Number(r.nights) }));
    },

    /** Members' own bookings dated from..to that were canceled, with when. */
    async cancellations(from: string, to: string): Promise<InsightCancellation[]> {
      const rows = (await db('bookings')
        .select(['booking_date', 'start_time', 'canceled_at'])
        .whereNotNull('canceled_at')
        .whereIn('kind', INSIGHT_ROWS.ownKinds)
        .whereBetween('booking_date', [from, to])) as Row[];
      return rows.map((r) => ({
        bookingDate: text(r.booking_date),
        startTime: fullTime(text(r.start_time)),
        canceledAt: text(r.canceled_at),
      }));
    },

    /**
     * Every bookings row of the dates from..to, canceled ones included, with the names staff read. The names come from
     * two small reads beside it (accounts, leagues) rather than joins: a year is tens of thousands of rows.
     */
    async occupancies(from: string, to: string): Promise<InsightOccupancy[]> {
      const [rows, people, leagues] = await Promise.all([
        db('bookings')
          .select([
            'id',
            'kind',
            'user_id',
            'simulator_id',
            'booking_date',
            'start_time',
            'end_time',
            'created_at',
            'created_by',
            'arrived_at',
            'canceled_at',
            'canceled_by',
            'walk_in',
            'guest_name',
            'league_id',
            'no_show_at',
          ])
          .whereBetween('booking_date', [from, to])
          .orderBy(['booking_date', 'start_time', 'simulator_id', 'id']) as Promise<Row[]>,
        db('users').select(['id', 'username', 'name']) as Promise<Row[]>,
        db('leagues').select(['id', 'name']) as Promise<Row[]>,
      ]);
      const names = new Map(people.map((p) => [Number(p.id), nameOf(p.username, p.name)]));
      const leagueNames = new Map(leagues.map((l) => [Number(l.id), text(l.name)]));
      const nameById = (id: Cell) => (id === null || id === undefined ? null : (names.get(Number(id)) ?? null));
      return rows.map((r) => ({
        id: Number(r.id),
        kind: kindOf(text(r.kind)),
        userId: r.user_id === null ? null : Number(r.user_id),
        simulatorId: Number(r.simulator_id),
        bookingDate: text(r.booking_date),
        startTime: fullTime(text(r.start_time)),
        endTime: fullTime(text(r.end_time)),
        createdAt: text(r.created_at),
        arrivedAt: textOrNull(r.arrived_at),
        canceledAt: textOrNull(r.canceled_at),
        walkIn: toBool(r.walk_in as boolean),
        noShowAt: textOrNull(r.no_show_at),
        leagueId: r.league_id === null ? null : Number(r.league_id),
        holder:
          textOrNull(r.guest_name) ??
          (r.league_id === null ? undefined : leagueNames.get(Number(r.league_id))) ??
          nameById(r.user_id),
        createdByName: nameById(r.created_by),
        canceledByName: nameById(r.canceled_by),
      }));
    },

    /** The lessons of the dates from..to, with the coach's and the member's names. */
    async lessons(from: string, to: string): Promise<InsightLesson[]> {
      const rows = (await db('lessons as x')
        .join('users as c', 'c.id', 'x.coach_id')
        .join('users as m', 'm.id', 'x.member_id')
        .select([
          'x.id',
          'x.coach_id',
          'x.lesson_date',
          'x.start_time',
          'x.status',
          'x.complimentary',
          'c.username as coach_username',
          'c.name as coach_name',
          'm.username as member_username',
          'm.name as member_name',
        ])
        .whereBetween('x.lesson_date', [from, to])
        .orderBy(['x.lesson_date', 'x.start_time', 'x.id'])) as Row[];
      return rows.map((r) => ({
        id: toNumber(r.id as number),
        coachId: toNumber(r.coach_id as number),
        coachName: nameOf(r.coach_username, r.coach_name) ?? '',
        memberName: nameOf(r.member_username, r.member_name) ?? '',
        lessonDate: r.lesson_date as string,
        startTime: fullTime(r.start_time as string),
        status: r.status as InsightLesson['status'],
        complimentary: toBool(r.complimentary as boolean),
      }));
    },

    /** Every member today, with when the account was made. */
    async members(): Promise<InsightMember[]> {
      const rows = (await db('users')
        .select(['id', 'username', 'name', 'email', 'created_at'])
        .where('is_member', true)
        .orderBy('id')) as Array<{
        id: number | string;
        username: string;
        name: string | null;
        email: string;
        created_at: string;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        name: personName({ name: r.name, username: r.username }),
        email: r.email,
        createdAt: r.created_at,
      }));
    },

    /** The leagues whose dates meet from..to, with their participant counts. */
    async leagues(from: string, to: string): Promise<InsightLeague[]> {
      const rows = (await db('leagues as l')
        .leftJoin('league_participants as p', 'p.league_id', 'l.id')
        .select(['l.id', 'l.name', 'l.max_participants'])
        .count({ participants: 'p.id' })
        .where('l.start_date', '<=', to)
        .andWhere('l.end_date', '>=', from)
        .groupBy(['l.id', 'l.name', 'l.max_participants'])
        .orderBy('l.id')) as Array<{
        id: number | string;
        name: string;
        max_participants: number | string | null;
        participants: number | string;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        name: r.name,
        maxParticipants: r.max_participants === null ? null : toNumber(r.max_participants),
        participants: toNumber(r.participants),
      }));
    },

    /**
     * The membership requests received on the facility dates from..to: converted when the request's account, or an
     * account with its e-mail, is a member now.
     */
    async membershipRequests(from: string, to: string): Promise<InsightMembershipRequest[]> {
      const [start, end] = instantRange(from, to);
      const rows = (await db('membership_requests as r')
        .leftJoin('users as a', 'a.id', 'r.user_id')
        .select(['r.id', 'r.created_at', 'r.name', 'r.email', 'a.is_member'])
        .select(
          db.raw(
            'EXISTS (SELECT 1 FROM users e WHERE LOWER(e.email) = LOWER(r.email) AND e.is_member = ?) AS member_by_email',
            [true],
          ),
        )
        .where('r.created_at', '>=', start)
        .andWhere('r.created_at', '<', end)
        .orderBy(['r.created_at', 'r.id'])) as Row[];
      return rows.map((r) => ({
        id: toNumber(r.id),
        createdAt: text(r.created_at),
        name: text(r.name),
        email: text(r.email),
        converted: toBool(r.is_member) || toBool(r.member_by_email),
      }));
    },

    /** The demo requests received on the facility dates from..to. */
    async demoRequests(from: string, to: string): Promise<InsightDemoRequest[]> {
      const [start, end] = instantRange(from, to);
      const rows = (await db('contact_submissions')
        .select(['id', 'created_at', 'name', 'email', 'is_read', 'became_member'])
        .where('created_at', '>=', start)
        .andWhere('created_at', '<', end)
        .orderBy(['created_at', 'id'])) as Array<{
        id: number | string;
        created_at: string;
        name: string;
        email: string;
        is_read: boolean | number;
        became_member: boolean | number;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        createdAt: r.created_at,
        name: r.name,
        email: r.email,
        isRead: toBool(r.is_read),
        becameMember: toBool(r.became_member),
      }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
