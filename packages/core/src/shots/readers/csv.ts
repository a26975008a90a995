// A CSV export of any device read as its bytes arrive (docs/decisions/236-device-readers-from-real-exports.md): the
// lines before the heading (a `sep=;` line, blank lines, Rapsodo's title) are read here to choose the separator; the
// heading line says which device's layout it is (detect.ts); from there on the server's tokenizer (csv-parse) gives
// records, each read into a shot and let go. Core reads the cells' text, never a file's bytes as CSV.
import { normaliseClub } from '../clubs';
import { readUnit, toStoredUnit, type DeviceUnit } from '../units';
import { DEFAULT_UNITS, type Column, type CsvLayout } from './csv-layout';
import { csvLayoutOf, SUPPORTED } from './detect';
import { RAPSODO_TITLE_LINE, RAPSODO_TITLE_TIME } from './rapsodo';
import { SQUARE_GOLF_TITLE_LINE } from './squaregolf';
import {
  combinedSpin,
  FileProblem,
  readDeviceTime,
  requireNumber,
  sessionBuilder,
  visibleText,
  type ChunkSink,
  type ShotBuilder,
  type ShotMeasure,
} from './session';

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

/** The file's text: the server hands core UTF-8 only (a Windows-1252 export is made UTF-8 first). */
const utf8 = new TextDecoder('utf-8');

/** Pieces of bytes as one. */
function joinBytes(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** A record of a CSV export is at most this long; a longer one is no shot's. */
export const MAX_CSV_RECORD_BYTES = 64 * 1024;

/**
 * A CSV tokenizer: the records of a file as its bytes (UTF-8) arrive, each record's cells as text with the line it ends
 * on (counted from the first byte written). The server's is csv-parse (quoted newlines, quotes, BOM); it throws
 * CsvSyntaxError for what it cannot read.
 */
export interface CsvRecords {
  write(chunk: Uint8Array, record: (cells: string[], line: number) => void): void;
  end(record: (cells: string[], line: number) => void): void;
}
export type CsvRecordsFactory = (options: { delimiter: string; maxRecordBytes: number }) => CsvRecords;

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
  /** Whether the row under the heading was looked at for units yet. */
  unitsRead: boolean;
  /** `;` files write decimal commas ('12,5'). */
  decimalComma: boolean;
}

/** The table's shape from its heading line, or a refusal naming that line. */
function readHeader(header: string[], line: number, separator: string): CsvTable {
  const headings = header.map(normaliseHeading);
  const keys = headings.map((h) => h.key);
  const layout = csvLayoutOf(keys);
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
  const units = headings.map((h) => h.unit);
  return { layout, header, columns, units, unitsRead: false, decimalComma: separator === ';' };
}

/**
 * Trackman, Garmin and Rapsodo end a table (or each club's block) with summary rows ('Average', 'Std. Dev.'), FlightScope
 * with 'Avg' and 'Dev' in its Shot column: they are no shots.
 */
const SUMMARY_ROW = /^(average|avg|mean|std\.? ?dev\.?|dev|deviation|durchschnitt|moyenne|promedio|min|max)$/;

/** A units row under the headings ('[mph]', '[yds]', '[deg]', '[]', …): every non-empty cell a unit. Read into `t`. */
function readUnitsRow(t: CsvTable, cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0 || !filled.every((c) => readUnit(c) !== null || /^\[.*\]$/.test(c.trim()))) return false;
  cells.forEach((c, i) => {
    const unit = readUnit(c);
    if (unit) t.units[i] = unit;
  });
  return true;
}

/** A row that is no shot: a summary row, or Rapsodo's copy of the heading above each club's block. */
function isNoShot(t: CsvTable, cells: readonly string[], cell: (column: Column) => string | undefined): boolean {
  if (SUMMARY_ROW.test((cells[0] ?? '').trim().toLowerCase())) return true;
  if (SUMMARY_ROW.test((cell('shot') ?? '').trim().toLowerCase())) return true;
  return cells.length === t.header.length && cells.every((c, i) => c.trim() === t.header[i]!.trim());
}

/** One record after the heading: a units row, a row that is no shot, or a shot (kept, left out or refused). */
function readRow(t: CsvTable, shots: ShotBuilder, cells: string[], line: number) {
  if (!t.unitsRead) {
    t.unitsRead = true;
    if (readUnitsRow(t, cells)) return;
  }
  const cell = (column: Column) => {
    const index = t.columns.get(column);
    return index === undefined ? undefined : cells[index];
  };
  if (isNoShot(t, cells, cell)) return;
  // Trackman's "Use In Stat": a shot the member (or coach) left out in Performance Studio.
  if ((cell('useInStat') ?? '').trim().toUpperCase() === 'FALSE') {
    shots.skip();
    return;
  }
  const heading = (column: Column) => t.header[t.columns.get(column)!]!.trim();
  const unitOf = (column: Column): DeviceUnit => {
    const given = t.units[t.columns.get(column)!];
    if (given) return given;
    // Units the export leaves open: the file's own number, kept until they are known (session.ts's `inUnits`).
    if (t.layout.unitsFromValues && (column === 'clubSpeedMps' || column === 'ballSpeedMps')) return 'mps';
    if (t.layout.unitsFromValues && (column === 'carryM' || column === 'totalM' || column === 'offlineM')) return 'm';
    if (column === 'clubSpeedMps' || column === 'ballSpeedMps') return DEFAULT_UNITS.speed;
    if (column === 'carryM' || column === 'totalM' || column === 'offlineM') return DEFAULT_UNITS.distance;
    return 'deg';
  };
  const value = (column: Column): number | null => {
    const raw = cell(column);
    if (raw === undefined) return null;
    const n = requireNumber(raw, t.decimalComma, line, heading(column));
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
  if (typed) visibleText(typed, line, heading('clubType'));
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

/**
 * Reads a CSV export as its bytes arrive. The lines before the heading (a `sep=;` line, blank lines) are read here to
 * choose the separator; from the heading on, the tokenizer gives records, each read into a shot and let go.
 */
export function csvReader(firstLine: number, csv: CsvRecordsFactory): ChunkSink {
  let number = firstLine;
  let pieces: Uint8Array[] = [];
  let lineBytes = 0;
  let separator: string | null = null;
  let records: CsvRecords | null = null;
  /** Lines of the file before the first byte the tokenizer got. */
  let lineOffset = firstLine - 1;
  let table: CsvTable | null = null;
  let out: ShotBuilder | null = null;
  let titleStart: string | null = null;

  function onRecord(cells: string[], endLine: number) {
    const line = endLine + lineOffset;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (!table) {
      table = readHeader(cells, line, separator ?? ',');
      out = sessionBuilder(table.layout.source, null, { unitsOpen: table.layout.unitsFromValues !== undefined });
      out.session.namesClub = table.columns.has('club') || table.columns.has('clubType');
      out.session.startedAt = titleStart;
      return;
    }
    readRow(table, out!, cells, line);
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
    const text = utf8.decode(bytes).replace(/\r$/, '');
    const sepLine = /^sep=(.)\s*$/i.exec(text);
    const title = RAPSODO_TITLE_LINE.exec(text);
    // A blank line may be a row of empty cells (',,,,'), as under Rapsodo's title; Square Golf's 'Dates,…' line is
    // no heading either.
    if (sepLine || title || SQUARE_GOLF_TITLE_LINE.test(text) || /^[\s,;]*$/.test(text)) {
      if (sepLine) separator = sepLine[1]!;
      const when = title ? RAPSODO_TITLE_TIME.exec(title[1]!) : null;
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
      return out.finish('columns such as Ball Speed or Carry', table?.layout.unitsFromValues);
    },
  };
}
