// The reads behind the owner's figures beside bay use (docs/decisions/471-the-owners-morning.md): the ledger's net
// money by bay and start hour, the bookings made with who made them and when, each member's bookings and no-shows
// before today, and the changes of membership. Counted and summed by the database where a figure is a sum.
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  CHANNEL_KINDS,
  facilityInstant,
  INSIGHT_ROWS,
  type InsightBookingMade,
  type InsightMemberNoShows,
  type InsightMembershipChange,
  type InsightRevenueUse,
  type StaffedHours,
} from '@longwood/core';
import { toBool } from '../../db/dialect';
import { fullTime, kindOf, text, type Row } from './rows';

const idOrNull = (value: Row[string] | undefined) => (value === null || value === undefined ? null : Number(value));

/** The figure reads' statements these build on: live bookings of a range as `b`, and its no-show candidates. */
interface Statements {
  live: (from: string, to: string) => Knex.QueryBuilder;
  noShowCandidates: (from: string, to: string, hours: StaffedHours) => Knex.QueryBuilder;
}

export function createOwnerReads(db: Knex, { live, noShowCandidates }: Statements) {
  return {
    /**
     * The ledger's payments less refunds of the facility days from..to, by the bay and start hour of the booking paid
     * for (a lesson's through its bay's booking); money for no booking has neither.
     */
    async revenue(from: string, to: string): Promise<InsightRevenueUse[]> {
      const rows: Row[] = await db('payments as p')
        .leftJoin('lessons as l', 'l.id', 'p.lesson_id')
        .leftJoin('bookings as b', 'b.id', db.raw('COALESCE(p.booking_id, l.booking_id)'))
        .whereBetween('p.facility_date', [from, to])
        .select(
          'b.simulator_id',
          db.raw('substr(b.start_time, 1, 2) AS hour'),
          db.raw("SUM(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END) AS cents"),
        )
        .groupByRaw('1, 2');
      return rows.map((r) => ({
        simulatorId: idOrNull(r.simulator_id),
        hour: r.hour === null || r.hour === undefined ? null : Number(r.hour),
        netCents: Number(r.cents),
      }));
    },

    /** The live bookings of the dates from..to that people book (CHANNEL_KINDS), with who made them and when. */
    async bookingsMade(from: string, to: string): Promise<InsightBookingMade[]> {
      const rows: Row[] = await live(from, to)
        .whereIn('b.kind', CHANNEL_KINDS)
        .select(['b.kind', 'b.booking_date', 'b.start_time', 'b.created_at', 'b.user_id', 'b.created_by', 'b.walk_in']);
      return rows.map((r) => ({
        kind: kindOf(text(r.kind)),
        bookingDate: text(r.booking_date),
        startTime: fullTime(text(r.start_time)),
        createdAt: text(r.created_at),
        userId: idOrNull(r.user_id),
        createdBy: idOrNull(r.created_by),
        walkIn: toBool(r.walk_in as boolean),
      }));
    },

    /**
     * Each account's own bookings (not walk-ins) of the dates from..to before `today`, and how many of them were
     * no-shows (INSIGHT_ROWS): a day not over yet is left out of a rate.
     */
    async memberNoShows(from: string, to: string, today: string, hours: StaffedHours): Promise<InsightMemberNoShows[]> {
      const before = addDaysToDateString(today, -1);
      const last = to < before ? to : before;
      if (last < from) return [];
      const [held, missed] = (await Promise.all([
        live(from, last)
          .whereIn('b.kind', INSIGHT_ROWS.ownKinds)
          .where('b.walk_in', false)
          .whereNotNull('b.user_id')
          .select('b.user_id')
          .count({ n: '*' })
          .groupBy('b.user_id'),
        noShowCandidates(from, last, hours)
          .whereNotNull('b.user_id')
          .select('b.user_id')
          .count({ n: '*' })
          .groupBy('b.user_id'),
      ])) as [Row[], Row[]];
      const noShows = new Map(missed.map((r) => [Number(r.user_id), Number(r.n)]));
      return held.map((r) => ({
        userId: Number(r.user_id),
        bookings: Number(r.n),
        noShows: noShows.get(Number(r.user_id)) ?? 0,
      }));
    },

    /** Every change of membership from the facility date `since` on, oldest first. */
    async membershipChanges(since: string): Promise<InsightMembershipChange[]> {
      const rows: Row[] = await db('membership_changes')
        .where('at', '>=', facilityInstant(since, '00:00').toISOString())
        .orderBy(['at', 'id'])
        .select(['user_id', 'at', 'is_member']);
      return rows.map((r) => ({ userId: Number(r.user_id), at: text(r.at), isMember: toBool(r.is_member as boolean) }));
    },
  };
}
