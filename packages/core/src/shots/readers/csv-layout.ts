// How one device's CSV export is described to the CSV reader (csv.ts): what marks it and where its values are. Each
// device's layout is in its own file beside this one; detect.ts says in which order they are tried.
import type { DeviceUnit } from '../units';
import type { ShotMeasure, ShotSource, UnitsFromValues } from './session';

export type Column =
  'club' | 'date' | 'time' | 'useInStat' | 'shot' | ShotMeasure | 'backSpin' | 'sideSpin' | 'clubType';
/** Each column's headings, compared as `normaliseHeading` keys (lower case, no accents, punctuation or unit). */
export type Columns = Partial<Record<Column, readonly string[]>>;

export interface CsvLayout {
  source: ShotSource;
  /** Headings only this device's export has; any one of them recognises the file. */
  markers: readonly string[];
  columns: Columns;
  /** Measures the export writes as 0 when the device had no reading (GSPro without club data). */
  zeroIsMissing?: readonly ShotMeasure[];
  /**
   * For an export that names no units and may be in either system (Rapsodo): the rule that tells them from the values.
   * Its distances and speeds are read as the file's numbers until then (session.ts's `inUnits`).
   */
  unitsFromValues?: UnitsFromValues;
}

/** Default units of each export when neither a units row nor the heading says. */
export const DEFAULT_UNITS: Record<'speed' | 'distance', DeviceUnit> = { speed: 'mph', distance: 'yd' };
