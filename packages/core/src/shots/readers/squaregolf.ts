// Square Golf's shot export (docs/decisions/428-square-golf-lastshot-and-no-carry.md): a first line
// 'Dates,<date>,Place,<place>' (padded with commas, or not), a blank line, then one heading with units in brackets
// ('Ball Speed(mph)', 'Carry(yd)'); directions and spins as 'L5.0' / 'R12.1' (session.ts's numbers); club names as
// the app writes them ('7 Iron', '5 Hybrid', 'G-Wedge', '56-Degree'); per club an 'Average' and a 'Deviation' row
// with the Index column saying which (no shots).
import type { CsvLayout } from './csv-layout';

export const SQUARE_GOLF_LAYOUT: CsvLayout = {
  source: 'squaregolf',
  markers: ['landing angle'],
  columns: {
    club: ['club'],
    shot: ['index'],
    ballSpeedMps: ['ball speed'],
    launchDeg: ['launch angle'],
    spinRpm: ['spin rate'],
    backSpin: ['back spin'],
    sideSpin: ['side spin'],
    carryM: ['carry'],
    totalM: ['total'],
    offlineM: ['offline'],
  },
};

/**
 * Square Golf's first line ('Dates,06-06-2025,Place,Driving Ranges,,,'): no shots and no heading. Its date is the
 * phone's format (day or month first) with no time, so it does not start the session.
 */
export const SQUARE_GOLF_TITLE_LINE = /^\s*"?dates"?\s*,[^,]*,\s*"?place"?\s*(?:,|$)/i;
