// Foresight FSX 2020 / FSX Play `LastShot.CSV` ("Write Shots CSV" in FSX's settings;
// docs/decisions/428-square-golf-lastshot-and-no-carry.md): the last shot, rewritten in place after each one: a heading with units in brackets
// ('Club head Speed (m/s)', 'Carry (m)'), cells padded to fixed widths, every line ending in a comma, the club as FSX
// types it ('1w', '5w', '7i') and 16777215.000000 in every club-data column the device did not measure (the sentinel
// session.ts reads as no reading).
import type { CsvLayout } from './csv-layout';

export const FORESIGHT_CSV_LAYOUT: CsvLayout = {
  source: 'fsx',
  markers: ['azimuth', 'vert path', 'horiz path'],
  columns: {
    shot: ['shot id'],
    club: ['club'],
    clubSpeedMps: ['club head speed', 'club speed'],
    ballSpeedMps: ['ball speed'],
    launchDeg: ['launch angle'],
    spinRpm: ['total spin'],
    backSpin: ['back spin'],
    sideSpin: ['side spin'],
    carryM: ['carry'],
    totalM: ['total distance'],
    offlineM: ['offline'],
  },
};
