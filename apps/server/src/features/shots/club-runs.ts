// Per session and club, each summarised measure's values in ascending order as one packed run of doubles
// (shot_club_runs, migration 121; docs/decisions/220-shot-data-import.md). Written with the session's shots in the
// import's transaction and deleted with the session (cascade), so GET /api/user/shot-summary reads a few dozen
// rows instead of every shot and selects the medians across the runs.
import { SUMMARY_MEASURES, type ClubRun, type ParsedShot, type ShotMeasure, type SummaryMeasure } from '@longwood/core';
import type { BinaryRow } from '../../db/postgres-copy';

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

export const RUN_COLUMNS: Record<SummaryMeasure, string> = {
  ballSpeedMps: 'ball_speed_run',
  launchDeg: 'launch_run',
  spinRpm: 'spin_run',
  carryM: 'carry_run',
  totalM: 'total_run',
  offlineM: 'offline_run',
};

/** Doubles in the host's byte order (little-endian on every server this runs on), 8 bytes each. */
function pack(values: number[]): Buffer {
  return Buffer.from(Float64Array.from(values).sort().buffer);
}

export function unpack(value: unknown): Float64Array {
  if (!value) return new Float64Array(0);
  const bytes = value as Uint8Array;
  const count = bytes.byteLength / 8;
  // A view when the driver's Buffer starts on a multiple of 8 bytes; otherwise a copy (a view must be aligned).
  if (bytes.byteOffset % 8 === 0) return new Float64Array(bytes.buffer, bytes.byteOffset, count);
  return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The rows of shot_club_runs for one session's shots. */
export function clubRunRows(
  session: { sessionId: number; userId: number; sessionDate: string },
  shots: readonly Pick<ParsedShot, 'club' | SummaryMeasure>[],
): Array<Record<string, unknown>> {
  const byClub = new Map<string, Array<Pick<ParsedShot, 'club' | SummaryMeasure>>>();
  for (const shot of shots) {
    const list = byClub.get(shot.club);
    if (list) list.push(shot);
    else byClub.set(shot.club, [shot]);
  }
  return [...byClub.entries()].map(([club, list]) => {
    const row: Record<string, unknown> = {
      session_id: session.sessionId,
      user_id: session.userId,
      session_date: session.sessionDate,
      club,
      shots: list.length,
    };
    for (const measure of SUMMARY_MEASURES) {
      const values: number[] = [];
      for (const shot of list) {
        const value = shot[measure];
        if (value !== null && value !== undefined) values.push(value);
      }
      row[RUN_COLUMNS[measure]] = pack(values);
    }
    return row;
  });
}

export function toClubRun(row: Record<string, unknown>): ClubRun {
  const values = {} as ClubRun['values'];
  for (const measure of SUMMARY_MEASURES) values[measure] = unpack(row[RUN_COLUMNS[measure]]);
  return { club: String(row.club), shots: Number(row.shots), values };
}

/** The columns the summary reads, in the order clubRunOfBinaryRow takes them. */
export const SUMMARY_COLUMNS = ['club', 'shots', ...SUMMARY_MEASURES.map((measure) => RUN_COLUMNS[measure])];

/** A run from a row of SUMMARY_COLUMNS in COPY's binary format (club as text, shots as int4, the runs' bytes). */
export function clubRunOfBinaryRow(fields: BinaryRow): ClubRun {
  const values = {} as ClubRun['values'];
  SUMMARY_MEASURES.forEach((measure, index) => {
    values[measure] = unpack(fields[2 + index]);
  });
  return { club: fields[0]!.toString('utf8'), shots: fields[1]!.readInt32BE(0), values };
}
