// CSV building and download for every export in the UI (member performance report, admin table exports).
// csv-stringify does the RFC 4180 quoting; this module adds the spreadsheet-safety step and the file download
// so that all exports behave the same way (see docs/decisions/061-csv-exports.md).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { sanitizeCsvCell, type CsvCell } from '@longwood/core';

export { sanitizeCsvCell, type CsvCell };
export type CsvRow = readonly CsvCell[];

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
  downloadBlob(filename, new Blob(['\uFEFF', csvText], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the browser already holds (a CSV the server streamed, with its own byte-order mark). */
export function downloadBlob(filename: string, blob: Blob): void {
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
