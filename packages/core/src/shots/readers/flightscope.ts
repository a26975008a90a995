// FlightScope FS Golf (Mevo+) "Export to CSV" (docs/decisions/236-device-readers-from-real-exports.md): units in
// brackets ('Ball (mph)', 'Carry (yds)', 'Launch V (°)'), the club's name in 'club' and its speed in a second
// 'Club (mph)', sides as '27.8 L' / '3.5 R', '-' for no reading, and per club an 'Avg' and a 'Dev' row (in the Shot
// column).
import type { CsvLayout } from './csv-layout';

export const FLIGHTSCOPE_LAYOUT: CsvLayout = {
  source: 'flightscope',
  markers: ['launch v', 'launch h', 'spin loft'],
  columns: {
    club: ['club'],
    shot: ['shot'],
    clubSpeedMps: ['club', 'club speed'],
    ballSpeedMps: ['ball', 'ball speed'],
    launchDeg: ['launch v'],
    spinRpm: ['spin', 'spin rate'],
    carryM: ['carry'],
    totalM: ['total'],
    offlineM: ['lateral'],
  },
};
