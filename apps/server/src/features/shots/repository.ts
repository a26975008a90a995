// The shot_sessions and shots tables (migration 120; docs/decisions/220-shot-data-import.md): the only code that
// touches them (with shot_club_runs, migration 121, the summary's sorted values per session and club). An import writes all of a request's sessions and shots in one transaction under the member's own
// write lock, so a failed file, a duplicate raced by a second request or a full store leaves nothing behind and two
// imports at once cannot both squeeze under the storage limit.
import type { Knex } from 'knex';
import {
  likelyMishits,
  type ClubRun,
  type ParsedShot,
  type ShotMeasure,
  type ShotSession,
  type ShotSource,
} from '@longwood/core';
import { insertedId, isPostgres, runInWriteLock, toNumber } from '../../db/dialect';
import { copyBinaryRows, sqlLiteral } from '../../db/postgres-copy';
import { createBayShotsTables } from './bay-shots';
import {
  clubRunRows,
  HEAD_COLUMNS,
  MEASURE_COLUMNS,
  runsOfHeads,
  toRunHead,
  valuesOfBinaryRow,
  valuesOfRow,
  VALUE_COLUMNS,
  type RunValues,
} from './club-runs';
import { rewriteSessionRuns, toStoredShot, type StoredShot } from './session-runs';

export type { StoredShot } from './session-runs';

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
  shots: readonly ParsedShot[];
}

export type ShotSessionRecord = ShotSession & { userId: number };

export type ImportOutcome =
  | { kind: 'stored'; sessions: Array<{ record: ShotSessionRecord; duplicate: boolean }> }
  | { kind: 'storage-full'; usedBytes: number };

interface SessionRow {
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

const MEASURES = Object.keys(MEASURE_COLUMNS) as ShotMeasure[];

/** Rows per INSERT: 15 columns × 400 stays under SQLite's and Postgres's bound-parameter limits. */
const SHOT_BATCH = 400;

const hhmm = (time: string) => time.slice(0, 5);
const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));

function toRecord(row: SessionRow): ShotSessionRecord {
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

function selectSessions(db: Knex | Knex.Transaction) {
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

async function usedBytes(db: Knex | Knex.Transaction, userId: number): Promise<number> {
  const row = (await db('shot_sessions').where('user_id', userId).sum({ total: 'bytes' }).first()) as
    { total: unknown } | undefined;
  return orNull(row?.total) ?? 0;
}

/** Ids of one statement's IN list: well under SQLite's limit of bound values and Postgres's. */
const IDS_PER_READ = 500;

export function createShotsRepository(db: Knex) {
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
    /** The shots bays send as they are hit (bay-shots.ts). */
    bay: createBayShotsTables(db),

    /**
     * Stores the sessions (in order) with their shots, or nothing: a session whose key the member already has is
     * answered as that duplicate, and when the new ones would take the member past `limitBytes`, nothing is written.
     */
    async importSessions(
      userId: number,
      sessions: readonly NewShotSession[],
      importedBy: number | null,
      importedAt: string,
      limitBytes: number,
    ): Promise<ImportOutcome> {
      return runInWriteLock(db, `shots:${userId}`, async (trx) => {
        const keys = sessions.map((s) => s.dedupeKey);
        const existing = new Map<string, number>();
        const known: Array<{ id: unknown; dedupe_key: string }> = await trx('shot_sessions')
          .where('user_id', userId)
          .whereIn('dedupe_key', keys)
          .select('id', 'dedupe_key');
        for (const row of known) {
          existing.set(row.dedupe_key, toNumber(row.id));
        }
        const fresh = sessions.filter((s, i) => !existing.has(s.dedupeKey) && keys.indexOf(s.dedupeKey) === i);
        const used = await usedBytes(trx, userId);
        const adding = fresh.reduce((sum, s) => sum + s.bytes, 0);
        if (adding > 0 && used + adding > limitBytes) return { kind: 'storage-full', usedBytes: used };

        const ids: number[] = [];
        const duplicates: boolean[] = [];
        for (const session of sessions) {
          const known = existing.get(session.dedupeKey);
          if (known !== undefined) {
            ids.push(known);
            duplicates.push(true);
            continue;
          }
          const rows = (await trx('shot_sessions')
            .insert({
              user_id: userId,
              source: session.source,
              file_name: session.fileName,
              dedupe_key: session.dedupeKey,
              started_at: session.startedAt,
              session_date: session.sessionDate,
              booking_id: session.bookingId,
              shot_count: session.shots.length,
              skipped_count: session.skippedCount,
              dropped_value_count: session.droppedValueCount,
              bytes: session.bytes,
              imported_by: importedBy,
              imported_at: importedAt,
            })
            .returning('id')) as unknown[];
          const id = insertedId(rows);
          existing.set(session.dedupeKey, id);
          ids.push(id);
          duplicates.push(false);
          const flags = likelyMishits(session.shots);
          for (let start = 0; start < session.shots.length; start += SHOT_BATCH) {
            const batch = session.shots.slice(start, start + SHOT_BATCH).map((shot, i) => {
              const row: Record<string, unknown> = {
                session_id: id,
                user_id: userId,
                session_date: session.sessionDate,
                seq: start + i + 1,
                club: shot.club,
                club_label: shot.clubLabel,
                likely_mishit: flags[start + i],
              };
              for (const measure of MEASURES) row[MEASURE_COLUMNS[measure]] = shot[measure];
              return row;
            });
            await trx('shots').insert(batch);
          }
          // The summary's runs, in the same transaction: a failed import leaves neither shots nor runs.
          // Every shot's runs and the good shots' (not flagged as likely mis-hits), for either summary.
          const where = { sessionId: id, userId, sessionDate: session.sessionDate };
          const runs = [
            ...clubRunRows(where, session.shots).map((run) => ({ ...run, good: false })),
            ...clubRunRows(
              where,
              session.shots.filter((_, i) => !flags[i]),
            ).map((run) => ({ ...run, good: true })),
          ];
          if (runs.length > 0) await trx('shot_club_runs').insert(runs);
        }
        const rows = (await selectSessions(trx).whereIn('s.id', ids)) as SessionRow[];
        const byId = new Map(rows.map((row) => [toNumber(row.id), toRecord(row)]));
        return {
          kind: 'stored',
          sessions: ids.map((id, i) => ({ record: byId.get(id)!, duplicate: duplicates[i]! })),
        };
      });
    },

    /** The member's sessions, newest first. */
    async listForUser(userId: number): Promise<ShotSessionRecord[]> {
      const rows = (await selectSessions(db)
        .where('s.user_id', userId)
        .orderBy([
          { column: 's.session_date', order: 'desc' },
          { column: 's.id', order: 'desc' },
        ])) as SessionRow[];
      return rows.map(toRecord);
    },

    usedBytes: (userId: number) => usedBytes(db, userId),

    /** The files uploaded for a booking (the booking dialog's list): name, when and how many shots, oldest first. */
    async filesOfBooking(
      bookingId: number,
    ): Promise<Array<{ id: number; fileName: string; importedAt: string; shots: number }>> {
      const rows = (await db('shot_sessions')
        .select('id', 'file_name', 'imported_at', 'shot_count')
        .where('booking_id', bookingId)
        .orderBy([
          { column: 'imported_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])) as Array<{ id: unknown; file_name: string; imported_at: string; shot_count: unknown }>;
      return rows.map((row) => ({
        id: toNumber(row.id),
        fileName: row.file_name,
        importedAt: row.imported_at,
        shots: toNumber(row.shot_count),
      }));
    },

    async find(id: number): Promise<ShotSessionRecord | null> {
      const row = (await selectSessions(db).where('s.id', id).first()) as SessionRow | undefined;
      return row ? toRecord(row) : null;
    },

    async shotsOf(sessionId: number): Promise<StoredShot[]> {
      const rows = (await db('shots').where('session_id', sessionId).orderBy('seq')) as Array<Record<string, unknown>>;
      return rows.map(toStoredShot);
    },

    /**
     * Excludes a shot of the session from the good ones, or keeps it, and rewrites the session's good runs in the
     * same transaction; null when the session has no such shot.
     */
    async setExclusion(sessionId: number, shotId: number, excluded: boolean): Promise<StoredShot | null> {
      return db.transaction(async (trx) => {
        const row = (await trx('shots').where({ id: shotId, session_id: sessionId }).first()) as
          Record<string, unknown> | undefined;
        if (!row) return null;
        await trx('shots').where('id', shotId).update({ excluded });
        await rewriteSessionRuns(trx, {
          sessionId,
          userId: toNumber(row.user_id),
          sessionDate: String(row.session_date),
        });
        return toStoredShot({ ...row, excluded });
      });
    },

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

    async setBooking(id: number, bookingId: number | null): Promise<void> {
      await db('shot_sessions').where('id', id).update({ booking_id: bookingId });
    },

    async setCoachNote(id: number, note: string | null): Promise<void> {
      await db('shot_sessions').where('id', id).update({ coach_note: note });
    },

    /** Deletes the session and (cascade) its shots; false when it was already gone. */
    async remove(id: number): Promise<boolean> {
      return (await db('shot_sessions').where('id', id).delete()) > 0;
    },
  };
}

export type ShotsRepository = ReturnType<typeof createShotsRepository>;
