// Which reader a file is for, decided here and nowhere else (docs/decisions/350-shot-files-read-and-matched.md,
// 236-device-readers-from-real-exports.md). Never from the file's name: the
// first byte that is not white space says JSON (a Foresight session) or CSV, and a CSV export's heading line says
// which device's layout it is.
import type { CsvLayout } from './csv-layout';
import { FLIGHTSCOPE_LAYOUT } from './flightscope';
import { FORESIGHT_CSV_LAYOUT } from './foresight-csv';
import { GARMIN_LAYOUT } from './garmin';
import { GSPRO_LAYOUT } from './gspro';
import { RAPSODO_LAYOUT } from './rapsodo';
import { SQUARE_GOLF_LAYOUT } from './squaregolf';
import { TRACKMAN_LAYOUT } from './trackman';
import { UNEEKOR_LAYOUT } from './uneekor';

/** `{` or `[` begins a Foresight FSX session (JSON); anything else is read as a CSV export. */
export const beginsJson = (byte: number) => byte === 0x7b || byte === 0x5b;

/**
 * The layouts in the order they are tried: a Trackman export carries Garmin-like headings ('Spin Rate Type') and a
 * GSPro or Uneekor one a plain 'Carry', so the exports with the most particular headings go first and Garmin last.
 */
const CSV_LAYOUTS: readonly CsvLayout[] = [
  TRACKMAN_LAYOUT,
  GSPRO_LAYOUT,
  UNEEKOR_LAYOUT,
  FLIGHTSCOPE_LAYOUT,
  RAPSODO_LAYOUT,
  FORESIGHT_CSV_LAYOUT,
  SQUARE_GOLF_LAYOUT,
  GARMIN_LAYOUT,
];

/** The devices a file may be from, as a refused file is told. */
export const SUPPORTED =
  'a Foresight FSX session or LastShot.CSV, or a Trackman, GSPro, Uneekor, FlightScope, Rapsodo, Square Golf or Garmin shot export (CSV) with its heading line';

/** The layout of the first device (in the order above) that one of the heading line's keys marks, if any. */
export function csvLayoutOf(headingKeys: readonly string[]): CsvLayout | undefined {
  return CSV_LAYOUTS.find((layout) => layout.markers.some((marker) => headingKeys.includes(marker)));
}
