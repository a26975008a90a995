// CSV building and download for every export in the UI (member performance report, admin table exports).
// csv-stringify does the RFC 4180 quoting; this module adds the spreadsheet-safety step and the file download
// so that all exports behave the same way (see docs/decisions/061-csv-exports.md).
import { stringify } from 'csv-stringify/browser/esm/sync';

export type CsvCell = string | number | boolean | null | undefined | Date;
export type CsvRow = readonly CsvCell[];

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

/**
 * Rows (the first one usually the header) → RFC 4180 text: CRLF line ends, fields holding a comma, quote,
 * CR or LF are quoted, quotes doubled. Every cell goes through sanitizeCsvCell.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  const cells = rows.map((row) => row.map(sanitizeCsvCell));
  return stringify(cells, {
    record_delimiter: 'windows',
    // With a CRLF record delimiter csv-stringify only quotes fields containing the full "\r\n"; RFC 4180
    // requires quoting any field with a bare CR or LF too.
    quoted_match: /[\r\n]/,
  });
}

/** Same as toCsv but from objects, with the header row taken from `columns` (key + heading). */
export function objectsToCsv<T>(
  records: readonly T[],
  columns: ReadonlyArray<{ header: string; value: (record: T) => CsvCell }>,
): string {
  return toCsv([columns.map((c) => c.header), ...records.map((r) => columns.map((c) => c.value(r)))]);
}

/**
 * Saves text as a .csv file through a temporary object URL. A UTF-8 byte-order mark is prepended so Excel on
 * Windows reads accented names correctly (without it, Excel guesses a legacy code page).
 */
export function downloadCsv(filename: string, csvText: string): void {
  const blob = new Blob(['\uFEFF', csvText], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke on the next tick: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
