// GSPro's shot export (docs/decisions/236-device-readers-from-real-exports.md): yards and mph with no units row, club
// codes ('DR', 'W3', 'I7'), and 0 in the club's columns when the launch monitor sent no club data.
import type { CsvLayout } from './csv-layout';

export const GSPRO_LAYOUT: CsvLayout = {
  source: 'gspro',
  markers: ['rawcarrygame', 'rawcarrylm', 'distancetopin'],
  columns: {
    club: ['club'],
    clubSpeedMps: ['clubspeed'],
    ballSpeedMps: ['ballspeed'],
    launchDeg: ['vla'],
    backSpin: ['backspin'],
    sideSpin: ['sidespin'],
    carryM: ['carry'],
    totalM: ['totaldistance'],
    offlineM: ['offline'],
  },
  zeroIsMissing: ['clubSpeedMps'],
};
