// Per session and club, each summarised measure's values in ascending order as one packed run of doubles
// (shot_club_runs, migration 121; docs/decisions/220-shot-data-import.md). Written with the session's shots in the
// import's transaction and deleted with the session (cascade), so GET /api/user/shot-summary reads a few dozen
// rows instead of every shot and selects the medians across the runs.
// Each run has a random key, written with it and never changed (migration 308): the process keeps runs' values in
// memory under their keys (`runMemory`, at most RUN_MEMORY_BYTES, the least recently used let go first), filled as
// runs are built for writing and as they are read, so a summary reads the runs' heads and only the values it lacks
// (docs/decisions/308-summary-runs-kept-in-memory.md).
// Of carry, total and offline, a run whose values hold some the ball-flight model gave also keeps the device's own
// values (`measured_*_run`, migration 444; null when all were measured), so the summary marks the club's figure and
// works it out from the device's values alone when the member hides modelled figures
// (docs/decisions/444-modelled-figures-in-the-summary-and-the-facility-air.md).
import { randomBytes } from 'node:crypto';
import {
  MODELLED_FIGURES,
  MODELLED_MEASURES,
  SUMMARY_MEASURES,
  type ClubRun,
  type ModelledFigure,
  type ModelledMeasure,
  type ParsedShot,
  type ShotMeasure,
  type SummaryMeasure,
} from '@longwood/core';
import type { BinaryRow } from '../../db/postgres-copy';
import { createReadCache, type ReadCache } from '../../db/read-cache';

/** Each measure's column in the shots table. */
export const MEASURE_COLUMNS: Record<ShotMeasure, string> = {
  clubSpeedMps: 'club_speed_mps',
  ballSpeedMps: 'ball_speed_mps',
  launchDeg: 'launch_deg',
  spinRpm: 'spin_rpm',
  carryM: 'carry_m',
  totalM: 'total_m',
  offlineM: 'offline_m',
};

/** A shot's modelled flight as columns (migration 440): its apex and the figures the model gave. */
export function flightColumns(shot: { apexM?: number | null; modelled?: readonly string[] }) {
  return {
    apex_m: shot.apexM ?? null,
    modelled: shot.modelled && shot.modelled.length > 0 ? shot.modelled.join(',') : null,
  };
}

/** A row's modelled flight, as the shot schema has it. */
export function flightOf(row: Record<string, unknown>): { apexM: number | null; modelled: ModelledFigure[] } {
  const apex = row.apex_m;
  const modelled = typeof row.modelled === 'string' && row.modelled !== '' ? row.modelled.split(',') : [];
  return {
    apexM: apex === null || apex === undefined ? null : Number(apex),
    modelled: modelled.filter((figure): figure is ModelledFigure =>
      (MODELLED_FIGURES as readonly string[]).includes(figure),
    ),
  };
}

export const RUN_COLUMNS: Record<SummaryMeasure, string> = {
  ballSpeedMps: 'ball_speed_run',
  launchDeg: 'launch_run',
  spinRpm: 'spin_run',
  carryM: 'carry_run',
  totalM: 'total_run',
  offlineM: 'offline_run',
};

/** The runs of the device's own values of the measures the model may fill (written only when some were modelled). */
export const MEASURED_RUN_COLUMNS: Record<ModelledMeasure, string> = {
  carryM: 'measured_carry_run',
  totalM: 'measured_total_run',
  offlineM: 'measured_offline_run',
};

/**
 * One run's values of every summarised measure, ascending, in one block of memory; with `measured`, the device's own
 * values of a measure some of whose values the model gave.
 */
export type RunValues = Record<SummaryMeasure, Float64Array> & {
  measured?: Partial<Record<ModelledMeasure, Float64Array>>;
};

/** A shot as its runs take it: its club, summarised measures and which of its figures the model gave. */
type RunShot = Pick<ParsedShot, 'club' | SummaryMeasure> & { modelled?: readonly ModelledFigure[] };

/** 64 MB of runs: a member with 100 000 shots holds about 12 MB (every shot's runs and the good shots'). */
export const RUN_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Runs' values by key, the least recently used let go first once `maxBytes` is passed: a read cache (db/read-cache.ts)
 * without a time to live, since a run never changes once written.
 */
export function createRunMemory(maxBytes: number): RunMemory {
  return createReadCache<string, RunValues>({
    maxWeight: maxBytes,
    weigh: (values) =>
      SUMMARY_MEASURES.reduce((sum, m) => sum + values[m].byteLength, 0) +
      MODELLED_MEASURES.reduce((sum, m) => sum + (values.measured?.[m]?.byteLength ?? 0), 0),
  });
}

/** Keeps `values` under `key` (nothing deletes from the memory but its bound and `clear`, so no read can be stale). */
const keep = (memory: RunMemory, key: string, values: RunValues) => memory.put(key, values, memory.begin());

export type RunMemory = ReadCache<string, RunValues>;

/** The process's runs in memory (one for the process: keys are random, so runs of any database never collide). */
export const runMemory = createRunMemory(RUN_MEMORY_BYTES);

/** A run's values copied into one block of its own (a copy: the driver's buffers are not kept alive by it). */
function ownValues(
  parts: Record<SummaryMeasure, ArrayLike<number>>,
  measuredParts: Partial<Record<ModelledMeasure, ArrayLike<number> | null>> = {},
): RunValues {
  const total =
    SUMMARY_MEASURES.reduce((sum, m) => sum + parts[m].length, 0) +
    MODELLED_MEASURES.reduce((sum, m) => sum + (measuredParts[m]?.length ?? 0), 0);
  const block = new Float64Array(total);
  const values = {} as RunValues;
  let at = 0;
  const take = (part: ArrayLike<number>) => {
    block.set(part, at);
    at += part.length;
    return block.subarray(at - part.length, at);
  };
  for (const measure of SUMMARY_MEASURES) values[measure] = take(parts[measure]);
  for (const measure of MODELLED_MEASURES) {
    const part = measuredParts[measure];
    if (part) (values.measured ??= {})[measure] = take(part);
  }
  return values;
}

/** Doubles in the host's byte order (little-endian on every server this runs on), 8 bytes each. */
function pack(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

function unpack(value: unknown): Float64Array {
  if (!value) return new Float64Array(0);
  return unpackBytes(value);
}

/** A measured run's values, or null when the column is (every value was measured). */
const unpackMeasured = (value: unknown): Float64Array | null =>
  value === null || value === undefined ? null : unpackBytes(value);

function unpackBytes(value: unknown): Float64Array {
  const bytes = value as Uint8Array;
  const count = bytes.byteLength / 8;
  // A view when the driver's Buffer starts on a multiple of 8 bytes; otherwise a copy (a view must be aligned).
  if (bytes.byteOffset % 8 === 0) return new Float64Array(bytes.buffer, bytes.byteOffset, count);
  return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * The rows of shot_club_runs for one session's shots, each with a new key; their values are kept in `memory` as they
 * are built (a run whose transaction is rolled back is never named by a read, and is let go in its turn).
 */
export function clubRunRows(
  session: { sessionId: number; userId: number; sessionDate: string },
  shots: readonly RunShot[],
  memory: RunMemory = runMemory,
): Array<Record<string, unknown>> {
  const byClub = new Map<string, RunShot[]>();
  for (const shot of shots) {
    const list = byClub.get(shot.club);
    if (list) list.push(shot);
    else byClub.set(shot.club, [shot]);
  }
  return [...byClub.entries()].map(([club, list]) => {
    const key = randomBytes(16).toString('hex');
    const row: Record<string, unknown> = {
      session_id: session.sessionId,
      user_id: session.userId,
      session_date: session.sessionDate,
      club,
      shots: list.length,
      run_key: key,
    };
    const parts = {} as Record<SummaryMeasure, number[]>;
    const measuredParts: Partial<Record<ModelledMeasure, number[]>> = {};
    for (const measure of SUMMARY_MEASURES) {
      const values: number[] = [];
      const own: number[] = [];
      for (const shot of list) {
        const value = shot[measure];
        if (value === null || value === undefined) continue;
        values.push(value);
        if (!shot.modelled?.includes(measure as ModelledFigure)) own.push(value);
      }
      parts[measure] = values;
      if (own.length < values.length) measuredParts[measure as ModelledMeasure] = own;
    }
    const values = ownValues(parts, measuredParts);
    for (const measure of SUMMARY_MEASURES) {
      values[measure].sort();
      row[RUN_COLUMNS[measure]] = pack(values[measure]);
    }
    for (const measure of MODELLED_MEASURES) {
      const own = values.measured?.[measure];
      own?.sort();
      row[MEASURED_RUN_COLUMNS[measure]] = own ? pack(own) : null;
    }
    keep(memory, key, values);
    return row;
  });
}

/** What the summary reads of each run first: its id and key, club and shot count (the heads' index covers it). */
export const HEAD_COLUMNS = ['id', 'run_key', 'club', 'shots'];

export interface RunHead {
  id: number;
  key: string | null;
  club: string;
  shots: number;
}

export function toRunHead(row: Record<string, unknown>): RunHead {
  return {
    id: Number(row.id),
    key: typeof row.run_key === 'string' ? row.run_key : null,
    club: String(row.club),
    shots: Number(row.shots),
  };
}

/** The columns of a run's values, in the order valuesOfBinaryRow and valuesOfRow take them. */
export const VALUE_COLUMNS = [
  ...SUMMARY_MEASURES.map((measure) => RUN_COLUMNS[measure]),
  ...MODELLED_MEASURES.map((measure) => MEASURED_RUN_COLUMNS[measure]),
];

/** A run's values from a row of id and VALUE_COLUMNS (as the SQLite driver gives them). */
export function valuesOfRow(row: Record<string, unknown>): RunValues {
  const parts = {} as Record<SummaryMeasure, Float64Array>;
  for (const measure of SUMMARY_MEASURES) parts[measure] = unpack(row[RUN_COLUMNS[measure]]);
  const measured: Partial<Record<ModelledMeasure, Float64Array | null>> = {};
  for (const measure of MODELLED_MEASURES) measured[measure] = unpackMeasured(row[MEASURED_RUN_COLUMNS[measure]]);
  return ownValues(parts, measured);
}

/** A run's values from a row of id (as text) and VALUE_COLUMNS in COPY's binary format. */
export function valuesOfBinaryRow(fields: BinaryRow): RunValues {
  const parts = {} as Record<SummaryMeasure, Float64Array>;
  SUMMARY_MEASURES.forEach((measure, index) => {
    parts[measure] = unpack(fields[1 + index]);
  });
  const measured: Partial<Record<ModelledMeasure, Float64Array | null>> = {};
  MODELLED_MEASURES.forEach((measure, index) => {
    measured[measure] = unpackMeasured(fields[1 + SUMMARY_MEASURES.length + index]);
  });
  return ownValues(parts, measured);
}

/**
 * The summary's runs from their heads: each run's values from memory, else from `read` (the runs' values by id, for
 * the heads memory lacks), kept in memory for the next summary. A run gone between the two reads (its session deleted
 * meanwhile) is left out, as if read after the deletion.
 */
export async function runsOfHeads(
  heads: RunHead[],
  read: (ids: number[]) => Promise<Map<number, RunValues>>,
  memory: RunMemory = runMemory,
): Promise<ClubRun[]> {
  const found = new Map<number, RunValues>();
  const lacking: number[] = [];
  for (const head of heads) {
    const values = head.key === null ? undefined : memory.get(head.key);
    if (values) found.set(head.id, values);
    else lacking.push(head.id);
  }
  if (lacking.length > 0) {
    const fromDatabase = await read(lacking);
    for (const head of heads) {
      const values = fromDatabase.get(head.id);
      if (!values) continue;
      found.set(head.id, values);
      if (head.key !== null) keep(memory, head.key, values);
    }
  }
  return heads.flatMap((head) => {
    const values = found.get(head.id);
    return values ? [{ club: head.club, shots: head.shots, values, measured: values.measured }] : [];
  });
}
