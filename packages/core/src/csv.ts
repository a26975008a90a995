// The one way to write CSV, for the files the browser builds (performance report, league standings) and the ones the
// server streams (database view, activity log): RFC 4180 with CRLF record ends, spreadsheet-safe cells, and a UTF-8
// byte-order mark first (docs/decisions/199-one-csv-writer-in-core.md).

export type CsvCell = string | number | boolean | null | undefined | Date;
export type CsvRow = readonly CsvCell[];

/** One column of a table of records: its heading and the cell of each record. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvCell;
}

/** Every CSV file starts with it: Excel on Windows otherwise reads accented names in a legacy code page. */
export const CSV_BOM = '\uFEFF';

const RECORD_END = '\r\n';

/** A field holding a comma, a quote, or any line break (a bare CR or LF too, as RFC 4180 asks) is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Characters that make Excel / LibreOffice / Google Sheets treat a cell as a formula (or that they strip
 * before looking for one). A value like `=HYPERLINK("http://evil", "x")` typed into a username must reach
 * the admin's spreadsheet as text, never as something that runs.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Turns one value into safe CSV cell text: null/undefined become empty, Dates become ISO strings, and any
 * text starting with a formula trigger is prefixed with a single quote (OWASP "CSV injection" advice).
 * Real numbers are left alone: -3 is a number a spreadsheet should keep numeric, not a formula.
 */
export function sanitizeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const first = value.charAt(0);
  return FORMULA_TRIGGERS.has(first) ? `'${value}` : value;
}

function csvField(value: CsvCell): string {
  const text = sanitizeCsvCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows → RFC 4180 records, each ending in CRLF, every cell made safe (sanitizeCsvCell) and quoted when needed. */
export function csvText(rows: readonly CsvRow[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvField).join(',')}${RECORD_END}`;
  return text;
}

/** The header record of a table of records. */
export function csvHeader<T>(columns: ReadonlyArray<CsvColumn<T>>): string {
  return csvText([columns.map((c) => c.header)]);
}

/** One record per object, its cells from `columns` (no header: a streamed file writes that once, first). */
export function csvRows<T>(records: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  return csvText(records.map((record) => columns.map((c) => c.value(record))));
}

/** A whole table: the header record, then one record per object. */
export function csvTable<T>(records: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  return csvHeader(columns) + csvRows(records, columns);
}
