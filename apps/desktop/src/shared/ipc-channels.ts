// The IPC channels between the desk window's preload and the main process: few, named here once for both.
export const IPC = {
  /** Desk page → main: save a table's CSV export (native dialog, streamed to the file). */
  saveExport: 'desk:save-export',
  /** Main → desk page: bytes written so far for one export. */
  exportProgress: 'desk:export-progress',
  /** Desk page → main: forget the server and show the setup page. */
  changeServer: 'desk:change-server',
  /** Setup page → main: what to show (the server in use, a problem with the configured one). */
  setupState: 'setup:state',
  /** Setup page → main: check and keep a server address, then open it. */
  setupSubmit: 'setup:submit',
  /** Unreachable page → main: try the server again. */
  retry: 'unreachable:retry',
} as const;

export interface SaveExportRequest {
  table: string;
  /** Chosen by the page, so it can tell its progress events from another export's. */
  requestId: string;
}

export interface ExportProgress {
  requestId: string;
  bytes: number;
}

export interface SetupState {
  /** The server address in use or last tried, to prefill the field. */
  current: string;
  /** Why the desk is on the setup page (an invalid override, a server that stopped answering), if known. */
  problem?: string;
  version: string;
}

export type SetupResult = { ok: true } | { ok: false; message: string };
