// The league_posted_cards table's one repository: the card each player posts from their phone, one per round
// (docs/decisions/273-player-posted-cards.md). The holes are kept as JSON text: a figure or null per hole.
import type { Knex } from 'knex';
import type { PostedCardRow } from '@longwood/core';
import { toNumber } from '../../db/dialect';

interface Row {
  round_id: unknown;
  participant_id: unknown;
  holes: string;
  posted_at: string;
}

const toCard = (row: Row): PostedCardRow => ({
  roundId: toNumber(row.round_id),
  participantId: toNumber(row.participant_id),
  holes: JSON.parse(row.holes) as (number | null)[],
  postedAt: row.posted_at,
});

export function postedCardQueries(db: Knex) {
  return {
    /** The league's posted cards, or one round's. */
    async listByLeague(leagueId: number, roundId?: number): Promise<PostedCardRow[]> {
      const query = db('league_posted_cards').where({ league_id: leagueId }).orderBy('id');
      if (roundId !== undefined) void query.andWhere({ round_id: roundId });
      const rows: Row[] = await query.select('round_id', 'participant_id', 'holes', 'posted_at');
      return rows.map(toCard);
    },

    /** The player's card of the round as it now stands (a first post adds it, later ones replace its holes). */
    async save(
      leagueId: number,
      roundId: number,
      participantId: number,
      holes: readonly (number | null)[],
      postedAt: string,
    ): Promise<void> {
      await db('league_posted_cards')
        .insert({
          league_id: leagueId,
          round_id: roundId,
          participant_id: participantId,
          holes: JSON.stringify(holes),
          posted_at: postedAt,
        })
        .onConflict(['round_id', 'participant_id'])
        .merge(['holes', 'posted_at']);
    },
  };
}
