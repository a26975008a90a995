// The summary's runs of a member (docs/decisions/220-shot-data-import.md, 308-summary-runs-kept-in-memory.md): the
// runs' heads within the dates and club asked for, and the values of those not kept in memory, read by id.
import type { Knex } from 'knex';
import type { ClubRun } from '@longwood/core';
import { isPostgres } from '../../db/dialect';
import { copyBinaryRows, sqlLiteral } from '../../db/postgres-copy';
import {
  HEAD_COLUMNS,
  runsOfHeads,
  toRunHead,
  valuesOfBinaryRow,
  valuesOfRow,
  VALUE_COLUMNS,
  type RunValues,
} from './club-runs';

/** Ids of one statement's IN list: well under SQLite's limit of bound values and Postgres's. */
const IDS_PER_READ = 500;

export function createSummaryRuns(db: Knex) {
  /** The values of the member's runs of `ids` (a run deleted meanwhile is not there). */
  async function runValuesByIds(userId: number, ids: number[]): Promise<Map<number, RunValues>> {
    const found = new Map<number, RunValues>();
    for (let at = 0; at < ids.length; at += IDS_PER_READ) {
      const some = ids.slice(at, at + IDS_PER_READ);
      if (isPostgres(db)) {
        // Postgres sends the runs' bytes as they are through COPY's binary format, not as hex text (decision 220).
        const rows = await copyBinaryRows(
          db,
          `SELECT id::text, ${VALUE_COLUMNS.join(', ')} FROM shot_club_runs WHERE user_id = ${sqlLiteral(userId)} ` +
            `AND id IN (${some.map((id) => sqlLiteral(id)).join(', ')})`,
        );
        for (const fields of rows) found.set(Number(fields[0]!.toString('utf8')), valuesOfBinaryRow(fields));
      } else {
        const rows: Array<Record<string, unknown>> = await db('shot_club_runs')
          .where('user_id', userId)
          .whereIn('id', some)
          .select(['id', ...VALUE_COLUMNS]);
        for (const row of rows) found.set(Number(row.id), valuesOfRow(row));
      }
    }
    return found;
  }

  return {
    /** The member's runs of values per session and club for the summary, within the dates and club given. */
    async summaryRuns(
      userId: number,
      filter: { from?: string; to?: string; club?: string; good?: boolean },
    ): Promise<ClubRun[]> {
      const conditions: Array<[column: string, operator: string, value: string | number | boolean]> = [
        ['user_id', '=', userId],
        ['good', '=', filter.good ?? false],
      ];
      if (filter.from) conditions.push(['session_date', '>=', filter.from]);
      if (filter.to) conditions.push(['session_date', '<=', filter.to]);
      if (filter.club) conditions.push(['club', '=', filter.club]);
      const heads = db('shot_club_runs').select(HEAD_COLUMNS);
      for (const [column, operator, value] of conditions) void heads.where(column, operator, value);
      return runsOfHeads(((await heads) as Array<Record<string, unknown>>).map(toRunHead), (ids) =>
        runValuesByIds(userId, ids),
      );
    },
  };
}
