// The shot_sessions and shots tables (migration 120; docs/decisions/220-shot-data-import.md): the only code that
// touches them (with shot_club_runs, migration 121, the summary's sorted values per session and club), in parts that
// change for their own reasons: importing a request's files (session-imports.ts), the summary's runs
// (summary-runs.ts), a bay's shots (bay-shots.ts), and here a member's sessions read, re-matched, noted and deleted.
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { createBayShotsTables } from './bay-shots';
import { createSessionImports } from './session-imports';
import { selectSessions, toRecord, usedBytes, type SessionRow, type ShotSessionRecord } from './session-rows';
import { rewriteSessionRuns, toStoredShot, type StoredShot } from './session-runs';
import { createSummaryRuns } from './summary-runs';

export type { StoredShot } from './session-runs';
export type { NewShotSession, ShotSessionRecord } from './session-rows';

export function createShotsRepository(db: Knex) {
  return {
    /** The shots bays send as they are hit (bay-shots.ts). */
    bay: createBayShotsTables(db),

    /** A request's session files, stored in one transaction or not at all (session-imports.ts). */
    ...createSessionImports(db),

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

    ...createSummaryRuns(db),

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
