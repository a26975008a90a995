import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/ipc-channels';
import { ForbiddenSender, registerIpcHandlers, type IpcDeps } from './ipc';

const SERVER = 'https://desk.longwoodgolf.com';
const PAGES = 'file:///opt/desk/dist/pages';

function setup(overrides: Partial<IpcDeps> = {}) {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const deps: IpcDeps = {
    ipcMain: { handle: (channel: string, handler: never) => void handlers.set(channel, handler) } as never,
    serverOrigin: () => SERVER,
    pagesDirUrl: PAGES,
    saveExport: vi.fn(async (_table, onProgress: (bytes: number) => void) => {
      onProgress(10);
      onProgress(20);
      return { status: 'saved' as const, fileName: 'users_2026-11-24.csv', bytes: 20 };
    }),
    changeServer: vi.fn(async () => undefined),
    setupState: () => ({ current: SERVER, version: '1.0.0' }),
    submitServer: vi.fn(async () => ({ ok: true as const })),
    retry: vi.fn(async () => undefined),
    ...overrides,
  };
  registerIpcHandlers(deps);
  const sent: unknown[][] = [];
  const eventFrom = (url: string) => ({
    senderFrame: { url },
    sender: { send: (...args: unknown[]) => sent.push(args) },
  });
  const call = (channel: string, url: string, ...args: unknown[]) =>
    Promise.resolve().then(() => handlers.get(channel)!(eventFrom(url), ...args));
  return { deps, call, sent };
}

describe('IPC handlers', () => {
  it('saves an export for a desk page of the server, telling that page its progress', async () => {
    const { deps, call, sent } = setup();
    const result = await call(IPC.saveExport, `${SERVER}/desk/database`, { table: 'users', requestId: 'r1' });
    expect(result).toEqual({ status: 'saved', fileName: 'users_2026-11-24.csv', bytes: 20 });
    expect(deps.saveExport).toHaveBeenCalledWith('users', expect.any(Function));
    expect(sent).toEqual([
      [IPC.exportProgress, { requestId: 'r1', bytes: 10 }],
      [IPC.exportProgress, { requestId: 'r1', bytes: 20 }],
    ]);
  });

  it('answers only the server origin and the app pages, each on their own channels', async () => {
    const { deps, call } = setup();
    for (const url of ['https://evil.example/desk', 'http://desk.longwoodgolf.com/desk', `${PAGES}/setup.html`, '']) {
      await expect(call(IPC.saveExport, url, { table: 'users', requestId: 'x' })).rejects.toBeInstanceOf(
        ForbiddenSender,
      );
      await expect(call(IPC.changeServer, url)).rejects.toBeInstanceOf(ForbiddenSender);
    }
    for (const url of [`${SERVER}/desk`, 'https://evil.example/', 'file:///tmp/setup.html']) {
      await expect(call(IPC.setupSubmit, url, 'https://evil.example')).rejects.toBeInstanceOf(ForbiddenSender);
      await expect(call(IPC.setupState, url)).rejects.toBeInstanceOf(ForbiddenSender);
      await expect(call(IPC.retry, url)).rejects.toBeInstanceOf(ForbiddenSender);
    }
    expect(deps.saveExport).not.toHaveBeenCalled();
    expect(deps.submitServer).not.toHaveBeenCalled();

    expect(await call(IPC.setupState, `${PAGES}/setup.html`)).toEqual({ current: SERVER, version: '1.0.0' });
    expect(await call(IPC.setupSubmit, `${PAGES}/setup.html`, 'https://other.example')).toEqual({ ok: true });
    expect(deps.submitServer).toHaveBeenCalledWith('https://other.example');
    await call(IPC.changeServer, `${SERVER}/desk`);
    expect(deps.changeServer).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown table without touching the file system', async () => {
    const { deps, call } = setup();
    for (const table of ['sessions', '../../etc/passwd', 42, undefined]) {
      expect(await call(IPC.saveExport, `${SERVER}/desk`, { table, requestId: 'r' })).toEqual({
        status: 'failed',
        message: 'Unknown export.',
      });
    }
    expect(deps.saveExport).not.toHaveBeenCalled();
  });

  it('before a server is configured, no desk channel answers anyone', async () => {
    const { call } = setup({ serverOrigin: () => null });
    await expect(call(IPC.saveExport, `${SERVER}/desk`, { table: 'users', requestId: 'r' })).rejects.toBeInstanceOf(
      ForbiddenSender,
    );
  });
});
