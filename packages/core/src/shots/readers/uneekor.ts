// Uneekor VIEW / Refine CSV (docs/decisions/236-device-readers-from-real-exports.md): one club per session and none
// named (the member says which), '°' and ' s' on values, 'L 26.7' sides, '--' for no reading (session.ts's numbers).
import type { CsvLayout } from './csv-layout';

export const UNEEKOR_LAYOUT: CsvLayout = {
  source: 'uneekor',
  markers: ['side dist', 'decent angle', 'dist to apex', 'impact pos x'],
  columns: {
    clubSpeedMps: ['club speed'],
    ballSpeedMps: ['ball speed'],
    launchDeg: ['launch angle'],
    spinRpm: ['total spin'],
    backSpin: ['back spin'],
    sideSpin: ['side spin'],
    carryM: ['carry'],
    totalM: ['total'],
    offlineM: ['side dist', 'side distance'],
  },
};
