// Reads a launch monitor's session file into shots in stored units (docs/decisions/220-shot-data-import.md,
// 236-device-readers-from-real-exports.md). The format is recognised from the content, never from the file's name: a
// Foresight FSX / GCQuad `.session` (JSON), or a CSV export of Trackman Performance Studio, GSPro, Uneekor VIEW /
// Refine, FlightScope FS Golf (Mevo+), Rapsodo MLM2PRO or Garmin Golf (R10 / R50), tried in that order so a file is
// never taken for another device's (285-flightscope-and-rapsodo-readers.md). Values the
// devices write for "no reading" are missing; a value no golf shot can have is dropped (and counted); a cell that is
// not a number, or a file that is none of these, is an error naming the device, the line and the field, so the caller
// stores nothing of it. The CSV records come from the server's csv-parse (decision 236): core reads no bytes itself.
import { hasOnlyVisibleCharacters } from '../schemas/text-fields';
import { facilityInstant, pad2 } from '../time';
import { normaliseClub } from './clubs';
import { createJsonStreamReader, fileTextDecoder, joinBytes, JsonStreamError, type JsonScalar } from './json-stream';
import { readUnit, toStoredUnit, type DeviceUnit } from './units';

export const SHOT_SOURCES = ['fsx', 'garmin', 'trackman', 'uneekor', 'gspro', 'flightscope', 'rapsodo'] as const;
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
}

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

class FileProblem extends Error {
  constructor(
    readonly line: number | null,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

interface ShotBuilder {
  session: ParsedSession;
  /** Shots (rows, elements of `Shots`) the file holds, kept or not. */
  found: number;
  /** Adds a shot; `at` names where its club's name was read, for the refusal of a name with hidden characters. */
  add(label: string, values: Record<ShotMeasure, number | null>, at: { line: number; field: string }): void;
  skip(): void;
  /** The session once the file is read, or the refusal of a file none of whose shots could be read. */
  finish(expected: string): ParsedSession;
}

/**
 * A name read from a file (a club's, a session's id) is stored and shown: a NUL, a bidirectional override or
 * another control or invisible character in it is refused as it is in a name typed into a form
 * (docs/decisions/162-input-hardening.md); Postgres cannot even store a NUL.
 */
function visibleText(value: string, line: number | null, field: string): string {
  if (!hasOnlyVisibleCharacters(value)) {
    throw new FileProblem(line, field, 'The text contains characters that are not allowed');
  }
  return value;
}

function builder(source: ShotSource, externalId: string | null): ShotBuilder {
  const session: ParsedSession = {
    source,
    externalId,
    startedAt: null,
    namesClub: true,
    shots: [],
    skippedCount: 0,
    droppedValueCount: 0,
    warnings: [],
  };
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
        const [low, high] = BOUNDS[measure];
        if (!Number.isFinite(value) || value < low || value > high) {
          kept[measure] = null;
          session.droppedValueCount += 1;
        }
      }
      if (SHOT_MEASURES.every((m) => kept[m] === null)) {
        session.skippedCount += 1;
        return;
      }
      if (session.shots.length >= MAX_SHOTS_PER_FILE) {
        throw new FileProblem(null, null, `The file has more than ${MAX_SHOTS_PER_FILE} shots`);
      }
      const clubLabel = label.trim().slice(0, 60);
      session.shots.push({ club: normaliseClub(clubLabel), clubLabel, ...kept });
    },
    finish(expected) {
      if (session.shots.length === 0) {
        if (self.found === 0) throw new FileProblem(null, null, 'The file has no shots.');
        const shots = self.found === 1 ? '1 shot' : `${self.found} shots`;
        throw new FileProblem(
          null,
          null,
          `${shots} found, but none has a readable ball or flight value (expected ${expected})`,
        );
      }
      if (session.shots.every((shot) => shot.carryM === null)) session.warnings.push(NO_CARRY_WARNING);
      return session;
    },
  };
  return self;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

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

function requireNumber(raw: unknown, decimalComma: boolean, line: number | null, field: string): number | null {
  const value = readNumber(raw, decimalComma);
  if (value !== null && Number.isNaN(value)) {
    throw new FileProblem(line, field, `"${String(raw).slice(0, 30)}" is not a number`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Times

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

// ---------------------------------------------------------------------------------------------------------------
// Foresight FSX .session (JSON, metric: m/s, metres, degrees, rpm)

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field under any of its spellings (FSX versions differ in casing and in a few names). */
function pick(object: unknown, names: readonly string[]): unknown {
  return pickMeasure(object, names)?.value;
}

/** FSX's unit suffixes (`BallSpeed_MS`, `CarryDistance_M`, `LaunchAngle_DEG`, `BackSpin_RPM`) and their units. */
const FSX_UNITS: Record<string, DeviceUnit> = {
  ms: 'mps',
  mps: 'mps',
  m: 'm',
  deg: 'deg',
  rpm: 'rpm',
  yds: 'yd',
  yd: 'yd',
  mph: 'mph',
  kmh: 'kmh',
};

/**
 * A measure under any of its spellings, bare (`BallSpeed`) or with its unit suffixed (`BallSpeed_MS`, as FSX writes
 * them): its value and the unit the suffix names (null when bare: FSX is metric).
 */
function pickMeasure(
  object: unknown,
  names: readonly string[],
): { value: unknown; unit: DeviceUnit | null } | undefined {
  if (!isObject(object)) return undefined;
  const keys = Object.keys(object);
  for (const name of names) {
    const bare = name.toLowerCase();
    for (const key of keys) {
      const lower = key.toLowerCase();
      if (lower === bare) return { value: object[key], unit: null };
      if (lower.startsWith(`${bare}_`)) {
        const unit = FSX_UNITS[lower.slice(bare.length + 1)];
        if (unit) return { value: object[key], unit };
      }
    }
  }
  return undefined;
}

/** A shot's JSON may be this large (a device's shot has a few dozen fields); a larger element is no shot. */
const MAX_SHOT_JSON_BYTES = 64 * 1024;
const NOT_A_SESSION = 'Not a recognised session file: a Foresight session has a "Shots" list';

interface ChunkSink {
  write(chunk: Uint8Array): void;
  end(): ParsedSession;
  /** The device the file was recognised as, once it is. */
  source(): ShotSource | null;
}

/**
 * Sets a field of a JSON object being built, as JSON.parse does: an own property, a `__proto__` key included (defined,
 * since assigning it would set the object's prototype; any other key is assigned, the same and much faster).
 */
function setField(object: Json, key: string, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/**
 * Reads an FSX session as it arrives: each element of `Shots` is built alone, read into a shot and let go; of the
 * rest of the document only the top level's plain values (the session's id and start) are kept.
 */
function fsxReader(firstLine: number): ChunkSink {
  const top: Json = {};
  const out = builder('fsx', null);
  let firstShotTime: string | null = null;
  let depth = 0;
  let key: string | null = null;
  let shotsSeen = false;
  let inShots = false;
  let shotIndex = 0;
  // The shot being built: its open containers (an object's with the key its next value goes under), where it began.
  let building: { container: Json | unknown[]; key: string | null }[] = [];
  let shotLine = 0;
  let shotStart = 0;

  const shotProblem = (field: string, message: string) =>
    new FileProblem(shotLine, `Shots[${shotIndex}]${field}`, message);

  function readShot(shot: unknown) {
    const index = shotIndex;
    const line = shotLine;
    const where = (field: string) => `Shots[${index}].${field}`;
    if (!isObject(shot)) throw shotProblem('', 'A shot is not an object');
    const enabled = pick(shot, ['Enabled', 'IsEnabled']);
    if (enabled === false || enabled === 'false') {
      out.skip();
      return;
    }
    const ball = pick(shot, ['BallData', 'Ball']);
    const flight = pick(shot, ['FlightData', 'Flight']);
    const club = pick(shot, ['ClubData', 'Club']);
    const num = (group: string, source: unknown, names: readonly string[]) => {
      const found = pickMeasure(source, names);
      const value = requireNumber(found?.value, false, line, where(`${group}.${names[0]}`));
      return value === null || !found?.unit ? value : toStoredUnit(value, found.unit);
    };
    const backSpin = num('BallData', ball, ['BackSpin']);
    const sideSpin = num('BallData', ball, ['SideSpin']);
    const totalSpin = num('BallData', ball, ['TotalSpin', 'Spin', 'SpinRate']);
    // FSX writes the member's name for the club in ClubName (often null) and its kind in ClubType ('1w', 'Wdg').
    const named = pick(shot, ['ClubName']) ?? pick(club, ['ClubName', 'Name']);
    const typed = pick(shot, ['ClubType']) ?? pick(club, ['ClubType']);
    const label = typeof named === 'string' && named.trim() ? named : typeof typed === 'string' ? typed : '';
    const time = pick(shot, ['Time', 'Timestamp', 'ShotTime', 'Date']);
    if (!firstShotTime && typeof time === 'string') firstShotTime = readDeviceTime(time);
    out.add(
      label,
      {
        clubSpeedMps: num('ClubData', club, ['ClubSpeed', 'ClubHeadSpeed', 'Speed']),
        ballSpeedMps: num('BallData', ball, ['BallSpeed', 'Speed']),
        launchDeg: num('BallData', ball, ['LaunchAngle', 'VLA', 'ElevationAngle']),
        spinRpm: totalSpin ?? combinedSpin(backSpin, sideSpin),
        carryM: num('FlightData', flight, ['CarryDistance', 'Carry']),
        totalM: num('FlightData', flight, ['TotalDistance', 'Total']),
        offlineM: num('FlightData', flight, ['OfflineDistance', 'Offline', 'Side', 'Lateral']),
      },
      { line, field: where(typeof named === 'string' && named.trim() ? 'ClubName' : 'ClubType') },
    );
  }

  /** A value (scalar or container) goes into the container of the shot being built that is open. */
  function attach(value: unknown) {
    const parent = building.at(-1)!;
    if (Array.isArray(parent.container)) parent.container.push(value);
    else setField(parent.container, parent.key ?? '', value);
  }

  function checkShotSize() {
    if (json.offset - shotStart > MAX_SHOT_JSON_BYTES) {
      throw shotProblem('', "A shot is larger than a session file's shots are");
    }
  }

  /** A value begins at the document's top level: Shots, or a field kept (a plain value) or skipped. */
  function topLevelValue(kind: 'object' | 'array' | 'scalar', value?: JsonScalar) {
    if (key !== null && key.toLowerCase() === 'shots' && !shotsSeen) {
      if (kind !== 'array') throw new FileProblem(json.line, 'Shots', NOT_A_SESSION);
      shotsSeen = true;
      inShots = true;
    } else if (kind === 'scalar' && key !== null) {
      setField(top, key, value);
    }
  }

  // Depths: 0 outside the document, 1 inside its object, 2 inside Shots, 3 and more inside a shot.
  function open(container: Json | unknown[]) {
    if (depth === 0) {
      if (Array.isArray(container)) throw new FileProblem(1, 'Shots', NOT_A_SESSION);
    } else if (depth === 1) {
      topLevelValue(Array.isArray(container) ? 'array' : 'object');
    } else if (inShots) {
      if (depth === 2) {
        shotLine = json.line;
        shotStart = json.offset;
        building = [];
      } else {
        attach(container);
      }
      building.push({ container, key: null });
      checkShotSize();
    }
    depth += 1;
  }

  function close() {
    depth -= 1;
    if (!inShots) return;
    if (depth === 1) {
      inShots = false;
      return;
    }
    checkShotSize();
    const done = building.pop()!;
    if (depth === 2) {
      readShot(done.container);
      shotIndex += 1;
    }
  }

  const json = createJsonStreamReader(
    {
      startObject: () => open({}),
      startArray: () => open([]),
      endObject: close,
      endArray: close,
      key(name) {
        if (depth === 1) key = name;
        else if (inShots && depth >= 3) building.at(-1)!.key = name;
      },
      scalar(value) {
        if (depth === 1) topLevelValue('scalar', value);
        else if (inShots && depth === 2) {
          shotLine = json.line;
          readShot(value);
          shotIndex += 1;
        } else if (inShots && depth >= 3) {
          checkShotSize();
          attach(value);
        }
      },
    },
    { maxTokenBytes: MAX_SHOT_JSON_BYTES, maxDepth: 64, firstLine },
  );

  return {
    source: () => (shotsSeen ? 'fsx' : null),
    write(chunk) {
      json.write(chunk);
    },
    end() {
      json.end();
      if (!shotsSeen) throw new FileProblem(1, 'Shots', NOT_A_SESSION);
      const id = pick(top, ['SessionId', 'SessionID', 'Id', 'Guid']);
      out.session.externalId =
        typeof id === 'string' || typeof id === 'number'
          ? visibleText(String(id).slice(0, 100), null, 'SessionId')
          : null;
      out.session.startedAt = sessionStartOf(top) ?? firstShotTime;
      return out.finish('fields such as BallSpeed_MS');
    },
  };
}

/**
 * An FSX session's start: `SessionStartDate` ('2024.01.29') with `SessionStartTime` ('13:47:17'), the bay's wall
 * clock and so the facility's (the top-level `Timestamp` beside them is the same moment in UTC with no zone said, so
 * it is not read); older files' `StartTime`/`Date`.
 */
function sessionStartOf(top: Json): string | null {
  const date = pick(top, ['SessionStartDate']);
  const time = pick(top, ['SessionStartTime']);
  if (typeof date === 'string' && typeof time === 'string') {
    const start = readDeviceTime(`${date} ${time}`);
    if (start) return start;
  }
  const other = pick(top, ['StartTime', 'Started', 'Date', 'CreatedAt', 'Created']);
  return typeof other === 'string' ? readDeviceTime(other) : null;
}

function combinedSpin(back: number | null, side: number | null): number | null {
  if (back === null) return null;
  return side === null ? back : Math.sqrt(back * back + side * side);
}

// ---------------------------------------------------------------------------------------------------------------
// CSV exports

type Column = 'club' | 'date' | 'time' | 'useInStat' | 'shot' | ShotMeasure | 'backSpin' | 'sideSpin' | 'clubType';
type Columns = Partial<Record<Column, readonly string[]>>;

/** How one device's CSV export is read: what marks it, its columns (headings compared as `normaliseHeading` keys). */
interface CsvLayout {
  source: Exclude<ShotSource, 'fsx'>;
  /** Headings only this device's export has; any one of them recognises the file. */
  markers: readonly string[];
  columns: Columns;
  /** Measures the export writes as 0 when the device had no reading (GSPro without club data). */
  zeroIsMissing?: readonly ShotMeasure[];
}

/**
 * The headings of Garmin Golf's export (R10 / R50), English and localised (German, French, Spanish, Dutch, Italian).
 */
const GARMIN_COLUMNS: Columns = {
  club: [
    'club',
    'club name',
    'schlager',
    'schlagername',
    'nom du club',
    'club utilise',
    'palo',
    'nombre del palo',
    'clubnaam',
    'bastone',
    'nome bastone',
  ],
  clubType: [
    'club type',
    'schlagertyp',
    'schlagerart',
    'type de club',
    'tipo de palo',
    'clubtype',
    'type club',
    'tipo di bastone',
  ],
  date: ['date', 'datum', 'fecha', 'data', 'date time', 'timestamp', 'shot time'],
  time: ['time', 'uhrzeit', 'heure', 'hora', 'tijd', 'ora'],
  clubSpeedMps: [
    'club speed',
    'club head speed',
    'clubhead speed',
    'schlagerkopfgeschwindigkeit',
    'schlagergeschwindigkeit',
    'vitesse du club',
    'vitesse de la tete de club',
    'velocidad del palo',
    'clubsnelheid',
    'velocita del bastone',
  ],
  ballSpeedMps: [
    'ball speed',
    'ballgeschwindigkeit',
    'vitesse de la balle',
    'velocidad de la bola',
    'balsnelheid',
    'velocita della palla',
  ],
  launchDeg: [
    'launch angle',
    'vla',
    'vertical launch angle',
    'launch v',
    'abflugwinkel',
    'startwinkel',
    'angle de lancement',
    'angle de depart',
    'angulo de salida',
    'angulo de lanzamiento',
    'lanceerhoek',
    'angolo di lancio',
  ],
  spinRpm: [
    'spin rate',
    'total spin',
    'spin',
    'spinrate',
    'drehrate',
    'spinrate gesamt',
    'taux de rotation',
    'rotation',
    'effet',
    'tasa de giro',
    'velocidad de giro',
    'spinsnelheid',
    'velocita di rotazione',
  ],
  backSpin: [
    'back spin',
    'backspin',
    'ruckwartsdrall',
    'ruckwartsspin',
    'effet retro',
    'backspin rate',
    'efecto de retroceso',
  ],
  sideSpin: ['side spin', 'sidespin', 'seitwartsdrall', 'seitenspin', 'effet lateral', 'efecto lateral'],
  carryM: [
    'carry',
    'carry distance',
    'carry distanz',
    'carrydistanz',
    'carry strecke',
    'distance de portee',
    'portee',
    'distance carry',
    'distancia de carry',
    'distancia de vuelo',
    'carry afstand',
    'distanza carry',
  ],
  totalM: [
    'total',
    'total distance',
    'gesamtstrecke',
    'gesamtdistanz',
    'gesamt',
    'distance totale',
    'distancia total',
    'totale afstand',
    'distanza totale',
  ],
  offlineM: [
    'side',
    'offline',
    'carry side',
    'side distance',
    'carry deviation distance',
    'carry abweichungsdistanz',
    'carry abweichung',
    'abweichung carry',
    'seitliche abweichung',
    'ecart de portee',
    'deviation de portee',
    'distance de deviation de portee',
    'desviacion de carry',
    'distancia de desviacion de carry',
    'afwijking carry',
    'deviazione carry',
    'offline distance',
  ],
};

const GARMIN_MARKERS = [
  'club type',
  'carry deviation distance',
  'carry deviation angle',
  'total deviation distance',
  'spin rate type',
  'schlagertyp',
  'carry abweichungsdistanz',
  'type de club',
  'ecart de portee',
  'tipo de palo',
  'desviacion de carry',
  'clubtype',
  'afwijking carry',
  'deviazione carry',
];

/**
 * The layouts in the order they are tried: a Trackman export carries Garmin-like headings ('Spin Rate Type') and a
 * GSPro or Uneekor one a plain 'Carry', so the exports with the most particular headings go first and Garmin last.
 * Each was written from real exports (docs/decisions/236-device-readers-from-real-exports.md).
 */
const CSV_LAYOUTS: readonly CsvLayout[] = [
  {
    // Trackman Performance Studio "Trackman CSV": `sep=,`, every cell quoted, a units row ('[mph]', '[yds]').
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
  },
  {
    // GSPro's shot export: yards and mph with no units row, club codes ('DR', 'W3', 'I7'), 0 for no club data.
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
  },
  {
    // Uneekor VIEW / Refine: one club per session and none named; '°' and ' s' on values, 'L 26.7' sides, '--'.
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
  },
  {
    // FlightScope FS Golf (Mevo+) "Export to CSV": units in brackets ('Ball (mph)', 'Carry (yds)', 'Launch V (°)'), the
    // club's name in 'club' and its speed in a second 'Club (mph)', sides as '27.8 L' / '3.5 R', '-' for no reading,
    // and per club an 'Avg' and a 'Dev' row (in the Shot column).
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
  },
  {
    // Rapsodo MLM2PRO "Export Shot Data": a title line ('Rapsodo MLM2PRO: <player> - 04/24/2026 1:19 PM') and a blank
    // line before the heading; every cell quoted; no units (yards, mph); per club a block under its own copy of the
    // heading, ending in 'Average' and 'Std. Dev.' rows; clubs as codes ('d', '7i', 'pw').
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
  },
  { source: 'garmin', markers: GARMIN_MARKERS, columns: GARMIN_COLUMNS },
];

const SUPPORTED =
  'a Foresight FSX session, or a Trackman, GSPro, Uneekor, FlightScope, Rapsodo or Garmin shot export (CSV) with its heading line';

/** Default units of each export when neither a units row nor the heading says. */
const DEFAULT_UNITS: Record<'speed' | 'distance', DeviceUnit> = { speed: 'mph', distance: 'yd' };

/**
 * A heading as compared: without case, accents or punctuation, and without a unit in brackets ('Carry [yds]',
 * 'Ball Speed (mph)'), which is returned beside it. Brackets that hold no unit stay part of the name ('Carry (Sim)').
 */
function normaliseHeading(text: string): { key: string; unit: DeviceUnit | null } {
  let unit: DeviceUnit | null = null;
  const bare = text.replace(/[[(]([^\])]*)[\])]/g, (whole, inside: string) => {
    const named = readUnit(inside);
    if (named) unit = named;
    return named || inside.trim() === '' ? ' ' : ` ${inside} `;
  });
  const key = bare
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return { key, unit };
}

/** The separator a heading line uses: ',', ';' or a tab, whichever it has most of. */
function chooseSeparator(header: string): string {
  const count = (ch: string) => header.split(ch).length - 1;
  const options = [',', ';', '\t'].map((ch) => [ch, count(ch)] as const);
  return options.reduce((best, option) => (option[1] > best[1] ? option : best))[0];
}

/** A record of a CSV export is at most this long; a longer one is no shot's. */
export const MAX_CSV_RECORD_BYTES = 64 * 1024;

/**
 * A CSV tokenizer: the records of a file as its bytes arrive, each record's cells with the line it ends on (counted
 * from the first byte written). A cell is its bytes as a byte string, one character per byte (latin1): core decodes
 * the file's text itself (UTF-8, else Windows-1252), and a cell of ASCII alone, which most are, is its text already
 * (docs/decisions/310-csv-cells-as-byte-strings.md). The server's is csv-parse (quoted newlines, quotes, BOM); it
 * throws CsvSyntaxError for what it cannot read.
 */
export interface CsvRecords {
  write(chunk: Uint8Array, record: (cells: string[], line: number) => void): void;
  end(record: (cells: string[], line: number) => void): void;
}
export type CsvRecordsFactory = (options: { delimiter: string; maxRecordBytes: number }) => CsvRecords;

/** A character past ASCII (a byte from 0x80 up, in a byte string). */
const PAST_ASCII = /[\u0080-\uffff]/;

/** A byte string's bytes (one character per byte). */
function bytesOf(byteString: string): Uint8Array {
  const bytes = new Uint8Array(byteString.length);
  for (let i = 0; i < byteString.length; i += 1) bytes[i] = byteString.charCodeAt(i);
  return bytes;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number | null,
    message: string,
  ) {
    super(message);
  }
}

interface CsvTable {
  layout: CsvLayout;
  header: string[];
  columns: Map<Column, number>;
  units: (DeviceUnit | null)[];
}

/** The table's shape from its heading line, or a refusal naming that line. */
function readHeader(header: string[], line: number): CsvTable {
  const headings = header.map(normaliseHeading);
  const keys = headings.map((h) => h.key);
  const layout = CSV_LAYOUTS.find((candidate) => candidate.markers.some((marker) => keys.includes(marker)));
  if (!layout) throw new FileProblem(line, null, `Not a recognised shot file: expected ${SUPPORTED}`);
  const columns = new Map<Column, number>();
  const taken = new Set<number>();
  for (const [column, names] of Object.entries(layout.columns) as [Column, readonly string[]][]) {
    // The first spelling the file has wins ('Carry Flat - Length' before a plain 'Carry'); a heading read for one
    // column is not read for another (FlightScope's 'club' is the club's name, its 'Club (mph)' the club's speed).
    for (const name of names) {
      const index = keys.findIndex((key, i) => key === name && !taken.has(i));
      if (index >= 0) {
        columns.set(column, index);
        taken.add(index);
        break;
      }
    }
  }
  return { layout, header, columns, units: headings.map((h) => h.unit) };
}

/**
 * Trackman, Garmin and Rapsodo end a table (or each club's block) with summary rows ('Average', 'Std. Dev.'), FlightScope
 * with 'Avg' and 'Dev' in its Shot column: they are no shots.
 */
const SUMMARY_ROW = /^(average|avg|mean|std\.? ?dev\.?|dev|deviation|durchschnitt|moyenne|promedio|min|max)$/;

/**
 * A title line above the heading, as Rapsodo writes one ('"Rapsodo MLM2PRO: Sam Lee - 04/24/2026 1:19 PM",,,'): a
 * single cell naming the device, the rest empty. Its date and time are the session's start.
 */
const TITLE_LINE = /^\s*"?(rapsodo\b[^"]*)"?[\s,;]*$/i;
const TITLE_TIME = /(\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]m)?)/i;

/**
 * Reads a CSV export as its bytes arrive. The lines before the heading (a `sep=;` line, blank lines) are read here to
 * choose the separator; from the heading on, the tokenizer gives records, each read into a shot and let go.
 */
function csvReader(firstLine: number, csv: CsvRecordsFactory): ChunkSink {
  let number = firstLine;
  let pieces: Uint8Array[] = [];
  let lineBytes = 0;
  let separator: string | null = null;
  let records: CsvRecords | null = null;
  /** Lines of the file before the first byte the tokenizer got. */
  let lineOffset = firstLine - 1;
  const decode = fileTextDecoder();
  /** A cell's text: ASCII reads the same in every encoding a file may have; anything else is decoded as the file is. */
  const textOf = (cell: string) => (PAST_ASCII.test(cell) ? decode(bytesOf(cell)) : cell);
  let table: CsvTable | null = null;
  let out: ShotBuilder | null = null;
  let unitsRead = false;
  let titleStart: string | null = null;

  function onRecord(raw: string[], endLine: number) {
    const line = endLine + lineOffset;
    const cells = raw.map(textOf);
    if (cells.every((cell) => cell.trim() === '')) return;
    if (!table) {
      table = readHeader(cells, line);
      out = builder(table.layout.source, null);
      out.session.namesClub = table.columns.has('club') || table.columns.has('clubType');
      out.session.startedAt = titleStart;
      return;
    }
    readRow(table, out!, cells, line);
  }

  function readRow(t: CsvTable, shots: ShotBuilder, cells: string[], line: number) {
    if (!unitsRead) {
      unitsRead = true;
      // A units row under the headings ('[mph]', '[yds]', '[deg]', '[]', …): every non-empty cell a unit.
      const filled = cells.filter((c) => c.trim() !== '');
      if (filled.length > 0 && filled.every((c) => readUnit(c) !== null || /^\[.*\]$/.test(c.trim()))) {
        cells.forEach((c, i) => {
          const unit = readUnit(c);
          if (unit) t.units[i] = unit;
        });
        return;
      }
    }
    const cell = (column: Column) => {
      const index = t.columns.get(column);
      return index === undefined ? undefined : cells[index];
    };
    if (SUMMARY_ROW.test((cells[0] ?? '').trim().toLowerCase())) return;
    if (SUMMARY_ROW.test((cell('shot') ?? '').trim().toLowerCase())) return;
    // Rapsodo repeats the heading above each club's block.
    if (cells.length === t.header.length && cells.every((c, i) => c.trim() === t.header[i]!.trim())) return;
    // Trackman's "Use In Stat": a shot the member (or coach) left out in Performance Studio.
    if ((cell('useInStat') ?? '').trim().toUpperCase() === 'FALSE') {
      shots.skip();
      return;
    }
    const decimalComma = separator === ';';
    const unitOf = (column: Column): DeviceUnit => {
      const given = t.units[t.columns.get(column)!];
      if (given) return given;
      if (column === 'clubSpeedMps' || column === 'ballSpeedMps') return DEFAULT_UNITS.speed;
      if (column === 'carryM' || column === 'totalM' || column === 'offlineM') return DEFAULT_UNITS.distance;
      return 'deg';
    };
    const value = (column: Column): number | null => {
      const raw = cell(column);
      if (raw === undefined) return null;
      const n = requireNumber(raw, decimalComma, line, t.header[t.columns.get(column)!]!.trim());
      if (n === 0 && t.layout.zeroIsMissing?.includes(column as ShotMeasure)) return null;
      return n === null ? null : toStoredUnit(n, unitOf(column));
    };
    const label = (cell('club') ?? '').trim() || (cell('clubType') ?? '').trim();
    const typed = (cell('clubType') ?? '').trim();
    const spin = value('spinRpm') ?? combinedSpin(value('backSpin'), value('sideSpin'));
    if (!shots.session.startedAt) {
      const when = [cell('date'), cell('time')].filter((c) => c && c.trim()).join(' ');
      if (when) shots.session.startedAt = readDeviceTime(when);
    }
    const before = shots.session.shots.length;
    const labelColumn: Column = (cell('club') ?? '').trim() ? 'club' : 'clubType';
    if (typed) visibleText(typed, line, t.header[t.columns.get('clubType')!]!.trim());
    shots.add(
      label,
      {
        clubSpeedMps: value('clubSpeedMps'),
        ballSpeedMps: value('ballSpeedMps'),
        launchDeg: value('launchDeg'),
        spinRpm: spin,
        carryM: value('carryM'),
        totalM: value('totalM'),
        offlineM: value('offlineM'),
      },
      { line, field: t.header[t.columns.get(labelColumn) ?? 0]?.trim() ?? 'Club' },
    );
    // Garmin's Club Type names the club on the list even when the member renamed it ('My gamer').
    const added = shots.session.shots[before];
    if (added && typed && added.club === 'Other') added.club = normaliseClub(typed);
  }

  /** Runs the tokenizer, its syntax errors named by the file's line. */
  function tokenize(action: () => void) {
    try {
      action();
    } catch (error) {
      if (error instanceof CsvSyntaxError) {
        throw new FileProblem(error.line === null ? null : error.line + lineOffset, null, error.message);
      }
      throw error;
    }
  }

  function addPiece(piece: Uint8Array) {
    if (piece.length === 0) return;
    lineBytes += piece.length;
    if (lineBytes > MAX_CSV_RECORD_BYTES) {
      throw new FileProblem(number, null, `The line is longer than ${MAX_CSV_RECORD_BYTES / 1024} kB`);
    }
    pieces.push(piece.slice());
  }

  /** A whole line before the heading: a `sep=` line is read, a blank line skipped, the heading starts the records. */
  function lineBeforeHeading(bytes: Uint8Array, rest: Uint8Array) {
    const text = decode(bytes).replace(/\r$/, '');
    const sepLine = /^sep=(.)\s*$/i.exec(text);
    const title = TITLE_LINE.exec(text);
    // A blank line may be a row of empty cells (',,,,'), as under Rapsodo's title.
    if (sepLine || title || /^[\s,;]*$/.test(text)) {
      if (sepLine) separator = sepLine[1]!;
      const when = title ? TITLE_TIME.exec(title[1]!) : null;
      if (when) titleStart = readDeviceTime(when[1]!);
      lineOffset = number;
      number += 1;
      return false;
    }
    separator ??= chooseSeparator(text);
    records = csv({ delimiter: separator, maxRecordBytes: MAX_CSV_RECORD_BYTES });
    const heading = new Uint8Array(bytes.length + 1);
    heading.set(bytes);
    heading[bytes.length] = 0x0a;
    tokenize(() => {
      records!.write(heading, onRecord);
      if (rest.length > 0) records!.write(rest, onRecord);
    });
    return true;
  }

  return {
    source: () => table?.layout.source ?? null,
    write(chunk) {
      if (records) {
        tokenize(() => records!.write(chunk, onRecord));
        return;
      }
      let start = 0;
      for (let end = chunk.indexOf(0x0a, start); end >= 0; end = chunk.indexOf(0x0a, start)) {
        addPiece(chunk.subarray(start, end));
        const line = joinBytes(pieces, lineBytes);
        pieces = [];
        lineBytes = 0;
        start = end + 1;
        if (lineBeforeHeading(line, chunk.subarray(start))) return;
      }
      addPiece(chunk.subarray(start));
    },
    end() {
      if (!records && lineBytes > 0) {
        const line = joinBytes(pieces, lineBytes);
        pieces = [];
        lineBytes = 0;
        lineBeforeHeading(line, new Uint8Array(0));
      }
      if (records) tokenize(() => records!.end(onRecord));
      if (!out) throw new FileProblem(1, null, 'The file is empty');
      return out.finish('columns such as Ball Speed or Carry');
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The reader

/** The first bytes of a UTF-8 byte-order mark. */
const BOM = [0xef, 0xbb, 0xbf];

export interface ShotFileReader {
  /** The next bytes of the file. Returns false once the file is known to be bad (the rest need not be sent). */
  write(chunk: Uint8Array): boolean;
  /** The file is complete: its session, or the first problem found. */
  end(): ShotFileResult;
}

/**
 * Reads one session file as its bytes arrive, holding only the record (CSV) or the shot (FSX) being read and the shots
 * read so far (at most MAX_SHOTS_PER_FILE). The format is recognised from the first bytes that are not white space:
 * `{` or `[` is a Foresight session, anything else a CSV export.
 */
export function createShotFileReader(csv: CsvRecordsFactory): ShotFileReader {
  let sink: ChunkSink | null = null;
  let failure: ShotFileError | null = null;
  let bomBytes = 0;
  // Before the format is known: the lines of white space seen, and the white space of the line begun.
  let blankLines = 0;
  let lineStart: number[] = [];

  function guard<T>(action: () => T): T | null {
    if (failure) return null;
    try {
      return action();
    } catch (error) {
      const source = sink?.source() ?? null;
      if (error instanceof FileProblem) {
        failure = { source, line: error.line, field: error.field, message: error.message };
      } else if (error instanceof JsonStreamError) {
        failure = { source, line: error.line, field: null, message: error.message };
      } else {
        throw error;
      }
      return null;
    }
  }

  function sniff(chunk: Uint8Array): void {
    let i = 0;
    // A leading byte-order mark is no content (it may come a byte at a time).
    while (bomBytes < BOM.length && i < chunk.length) {
      if (chunk[i] === BOM[bomBytes] && blankLines === 0 && lineStart.length === 0) {
        bomBytes += 1;
        i += 1;
      } else {
        bomBytes = BOM.length;
      }
    }
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0x0a) {
        blankLines += 1;
        lineStart = [];
      } else if (byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0b || byte === 0x0c) {
        if (lineStart.length < MAX_CSV_RECORD_BYTES) lineStart.push(byte);
      } else {
        if (byte === 0x7b || byte === 0x5b) {
          sink = fsxReader(blankLines + 1);
        } else {
          sink = csvReader(blankLines + 1, csv);
          sink.write(Uint8Array.from(lineStart));
        }
        sink.write(chunk.subarray(i));
        return;
      }
    }
  }

  return {
    write(chunk) {
      guard(() => (sink ? sink.write(chunk) : sniff(chunk)));
      return failure === null;
    },
    end() {
      const session = guard(() => (sink ?? csvReader(blankLines + 1, csv)).end());
      return failure ? { ok: false, error: failure } : { ok: true, session: session! };
    },
  };
}

/** Reads one whole session file: its bytes, or its text (a leading byte-order mark is ignored). */
export function parseShotFile(content: string | Uint8Array, csv: CsvRecordsFactory): ShotFileResult {
  const reader = createShotFileReader(csv);
  reader.write(typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return reader.end();
}
