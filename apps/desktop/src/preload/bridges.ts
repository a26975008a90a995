// What the preload puts in the page (docs/decisions/177-desktop-security.md): small, typed APIs built over
// ipcRenderer, never ipcRenderer itself, nor any IPC event or Node object. The desk's pages on the configured
// server get the DeskBridge (lib/desk-bridge.ts in packages/ui); the app's own pages (setup, unreachable) get
// the setup API. A page of any other origin gets nothing.
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { ExportTable } from '@longwood/core';
import type { DeskBridge, SaveExportResult } from '@longwood/ui/desk-bridge';
import { IPC, type ExportProgress, type SetupResult, type SetupState } from '../shared/ipc-channels';

type Ipc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createDeskBridge(ipc: Ipc, version: string, newId: () => string): DeskBridge {
  return {
    version,
    async saveExport(table: ExportTable, onProgress?: (bytes: number) => void): Promise<SaveExportResult> {
      const requestId = newId();
      const listener = (_event: IpcRendererEvent, progress: ExportProgress) => {
        if (progress.requestId === requestId) onProgress?.(progress.bytes);
      };
      ipc.on(IPC.exportProgress, listener);
      try {
        return (await ipc.invoke(IPC.saveExport, { table, requestId })) as SaveExportResult;
      } finally {
        ipc.removeListener(IPC.exportProgress, listener);
      }
    },
    async changeServer() {
      await ipc.invoke(IPC.changeServer);
    },
  };
}

export interface SetupApi {
  state(): Promise<SetupState>;
  submit(serverUrl: string): Promise<SetupResult>;
  retry(): Promise<void>;
}

export function createSetupApi(ipc: Ipc): SetupApi {
  return {
    state: async () => (await ipc.invoke(IPC.setupState)) as SetupState,
    submit: async (serverUrl) => (await ipc.invoke(IPC.setupSubmit, String(serverUrl))) as SetupResult,
    retry: async () => {
      await ipc.invoke(IPC.retry);
    },
  };
}

/** Which API a page gets: by its origin against the configured server's, or as one of the app's file pages. */
export function apiFor(pageUrl: string, serverOrigin: string | null): 'desk' | 'setup' | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'file:') return 'setup';
  return serverOrigin !== null && url.origin === serverOrigin ? 'desk' : null;
}

/** A value passed to the preload through webPreferences.additionalArguments ('--name=value'). */
export function argumentValue(argv: readonly string[], prefix: string): string | null {
  const found = argv.find((arg) => arg.startsWith(prefix));
  return found ? found.slice(prefix.length) : null;
}
