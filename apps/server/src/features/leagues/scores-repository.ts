// The league_scores table's one repository. Standings are computed from these rows on every read, never stored,
// so they cannot go stale after an edit (docs/decisions/201-league-play-an-organiser-can-trust.md).
import type { Knex } from 'knex';
import type { LeagueScore, MatchResult } from '@longwood/core';
import { insertRow, toNumber } from '../../db/dialect';

interface ScoreRow {
  id: unknown;
  league_id: unknown;
  round_id: unknown;
  participant_id: unknown;
  strokes: unknown;
  holes: string | null;
  result: MatchResult | null;
  opponent_participant_id: unknown;
  created_at: string;
}

const toScore = (row: ScoreRow): LeagueScore => ({
  id: toNumber(row.id),
  leagueId: toNumber(row.league_id),
  roundId: toNumber(row.round_id),
  participantId: toNumber(row.participant_id),
  strokes: row.strokes === null ? null : toNumber(row.strokes),
  holes: row.holes ? (JSON.parse(row.holes) as number[]) : null,
  result: row.result,
  opponentParticipantId: row.opponent_participant_id === null ? null : toNumber(row.opponent_participant_id),
  createdAt: row.created_at,
});

export interface ScoreFields {
  participantId: number;
  strokes: number | null;
  holes?: readonly number[] | null;
  result: MatchResult | null;
  opponentParticipantId: number | null;
}

export function scoreQueries(db: Knex) {
  return {
    async listByLeague(leagueId: number, roundId?: number): Promise<LeagueScore[]> {
      const query = db('league_scores').where({ league_id: leagueId });
      if (roundId !== undefined) query.andWhere({ round_id: roundId });
      return ((await query.orderBy([{ column: 'round_id' }, { column: 'id' }])) as ScoreRow[]).map(toScore);
    },

    async find(leagueId: number, id: number): Promise<LeagueScore | undefined> {
      const row = (await db('league_scores').where({ league_id: leagueId, id }).first()) as ScoreRow | undefined;
      return row ? toScore(row) : undefined;
    },

    async insert(leagueId: number, roundId: number, score: ScoreFields, createdAt: string): Promise<number> {
      return insertRow(db, 'league_scores', {
        league_id: leagueId,
        round_id: roundId,
        participant_id: score.participantId,
        strokes: score.strokes,
        holes: score.holes ? JSON.stringify(score.holes) : null,
        result: score.result,
        opponent_participant_id: score.opponentParticipantId,
        created_at: createdAt,
      });
    },

    async update(leagueId: number, id: number, changes: Partial<Omit<ScoreFields, 'participantId'>>): Promise<void> {
      const columns: Record<string, unknown> = {};
      if (changes.strokes !== undefined) columns.strokes = changes.strokes;
      if (changes.holes !== undefined) columns.holes = changes.holes ? JSON.stringify(changes.holes) : null;
      if (changes.result !== undefined) columns.result = changes.result;
      if (changes.opponentParticipantId !== undefined) columns.opponent_participant_id = changes.opponentParticipantId;
      if (Object.keys(columns).length > 0) await db('league_scores').where({ league_id: leagueId, id }).update(columns);
    },

    async delete(leagueId: number, id: number): Promise<boolean> {
      return (await db('league_scores').where({ league_id: leagueId, id }).delete()) > 0;
    },

    async deleteRound(leagueId: number, roundId: number): Promise<void> {
      await db('league_scores').where({ league_id: leagueId, round_id: roundId }).delete();
    },
  };
}
