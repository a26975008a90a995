// Rapsodo MLM2PRO "Export Shot Data" (docs/decisions/236-device-readers-from-real-exports.md): a title line
// ('Rapsodo MLM2PRO: <player> - 04/24/2026 1:19 PM') and a blank line before the heading; every cell quoted; no units
// (yards and mph, or metres and km/h as the app was set: told from the values, decision 429); per club a block under
// its own copy of the heading, ending in 'Average' and 'Std. Dev.' rows; clubs as codes ('d', '7i', 'pw').
import type { CsvLayout } from './csv-layout';
import type { UnitsFromValues } from './session';

export const RAPSODO_LAYOUT: CsvLayout = {
  source: 'rapsodo',
  markers: ['club data est type', 'side carry', 'club brand'],
  columns: {
    club: ['club type'],
    clubSpeedMps: ['club speed'],
    ballSpeedMps: ['ball speed'],
    launchDeg: ['launch angle'],
    spinRpm: ['spin rate'],
    carryM: ['carry distance'],
    totalM: ['total distance'],
    offlineM: ['side carry'],
  },
  unitsFromValues: (shots) => rapsodoUnitsFromValues(shots),
};

/**
 * Rapsodo's title line above the heading ('"Rapsodo MLM2PRO: Sam Lee - 04/24/2026 1:19 PM",,,'): a single cell naming
 * the device, the rest empty. Its date and time are the session's start.
 */
export const RAPSODO_TITLE_LINE = /^\s*"?(rapsodo\b[^"]*)"?[\s,;]*$/i;
export const RAPSODO_TITLE_TIME = /(\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?)/i;

/**
 * A full shot's carry per unit of ball speed, in yards per mph, by club (Trackman's tour and amateur averages and the
 * real Square Golf and FSX files of decision 428 agree within about 10 %): the same shot in metres per km/h is 0.568
 * of it (0.9144 / 1.609344).
 */
function yardsPerMph(club: string): number | null {
  if (club === 'Driver') return 1.62;
  if (/^\dW$|^Wood$/.test(club)) return 1.52;
  if (/^\dH$|^Hybrid$/.test(club)) return 1.42;
  if (/^\di$|^Iron$/.test(club)) return 1.35;
  if (club === 'PW') return 1.27;
  if (club === 'GW') return 1.2;
  const loft = /^(\d{2})°$/.exec(club);
  if (loft && Number(loft[1]) < 54) return 1.27 - (Number(loft[1]) - 46) * 0.017;
  // Sand and lob wedges, putters and unknown clubs: too often partial shots to say anything.
  return null;
}

/** At least this many full-club shots vote on the units. */
const UNIT_VOTES = 3;

/**
 * Rapsodo's export names no units, and the app writes yards and mph or metres and km/h as the member set it
 * (docs/decisions/429-rapsodo-units-from-the-values.md). The values say which: each shot of a club that is hit full
 * (not a sand or lob wedge) compares its carry per unit of ball speed with what that club carries per mph in yards;
 * the median of those shares is about 1 in yards and mph, about 0.57 in metres and km/h. At 0.72 or above the file is
 * in yards and mph, at 0.66 or below in metres and km/h; in between, or with fewer than 3 such shots, the values do not
 * tell and the member is asked.
 */
export const rapsodoUnitsFromValues: UnitsFromValues = (shots) => {
  const shares: number[] = [];
  for (const shot of shots) {
    const expected = yardsPerMph(shot.club);
    if (expected === null || shot.carryM === null || shot.ballSpeedMps === null) continue;
    if (!(shot.carryM > 0) || !(shot.ballSpeedMps > 0)) continue;
    shares.push(shot.carryM / shot.ballSpeedMps / expected);
  }
  if (shares.length < UNIT_VOTES) return null;
  shares.sort((a, b) => a - b);
  const middle = shares.length / 2;
  const median = shares.length % 2 ? shares[Math.floor(middle)]! : (shares[middle - 1]! + shares[middle]!) / 2;
  if (median >= 0.72) return 'imperial';
  if (median <= 0.66) return 'metric';
  return null;
};
