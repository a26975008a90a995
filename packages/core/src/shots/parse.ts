// Reads a launch monitor's session file into shots in stored units (docs/decisions/220-shot-data-import.md). The format
// is recognised from the content, never from the file's name: a Foresight FSX `.session` (JSON), or a CSV table
// from a Garmin Approach R10 / Garmin Golf, a Trackman or an Uneekor export. Values the devices write for "no
// reading" are missing; a value no golf shot can have is dropped (and counted); a cell that is not a number, or a
// file that is none of these, is an error naming the line and the field, so the caller stores nothing of it.
import { facilityInstant } from '../time';
import { normaliseClub } from './clubs';
import { createJsonStreamReader, fileTextDecoder, joinBytes, JsonStreamError, type JsonScalar } from './json-stream';
import { readUnit, toStoredUnit, type DeviceUnit } from './units';

export const SHOT_SOURCES = ['fsx', 'garmin', 'trackman', 'uneekor'] as const;
export type ShotSource = (typeof SHOT_SOURCES)[number];

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
  /** The first shot's time (ISO-8601 UTC), when the file says it. */
  startedAt: string | null;
  shots: ParsedShot[];
  /** Shots left out: disabled in the device's software, or with no reading at all. */
  skippedCount: number;
  /** Values dropped as physically impossible. */
  droppedValueCount: number;
}

export interface ShotFileError {
  /** 1-based line of the file (for FSX, the line where the shot's JSON begins, when known). */
  line: number | null;
  /** The column heading or JSON field the error is about. */
  field: string | null;
  message: string;
}

export type ShotFileResult = { ok: true; session: ParsedSession } | { ok: false; error: ShotFileError };

export const MAX_SHOTS_PER_FILE = 5000;

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
  add(label: string, values: Record<ShotMeasure, number | null>): void;
}

function builder(source: ShotSource, externalId: string | null): ShotBuilder {
  const session: ParsedSession = {
    source,
    externalId,
    startedAt: null,
    shots: [],
    skippedCount: 0,
    droppedValueCount: 0,
  };
  return {
    session,
    add(label, values) {
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
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** A cell's number: null when missing, NaN when it is not a number at all. */
function readNumber(raw: unknown, decimalComma: boolean): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return SENTINELS.has(raw) ? null : raw;
  if (typeof raw !== 'string') return Number.NaN;
  let text = raw.trim();
  if (MISSING_TEXT.has(text.toLowerCase())) return null;
  // Uneekor writes the side as '12.3 R' / 'L 4.1'; left is negative.
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

const pad = (n: number) => String(n).padStart(2, '0');

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
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  const probe = new Date(`${date}T00:00:00Z`);
  if (probe.getUTCDate() !== d) return null;
  const instant = facilityInstant(date, `${pad(hour)}:${pad(minute)}`);
  instant.setUTCSeconds(Number(t[3] ?? 0));
  return instant.toISOString();
}

// ---------------------------------------------------------------------------------------------------------------
// Foresight FSX .session (JSON, metric: m/s, metres, degrees, rpm)

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field under any of its spellings (FSX versions differ in casing and in a few names). */
function pick(object: unknown, names: readonly string[]): unknown {
  if (!isObject(object)) return undefined;
  for (const name of names) {
    for (const key of Object.keys(object)) {
      if (key.toLowerCase() === name.toLowerCase()) return object[key];
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
}

/** Sets a field of a JSON object being built, a `__proto__` key included, as JSON.parse does. */
function setField(object: Json, key: string, value: unknown) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
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
      out.session.skippedCount += 1;
      return;
    }
    const ball = pick(shot, ['BallData', 'Ball']);
    const flight = pick(shot, ['FlightData', 'Flight']);
    const club = pick(shot, ['ClubData', 'Club']);
    const num = (group: string, source: unknown, names: readonly string[]) =>
      requireNumber(pick(source, names), false, line, where(`${group}.${names[0]}`));
    const backSpin = num('BallData', ball, ['BackSpin']);
    const sideSpin = num('BallData', ball, ['SideSpin']);
    const totalSpin = num('BallData', ball, ['TotalSpin', 'Spin', 'SpinRate']);
    const label = pick(shot, ['ClubName', 'Club']) ?? pick(club, ['ClubName', 'Name', 'Club', 'ClubType']);
    const time = pick(shot, ['Time', 'Timestamp', 'ShotTime', 'Date']);
    if (!firstShotTime && typeof time === 'string') firstShotTime = readDeviceTime(time);
    out.add(typeof label === 'string' ? label : '', {
      clubSpeedMps: num('ClubData', club, ['ClubSpeed', 'ClubHeadSpeed', 'Speed']),
      ballSpeedMps: num('BallData', ball, ['BallSpeed', 'Speed']),
      launchDeg: num('BallData', ball, ['LaunchAngle', 'VLA', 'ElevationAngle']),
      spinRpm: totalSpin ?? combinedSpin(backSpin, sideSpin),
      carryM: num('FlightData', flight, ['Carry', 'CarryDistance']),
      totalM: num('FlightData', flight, ['TotalDistance', 'Total']),
      offlineM: num('FlightData', flight, ['Offline', 'OfflineDistance', 'Side', 'Lateral']),
    });
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
    write(chunk) {
      json.write(chunk);
    },
    end() {
      json.end();
      if (!shotsSeen) throw new FileProblem(1, 'Shots', NOT_A_SESSION);
      const id = pick(top, ['SessionId', 'SessionID', 'Id', 'Guid']);
      out.session.externalId = typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null;
      const sessionStart = pick(top, ['StartTime', 'Started', 'Date', 'CreatedAt', 'Created']);
      out.session.startedAt = (typeof sessionStart === 'string' ? readDeviceTime(sessionStart) : null) ?? firstShotTime;
      return out.session;
    },
  };
}

function combinedSpin(back: number | null, side: number | null): number | null {
  if (back === null) return null;
  return side === null ? back : Math.sqrt(back * back + side * side);
}

// ---------------------------------------------------------------------------------------------------------------
// CSV exports

type Column = 'club' | 'clubType' | 'date' | 'time' | ShotMeasure | 'backSpin' | 'sideSpin';

/**
 * Headings by column, compared without case, accents, units or punctuation. English as the devices write them, and
 * the localised headings of Garmin Golf (German, French, Spanish, Dutch, Italian) for the same columns.
 */
const HEADINGS: Record<Column, readonly string[]> = {
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

/** Columns only one device's export has: how a CSV file is recognised. */
const MARKERS: Record<Exclude<ShotSource, 'fsx'>, readonly string[]> = {
  garmin: [
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
  ],
  trackman: [
    'side',
    'side total',
    'dyn loft',
    'dynamic loft',
    'spin loft',
    'hang time',
    'landing angle',
    'carry side',
    'max height',
  ],
  uneekor: [
    'side distance',
    'back spin',
    'side spin',
    'side angle',
    'offline',
    'peak height',
    'decent angle',
    'descent angle',
  ],
};

/** Default units of each export when neither a units row nor the heading says. */
const DEFAULT_UNITS: Record<'speed' | 'distance', DeviceUnit> = { speed: 'mph', distance: 'yd' };

function normaliseHeading(text: string): { key: string; unit: DeviceUnit | null } {
  const unitMatch = /[[(]([^\])]*)[\])]/.exec(text);
  const key = text
    .replace(/[[(][^\])]*[\])]/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return { key, unit: unitMatch ? readUnit(unitMatch[1]!) : null };
}

/** Splits one CSV record (RFC 4180 quotes); `separator` is ',', ';' or a tab. */
function splitRecord(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

function chooseSeparator(header: string): string {
  const count = (ch: string) => header.split(ch).length - 1;
  const options = [',', ';', '\t'].map((ch) => [ch, count(ch)] as const);
  return options.reduce((best, option) => (option[1] > best[1] ? option : best))[0];
}

/** A line of a CSV export is at most this long; a longer one is no shot's record. */
const MAX_LINE_BYTES = 64 * 1024;

interface CsvTable {
  source: Exclude<ShotSource, 'fsx'>;
  separator: string;
  header: string[];
  columns: Map<Column, number>;
  units: (DeviceUnit | null)[];
}

/** The table's shape from its heading line, or a refusal naming that line. */
function readHeader(line: string, number: number, separator: string): CsvTable {
  const header = splitRecord(line, separator);
  const headings = header.map(normaliseHeading);
  const keys = headings.map((h) => h.key);
  const source = (['garmin', 'trackman', 'uneekor'] as const).find((format) =>
    MARKERS[format].some((marker) => keys.includes(marker)),
  );
  const columnOf = (column: Column) => keys.findIndex((key) => HEADINGS[column].includes(key));
  const columns = new Map<Column, number>();
  for (const column of Object.keys(HEADINGS) as Column[]) {
    const index = columnOf(column);
    if (index >= 0) columns.set(column, index);
  }
  if (!source || !columns.has('carryM') || !(columns.has('club') || columns.has('clubType'))) {
    throw new FileProblem(
      number,
      null,
      'Not a recognised shot file: expected a Foresight session, or a Garmin, Trackman or Uneekor CSV export with Club and Carry columns',
    );
  }
  return { source, separator, header, columns, units: headings.map((h) => h.unit) };
}

/**
 * Reads a CSV export a line at a time as its bytes arrive: a line is decoded (UTF-8, or Windows-1252 from the first
 * line that is not UTF-8 on) and read into a shot, and only the line being read is held.
 */
function csvReader(firstLine: number): ChunkSink {
  let number = firstLine;
  let pieces: Uint8Array[] = [];
  let lineBytes = 0;
  const decodeLine = fileTextDecoder();
  let separator: string | null = null;
  let table: CsvTable | null = null;
  let out: ShotBuilder | null = null;
  let unitsRead = false;

  function readLine(raw: string) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (!table) {
      const sepLine = /^sep=(.)\s*$/i.exec(line);
      if (sepLine) {
        separator = sepLine[1]!;
        return;
      }
      if (line.trim() === '') return;
      table = readHeader(line, number, separator ?? chooseSeparator(line));
      out = builder(table.source, null);
      return;
    }
    readRow(table, out!, line);
  }

  function readRow(t: CsvTable, shots: ShotBuilder, line: string) {
    if (line.trim() === '') return;
    const cells = splitRecord(line, t.separator);
    if (!unitsRead) {
      unitsRead = true;
      // A units row under the headings ('[mph]', '[yds]', '[deg]', …): every non-empty cell a unit.
      const filled = cells.filter((c) => c.trim() !== '');
      if (filled.length > 0 && filled.every((c) => readUnit(c) !== null || /^\[.*\]$/.test(c.trim()))) {
        cells.forEach((c, i) => {
          const unit = readUnit(c);
          if (unit) t.units[i] = unit;
        });
        return;
      }
    }
    // Trackman and Garmin end the table with summary rows ('Average', 'Std. Dev.'): they are no shots.
    const first = (cells[0] ?? '').trim().toLowerCase();
    if (/^(average|avg|mean|std\.? ?dev\.?|deviation|durchschnitt|moyenne|promedio|min|max)$/.test(first)) return;
    const decimalComma = t.separator === ';';
    const unitOf = (column: Column): DeviceUnit => {
      const given = t.units[t.columns.get(column)!];
      if (given) return given;
      if (column === 'clubSpeedMps' || column === 'ballSpeedMps') return DEFAULT_UNITS.speed;
      if (column === 'carryM' || column === 'totalM' || column === 'offlineM') return DEFAULT_UNITS.distance;
      return 'deg';
    };
    const cell = (column: Column) => {
      const index = t.columns.get(column);
      return index === undefined ? undefined : cells[index];
    };
    const value = (column: Column): number | null => {
      const raw = cell(column);
      if (raw === undefined) return null;
      const n = requireNumber(raw, decimalComma, number, t.header[t.columns.get(column)!]!.trim());
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
    shots.add(label, {
      clubSpeedMps: value('clubSpeedMps'),
      ballSpeedMps: value('ballSpeedMps'),
      launchDeg: value('launchDeg'),
      spinRpm: spin,
      carryM: value('carryM'),
      totalM: value('totalM'),
      offlineM: value('offlineM'),
    });
    // Garmin's Club Type names the club on the list even when the member renamed it ('My gamer').
    const added = shots.session.shots[before];
    if (added && typed && added.club === 'Other') added.club = normaliseClub(typed);
  }

  function addPiece(piece: Uint8Array) {
    if (piece.length === 0) return;
    lineBytes += piece.length;
    if (lineBytes > MAX_LINE_BYTES) {
      throw new FileProblem(number, null, `The line is longer than ${MAX_LINE_BYTES / 1024} kB`);
    }
    pieces.push(piece.slice());
  }

  function endLine() {
    readLine(decodeLine(joinBytes(pieces, lineBytes)));
    pieces = [];
    lineBytes = 0;
    number += 1;
  }

  return {
    write(chunk) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end >= 0; end = chunk.indexOf(0x0a, start)) {
        addPiece(chunk.subarray(start, end));
        endLine();
        start = end + 1;
      }
      addPiece(chunk.subarray(start));
    },
    end() {
      endLine();
      if (!out) throw new FileProblem(1, null, 'The file is empty');
      return out.session;
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
 * Reads one session file as its bytes arrive, holding only the line (CSV) or the shot (FSX) being read and the shots
 * read so far (at most MAX_SHOTS_PER_FILE). The format is recognised from the first bytes that are not white space:
 * `{` or `[` is a Foresight session, anything else a CSV export.
 */
export function createShotFileReader(): ShotFileReader {
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
      if (error instanceof FileProblem) {
        failure = { line: error.line, field: error.field, message: error.message };
      } else if (error instanceof JsonStreamError) {
        failure = { line: error.line, field: null, message: error.message };
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
        if (lineStart.length < MAX_LINE_BYTES) lineStart.push(byte);
      } else {
        if (byte === 0x7b || byte === 0x5b) {
          sink = fsxReader(blankLines + 1);
        } else {
          sink = csvReader(blankLines + 1);
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
      const session = guard(() => (sink ?? csvReader(blankLines + 1)).end());
      return failure ? { ok: false, error: failure } : { ok: true, session: session! };
    },
  };
}

/** Reads one whole session file: its bytes, or its text (a leading byte-order mark is ignored). */
export function parseShotFile(content: string | Uint8Array): ShotFileResult {
  const reader = createShotFileReader();
  reader.write(typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return reader.end();
}
