// The shot_sessions rows as the shots feature reads them (docs/decisions/220-shot-data-import.md): a session with its
// booking's day and times, mapped to core's ShotSession; shared by the repository's reads and its import.
import type { Knex } from 'knex';
import type { FlightFigures, ParsedShot, ShotMeasure, ShotSession, ShotSource } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { MEASURE_COLUMNS } from './club-runs';

export interface NewShotSession {
  source: ShotSource;
  fileName: string;
  dedupeKey: string;
  startedAt: string | null;
  sessionDate: string;
  bookingId: number | null;
  skippedCount: number;
  droppedValueCount: number;
  bytes: number;
  /** With the flight's figures the model filled (decision 444). */
  shots: ReadonlyArray<ParsedShot & Partial<FlightFigures>>;
}

export type ShotSessionRecord = ShotSession & { userId: number };

export type ImportOutcome =
  | { kind: 'stored'; sessions: Array<{ record: ShotSessionRecord; duplicate: boolean }> }
  | { kind: 'storage-full'; usedBytes: number };

export interface SessionRow {
  id: unknown;
  user_id: unknown;
  source: string;
  file_name: string;
  started_at: string | null;
  booking_id: unknown;
  shot_count: unknown;
  skipped_count: unknown;
  dropped_value_count: unknown;
  coach_note: string | null;
  imported_at: string;
  session_date: string;
  booking_kind: string | null;
  booking_date: string | null;
  booking_start: string | null;
  booking_end: string | null;
}

export const MEASURES = Object.keys(MEASURE_COLUMNS) as ShotMeasure[];

/** Rows per INSERT: 15 columns × 400 stays under SQLite's and Postgres's bound-parameter limits. */
export const SHOT_BATCH = 400;

const hhmm = (time: string) => time.slice(0, 5);
export const orNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : toNumber(value);

export function toRecord(row: SessionRow): ShotSessionRecord {
  return {
    id: toNumber(row.id),
    userId: toNumber(row.user_id),
    source: row.source as ShotSource,
    fileName: row.file_name,
    startedAt: row.started_at,
    sessionDate: row.session_date,
    shotCount: toNumber(row.shot_count),
    skippedCount: toNumber(row.skipped_count),
    droppedValueCount: toNumber(row.dropped_value_count),
    bookingId: orNull(row.booking_id),
    booking:
      row.booking_date && row.booking_start && row.booking_end
        ? {
            kind: row.booking_kind === 'lesson' ? ('lesson' as const) : ('booking' as const),
            date: row.booking_date,
            startTime: hhmm(row.booking_start),
            endTime: hhmm(row.booking_end),
          }
        : null,
    coachNote: row.coach_note,
    importedAt: row.imported_at,
  };
}

export function selectSessions(db: Knex | Knex.Transaction) {
  return db('shot_sessions as s')
    .leftJoin('bookings as b', 'b.id', 's.booking_id')
    .select(
      's.id',
      's.user_id',
      's.source',
      's.file_name',
      's.started_at',
      's.booking_id',
      's.shot_count',
      's.skipped_count',
      's.dropped_value_count',
      's.coach_note',
      's.imported_at',
      's.session_date',
      'b.kind as booking_kind',
      'b.booking_date as booking_date',
      'b.start_time as booking_start',
      'b.end_time as booking_end',
    );
}

export async function usedBytes(db: Knex | Knex.Transaction, userId: number): Promise<number> {
  const row = (await db('shot_sessions').where('user_id', userId).sum({ total: 'bytes' }).first()) as
    { total: unknown } | undefined;
  return orNull(row?.total) ?? 0;
}
