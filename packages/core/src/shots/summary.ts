// The per-club summary of a member's shots (GET /api/user/shot-summary, the gapping table, the CSV report): mean,
// median and spread of each measure, in yards and mph on the wire (the screen converts to metres and km/h when the
// member reads metric). Built from stored units (docs/decisions/220-shot-data-import.md).
import type { ShotClubSummary } from '../schemas/shots';
import { compareClubs } from './clubs';
import type { ShotMeasure } from './parse';
import { convertSpread, spreadOf } from './statistics';
import { metresToYards, mpsToMph } from './units';

export type SummaryShot = { club: string } & Partial<Record<ShotMeasure, number | null>>;

const identity = (v: number) => v;

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
    for (const measure of ['ballSpeedMps', 'launchDeg', 'spinRpm', 'carryM', 'totalM', 'offlineM'] as const) {
      const value = shot[measure];
      if (value !== null && value !== undefined) club[measure].push(value);
    }
  }
  return [...byClub.entries()]
    .sort(([a], [b]) => compareClubs(a, b))
    .map(([club, values]) => ({
      club,
      shots: values.shots,
      carryYards: convertSpread(spreadOf(values.carryM), metresToYards),
      totalYards: convertSpread(spreadOf(values.totalM), metresToYards),
      ballSpeedMph: convertSpread(spreadOf(values.ballSpeedMps), mpsToMph),
      launchDeg: convertSpread(spreadOf(values.launchDeg), identity),
      spinRpm: convertSpread(spreadOf(values.spinRpm), identity),
      offlineYards: convertSpread(spreadOf(values.offlineM), metresToYards),
    }));
}
