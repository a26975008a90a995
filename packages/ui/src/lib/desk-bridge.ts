// The desktop app's small API (docs/decisions/170-desk-loads-from-the-server.md): the Electron preload exposes it
// on `window.longwoodDesk` through contextBridge, and only there; in a browser it is absent and every caller
// falls back to the web's way. The desktop app (apps/desktop) implements exactly this interface.
import type { ExportTable } from '@longwood/core';

/** Where the preload puts the API in the page's world. */
export const DESK_BRIDGE_KEY = 'longwoodDesk';

/** How a native "save as" export ended. */
export type SaveExportResult =
  /** Written completely to the file the person chose. */
  | { status: 'saved'; fileName: string; bytes: number }
  /** The person closed the save dialog: nothing was written. */
  | { status: 'cancelled' }
  /** The server refused (e.g. 404 'No data to export'): its status and body, as the web client would read them. */
  | { status: 'refused'; httpStatus: number; statusText: string; bodyText: string }
  /** The download or the file failed; nothing is left behind. */
  | { status: 'failed'; message: string };

export interface DeskBridge {
  /** The desktop app's version (shown in the desk's footer). */
  readonly version: string;
  /**
   * Asks the server for a table's CSV export, lets the person choose where to save it (native dialog), and has
   * the main process stream it to that file. `onProgress` receives the bytes written so far.
   */
  saveExport(table: ExportTable, onProgress?: (bytes: number) => void): Promise<SaveExportResult>;
  /** Forgets the configured server and shows the first-run setup again (another facility server). */
  changeServer(): Promise<void>;
}

/** The desktop app's API when running inside it, else null (a browser). */
export function deskBridge(): DeskBridge | null {
  const candidate = (window as unknown as Record<string, unknown>)[DESK_BRIDGE_KEY];
  return typeof candidate === 'object' && candidate !== null ? (candidate as DeskBridge) : null;
}
