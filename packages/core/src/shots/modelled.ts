// Modelled figures of a shot (docs/decisions/444-modelled-figures-in-the-summary-and-the-facility-air.md): a shot
// with ball speed, launch and spin but a figure of the flight missing gets that figure from the ball-flight model, and
// says which figures are the model's, so a screen never shows them as the device's. Measured figures are never replaced. The ball flies through
// the facility's air: its elevation and bay temperature, facility settings (core's `airOf`) the server hands in.
import { modelFlight, type Air, type FlightPoint } from './flight';
import type { ParsedShot } from './readers';

/** The figures the model may fill, in the order a shot lists them. */
export const MODELLED_FIGURES = ['carryM', 'totalM', 'offlineM', 'apexM'] as const;
export type ModelledFigure = (typeof MODELLED_FIGURES)[number];

/** The flight's figures of a shot beyond the device's measures: its apex, and which figures the model gave. */
export interface FlightFigures {
  apexM: number | null;
  modelled: ModelledFigure[];
}

/** The two angles only live shots carry. */
export interface LaunchAngles {
  horizontalLaunchDeg?: number | null;
  spinAxisDeg?: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The shot with what its device left out of the flight filled by the model: carry, total, offline (at carry) and
 * apex. Needs ball speed, launch and spin; without them the shot is as it was. With a measured carry, the total is
 * that carry plus the model's roll, so the two figures agree.
 */
export function withModelledFlight<S extends ParsedShot>(
  shot: S,
  angles: LaunchAngles = {},
  air: Air = {},
): S & FlightFigures {
  const { ballSpeedMps, launchDeg, spinRpm } = shot;
  const missing = (['carryM', 'totalM', 'offlineM'] as const).filter((figure) => shot[figure] === null);
  if (ballSpeedMps === null || ballSpeedMps <= 0 || launchDeg === null || spinRpm === null) {
    return { ...shot, apexM: null, modelled: [] };
  }
  const flight = modelFlight(
    {
      ballSpeedMps,
      launchDeg,
      spinRpm,
      horizontalLaunchDeg: angles.horizontalLaunchDeg ?? 0,
      spinAxisDeg: angles.spinAxisDeg ?? 0,
    },
    air,
  );
  const filled = { ...shot, apexM: round2(flight.apexM), modelled: [] as ModelledFigure[] };
  for (const figure of missing) {
    if (figure === 'carryM') filled.carryM = round2(flight.carryM);
    else if (figure === 'totalM')
      filled.totalM = round2((shot.carryM ?? flight.carryM) + flight.totalM - flight.carryM);
    else filled.offlineM = round2(flight.sideCarryM);
    filled.modelled.push(figure);
  }
  filled.modelled.push('apexM');
  return filled;
}

/** What a shot's flight chart needs of it. */
export interface ChartedShot {
  ballSpeedMps: number | null;
  launchDeg: number | null;
  spinRpm: number | null;
  carryM: number | null;
  offlineM: number | null;
  apexM?: number | null | undefined;
}

/**
 * The points of a shot's flight for a chart, tee to landing: the model's shape from its launch and spin, stretched to
 * the shot's own carry, apex and offline (measured or modelled), the side growing as the ball curves. Null for a shot
 * without launch data or carry.
 */
export function shotFlightPath(shot: ChartedShot): FlightPoint[] | null {
  const { ballSpeedMps, launchDeg, spinRpm, carryM } = shot;
  if (ballSpeedMps === null || ballSpeedMps <= 0 || launchDeg === null || spinRpm === null) return null;
  if (carryM === null || carryM <= 0) return null;
  const flight = modelFlight({ ballSpeedMps, launchDeg, spinRpm });
  if (flight.carryM <= 0) return null;
  const along = carryM / flight.carryM;
  const up = shot.apexM && flight.apexM > 0 ? shot.apexM / flight.apexM : along;
  const offline = shot.offlineM ?? 0;
  return flight.path.map((p) => {
    const x = p.x * along;
    const reach = Math.min(1, x / carryM);
    return { x, y: p.y * up, side: reach === 0 ? 0 : offline * reach * reach };
  });
}

/** The shot with the model's figures taken out (the member chose to see measured figures only). */
export function measuredOnly<S extends ChartedShot & { totalM: number | null; modelled?: readonly ModelledFigure[] }>(
  shot: S,
): S {
  const modelled = shot.modelled ?? [];
  if (modelled.length === 0) return shot;
  const out = { ...shot, modelled: [] as ModelledFigure[] };
  for (const figure of modelled) out[figure] = null;
  return out;
}
