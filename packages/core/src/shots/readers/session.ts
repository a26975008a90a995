// What every device's reader shares (docs/decisions/220-shot-data-import.md, 236-device-readers-from-real-exports.md):
// the session a file is read into, in stored units; the bounds of a golf shot (a value outside is dropped and
// counted); the values devices write for "no reading"; how a cell becomes a number and a device's clock an instant;
// and the refusal that names the line and field of a file's problem, so the caller stores nothing of it.
import { hasOnlyVisibleCharacters } from '../../schemas/text-fields';
import { facilityInstant, pad2 } from '../../time';
import { normaliseClub } from '../clubs';
import { toStoredUnit, type UnitSystem } from '../units';

export const SHOT_SOURCES = [
  'fsx',
  'garmin',
  'trackman',
  'uneekor',
  'gspro',
  'flightscope',
  'rapsodo',
  'squaregolf',
] as const;
export type ShotSource = (typeof SHOT_SOURCES)[number];

/** The device (or software) a file was recognised as, as a member reads it. */
export const SHOT_SOURCE_NAMES: Record<ShotSource, string> = {
  fsx: 'Foresight FSX',
  garmin: 'Garmin',
  trackman: 'Trackman',
  uneekor: 'Uneekor',
  gspro: 'GSPro',
  flightscope: 'FlightScope',
  rapsodo: 'Rapsodo',
  squaregolf: 'Square Golf',
};

/** The measures kept of every shot, in stored units; null is "no reading". */
export const SHOT_MEASURES = [
  'clubSpeedMps',
  'ballSpeedMps',
  'launchDeg',
  'spinRpm',
  'carryM',
  'totalM',
  'offlineM',
] as const;
export type ShotMeasure = (typeof SHOT_MEASURES)[number];

export type ParsedShot = { club: string; clubLabel: string } & Record<ShotMeasure, number | null>;

export interface ParsedSession {
  source: ShotSource;
  /** The file's own session id, when it has one (FSX); otherwise the caller identifies it by a content hash. */
  externalId: string | null;
  /** The session's start (ISO-8601 UTC), when the file says it: a wall time without a zone is the facility's. */
  startedAt: string | null;
  /** False when the file names no club for its shots (Uneekor): the member says which club (the `club` field). */
  namesClub: boolean;
  shots: ParsedShot[];
  /** Shots left out: disabled in the device's software (FSX `Enabled`, Trackman "Use In Stat"), or with no reading. */
  skippedCount: number;
  /** Values dropped as physically impossible. */
  droppedValueCount: number;
  /** What the member should know of a file that was read (a file with no carry at all). */
  warnings: string[];
  /**
   * The units of a file that names none (Rapsodo; docs/decisions/429-rapsodo-units-from-the-values.md): the system
   * its values say, or the member chose; `unknown` while neither, its shots' distances and speeds then the file's own
   * numbers until `inUnits` converts them. Null when the file names its units (or its device has one system).
   */
  unstatedUnits: UnitSystem | 'unknown' | null;
}

/** The measures whose unit a file that names none leaves open: distances and speeds. */
const OPEN_UNIT_MEASURES = new Set<ShotMeasure>(['clubSpeedMps', 'ballSpeedMps', 'carryM', 'totalM', 'offlineM']);

/** Says which system a file's own numbers are in (a layout's rule), or null when they do not tell. */
export type UnitsFromValues = (shots: readonly ParsedShot[]) => UnitSystem | null;

export interface ShotFileError {
  /** The device the file was recognised as, when it was. */
  source: ShotSource | null;
  /** 1-based line of the file (for FSX, the line where the shot's JSON begins, when known). */
  line: number | null;
  /** The column heading or JSON field the error is about. */
  field: string | null;
  message: string;
}

export type ShotFileResult = { ok: true; session: ParsedSession } | { ok: false; error: ShotFileError };

export const MAX_SHOTS_PER_FILE = 5000;

/** Said of a file that was read but none of whose shots has a carry. */
export const NO_CARRY_WARNING = 'No shot in this file has a carry distance: its clubs show no carry.';

/** Said of a file some of whose shots flew with no carry measured (the device wrote 0). */
export const noCarryMeasured = (count: number) =>
  `${count === 1 ? '1 shot has' : `${count} shots have`} no carry measured (the device wrote 0): counted, but not in the carry averages.`;

/**
 * A ball that left the club (a ball speed above 0) with a carry of exactly 0: the device measured no flight (FSX writes
 * 0.0, connectors send 0). Its carry, and a total of 0 beside it, are no reading, never a carry of 0 to average in; the
 * shot still counts. Answers whether the shot had such a carry.
 */
export function dropUnmeasuredCarry(values: Record<ShotMeasure, number | null>): boolean {
  if (values.carryM !== 0 || values.ballSpeedMps === null || !(values.ballSpeedMps > 0)) return false;
  values.carryM = null;
  if (values.totalM === 0) values.totalM = null;
  return true;
}

/**
 * What no golf shot can be (stored units). A reading outside is the device's glitch, not a shot to average in.
 * Ball speed tops out below 100 m/s (≈ 224 mph) even in long-drive competition; carry below 450 m.
 */
const BOUNDS: Record<ShotMeasure, [number, number]> = {
  clubSpeedMps: [0, 70],
  ballSpeedMps: [0, 100],
  launchDeg: [-30, 90],
  spinRpm: [0, 20000],
  carryM: [-10, 450],
  totalM: [-10, 500],
  offlineM: [-250, 250],
};

/** Numbers devices write for "no reading": 2^24 (and its negative) is the one Foresight and Uneekor software use. */
const SENTINELS = new Set([16777216, -16777216, 16777215, 9999999, -9999999]);
const MISSING_TEXT = new Set(['', '-', '--', 'null', 'nan', 'n/a', 'na', 'none', 'undefined', '—']);

export class FileProblem extends Error {
  constructor(
    readonly line: number | null,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface ShotBuilder {
  session: ParsedSession;
  /** Shots (rows, elements of `Shots`) the file holds, kept or not. */
  found: number;
  /** Adds a shot; `at` names where its club's name was read, for the refusal of a name with hidden characters. */
  add(label: string, values: Record<ShotMeasure, number | null>, at: { line: number; field: string }): void;
  skip(): void;
  /**
   * The session once the file is read, or the refusal of a file none of whose shots could be read. A file whose units
   * are open is converted by what `unitsFromValues` says, or left `unknown`.
   */
  finish(expected: string, unitsFromValues?: UnitsFromValues): ParsedSession;
}

/** A value outside what a golf shot can have, or not finite. */
const impossible = (measure: ShotMeasure, value: number) =>
  !Number.isFinite(value) || value < BOUNDS[measure][0] || value > BOUNDS[measure][1];

/**
 * A session whose units were open, its distances and speeds converted from the file's numbers in `system` (yards and
 * mph, or metres and km/h) and checked against the bounds of a golf shot. A session whose units are known is as it was.
 */
export function inUnits(session: ParsedSession, system: UnitSystem): ParsedSession {
  if (session.unstatedUnits !== 'unknown') return session;
  let dropped = 0;
  const shots = session.shots.map((shot) => {
    const converted = { ...shot };
    for (const measure of OPEN_UNIT_MEASURES) {
      const raw = shot[measure];
      if (raw === null) continue;
      const speed = measure === 'clubSpeedMps' || measure === 'ballSpeedMps';
      const unit = speed ? (system === 'metric' ? 'kmh' : 'mph') : system === 'metric' ? 'm' : 'yd';
      const value = toStoredUnit(raw, unit);
      if (impossible(measure, value)) dropped += 1;
      converted[measure] = impossible(measure, value) ? null : value;
    }
    return converted;
  });
  return {
    ...session,
    shots,
    droppedValueCount: session.droppedValueCount + dropped,
    unstatedUnits: system,
  };
}

/**
 * A name read from a file (a club's, a session's id) is stored and shown: a NUL, a bidirectional override or
 * another control or invisible character in it is refused as it is in a name typed into a form
 * (docs/decisions/162-input-hardening.md); Postgres cannot even store a NUL.
 */
export function visibleText(value: string, line: number | null, field: string): string {
  if (!hasOnlyVisibleCharacters(value)) {
    throw new FileProblem(line, field, 'The text contains characters that are not allowed');
  }
  return value;
}

/**
 * Builds a session as a file's shots are read. With `unitsOpen` (a file that names no units) its distances and speeds
 * are kept as the file's numbers, checked once `finish` or `inUnits` knows their units.
 */
export function sessionBuilder(
  source: ShotSource,
  externalId: string | null,
  { unitsOpen = false }: { unitsOpen?: boolean } = {},
): ShotBuilder {
  const session: ParsedSession = {
    source,
    externalId,
    startedAt: null,
    namesClub: true,
    shots: [],
    skippedCount: 0,
    droppedValueCount: 0,
    warnings: [],
    unstatedUnits: null,
  };
  let noCarry = 0;
  const self: ShotBuilder = {
    session,
    found: 0,
    skip() {
      self.found += 1;
      session.skippedCount += 1;
    },
    add(label, values, at) {
      visibleText(label, at.line, at.field);
      self.found += 1;
      const kept = { ...values };
      for (const measure of SHOT_MEASURES) {
        const value = kept[measure];
        if (value === null) continue;
        const open = unitsOpen && OPEN_UNIT_MEASURES.has(measure);
        if (open ? !Number.isFinite(value) : impossible(measure, value)) {
          kept[measure] = null;
          session.droppedValueCount += 1;
        }
      }
      if (SHOT_MEASURES.every((m) => kept[m] === null)) {
        session.skippedCount += 1;
        return;
      }
      if (dropUnmeasuredCarry(kept)) noCarry += 1;
      if (session.shots.length >= MAX_SHOTS_PER_FILE) {
        throw new FileProblem(null, null, `The file has more than ${MAX_SHOTS_PER_FILE} shots`);
      }
      const clubLabel = label.trim().slice(0, 60);
      session.shots.push({ club: normaliseClub(clubLabel), clubLabel, ...kept });
    },
    finish(expected, unitsFromValues) {
      if (session.shots.length === 0) {
        if (self.found === 0) throw new FileProblem(null, null, 'The file has no shots.');
        const shots = self.found === 1 ? '1 shot' : `${self.found} shots`;
        throw new FileProblem(
          null,
          null,
          `${shots} found, but none has a readable ball or flight value (expected ${expected})`,
        );
      }
      if (noCarry > 0) session.warnings.push(noCarryMeasured(noCarry));
      else if (session.shots.every((shot) => shot.carryM === null)) session.warnings.push(NO_CARRY_WARNING);
      if (!unitsOpen) return session;
      session.unstatedUnits = 'unknown';
      const system = unitsFromValues?.(session.shots) ?? null;
      return system ? inUnits(session, system) : session;
    },
  };
  return self;
}

/** A cell's number: null when missing, NaN when it is not a number at all. */
function readNumber(raw: unknown, decimalComma: boolean): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return SENTINELS.has(raw) ? null : raw;
  if (typeof raw !== 'string') return Number.NaN;
  // Uneekor writes angles with their sign ('13.2°'), times with theirs ('3.2 s').
  let text = raw
    .trim()
    .replace(/\s*(?:°|s)$/, '')
    .trim();
  if (MISSING_TEXT.has(text.toLowerCase())) return null;
  // Uneekor writes the side as 'R 18.4' / 'L 8.3' (and spins, angles the same); left is negative.
  let sign = 1;
  const side = /^([LR])\s*(.+)$|^(.+?)\s*([LR])$/i.exec(text);
  if (side) {
    const letter = (side[1] ?? side[4])!.toUpperCase();
    text = (side[2] ?? side[3])!.trim();
    if (letter === 'L') sign = -1;
  }
  if (decimalComma) {
    text = text.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) {
    text = text.replace(/,/g, '');
  }
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(text)) return Number.NaN;
  const value = Number(text) * sign;
  return SENTINELS.has(Math.abs(value)) ? null : value;
}

export function requireNumber(raw: unknown, decimalComma: boolean, line: number | null, field: string): number | null {
  const value = readNumber(raw, decimalComma);
  if (value !== null && Number.isNaN(value)) {
    throw new FileProblem(line, field, `"${String(raw).slice(0, 30)}" is not a number`);
  }
  return value;
}

/**
 * A device's time as an instant. One with a zone (ISO with Z or an offset) is taken as it says; a bare wall time is
 * the simulator's clock, which is the facility's. Unreadable → null (the session is simply not matched to a booking).
 */
export function readDeviceTime(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  let y: number, mo: number, d: number;
  let rest: string;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[T\s,]*(.*)$/.exec(value);
  if (m) {
    [y, mo, d, rest] = [Number(m[1]), Number(m[2]), Number(m[3]), m[4]!];
  } else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{2,4})[\s,]*(.*)$/.exec(value))) {
    [d, mo, y, rest] = [Number(m[1]), Number(m[2]), Number(m[3]), m[4]!];
  } else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})[\s,]*(.*)$/.exec(value))) {
    [mo, d, y, rest] = [Number(m[1]), Number(m[2]), Number(m[3]), m[4]!];
  } else {
    return null;
  }
  if (y < 100) y += 2000;
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?$/i.exec(rest.trim());
  if (!t) return null;
  let hour = Number(t[1]);
  const minute = Number(t[2]);
  const meridiem = t[4]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || hour > 23 || minute > 59 || y < 2000 || y > 2100) return null;
  const date = `${y}-${pad2(mo)}-${pad2(d)}`;
  const probe = new Date(`${date}T00:00:00Z`);
  if (probe.getUTCDate() !== d) return null;
  const instant = facilityInstant(date, `${pad2(hour)}:${pad2(minute)}`);
  instant.setUTCSeconds(Number(t[3] ?? 0));
  return instant.toISOString();
}

/** A spin from its back and side parts, when a device gives no total. */
export function combinedSpin(back: number | null, side: number | null): number | null {
  if (back === null) return null;
  return side === null ? back : Math.sqrt(back * back + side * side);
}

/** A reader of one format, fed the file's bytes as they arrive once the format is known. */
export interface ChunkSink {
  write(chunk: Uint8Array): void;
  end(): ParsedSession;
  /** The device the file was recognised as, once it is. */
  source(): ShotSource | null;
}
