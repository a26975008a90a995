// The league_side_games table's one repository: each player's measured distance on a side game's hole of a round
// (docs/decisions/279-league-side-games.md), inches to the pin or yards of the drive.
import type { Knex } from 'knex';
import { entryDistance, type SideGame, type SideGameEntry, type SideGameRow } from '@longwood/core';
import { toNumber } from '../../db/dialect';

export function sideGameQueries(db: Knex) {
  return {
    /** The league's measurements, or one round's. */
    async listByLeague(leagueId: number, roundId?: number): Promise<SideGameRow[]> {
      const query = db('league_side_games').where({ league_id: leagueId }).orderBy('id');
      if (roundId !== undefined) void query.andWhere({ round_id: roundId });
      const rows: { round_id: unknown; participant_id: unknown; game: SideGame; hole: unknown; distance: unknown }[] =
        await query.select('round_id', 'participant_id', 'game', 'hole', 'distance');
      return rows.map((r) => ({
        roundId: toNumber(r.round_id),
        participantId: toNumber(r.participant_id),
        game: r.game,
        hole: toNumber(r.hole),
        distance: toNumber(r.distance),
      }));
    },

    /** Sets each measurement of a round as entered (core's entryDistance: a null distance clears one). */
    async setEntries(leagueId: number, roundId: number, entries: readonly SideGameEntry[], enteredAt: string) {
      for (const entry of entries) {
        const { game, participantId, hole } = entry;
        await this.set(leagueId, { roundId, participantId, game, hole, distance: entryDistance(entry) }, enteredAt);
      }
    },

    /** Sets a player's distance on a hole of the round (replacing one entered), or clears it (null). */
    async set(
      leagueId: number,
      row: Omit<SideGameRow, 'distance'> & { distance: number | null },
      enteredAt: string,
    ): Promise<void> {
      const key = { round_id: row.roundId, participant_id: row.participantId, game: row.game, hole: row.hole };
      if (row.distance === null) {
        await db('league_side_games')
          .where({ league_id: leagueId, ...key })
          .delete();
        return;
      }
      await db('league_side_games')
        .insert({ league_id: leagueId, ...key, distance: row.distance, entered_at: enteredAt })
        .onConflict(['round_id', 'participant_id', 'game', 'hole'])
        .merge(['distance', 'entered_at']);
    },
  };
}
