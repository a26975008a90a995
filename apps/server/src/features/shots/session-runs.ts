// A session's summary runs rewritten from its stored shots (part of the shots repository; decisions 220 and 238): the
// likely mis-hits flagged again over all its shots (the club's median moves as shots join a live session), then the
// runs of every shot (good = false) and of the good shots (good = true). Called in the transaction that changed the
// shots: a file's import, a bay's live shots joining the session, a shot excluded or restored.
import type { Knex } from 'knex';
import { isGoodShot, likelyMishits, type FlightFigures, type ParsedShot, type ShotMeasure } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { clubRunRows, flightOf, MEASURE_COLUMNS } from './club-runs';

const MEASURES = Object.keys(MEASURE_COLUMNS) as ShotMeasure[];
const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));

/** A stored shot as the session's detail shows it. */
export type StoredShot = ParsedShot & FlightFigures & { id: number; likelyMishit: boolean; excluded: boolean };

export function toStoredShot(row: Record<string, unknown>): StoredShot {
  const likelyMishit = Boolean(row.likely_mishit);
  const choice = row.excluded === null || row.excluded === undefined ? null : Boolean(row.excluded);
  const shot = {
    id: toNumber(row.id),
    club: String(row.club),
    clubLabel: String(row.club_label),
    likelyMishit,
    excluded: !isGoodShot({ excluded: choice, likelyMishit }),
  } as StoredShot;
  for (const measure of MEASURES) shot[measure] = orNull(row[MEASURE_COLUMNS[measure]]);
  return Object.assign(shot, flightOf(row));
}

export async function rewriteSessionRuns(
  trx: Knex.Transaction,
  session: { sessionId: number; userId: number; sessionDate: string },
): Promise<void> {
  const rows = (await trx('shots').where('session_id', session.sessionId).orderBy('seq')) as Array<
    Record<string, unknown>
  >;
  const shots = rows.map(toStoredShot);
  const flags = likelyMishits(shots);
  const changed = rows.filter((row, i) => Boolean(row.likely_mishit) !== flags[i]);
  for (const [flag, list] of [true, false].map(
    (f) => [f, changed.filter((row) => flags[rows.indexOf(row)] === f)] as const,
  )) {
    if (list.length > 0) {
      await trx('shots')
        .whereIn(
          'id',
          list.map((row) => toNumber(row.id)),
        )
        .update({ likely_mishit: flag });
    }
  }
  const current = rows.map((row, i) => toStoredShot({ ...row, likely_mishit: flags[i] }));
  await trx('shot_club_runs').where('session_id', session.sessionId).delete();
  const runs = [
    ...clubRunRows(session, current).map((run) => ({ ...run, good: false })),
    ...clubRunRows(
      session,
      current.filter((shot) => !shot.excluded),
    ).map((run) => ({ ...run, good: true })),
  ];
  if (runs.length > 0) await trx('shot_club_runs').insert(runs);
}
