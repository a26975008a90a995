// A request's session files stored in one transaction under the member's own write lock
// (docs/decisions/220-shot-data-import.md): a failed file, a duplicate raced by a second request or a full store
// leaves nothing behind, and two imports at once cannot both squeeze under the storage limit. With the shots go
// their likely mis-hits and the summary's runs (every shot's and the good ones', decision 238).
import type { Knex } from 'knex';
import { likelyMishits } from '@longwood/core';
import { insertedId, runInWriteLock, toNumber } from '../../db/dialect';
import { clubRunRows, flightColumns, MEASURE_COLUMNS } from './club-runs';
import {
  MEASURES,
  selectSessions,
  SHOT_BATCH,
  toRecord,
  usedBytes,
  type ImportOutcome,
  type NewShotSession,
  type SessionRow,
} from './session-rows';

export function createSessionImports(db: Knex) {
  return {
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
              return Object.assign(row, flightColumns(shot));
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
  };
}
