// Rapsodo MLM2PRO "Export Shot Data" (docs/decisions/236-device-readers-from-real-exports.md): a title line
// ('Rapsodo MLM2PRO: <player> - 04/24/2026 1:19 PM') and a blank line before the heading; every cell quoted; no units
// (yards, mph); per club a block under its own copy of the heading, ending in 'Average' and 'Std. Dev.' rows; clubs
// as codes ('d', '7i', 'pw').
import type { CsvLayout } from './csv-layout';

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
};

/**
 * Rapsodo's title line above the heading ('"Rapsodo MLM2PRO: Sam Lee - 04/24/2026 1:19 PM",,,'): a single cell naming
 * the device, the rest empty. Its date and time are the session's start.
 */
export const RAPSODO_TITLE_LINE = /^\s*"?(rapsodo\b[^"]*)"?[\s,;]*$/i;
export const RAPSODO_TITLE_TIME = /(\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?)/i;
