// How the Game panel shows shot data: in the member's unit system (yards and mph, or metres and km/h; kept on their
// account), the summary's figures converted from the API's yards and mph, and a session's shots as CSV
// (core's one writer, docs/decisions/199-one-csv-writer-in-core.md).
import {
  csvTable,
  METRES_PER_YARD,
  MPS_PER_MPH,
  shownDistance,
  shownSpeed,
  type CsvColumn,
  type Shot,
  type ShotClubSummary,
  type UnitSystem,
} from '@longwood/core';

export const distanceLabel = (system: UnitSystem) => (system === 'metric' ? 'm' : 'yd');
export const speedLabel = (system: UnitSystem) => (system === 'metric' ? 'km/h' : 'mph');

const one = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** A summary figure in yards → the member's distance unit, one decimal; '–' when there is none. */
export function summaryDistance(yards: number | undefined, system: UnitSystem): string {
  return yards === undefined ? '–' : one(shownDistance(yards * METRES_PER_YARD, system));
}

/** A summary figure in mph → the member's speed unit. */
export function summarySpeed(mph: number | undefined, system: UnitSystem): string {
  return mph === undefined ? '–' : one(shownSpeed(mph * MPS_PER_MPH, system));
}

/** A summary measure as mean ± spread in the member's units ('17.2 ± 1.4'); '–' when there is none. */
export function meanAndSpread(
  spread: { mean: number; sd: number } | null,
  show: (value: number | undefined) => string,
): string {
  return spread ? `${show(spread.mean)} ± ${show(spread.sd)}` : '–';
}

/** Carry spread of a club, for the gapping table: '± 6.2'. */
export function carrySpread(club: ShotClubSummary, system: UnitSystem): string {
  return club.carryYards ? `± ${summaryDistance(club.carryYards.sd, system)}` : '–';
}

const shotValue = (value: number | null, convert: (v: number) => number) =>
  value === null ? null : Math.round(convert(value) * 10) / 10;

/** A session's shots as CSV text, in the member's units (headings name them). */
export function sessionShotsCsv(shots: readonly Shot[], system: UnitSystem): string {
  const d = distanceLabel(system);
  const s = speedLabel(system);
  const dist = (v: number) => shownDistance(v, system);
  const speed = (v: number) => shownSpeed(v, system);
  const columns: CsvColumn<Shot & { n: number }>[] = [
    { header: 'Shot', value: (x) => x.n },
    { header: 'Club', value: (x) => x.club },
    { header: 'Device label', value: (x) => x.clubLabel },
    { header: `Club speed (${s})`, value: (x) => shotValue(x.clubSpeedMps, speed) },
    { header: `Ball speed (${s})`, value: (x) => shotValue(x.ballSpeedMps, speed) },
    { header: 'Launch (deg)', value: (x) => shotValue(x.launchDeg, (v) => v) },
    { header: 'Spin (rpm)', value: (x) => (x.spinRpm === null ? null : Math.round(x.spinRpm)) },
    { header: `Carry (${d})`, value: (x) => shotValue(x.carryM, dist) },
    { header: `Total (${d})`, value: (x) => shotValue(x.totalM, dist) },
    { header: `Offline (${d})`, value: (x) => shotValue(x.offlineM, dist) },
  ];
  return csvTable(
    shots.map((shot, i) => ({ ...shot, n: i + 1 })),
    columns,
  );
}
