// The main process's IPC handlers (docs/decisions/177-desktop-security.md). Each checks who is asking: the desk's
// handlers answer only frames of the configured server's origin, the setup and retry handlers only the app's own
// pages, so a page from anywhere else (which navigation should already prevent) gets nothing. Inputs are
// checked here too: a table must be one of core's exports (DATABASE_EXPORTS).
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { isExportTable, type ExportTable } from '@longwood/core';
import type { SaveExportResult } from '@longwood/ui/desk-bridge';
import { IPC, type SaveExportRequest, type SetupResult, type SetupState } from '../shared/ipc-channels';
import { isAppPage } from './security';

export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle'>;
  serverOrigin(): string | null;
  pagesDirUrl: string;
  saveExport(table: ExportTable, onProgress: (bytes: number) => void): Promise<SaveExportResult>;
  changeServer(): Promise<void>;
  setupState(): SetupState;
  submitServer(input: string): Promise<SetupResult>;
  retry(): Promise<void>;
}

export class ForbiddenSender extends Error {
  constructor(channel: string) {
    super(`${channel} refused: the asking page is not allowed to use it`);
    this.name = 'ForbiddenSender';
  }
}

const urlOf = (event: IpcMainInvokeEvent) => event.senderFrame?.url ?? '';

export function registerIpcHandlers(deps: IpcDeps): void {
  const fromServer = (event: IpcMainInvokeEvent, channel: string) => {
    const origin = deps.serverOrigin();
    let senderOrigin: string | null = null;
    try {
      senderOrigin = new URL(urlOf(event)).origin;
    } catch {
      senderOrigin = null;
    }
    if (!origin || senderOrigin !== origin) throw new ForbiddenSender(channel);
  };
  const fromAppPage = (event: IpcMainInvokeEvent, channel: string) => {
    if (!isAppPage(urlOf(event), deps.pagesDirUrl)) throw new ForbiddenSender(channel);
  };

  deps.ipcMain.handle(IPC.saveExport, async (event, request: SaveExportRequest): Promise<SaveExportResult> => {
    fromServer(event, IPC.saveExport);
    if (!isExportTable(request?.table) || typeof request.requestId !== 'string') {
      return { status: 'failed', message: 'Unknown export.' };
    }
    return deps.saveExport(request.table, (bytes) =>
      event.sender.send(IPC.exportProgress, { requestId: request.requestId, bytes }),
    );
  });
  deps.ipcMain.handle(IPC.changeServer, async (event) => {
    fromServer(event, IPC.changeServer);
    await deps.changeServer();
  });
  deps.ipcMain.handle(IPC.setupState, (event) => {
    fromAppPage(event, IPC.setupState);
    return deps.setupState();
  });
  deps.ipcMain.handle(IPC.setupSubmit, async (event, input: unknown): Promise<SetupResult> => {
    fromAppPage(event, IPC.setupSubmit);
    return deps.submitServer(typeof input === 'string' ? input : '');
  });
  deps.ipcMain.handle(IPC.retry, async (event) => {
    fromAppPage(event, IPC.retry);
    await deps.retry();
  });
}
