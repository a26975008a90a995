// The owner's insights read model (docs/decisions/245-owner-insights.md): one read of each table the figures come
// from, over a range, never a write. The tables' owners stay the only writers (docs/decisions/090-one-owner-per-table.md);
// this reads bookings (canceled ones too), lessons, leagues with their participant counts, members and demo
// requests in a handful of statements, so a year at twelve bays answers within its budget (docs/performance.md).
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  facilityInstant,
  OCCUPANCY_KINDS,
  personName,
  type InsightDemoRequest,
  type InsightLeague,
  type InsightLesson,
  type InsightMember,
  type InsightOccupancy,
  type OccupancyKind,
} from '@longwood/core';
import { toBool, toNumber } from '../../db/dialect';

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

export function createInsightsRepository(db: Knex) {
  return {
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
