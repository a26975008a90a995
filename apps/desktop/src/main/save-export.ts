// The database view's CSV exports, saved where the person chooses (docs/decisions/171-front-desk-app.md):
// the main process asks the server for the export with the desk's own session (the window's cookies), and only
// if the server agrees (an empty table is 404 'No data to export') shows the native save dialog; then it streams
// the answer into a temporary file beside the chosen one, chunk by chunk (never the whole table in memory), and
// renames it into place once complete. A cancelled dialog or a failed download leaves nothing behind.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DATABASE_EXPORTS, exportFileName, type ExportTable } from '@longwood/core';
import type { SaveExportResult } from '@longwood/ui/desk-bridge';

export interface SaveExportDeps {
  serverOrigin: string;
  /** The window session's fetch: it carries the desk's session cookie. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The native save dialog; resolves with the chosen path, or null when cancelled. */
  chooseFile: (suggestedName: string) => Promise<string | null>;
  now: () => Date;
  onProgress?: (bytes: number) => void;
}

export async function saveExport(table: ExportTable, deps: SaveExportDeps): Promise<SaveExportResult> {
  let res: Response;
  try {
    res = await deps.fetch(`${deps.serverOrigin}${DATABASE_EXPORTS[table].path}`, {
      credentials: 'include',
      headers: { Accept: 'text/csv' },
      redirect: 'error',
    });
  } catch (error) {
    return { status: 'failed', message: `The server could not be reached: ${messageOf(error)}` };
  }
  if (!res.ok || !res.body) {
    return {
      status: 'refused',
      httpStatus: res.status,
      statusText: res.statusText,
      bodyText: await res.text().catch(() => ''),
    };
  }

  const target = await deps.chooseFile(exportFileName(table, deps.now()));
  if (!target) {
    await res.body.cancel().catch(() => undefined);
    return { status: 'cancelled' };
  }

  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.part`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      deps.onProgress?.(bytes);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), counter, createWriteStream(temp));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    return { status: 'failed', message: `The export could not be saved: ${messageOf(error)}` };
  }
  return { status: 'saved', fileName: path.basename(target), bytes };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
