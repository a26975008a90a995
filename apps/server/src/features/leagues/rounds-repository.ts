// The league_rounds table's one repository: a round is one dated night of a league, our design where the
// requirements leave it open (docs/decisions/201-league-play-an-organiser-can-trust.md).
import type { Knex } from 'knex';
import type { CourseHoles, LeagueRound } from '@longwood/core';

/** A round as stored (how far it is scored is worked out from its scores, its course read apart: play.ts). */
export type StoredRound = Omit<
  LeagueRound,
  'scoredTeams' | 'totalTeams' | 'absentTeams' | 'complete' | 'didNotPlay' | 'substitutes' | 'course'
> & { courseId: number | null; courseHoles: CourseHoles };
import { insertRow, toNumber } from '../../db/dialect';

interface RoundRow {
  id: unknown;
  league_id: unknown;
  round_number: unknown;
  round_date: string | null;
  name: string | null;
  course_id: unknown;
  course_holes?: CourseHoles | null;
}

const toRound = (row: RoundRow): StoredRound => ({
  id: toNumber(row.id),
  leagueId: toNumber(row.league_id),
  roundNumber: toNumber(row.round_number),
  roundDate: row.round_date ?? '',
  name: row.name,
  courseId: row.course_id === null || row.course_id === undefined ? null : toNumber(row.course_id),
  courseHoles: row.course_holes ?? 'all',
});

export interface NewRound {
  leagueId: number;
  roundNumber: number;
  roundDate: string;
  name?: string | null;
  courseId?: number | null;
  /** The holes of its course it plays (decision 289); absent: all. */
  courseHoles?: CourseHoles;
}

export function roundQueries(db: Knex) {
  return {
    async listByLeague(leagueId: number): Promise<StoredRound[]> {
      const rows = (await db('league_rounds')
        .where({ league_id: leagueId })
        .orderBy([{ column: 'round_number' }, { column: 'id' }])) as RoundRow[];
      return rows.map(toRound);
    },

    async find(leagueId: number, id: number): Promise<StoredRound | undefined> {
      const row = (await db('league_rounds').where({ league_id: leagueId, id }).first()) as RoundRow | undefined;
      return row ? toRound(row) : undefined;
    },

    async insert(round: NewRound, createdAt: string): Promise<number> {
      return insertRow(db, 'league_rounds', {
        league_id: round.leagueId,
        round_number: round.roundNumber,
        round_date: round.roundDate,
        name: round.name ?? null,
        course_id: round.courseId ?? null,
        course_holes: round.courseHoles ?? 'all',
        created_at: createdAt,
      });
    },

    /** A round's date, name, course or holes of it (the fields given). */
    async update(
      leagueId: number,
      id: number,
      changes: { roundDate?: string; name?: string | null; courseId?: number | null; courseHoles?: CourseHoles },
    ): Promise<void> {
      const columns: Record<string, unknown> = {};
      if (changes.roundDate !== undefined) columns.round_date = changes.roundDate;
      if (changes.name !== undefined) columns.name = changes.name;
      if (changes.courseId !== undefined) columns.course_id = changes.courseId;
      if (changes.courseHoles !== undefined) columns.course_holes = changes.courseHoles;
      if (Object.keys(columns).length > 0) await db('league_rounds').where({ league_id: leagueId, id }).update(columns);
    },

    /** The rounds with a card: a score row or a card a player posted (their date and course are then fixed). */
    async withCards(leagueId: number): Promise<Set<number>> {
      const scored: { round_id: unknown }[] = await db('league_scores')
        .where({ league_id: leagueId })
        .distinct('round_id');
      const posted: { round_id: unknown }[] = await db('league_posted_cards')
        .where({ league_id: leagueId })
        .distinct('round_id');
      return new Set([...scored, ...posted].map((r) => toNumber(r.round_id)));
    },

    /** Deletes the round; its scores go with it (ON DELETE CASCADE). */
    async delete(leagueId: number, id: number): Promise<boolean> {
      return (await db('league_rounds').where({ league_id: leagueId, id }).delete()) > 0;
    },
  };
}
