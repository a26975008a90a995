// GET /api/admin/export/{users,bookings,contact-submissions}: the server streams the whole table as CSV
// (docs/decisions/100-admin-lists-paging-and-exports.md). Read through the API client's one fetch; the body is
// read chunk by chunk so the screen can show progress, then saved under the server's file name.
import { API, type ExportTable } from '@longwood/core';
import { ApiError, sendRequest } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/csv';

const ROUTES = {
  users: API.database.exportUsers,
  bookings: API.database.exportBookings,
  'contact-submissions': API.database.exportContactSubmissions,
} as const;

function fileNameOf(res: Response, table: ExportTable): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `${table}.csv`;
}

/** Downloads one table; `onProgress` receives the bytes received so far. Throws ApiError (e.g. 'No data to export'). */
export async function exportTable(table: ExportTable, onProgress: (bytes: number) => void): Promise<string> {
  const route = ROUTES[table];
  const res = await sendRequest(route.method, route.path);
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
  const fileName = fileNameOf(res, table);
  // The server already put the UTF-8 byte-order mark first.
  downloadBlob(fileName, new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  return fileName;
}
