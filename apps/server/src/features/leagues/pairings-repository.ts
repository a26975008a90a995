// The league_pairings table's one repository: a match-play round's pairings, stored apart from its results so that
// saving some results never removes the others (docs/decisions/201-league-play-an-organiser-can-trust.md).
import type { Knex } from 'knex';
import type { StoredPairing } from '@longwood/core';
import { toNumber } from '../../db/dialect';

interface PairingRow {
  round_id: unknown;
  participant_id: unknown;
  opponent_participant_id: unknown;
}

const toPairing = (row: PairingRow): StoredPairing => ({
  roundId: toNumber(row.round_id),
  participantId: toNumber(row.participant_id),
  opponentParticipantId: row.opponent_participant_id === null ? null : toNumber(row.opponent_participant_id),
});

export function pairingQueries(db: Knex) {
  return {
    /** The league's pairings (one round's with roundId), in the order they were set. */
    async listByLeague(leagueId: number, roundId?: number): Promise<StoredPairing[]> {
      const query = db('league_pairings').where({ league_id: leagueId });
      if (roundId !== undefined) query.andWhere({ round_id: roundId });
      return ((await query.orderBy([{ column: 'round_id' }, { column: 'id' }])) as PairingRow[]).map(toPairing);
    },

    /**
     * Replaces a round's pairings (in the caller's transaction): a pairing that stays keeps its row, so the round's
     * pairings keep the order they were first set in; the others go and the new ones are added after.
     */
    async replaceRound(
      leagueId: number,
      roundId: number,
      pairings: readonly Omit<StoredPairing, 'roundId'>[],
      createdAt: string,
    ): Promise<void> {
      const rows = (await db('league_pairings').where({ league_id: leagueId, round_id: roundId })) as Array<
        PairingRow & { id: unknown }
      >;
      const keyOf = (p: Omit<StoredPairing, 'roundId'>) => `${p.participantId}:${p.opponentParticipantId ?? 'bye'}`;
      const wanted = new Set(pairings.map(keyOf));
      const kept = new Set<string>();
      const gone: number[] = [];
      for (const row of rows) {
        const key = keyOf(toPairing(row));
        if (wanted.has(key) && !kept.has(key)) kept.add(key);
        else gone.push(toNumber(row.id));
      }
      if (gone.length > 0) await db('league_pairings').whereIn('id', gone).delete();
      const added = pairings.filter((p) => !kept.has(keyOf(p)));
      if (added.length === 0) return;
      await db('league_pairings').insert(
        added.map((p) => ({
          league_id: leagueId,
          round_id: roundId,
          participant_id: p.participantId,
          opponent_participant_id: p.opponentParticipantId,
          created_at: createdAt,
        })),
      );
    },
  };
}
