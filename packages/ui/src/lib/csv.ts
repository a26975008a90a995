// Saving CSV files in the browser. Core writes the text (csvText / csvTable: RFC 4180, formula-safe cells,
// docs/decisions/199-one-csv-writer-in-core.md); this module only hands a file to the browser's download.
import { CSV_BOM } from '@longwood/core';

/** Saves CSV text as a file, after the UTF-8 byte-order mark every CSV file of the product starts with. */
export function downloadCsv(filename: string, csvText: string): void {
  downloadBlob(filename, new Blob([CSV_BOM, csvText], { type: 'text/csv;charset=utf-8' }));
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
