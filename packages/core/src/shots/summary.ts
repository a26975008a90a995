// The per-club summary of a member's shots (GET /api/user/shot-summary, the gapping table, the CSV report): mean,
// median and spread of each measure, in yards and mph on the wire (the screen converts to metres and km/h when the
// member reads metric). Built from stored units (docs/decisions/220-shot-data-import.md).
import type { ShotClubSummary } from './schemas';
import { compareClubs } from './clubs';
import type { ShotMeasure } from './readers';
import { convertSpread, spreadOf, spreadOfSortedParts, type Spread } from './statistics';
import { metresToYards, mpsToMph } from './units';

export type SummaryShot = { club: string } & Partial<Record<ShotMeasure, number | null>>;

const identity = (v: number) => v;

/** The measures the summary reports (club speed is kept per shot but not summarised). */
export const SUMMARY_MEASURES = ['ballSpeedMps', 'launchDeg', 'spinRpm', 'carryM', 'totalM', 'offlineM'] as const;
export type SummaryMeasure = (typeof SUMMARY_MEASURES)[number];

/** One row per club that has shots, in the bag's order. */
export function summariseShots(shots: Iterable<SummaryShot>): ShotClubSummary[] {
  const byClub = new Map<string, { shots: number } & Record<ShotMeasure, number[]>>();
  for (const shot of shots) {
    let club = byClub.get(shot.club);
    if (!club) {
      club = {
        shots: 0,
        clubSpeedMps: [],
        ballSpeedMps: [],
        launchDeg: [],
        spinRpm: [],
        carryM: [],
        totalM: [],
        offlineM: [],
      };
      byClub.set(shot.club, club);
    }
    club.shots += 1;
    for (const measure of SUMMARY_MEASURES) {
      const value = shot[measure];
      if (value !== null && value !== undefined) club[measure].push(value);
    }
  }
  return [...byClub.entries()]
    .sort(([a], [b]) => compareClubs(a, b))
    .map(([club, values]) => clubRow(club, values.shots, (measure) => spreadOf(values[measure])));
}

/** One club's shots of one session as the store keeps them for the summary: each measure's values in ascending order. */
export interface ClubRun {
  club: string;
  shots: number;
  values: Record<SummaryMeasure, ArrayLike<number>>;
}

/** The same rows as `summariseShots`, from per-session runs of sorted values (no shot is read one by one). */
export function summariseClubRuns(runs: Iterable<ClubRun>): ShotClubSummary[] {
  const byClub = new Map<string, ClubRun[]>();
  for (const run of runs) {
    const list = byClub.get(run.club);
    if (list) list.push(run);
    else byClub.set(run.club, [run]);
  }
  return [...byClub.entries()]
    .sort(([a], [b]) => compareClubs(a, b))
    .map(([club, list]) =>
      clubRow(
        club,
        list.reduce((sum, run) => sum + run.shots, 0),
        (measure) => spreadOfSortedParts(list.map((run) => run.values[measure])),
      ),
    );
}

function clubRow(club: string, shots: number, spread: (measure: SummaryMeasure) => Spread | null): ShotClubSummary {
  return {
    club,
    shots,
    carryYards: convertSpread(spread('carryM'), metresToYards),
    totalYards: convertSpread(spread('totalM'), metresToYards),
    ballSpeedMph: convertSpread(spread('ballSpeedMps'), mpsToMph),
    launchDeg: convertSpread(spread('launchDeg'), identity),
    spinRpm: convertSpread(spread('spinRpm'), identity),
    offlineYards: convertSpread(spread('offlineM'), metresToYards),
  };
}
