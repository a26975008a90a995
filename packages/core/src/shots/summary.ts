// The per-club summary of a member's shots (GET /api/user/shot-summary, the gapping table, the CSV report): mean,
// median and spread of each measure, in yards and mph on the wire (the screen converts to metres and km/h when the
// member reads metric). Built from stored units (docs/decisions/220-shot-data-import.md). A club's figure that holds
// values the ball-flight model gave is marked (`modelled`), and the member who hides modelled figures gets every figure
// from the device's values alone (docs/decisions/444-modelled-figures-in-the-summary-and-the-facility-air.md).
import type { ShotClubSummary, SummaryFigure } from './schemas';
import { compareClubs } from './clubs';
import type { ModelledFigure } from './modelled';
import type { ShotMeasure } from './readers';
import { convertSpread, spreadOf, spreadOfSortedParts, type Spread } from './statistics';
import { metresToYards, mpsToMph } from './units';

export type SummaryShot = { club: string; modelled?: readonly ModelledFigure[] } & Partial<
  Record<ShotMeasure, number | null>
>;

const identity = (v: number) => v;

/** The measures the summary reports (club speed is kept per shot but not summarised). */
export const SUMMARY_MEASURES = ['ballSpeedMps', 'launchDeg', 'spinRpm', 'carryM', 'totalM', 'offlineM'] as const;
export type SummaryMeasure = (typeof SUMMARY_MEASURES)[number];

/** The summarised measures the model may fill, and the summary's figure of each. */
export const MODELLED_MEASURES = ['carryM', 'totalM', 'offlineM'] as const;
export type ModelledMeasure = (typeof MODELLED_MEASURES)[number];
const FIGURE_OF: Record<ModelledMeasure, SummaryFigure> = {
  carryM: 'carryYards',
  totalM: 'totalYards',
  offlineM: 'offlineYards',
};

export interface SummaryOptions {
  /** Only the device's own values: the model's are left out (the member hides modelled figures). */
  measuredOnly?: boolean;
}

const isModelledMeasure = (measure: SummaryMeasure): measure is ModelledMeasure =>
  (MODELLED_MEASURES as readonly string[]).includes(measure);

/** One row per club that has shots, in the bag's order. */
export function summariseShots(shots: Iterable<SummaryShot>, options: SummaryOptions = {}): ShotClubSummary[] {
  const byClub = new Map<string, { shots: number; modelled: Set<ModelledMeasure> } & Record<ShotMeasure, number[]>>();
  for (const shot of shots) {
    let club = byClub.get(shot.club);
    if (!club) {
      club = {
        shots: 0,
        modelled: new Set(),
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
      if (value === null || value === undefined) continue;
      if (isModelledMeasure(measure) && shot.modelled?.includes(measure)) {
        if (options.measuredOnly) continue;
        club.modelled.add(measure);
      }
      club[measure].push(value);
    }
  }
  return [...byClub.entries()]
    .sort(([a], [b]) => compareClubs(a, b))
    .map(([club, values]) => clubRow(club, values.shots, (measure) => spreadOf(values[measure]), [...values.modelled]));
}

/** One club's shots of one session as the store keeps them for the summary: each measure's values in ascending order. */
export interface ClubRun {
  club: string;
  shots: number;
  values: Record<SummaryMeasure, ArrayLike<number>>;
  /**
   * Of a measure some of whose values the model gave, the device's own values, ascending; a measure not here was
   * measured for every shot that has it.
   */
  measured?: Partial<Record<ModelledMeasure, ArrayLike<number>>>;
}

/** The values of `run` the summary counts: the device's own of each modelled measure when asked for those only. */
function countedValues(run: ClubRun, measure: SummaryMeasure, measuredOnly: boolean): ArrayLike<number> {
  const own = measuredOnly && isModelledMeasure(measure) ? run.measured?.[measure] : undefined;
  return own ?? run.values[measure];
}

/** Whether some of `run`'s values of `measure` are the model's. */
const holdsModelled = (run: ClubRun, measure: ModelledMeasure) => {
  const own = run.measured?.[measure];
  return own !== undefined && own.length < run.values[measure].length;
};

/** The same rows as `summariseShots`, from per-session runs of sorted values (no shot is read one by one). */
export function summariseClubRuns(runs: Iterable<ClubRun>, options: SummaryOptions = {}): ShotClubSummary[] {
  const measuredOnly = options.measuredOnly ?? false;
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
        (measure) => spreadOfSortedParts(list.map((run) => countedValues(run, measure, measuredOnly))),
        measuredOnly ? [] : MODELLED_MEASURES.filter((measure) => list.some((run) => holdsModelled(run, measure))),
      ),
    );
}

function clubRow(
  club: string,
  shots: number,
  spread: (measure: SummaryMeasure) => Spread | null,
  modelled: readonly ModelledMeasure[],
): ShotClubSummary {
  return {
    club,
    shots,
    carryYards: convertSpread(spread('carryM'), metresToYards),
    totalYards: convertSpread(spread('totalM'), metresToYards),
    ballSpeedMph: convertSpread(spread('ballSpeedMps'), mpsToMph),
    launchDeg: convertSpread(spread('launchDeg'), identity),
    spinRpm: convertSpread(spread('spinRpm'), identity),
    offlineYards: convertSpread(spread('offlineM'), metresToYards),
    modelled: MODELLED_MEASURES.filter((measure) => modelled.includes(measure)).map((measure) => FIGURE_OF[measure]),
  };
}
