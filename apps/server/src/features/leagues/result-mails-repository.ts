// The league_result_mails table's one repository: one row per round and member once their results e-mail is queued
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md). Its unique key (round, member) is what
// makes the e-mail go once: a claim that finds the row taken inserts nothing.
import type { Knex } from 'knex';

export function resultMailQueries(db: Knex) {
  return {
    /** Claims a member's results e-mail of a round: true the first time, false ever after. */
    async claim(leagueId: number, roundId: number, userId: number, createdAt: string): Promise<boolean> {
      const rows: unknown[] = await db('league_result_mails')
        .insert({ league_id: leagueId, round_id: roundId, user_id: userId, created_at: createdAt })
        .onConflict(['round_id', 'user_id'])
        .ignore()
        .returning('id');
      return rows.length > 0;
    },
  };
}
