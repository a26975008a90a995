// The league_absences table's one repository: one row per round and player marked did not play
// (docs/decisions/270-league-absences-and-round-completion.md).
import type { Knex } from 'knex';
import type { AbsenceRow } from '@longwood/core';
import { toNumber } from '../../db/dialect';

export function absenceQueries(db: Knex) {
  return {
    /** The league's marks, or one round's. */
    async listByLeague(leagueId: number, roundId?: number): Promise<AbsenceRow[]> {
      const query = db('league_absences').where({ league_id: leagueId }).orderBy('id');
      if (roundId !== undefined) void query.andWhere({ round_id: roundId });
      const rows: { round_id: unknown; participant_id: unknown }[] = await query.select('round_id', 'participant_id');
      return rows.map((r) => ({ roundId: toNumber(r.round_id), participantId: toNumber(r.participant_id) }));
    },

    /** Marks the player did not play the round (a second mark changes nothing). */
    async mark(leagueId: number, roundId: number, participantId: number, createdAt: string): Promise<void> {
      await db('league_absences')
        .insert({ league_id: leagueId, round_id: roundId, participant_id: participantId, created_at: createdAt })
        .onConflict(['round_id', 'participant_id'])
        .ignore();
    },

    /** Takes the marks of these players off the round. */
    async clear(leagueId: number, roundId: number, participantIds: readonly number[]): Promise<void> {
      if (participantIds.length === 0) return;
      await db('league_absences')
        .where({ league_id: leagueId, round_id: roundId })
        .whereIn('participant_id', participantIds)
        .delete();
    },
  };
}
