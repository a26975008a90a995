// The bay_shots table (migration 241; docs/decisions/241-bay-shots-matched-to-the-bay.md) and how a bay's shots
// join a member's session: part of the shots repository (its only writer), so a shot, its session and the
// summary's runs are written in one transaction. Each bay's writes take that bay's write lock: two batches of one bay
// (an agent's resend racing its first try) cannot both store a shot, and the unique (bay, shot id) backs it up. A
// connector's resend under a new shot id (the same shot number and ball data within seconds, core's isBayShotResend;
// docs/decisions/421-a-resent-shot-stored-once.md) is a duplicate too, checked under the same lock.
import type { Knex } from 'knex';
import {
  BAY_SHOT_RECENT_MS,
  BAY_SHOT_RESEND_WINDOW_MS,
  isBayShotResend,
  UNASSIGNED_BAY_SHOTS_PAGE,
  type BayShot,
  type FlightFigures,
  type ParsedShot,
  type ShotMeasure,
  type UnassignedBayShotList,
  type UnassignedBayShotsQuery,
} from '@longwood/core';
import { insertedId, runInWriteLock, toNumber } from '../../db/dialect';
import { unitOfWorkFor, type UnitOfWork } from '../../db/unit-of-work';
import { flightColumns, flightOf, MEASURE_COLUMNS } from './club-runs';
import { rewriteSessionRuns } from './session-runs';

/** A shot as stored: the shot, the two angles only live shots carry, and the session it joins, if any. */
export interface IncomingBayShot {
  shotId: string;
  hitAt: string;
  hitDate: string;
  shot: FlightShot;
  horizontalLaunchDeg: number | null;
  spinAxisDeg: number | null;
  /** The connector's shot number (Open Connect's `ShotNumber`), which a resend repeats; null from files. */
  shotNumber: number | null;
  /** The bay use it was hit in; `session` when that use is a member's (their session of it). */
  bookingId: number | null;
  session: SessionKey | null;
}

/** Which of a member's sessions shots join: one per booking, or per bay and date for shots the desk gave. */
export interface SessionKey {
  userId: number;
  dedupeKey: string;
  sessionDate: string;
  bookingId: number | null;
  fileName: string;
}

export interface StoredBayShots {
  accepted: number;
  duplicates: number;
  /** The shot ids stored now (not a resend). */
  storedIds: string[];
  /** Sessions that gained shots (for the live view). */
  sessions: Array<{ sessionId: number; userId: number }>;
}

/** A shot with its modelled flight, if any (decision 444). */
type FlightShot = ParsedShot & Partial<FlightFigures>;

const MEASURES = Object.keys(MEASURE_COLUMNS) as ShotMeasure[];
/** Rows per INSERT: 21 columns × 200 stays under both databases' bound-parameter limits. */
const BATCH = 200;

const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));

function shotOf(row: Record<string, unknown>): ParsedShot & FlightFigures {
  const shot = { club: String(row.club), clubLabel: String(row.club_label) } as ParsedShot;
  for (const measure of MEASURES) shot[measure] = orNull(row[MEASURE_COLUMNS[measure]]);
  return Object.assign(shot, flightOf(row));
}

const lockOf = (bayId: number) => `bay-shots:${bayId}`;

/** What a resend repeats, of a shot arriving or a row stored (its measures as stored, modelled ones alike). */
type ResendFields = Parameters<typeof isBayShotResend>[0];
const defined = (value: unknown): number | undefined =>
  value === null || value === undefined ? undefined : toNumber(value);

function resendFieldsOfIncoming(incoming: IncomingBayShot): ResendFields {
  const { shot } = incoming;
  return {
    hitAt: incoming.hitAt,
    shotNumber: incoming.shotNumber ?? undefined,
    ballSpeedMps: defined(shot.ballSpeedMps),
    launchDeg: defined(shot.launchDeg),
    horizontalLaunchDeg: defined(incoming.horizontalLaunchDeg),
    spinRpm: defined(shot.spinRpm),
    spinAxisDeg: defined(incoming.spinAxisDeg),
    carryM: defined(shot.carryM),
  } satisfies Partial<BayShot>;
}

function resendFieldsOfRow(row: Record<string, unknown>): ResendFields {
  return {
    hitAt: String(row.hit_at),
    shotNumber: defined(row.shot_number),
    ballSpeedMps: defined(row.ball_speed_mps),
    launchDeg: defined(row.launch_deg),
    horizontalLaunchDeg: defined(row.horizontal_launch_deg),
    spinRpm: defined(row.spin_rpm),
    spinAxisDeg: defined(row.spin_axis_deg),
    carryM: defined(row.carry_m),
  };
}

/** The bay's stored shots that a shot of `shots` could be a resend of: the same numbers, within the window. */
async function resendCandidates(
  trx: Knex.Transaction,
  bayId: number,
  shots: readonly IncomingBayShot[],
): Promise<ResendFields[]> {
  const numbered = shots.filter((shot) => shot.shotNumber !== null);
  if (numbered.length === 0) return [];
  const times = numbered.map((shot) => Date.parse(shot.hitAt));
  const from = new Date(Math.min(...times) - BAY_SHOT_RESEND_WINDOW_MS).toISOString();
  const to = new Date(Math.max(...times) + BAY_SHOT_RESEND_WINDOW_MS).toISOString();
  const numbers = [...new Set(numbered.map((shot) => shot.shotNumber!))];
  const found: ResendFields[] = [];
  for (let start = 0; start < numbers.length; start += BATCH) {
    const rows = await trx('bay_shots')
      .where('simulator_id', bayId)
      .whereIn('shot_number', numbers.slice(start, start + BATCH))
      .whereBetween('hit_at', [from, to])
      .select<Array<Record<string, unknown>>>(
        'hit_at',
        'shot_number',
        'ball_speed_mps',
        'launch_deg',
        'horizontal_launch_deg',
        'spin_rpm',
        'spin_axis_deg',
        'carry_m',
      );
    found.push(...rows.map(resendFieldsOfRow));
  }
  return found;
}

/** Adds shots to the member's session for `key` (made on the first shot), and rewrites the session's runs. */
async function appendToSession(
  trx: Knex.Transaction,
  key: SessionKey,
  shots: ReadonlyArray<{ hitAt: string; shot: FlightShot }>,
  at: string,
): Promise<number> {
  const existing = (await trx('shot_sessions')
    .where({ user_id: key.userId, dedupe_key: key.dedupeKey })
    .select('id', 'shot_count', 'started_at')
    .first()) as { id: unknown; shot_count: unknown; started_at: string | null } | undefined;
  const firstHit = shots.reduce((min, s) => (s.hitAt < min ? s.hitAt : min), shots[0]!.hitAt);
  let sessionId: number;
  let seq: number;
  if (existing) {
    sessionId = toNumber(existing.id);
    seq = toNumber(existing.shot_count);
    const startedAt = existing.started_at && existing.started_at < firstHit ? existing.started_at : firstHit;
    await trx('shot_sessions')
      .where('id', sessionId)
      .update({ shot_count: seq + shots.length, started_at: startedAt });
  } else {
    const rows = (await trx('shot_sessions')
      .insert({
        user_id: key.userId,
        source: 'gspro',
        file_name: key.fileName,
        dedupe_key: key.dedupeKey,
        started_at: firstHit,
        session_date: key.sessionDate,
        booking_id: key.bookingId,
        shot_count: shots.length,
        skipped_count: 0,
        dropped_value_count: 0,
        // Live shots are no file: they take none of the member's file storage.
        bytes: 0,
        imported_by: null,
        imported_at: at,
      })
      .returning('id')) as unknown[];
    sessionId = insertedId(rows);
    seq = 0;
  }
  const rows = shots.map(({ shot }, i) => {
    const row: Record<string, unknown> = {
      session_id: sessionId,
      user_id: key.userId,
      session_date: key.sessionDate,
      seq: seq + i + 1,
      club: shot.club,
      club_label: shot.clubLabel,
    };
    for (const measure of MEASURES) row[MEASURE_COLUMNS[measure]] = shot[measure];
    return Object.assign(row, flightColumns(shot));
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx('shots').insert(rows.slice(start, start + BATCH));
  }
  // The summary's runs (every shot's and the good ones', decision 238) and the likely mis-hits are per session and
  // club: rewritten from the session's shots, in the same transaction.
  await rewriteSessionRuns(trx, { sessionId, userId: key.userId, sessionDate: key.sessionDate });
  return sessionId;
}

function bayShotRow(bayId: number, keyId: number, incoming: IncomingBayShot, receivedAt: string) {
  const row: Record<string, unknown> = {
    simulator_id: bayId,
    shot_id: incoming.shotId,
    device_key_id: keyId,
    hit_at: incoming.hitAt,
    hit_date: incoming.hitDate,
    club: incoming.shot.club,
    club_label: incoming.shot.clubLabel,
    horizontal_launch_deg: incoming.horizontalLaunchDeg,
    spin_axis_deg: incoming.spinAxisDeg,
    shot_number: incoming.shotNumber,
    booking_id: incoming.bookingId,
    session_id: null,
    received_at: receivedAt,
  };
  for (const measure of MEASURES) row[MEASURE_COLUMNS[measure]] = incoming.shot[measure];
  return Object.assign(row, flightColumns(incoming.shot));
}

export function createBayShotsTables(db: Knex) {
  return {
    /**
     * Stores the shots the server does not have yet (by bay and shot id, and a connector's resend of a stored shot or
     * of one earlier in the batch; a shot twice in one batch counts once) and adds those hit in a member's booking to
     * that booking's session, oldest first.
     */
    async store(
      bayId: number,
      keyId: number,
      shots: readonly IncomingBayShot[],
      receivedAt: string,
    ): Promise<StoredBayShots> {
      return runInWriteLock(db, lockOf(bayId), async (trx) => {
        const ids = [...new Set(shots.map((s) => s.shotId))];
        const known = new Set<string>();
        for (let start = 0; start < ids.length; start += BATCH) {
          const rows = await trx('bay_shots')
            .where('simulator_id', bayId)
            .whereIn('shot_id', ids.slice(start, start + BATCH))
            .select<Array<{ shot_id: string }>>('shot_id');
          for (const row of rows) known.add(row.shot_id);
        }
        const unknown: IncomingBayShot[] = [];
        for (const shot of shots) {
          if (known.has(shot.shotId)) continue;
          known.add(shot.shotId);
          unknown.push(shot);
        }
        unknown.sort((a, b) => a.hitAt.localeCompare(b.hitAt));
        const seen = await resendCandidates(trx, bayId, unknown);
        const fresh: IncomingBayShot[] = [];
        for (const shot of unknown) {
          const fields = resendFieldsOfIncoming(shot);
          if (seen.some((earlier) => isBayShotResend(earlier, fields))) continue;
          if (fields.shotNumber !== undefined) seen.push(fields);
          fresh.push(shot);
        }
        const bySession = new Map<string, { key: SessionKey; shots: IncomingBayShot[] }>();
        for (const shot of fresh) {
          if (!shot.session) continue;
          const id = `${shot.session.userId}|${shot.session.dedupeKey}`;
          const group = bySession.get(id) ?? { key: shot.session, shots: [] };
          group.shots.push(shot);
          bySession.set(id, group);
        }
        const sessionOf = new Map<string, number>();
        const sessions: StoredBayShots['sessions'] = [];
        for (const { key, shots: group } of bySession.values()) {
          const sessionId = await appendToSession(trx, key, group, receivedAt);
          sessions.push({ sessionId, userId: key.userId });
          for (const shot of group) sessionOf.set(shot.shotId, sessionId);
        }
        const rows = fresh.map((shot) => ({
          ...bayShotRow(bayId, keyId, shot, receivedAt),
          session_id: sessionOf.get(shot.shotId) ?? null,
        }));
        for (let start = 0; start < rows.length; start += BATCH) {
          await trx('bay_shots').insert(rows.slice(start, start + BATCH));
        }
        return {
          accepted: fresh.length,
          duplicates: shots.length - fresh.length,
          storedIds: fresh.map((s) => s.shotId),
          sessions,
        };
      });
    },

    /**
     * A page of the bay's shots of a facility date that belong to no member's session and were hit by `until`, newest
     * first; `query.before` names the last shot of the page before. `late`: received more than a day after it was hit.
     */
    async unassigned(query: UnassignedBayShotsQuery, until: string): Promise<UnassignedBayShotList> {
      const waiting = () =>
        db('bay_shots')
          .where({ simulator_id: query.bayId, hit_date: query.date })
          .whereNull('session_id')
          .where('hit_at', '<=', until);
      let page = waiting();
      if (query.before !== undefined) {
        const before = query.before;
        const from = await waiting().where('id', before).first<{ hit_at: string } | undefined>('hit_at');
        if (!from) return { shots: [], total: 0, next: null };
        page = page.where((q) => {
          void q.where('hit_at', '<', from.hit_at).orWhere((same) => {
            void same.where('hit_at', from.hit_at).where('id', '<', before);
          });
        });
      }
      const [rows, counted] = await Promise.all([
        page
          .orderBy([
            { column: 'hit_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(UNASSIGNED_BAY_SHOTS_PAGE + 1) as Promise<Array<Record<string, unknown>>>,
        waiting().count<Array<{ n: number | string }>>({ n: '*' }),
      ]);
      const shots = rows.slice(0, UNASSIGNED_BAY_SHOTS_PAGE).map((row) => ({
        id: toNumber(row.id),
        bayId: toNumber(row.simulator_id),
        hitAt: String(row.hit_at),
        bookingId: orNull(row.booking_id),
        late: Date.parse(String(row.received_at)) - Date.parse(String(row.hit_at)) > BAY_SHOT_RECENT_MS,
        shot: shotOf(row),
      }));
      const next = rows.length > UNASSIGNED_BAY_SHOTS_PAGE ? shots[shots.length - 1]!.id : null;
      return { shots, total: toNumber(counted[0]!.n), next };
    },

    /**
     * Gives unassigned shots to a member: they join the member's session `key` of their bay and date. Null when a
     * shot is unknown, already someone's, or of another bay or date than `bayId` and `date`.
     */
    async give(
      ids: readonly number[],
      bayId: number,
      date: string,
      key: SessionKey,
      at: string,
      /** Written in the same transaction (the activity log's entry). */
      alsoIn: (unitOfWork: UnitOfWork) => Promise<void>,
    ): Promise<{ sessionId: number; shotCount: number } | null> {
      return runInWriteLock(db, lockOf(bayId), async (trx) => {
        const rows = (await trx('bay_shots')
          .whereIn('id', [...new Set(ids)])
          .orderBy([
            { column: 'hit_at', order: 'asc' },
            { column: 'id', order: 'asc' },
          ])) as Array<Record<string, unknown>>;
        const usable = rows.filter(
          (row) => row.session_id === null && toNumber(row.simulator_id) === bayId && row.hit_date === date,
        );
        if (usable.length !== new Set(ids).size) return null;
        const sessionId = await appendToSession(
          trx,
          key,
          usable.map((row) => ({ hitAt: String(row.hit_at), shot: shotOf(row) })),
          at,
        );
        await trx('bay_shots')
          .whereIn(
            'id',
            usable.map((row) => toNumber(row.id)),
          )
          .update({ session_id: sessionId });
        await alsoIn(unitOfWorkFor(trx));
        const session = (await trx('shot_sessions').where('id', sessionId).select('shot_count').first()) as {
          shot_count: unknown;
        };
        return { sessionId, shotCount: toNumber(session.shot_count) };
      });
    },

    /** The member's session for `dedupeKey` (a booking's live shots), with its shots in order, or null. */
    async sessionByKey(
      userId: number,
      dedupeKey: string,
    ): Promise<{ sessionId: number; shots: Array<ParsedShot & FlightFigures> } | null> {
      const session = (await db('shot_sessions')
        .where({ user_id: userId, dedupe_key: dedupeKey })
        .select('id')
        .first()) as { id: unknown } | undefined;
      if (!session) return null;
      const sessionId = toNumber(session.id);
      const rows = (await db('shots').where('session_id', sessionId).orderBy('seq')) as Array<Record<string, unknown>>;
      return { sessionId, shots: rows.map(shotOf) };
    },
  };
}
