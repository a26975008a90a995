// The league_payouts table's one repository (migrations/493-league-payouts.ts,
// docs/decisions/491-league-money-on-the-night.md): a league night's payouts, written once under the round's lock and
// read by the night's money and by the till (the cash handed over that day).
import type { Knex } from 'knex';
import type { PayoutMethod, RecordedPayout } from '@longwood/core';
import { acquireWriteLock, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';

interface PayoutRow {
  id: number | string;
  flight: number | string | null;
  participant_id: number | string;
  name: string;
  prize: string;
  hole: number | string;
  amount_cents: number | string;
  method: string;
  recorded_by_name: string;
  at: string;
}

/** A payout to write, with the league, round and account it is for and who hands it over. */
export interface NewPayout extends Omit<RecordedPayout, 'id'> {
  leagueId: number;
  roundId: number;
  userId: number;
  recordedBy: number | null;
  facilityDate: string;
}

function toPayout(row: PayoutRow): RecordedPayout {
  const hole = toNumber(row.hole);
  return {
    id: toNumber(row.id),
    flight: row.flight === null ? null : toNumber(row.flight),
    participantId: toNumber(row.participant_id),
    name: row.name,
    prize: row.prize as RecordedPayout['prize'],
    // A prize is kept on hole 0 (the unique key needs a number).
    hole: row.prize === 'skin' ? hole : null,
    cents: toNumber(row.amount_cents),
    method: row.method as PayoutMethod,
    recordedByName: row.recorded_by_name,
    at: row.at,
  };
}

function bind(db: Knex | Knex.Transaction) {
  return {
    /** Inside a transaction: waits for any other payout of the round to commit, so a night is paid out once. */
    async lockRound(roundId: number): Promise<void> {
      await acquireWriteLock(db, `league-payouts:${roundId}`);
    },

    /** The round's payouts, flight and hole order as recorded. */
    async ofRound(roundId: number): Promise<RecordedPayout[]> {
      const rows = await db('league_payouts').where({ round_id: roundId }).orderBy('id').select<PayoutRow[]>();
      return rows.map(toPayout);
    },

    async insertAll(payouts: readonly NewPayout[]): Promise<void> {
      if (payouts.length === 0) return;
      await db('league_payouts').insert(
        payouts.map((p) => ({
          league_id: p.leagueId,
          round_id: p.roundId,
          flight: p.flight,
          participant_id: p.participantId,
          user_id: p.userId,
          name: p.name,
          prize: p.prize,
          hole: p.hole ?? 0,
          amount_cents: p.cents,
          method: p.method,
          recorded_by: p.recordedBy,
          recorded_by_name: p.recordedByName,
          at: p.at,
          facility_date: p.facilityDate,
        })),
      );
    },

    /** What the day's payouts handed over, by method, in cents (the till). */
    async sumsOn(date: string): Promise<Record<PayoutMethod, number>> {
      const rows: Array<{ method: string; cents: number | string }> = await db('league_payouts')
        .where({ facility_date: date })
        .groupBy('method')
        .select('method', db.raw('SUM(amount_cents) AS cents'));
      const sums: Record<PayoutMethod, number> = { cash: 0, credit: 0 };
      for (const r of rows) sums[r.method as PayoutMethod] += toNumber(r.cents);
      return sums;
    },
  };
}

export function createLeaguePayoutsRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type LeaguePayoutsRepository = ReturnType<typeof createLeaguePayoutsRepository>;
