// The league_absences table's one repository: one row per round and player marked did not play
// (docs/decisions/270-league-absences-and-round-completion.md), with its substitute (274-league-substitutes.md).
import type { Knex } from 'knex';
import type { AbsenceRow, Substitute } from '@longwood/core';
import { toNumber } from '../../db/dialect';

export function absenceQueries(db: Knex) {
  return {
    /** The league's marks, or one round's. */
    async listByLeague(leagueId: number, roundId?: number): Promise<AbsenceRow[]> {
      const query = db('league_absences').where({ league_id: leagueId }).orderBy('id');
      if (roundId !== undefined) void query.andWhere({ round_id: roundId });
      const rows: {
        round_id: unknown;
        participant_id: unknown;
        substitute_name: string | null;
        substitute_user_id: unknown;
        substitute_handicap: unknown;
        substitute_strokes: unknown;
        substitute_holes: string | null;
      }[] = await query.select(
        'round_id',
        'participant_id',
        'substitute_name',
        'substitute_user_id',
        'substitute_handicap',
        'substitute_strokes',
        'substitute_holes',
      );
      return rows.map((r) => ({
        roundId: toNumber(r.round_id),
        participantId: toNumber(r.participant_id),
        substitute:
          r.substitute_name === null
            ? null
            : {
                name: r.substitute_name,
                userId: r.substitute_user_id === null ? null : toNumber(r.substitute_user_id),
                handicap: toNumber(r.substitute_handicap),
                strokes: r.substitute_strokes === null ? null : toNumber(r.substitute_strokes),
                holes: r.substitute_holes ? (JSON.parse(r.substitute_holes) as number[]) : null,
              },
      }));
    },

    /** Sets (or takes off, null) the substitute of a marked player (docs/decisions/274-league-substitutes.md). */
    async setSubstitute(
      leagueId: number,
      roundId: number,
      participantId: number,
      substitute: Substitute | null,
    ): Promise<void> {
      await db('league_absences')
        .where({ league_id: leagueId, round_id: roundId, participant_id: participantId })
        .update({
          substitute_name: substitute?.name ?? null,
          substitute_user_id: substitute?.userId ?? null,
          substitute_handicap: substitute?.handicap ?? null,
          substitute_strokes: substitute?.strokes ?? null,
          substitute_holes: substitute?.holes ? JSON.stringify(substitute.holes) : null,
        });
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
