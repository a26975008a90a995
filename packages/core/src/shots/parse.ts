// Reads a launch monitor's session file into shots in stored units (docs/decisions/220-shot-data-import.md). The format
// is recognised from the content, never from the file's name: a Foresight FSX `.session` (JSON), or a CSV table
// from a Garmin Approach R10 / Garmin Golf, a Trackman or an Uneekor export. Values the devices write for "no
// reading" are missing; a value no golf shot can have is dropped (and counted); a cell that is not a number, or a
// file that is none of these, is an error naming the line and the field, so the caller stores nothing of it.
import { facilityInstant } from '../time';
import { normaliseClub } from './clubs';
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

/** Reads one session file; `text` is its content (a leading byte-order mark is ignored). */
export function parseShotFile(text: string): ShotFileResult {
  const content = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    const session = /^\s*[{[]/.test(content) ? parseFsx(content) : parseCsv(content);
    return { ok: true, session };
  } catch (error) {
    if (error instanceof FileProblem) {
      return { ok: false, error: { line: error.line, field: error.field, message: error.message } };
    }
    throw error;
  }
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

function parseFsx(content: string): ParsedSession {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position ? content.slice(0, Number(position)).split('\n').length : 1;
    throw new FileProblem(line, null, 'The file is not valid JSON');
  }
  const shots = pick(data, ['Shots']);
  if (!isObject(data) || !Array.isArray(shots)) {
    throw new FileProblem(1, 'Shots', 'Not a recognised session file: a Foresight session has a "Shots" list');
  }
  const id = pick(data, ['SessionId', 'SessionID', 'Id', 'Guid']);
  const out = builder('fsx', typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null);
  const sessionStart = pick(data, ['StartTime', 'Started', 'Date', 'CreatedAt', 'Created']);
  let firstTime: string | null = typeof sessionStart === 'string' ? readDeviceTime(sessionStart) : null;
  shots.forEach((shot: unknown, index) => {
    const where = (field: string) => `Shots[${index}].${field}`;
    if (!isObject(shot)) throw new FileProblem(null, where('').slice(0, -1), 'A shot is not an object');
    const enabled = pick(shot, ['Enabled', 'IsEnabled']);
    if (enabled === false || enabled === 'false') {
      out.session.skippedCount += 1;
      return;
    }
    const ball = pick(shot, ['BallData', 'Ball']);
    const flight = pick(shot, ['FlightData', 'Flight']);
    const club = pick(shot, ['ClubData', 'Club']);
    const num = (group: string, source: unknown, names: readonly string[]) =>
      requireNumber(pick(source, names), false, null, where(`${group}.${names[0]}`));
    const backSpin = num('BallData', ball, ['BackSpin']);
    const sideSpin = num('BallData', ball, ['SideSpin']);
    const totalSpin = num('BallData', ball, ['TotalSpin', 'Spin', 'SpinRate']);
    const label = pick(shot, ['ClubName', 'Club']) ?? pick(club, ['ClubName', 'Name', 'Club', 'ClubType']);
    const time = pick(shot, ['Time', 'Timestamp', 'ShotTime', 'Date']);
    if (!firstTime && typeof time === 'string') firstTime = readDeviceTime(time);
    out.add(typeof label === 'string' ? label : '', {
      clubSpeedMps: num('ClubData', club, ['ClubSpeed', 'ClubHeadSpeed', 'Speed']),
      ballSpeedMps: num('BallData', ball, ['BallSpeed', 'Speed']),
      launchDeg: num('BallData', ball, ['LaunchAngle', 'VLA', 'ElevationAngle']),
      spinRpm: totalSpin ?? combinedSpin(backSpin, sideSpin),
      carryM: num('FlightData', flight, ['Carry', 'CarryDistance']),
      totalM: num('FlightData', flight, ['TotalDistance', 'Total']),
      offlineM: num('FlightData', flight, ['Offline', 'OfflineDistance', 'Side', 'Lateral']),
    });
  });
  out.session.startedAt = firstTime;
  return out.session;
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

/** Lines one at a time with their 1-based numbers, without splitting the whole file into an array first. */
function* lines(content: string): Generator<[number, string]> {
  let start = 0;
  let number = 1;
  while (start <= content.length) {
    let end = content.indexOf('\n', start);
    if (end < 0) end = content.length;
    const line = content.slice(start, end).replace(/\r$/, '');
    yield [number, line];
    number += 1;
    start = end + 1;
  }
}

function chooseSeparator(header: string): string {
  const count = (ch: string) => header.split(ch).length - 1;
  const options = [',', ';', '\t'].map((ch) => [ch, count(ch)] as const);
  return options.reduce((best, option) => (option[1] > best[1] ? option : best))[0];
}

function parseCsv(content: string): ParsedSession {
  const reader = lines(content);
  let separator: string | null = null;
  let headerLine = 0;
  let header: string[] | null = null;
  // Read by hand: a for-of with break would close the generator that the loop over the shots goes on reading.
  for (let next = reader.next(); !next.done; next = reader.next()) {
    const [number, line] = next.value;
    const sepLine = /^sep=(.)\s*$/i.exec(line);
    if (sepLine) {
      separator = sepLine[1]!;
      continue;
    }
    if (line.trim() === '') continue;
    separator ??= chooseSeparator(line);
    header = splitRecord(line, separator);
    headerLine = number;
    break;
  }
  if (!header || !separator) throw new FileProblem(1, null, 'The file is empty');
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
      headerLine,
      null,
      'Not a recognised shot file: expected a Foresight session, or a Garmin, Trackman or Uneekor CSV export with Club and Carry columns',
    );
  }
  const decimalComma = separator === ';';
  const units = headings.map((h) => h.unit);
  let unitsRead = false;
  const out = builder(source, null);
  const unitOf = (column: Column): DeviceUnit => {
    const index = columns.get(column)!;
    const given = units[index];
    if (given) return given;
    if (column === 'clubSpeedMps' || column === 'ballSpeedMps') return DEFAULT_UNITS.speed;
    if (column === 'carryM' || column === 'totalM' || column === 'offlineM') return DEFAULT_UNITS.distance;
    return 'deg';
  };
  for (const [number, line] of reader) {
    if (line.trim() === '') continue;
    const cells = splitRecord(line, separator);
    if (!unitsRead) {
      unitsRead = true;
      // A units row under the headings ('[mph]', '[yds]', '[deg]', …): every non-empty cell a unit.
      const filled = cells.filter((c) => c.trim() !== '');
      if (filled.length > 0 && filled.every((c) => readUnit(c) !== null || /^\[.*\]$/.test(c.trim()))) {
        cells.forEach((c, i) => {
          const unit = readUnit(c);
          if (unit) units[i] = unit;
        });
        continue;
      }
    }
    // Trackman and Garmin end the table with summary rows ('Average', 'Std. Dev.'): they are no shots.
    const first = (cells[0] ?? '').trim().toLowerCase();
    if (/^(average|avg|mean|std\.? ?dev\.?|deviation|durchschnitt|moyenne|promedio|min|max)$/.test(first)) continue;
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? undefined : cells[index];
    };
    const value = (column: Column): number | null => {
      const raw = cell(column);
      if (raw === undefined) return null;
      const n = requireNumber(raw, decimalComma, number, header[columns.get(column)!]!.trim());
      return n === null ? null : toStoredUnit(n, unitOf(column));
    };
    const label = (cell('club') ?? '').trim() || (cell('clubType') ?? '').trim();
    const typed = (cell('clubType') ?? '').trim();
    const spin = value('spinRpm') ?? combinedSpin(value('backSpin'), value('sideSpin'));
    if (!out.session.startedAt) {
      const when = [cell('date'), cell('time')].filter((c) => c && c.trim()).join(' ');
      if (when) out.session.startedAt = readDeviceTime(when);
    }
    const before = out.session.shots.length;
    out.add(label, {
      clubSpeedMps: value('clubSpeedMps'),
      ballSpeedMps: value('ballSpeedMps'),
      launchDeg: value('launchDeg'),
      spinRpm: spin,
      carryM: value('carryM'),
      totalM: value('totalM'),
      offlineM: value('offlineM'),
    });
    // Garmin's Club Type names the club on the list even when the member renamed it ('My gamer').
    const added = out.session.shots[before];
    if (added && typed && added.club === 'Other') added.club = normaliseClub(typed);
  }
  return out.session;
}
