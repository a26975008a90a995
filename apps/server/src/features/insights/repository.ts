// The owner's insights read model (docs/decisions/245-owner-insights.md): reads only, never a write. The tables' owners
// stay the only writers (docs/decisions/090-one-owner-per-table.md). The figures are counted and summed by the
// database (figure-reads.ts); a list reads its rows (bookings, canceled ones too, here) and core filters them by the
// same rules; both read the range's lessons, leagues, members and requests (shared-reads.ts).
import type { Knex } from 'knex';
import type { InsightOccupancy } from '@longwood/core';
import { toBool } from '../../db/dialect';
import { OCCUPANCY_COLUMNS } from '../../db/occupancy-columns';
import { createFigureReads } from './figure-reads';
import { fullTime, kindOf, nameOf, text, textOrNull, type Cell, type Row } from './rows';
import { createSharedReads } from './shared-reads';

export function createInsightsRepository(db: Knex) {
  return {
    ...createFigureReads(db),
    ...createSharedReads(db),

    /**
     * Every bookings row of the dates from..to, canceled ones included, with the names staff read. The names come from
     * two small reads beside it (accounts, leagues) rather than joins: a year is tens of thousands of rows.
     */
    async occupancies(from: string, to: string): Promise<InsightOccupancy[]> {
      const [rows, people, leagues] = await Promise.all([
        db('bookings')
          .select([...OCCUPANCY_COLUMNS, 'canceled_at', 'canceled_by', 'no_show_at'])
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
        createdBy: r.created_by === null ? null : Number(r.created_by),
        createdByName: nameById(r.created_by),
        canceledByName: nameById(r.canceled_by),
      }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
