// Trackman Performance Studio's "Trackman CSV" (docs/decisions/236-device-readers-from-real-exports.md): a `sep=,`
// line, every cell quoted, a units row ('[mph]', '[yds]'), and "Use In Stat" per shot (a shot left out of the stats
// in Performance Studio is left out here too).
import type { CsvLayout } from './csv-layout';

export const TRACKMAN_LAYOUT: CsvLayout = {
  source: 'trackman',
  markers: ['carry flat length', 'est total flat length', 'tmd no', 'use in stat'],
  columns: {
    club: ['club'],
    date: ['date'],
    clubSpeedMps: ['club speed'],
    ballSpeedMps: ['ball speed'],
    launchDeg: ['launch angle'],
    spinRpm: ['spin rate'],
    carryM: ['carry flat length', 'carry'],
    totalM: ['est total flat length', 'total'],
    offlineM: ['carry flat side', 'side'],
    useInStat: ['use in stat'],
  },
};
