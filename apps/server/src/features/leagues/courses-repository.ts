// The courses table's one repository: an admin's list of the courses league rounds are played on, each kept whole
// (its holes as JSON), and whether a round uses it (docs/decisions/211-league-handicaps-and-scorecards.md).
import type { Knex } from 'knex';
import type { Course, CourseHole } from '@longwood/core';
import { insertRow, toNumber } from '../../db/dialect';

interface CourseRow {
  id: unknown;
  name: string;
  holes: string;
  in_use?: unknown;
}

/** A course as stored (inUse is worked out from the rounds and leagues that name it). */
export type StoredCourse = Omit<Course, 'inUse'>;

export const parseHoles = (json: string): CourseHole[] => JSON.parse(json) as CourseHole[];

const toCourse = (row: CourseRow): StoredCourse => {
  const holes = parseHoles(row.holes);
  return { id: toNumber(row.id), name: row.name, holes, par: holes.reduce((sum, h) => sum + h.par, 0) };
};

export function courseQueries(db: Knex) {
  return {
    async list(): Promise<Course[]> {
      const rows = (await db('courses')
        .select(
          'courses.*',
          db.raw(
            '(select count(*) from league_rounds where league_rounds.course_id = courses.id) + ' +
              '(select count(*) from leagues where leagues.course_id = courses.id) as in_use',
          ),
        )
        .orderBy([{ column: 'name' }, { column: 'id' }])) as CourseRow[];
      return rows.map((row) => ({ ...toCourse(row), inUse: Boolean(toNumber(row.in_use)) }));
    },

    async find(id: number): Promise<StoredCourse | undefined> {
      const row = (await db('courses').where({ id }).first()) as CourseRow | undefined;
      return row ? toCourse(row) : undefined;
    },

    async findMany(ids: readonly number[]): Promise<StoredCourse[]> {
      if (ids.length === 0) return [];
      return ((await db('courses').whereIn('id', [...new Set(ids)])) as CourseRow[]).map(toCourse);
    },

    /** A round is played on it or a league's nights are (decision 110). */
    async inUse(id: number): Promise<boolean> {
      return (
        (await db('league_rounds').where({ course_id: id }).first('id')) !== undefined ||
        (await db('leagues').where({ course_id: id }).first('id')) !== undefined
      );
    },

    async insert(course: { name: string; holes: readonly CourseHole[] }, at: string): Promise<number> {
      return insertRow(db, 'courses', {
        name: course.name,
        holes: JSON.stringify(course.holes),
        created_at: at,
        updated_at: at,
      });
    },

    async update(id: number, changes: { name?: string; holes?: readonly CourseHole[] }, at: string): Promise<void> {
      const columns: Record<string, unknown> = { updated_at: at };
      if (changes.name !== undefined) columns.name = changes.name;
      if (changes.holes !== undefined) columns.holes = JSON.stringify(changes.holes);
      await db('courses').where({ id }).update(columns);
    },

    async delete(id: number): Promise<boolean> {
      return (await db('courses').where({ id }).delete()) > 0;
    },
  };
}
