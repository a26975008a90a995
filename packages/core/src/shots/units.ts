// Shot data is stored in one unit system (metres, metres per second, degrees, rpm) whatever the device wrote, and
// shown in yards and mph, or metres and km/h when the member chooses (docs/decisions/220-shot-data-import.md).

export const METRES_PER_YARD = 0.9144;
export const METRES_PER_FOOT = 0.3048;
export const MPS_PER_MPH = 0.44704;
export const MPS_PER_KMH = 1 / 3.6;

export type DistanceUnit = 'm' | 'yd' | 'ft';
export type SpeedUnit = 'mps' | 'mph' | 'kmh';
/** What a column's unit says; `deg` and `rpm` need no conversion. */
export type DeviceUnit = DistanceUnit | SpeedUnit | 'deg' | 'rpm';

/** How the member reads distances and speeds. */
export type UnitSystem = 'imperial' | 'metric';
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const satisfies readonly UnitSystem[];

const UNIT_WORDS: Record<string, DeviceUnit> = {
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  yd: 'yd',
  yds: 'yd',
  yard: 'yd',
  yards: 'yd',
  ft: 'ft',
  feet: 'ft',
  mph: 'mph',
  'km/h': 'kmh',
  kmh: 'kmh',
  kph: 'kmh',
  'm/s': 'mps',
  mps: 'mps',
  deg: 'deg',
  degree: 'deg',
  degrees: 'deg',
  '°': 'deg',
  grad: 'deg',
  rpm: 'rpm',
  'u/min': 'rpm',
  'tr/min': 'rpm',
};

/** '[mph]', '(yds)', 'km/h', ' [°] ' → the unit; anything else → null. */
export function readUnit(text: string): DeviceUnit | null {
  const bare = text
    .trim()
    .replace(/^[[(]\s*/, '')
    .replace(/\s*[\])]$/, '')
    .trim()
    .toLowerCase();
  return UNIT_WORDS[bare] ?? null;
}

/** A device value in its unit → the stored unit (m, m/s, deg, rpm). */
export function toStoredUnit(value: number, unit: DeviceUnit): number {
  switch (unit) {
    case 'yd':
      return value * METRES_PER_YARD;
    case 'ft':
      return value * METRES_PER_FOOT;
    case 'mph':
      return value * MPS_PER_MPH;
    case 'kmh':
      return value * MPS_PER_KMH;
    default:
      return value;
  }
}

export const metresToYards = (m: number): number => m / METRES_PER_YARD;
export const mpsToMph = (mps: number): number => mps / MPS_PER_MPH;
export const mpsToKmh = (mps: number): number => mps * 3.6;

/** A stored distance shown in the member's system: yards or metres. */
export function shownDistance(metres: number, system: UnitSystem): number {
  return system === 'metric' ? metres : metresToYards(metres);
}

/** A stored speed shown in the member's system: mph or km/h. */
export function shownSpeed(mps: number, system: UnitSystem): number {
  return system === 'metric' ? mpsToKmh(mps) : mpsToMph(mps);
}

export const distanceUnitLabel = (system: UnitSystem): string => (system === 'metric' ? 'm' : 'yd');
export const speedUnitLabel = (system: UnitSystem): string => (system === 'metric' ? 'km/h' : 'mph');
