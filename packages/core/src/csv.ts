// The one spreadsheet-safety rule for CSV cells, used by the UI's report download and the server's streamed
// admin exports (docs/decisions/061-csv-exports.md, docs/decisions/100-admin-lists-paging-and-exports.md).

export type CsvCell = string | number | boolean | null | undefined | Date;

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
