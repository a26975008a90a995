// Foresight FSX / FSX Pro / GCQuad `.session` files (docs/decisions/236-device-readers-from-real-exports.md): one JSON
// document, metric (m/s, metres, degrees, rpm), its session's keys and a `Shots` list whose measures may carry their
// unit as a suffix (`BallSpeed_MS`). Read as it arrives (docs/decisions/350-shot-files-read-and-matched.md): the
// server's streaming JSON parser hands core each element of `Shots` as a plain object, read into a shot and let go.
import { toStoredUnit, type DeviceUnit } from '../units';
import {
  combinedSpin,
  FileProblem,
  readDeviceTime,
  requireNumber,
  sessionBuilder,
  visibleText,
  type ChunkSink,
  type ShotBuilder,
} from './session';

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

const NOT_A_SESSION = 'Not a recognised session file: a Foresight session has a "Shots" list';

/**
 * Sets a field of the top level kept, as JSON.parse does: an own property, a `__proto__` key included (defined, since
 * assigning it would set the object's prototype).
 */
function setField(object: Json, key: string, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/**
 * What the server's streaming JSON parser tells core of a Foresight session as its bytes arrive: the root, the top
 * level's plain values, its lists and objects (core says which one is the shots list), and each element of that list
 * built whole, with the line it begins on. Nothing else of the document is kept.
 */
export interface JsonSessionEvents {
  root(isObject: boolean): void;
  field(key: string, value: string | number | boolean | null): void;
  /** A list or object at the top level: true when it is the session's shots, whose elements follow as `shot`. */
  container(key: string, isArray: boolean, line: number): boolean;
  shot(value: unknown, line: number): void;
}

/** The server's parser of one file's JSON (the bytes after the white space before it; lines counted from `firstLine`). */
export type JsonSessionParser = (
  events: JsonSessionEvents,
  limits: { firstLine: number; maxShotBytes: number; maxDepth: number },
) => { write(chunk: Uint8Array): void; end(): void };

/** What the JSON parser refuses: not JSON, nested too deep, a shot too large; the line, and the shot when known. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number | null,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** A shot's JSON may be this large (a device's shot has a few dozen fields); a larger element is no shot. */
const MAX_SHOT_JSON_BYTES = 64 * 1024;

/**
 * Reads one element of `Shots` into the session (or counts it left out, when FSX has it disabled); answers the time
 * the shot names, if any.
 */
function readFsxShot(shot: unknown, at: { index: number; line: number }, out: ShotBuilder): string | null {
  const { index, line } = at;
  const where = (field: string) => `Shots[${index}].${field}`;
  if (!isObject(shot)) throw new FileProblem(line, `Shots[${index}]`, 'A shot is not an object');
  const enabled = pick(shot, ['Enabled', 'IsEnabled']);
  if (enabled === false || enabled === 'false') {
    out.skip();
    return null;
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
  const time = pick(shot, ['Time', 'Timestamp', 'ShotTime', 'Date']);
  return typeof time === 'string' ? time : null;
}

/**
 * Reads an FSX session as it arrives: each element of `Shots` is read into a shot and let go; of the rest of the
 * document only the top level's plain values (the session's id and start) are kept.
 */
export function fsxReader(firstLine: number, parser: JsonSessionParser): ChunkSink {
  const top: Json = {};
  const out = sessionBuilder('fsx', null);
  let firstShotTime: string | null = null;
  let shotsSeen = false;
  let index = 0;
  const json = parser(
    {
      root(isObject) {
        if (!isObject) throw new FileProblem(1, 'Shots', NOT_A_SESSION);
      },
      field: (key, value) => setField(top, key, value),
      container(key, isArray, line) {
        if (key.toLowerCase() !== 'shots' || shotsSeen) return false;
        if (!isArray) throw new FileProblem(line, 'Shots', NOT_A_SESSION);
        shotsSeen = true;
        return true;
      },
      shot(value, line) {
        const time = readFsxShot(value, { index, line }, out);
        index += 1;
        if (!firstShotTime && time !== null) firstShotTime = readDeviceTime(time);
      },
    },
    { firstLine, maxShotBytes: MAX_SHOT_JSON_BYTES, maxDepth: 64 },
  );

  return {
    source: () => (shotsSeen ? 'fsx' : null),
    write: (chunk) => json.write(chunk),
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
