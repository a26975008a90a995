// GET /api/admin/export/{users,bookings,contact-submissions}: the server streams the whole table as CSV
// (docs/decisions/100-admin-lists-paging-and-exports.md). Read through the API client's one fetch; the body is
// read chunk by chunk so the screen can show progress, then saved under the server's file name. In the desktop
// app the main process streams it straight to the file chosen in the native save dialog instead
// (lib/desk-bridge.ts, docs/decisions/171-front-desk-app.md).
import { DATABASE_EXPORTS, type ExportTable } from '@longwood/core';
import { ApiError, sendRequest } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/csv';
import { deskBridge } from '../../../lib/desk-bridge';

/** The person closed the desktop app's save dialog: nothing was exported, nothing to report. */
export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Through the desktop app's native save dialog; the same outcomes as the browser's download. */
async function saveThroughDesk(table: ExportTable, onProgress: (bytes: number) => void): Promise<string | null> {
  const bridge = deskBridge();
  if (!bridge) return null;
  const result = await bridge.saveExport(table, onProgress);
  switch (result.status) {
    case 'saved':
      return result.fileName;
    case 'cancelled':
      throw new ExportCancelled();
    case 'refused':
      throw new ApiError(result.httpStatus, result.statusText, result.bodyText);
    case 'failed':
      throw new Error(result.message);
  }
}

function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GETs a streamed CSV export (`path` with its query), reporting the bytes received so far, and saves it under the
 * server's file name. Throws ApiError (e.g. 'No data to export').
 */
export async function downloadCsv(path: string, fallbackName: string, onProgress: (bytes: number) => void) {
  const res = await sendRequest('GET', path);
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const chunks: BlobPart[] = [];
  let received = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } else {
    const whole = await res.arrayBuffer();
    chunks.push(whole);
    onProgress(whole.byteLength);
  }
  const fileName = fileNameOf(res, fallbackName);
  // The server already put the UTF-8 byte-order mark first.
  downloadBlob(fileName, new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  return fileName;
}

/**
 * Downloads one table; `onProgress` receives the bytes received so far. Throws ApiError (e.g. 'No data to
 * export'), or ExportCancelled when the person closed the desktop app's save dialog.
 */
export async function exportTable(table: ExportTable, onProgress: (bytes: number) => void): Promise<string> {
  const saved = await saveThroughDesk(table, onProgress);
  if (saved !== null) return saved;
  return downloadCsv(DATABASE_EXPORTS[table].path, `${table}.csv`, onProgress);
}
