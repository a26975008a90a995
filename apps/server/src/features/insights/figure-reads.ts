// The insights' figures read from the bookings table (docs/decisions/245-owner-insights.md): counted and summed by
// the database (bay use grouped by bay, weekday and times; minutes and bookings per member; no-shows; who booked
// lately), with core's INSIGHT_ROWS saying which rows each counts, so a year at twelve bays answers within its budget
// (docs/performance.md).
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  INSIGHT_ROWS,
  publicKindOf,
  type InsightBayUse,
  type InsightCancellation,
  type InsightLeagueRowNights,
  type InsightMemberUse,
  type StaffedHours,
} from '@longwood/core';
import { weekdaySql } from '../../db/dialect';
import { createOwnerReads } from './owner-reads';
import { fullTime, kindOf, text, type Row } from './rows';

/** Minutes of a 'HH:mm[:ss]' text column since midnight, as SQL (the same on SQLite and Postgres). */
const minutesSql = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`;
const LENGTH_SQL = `${minutesSql('b.end_time')} - ${minutesSql('b.start_time')}`;

export function createFigureReads(db: Knex) {
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
    ...createOwnerReads(db, { live, noShowCandidates }),

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
  };
}
