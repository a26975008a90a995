import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/ipc-channels';
import { apiFor, argumentValue, createDeskBridge, createSetupApi } from './bridges';

function fakeIpc(answer: (channel: string, payload: unknown) => unknown) {
  const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();
  return {
    invoke: vi.fn(async (channel: string, payload?: unknown) => answer(channel, payload)),
    on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => {
      listeners.get(channel)?.delete(listener);
    }),
    emit: (channel: string, payload: unknown) => listeners.get(channel)?.forEach((l) => l({}, payload)),
    count: (channel: string) => listeners.get(channel)?.size ?? 0,
  };
}

describe('the desk bridge (window.longwoodDesk)', () => {
  it('saves an export, passing on only its own progress, and stops listening afterwards', async () => {
    const ipc: ReturnType<typeof fakeIpc> = fakeIpc((channel, payload) => {
      expect(channel).toBe(IPC.saveExport);
      expect(payload).toEqual({ table: 'bookings', requestId: 'id-1' });
      ipc.emit(IPC.exportProgress, { requestId: 'someone-else', bytes: 999 });
      ipc.emit(IPC.exportProgress, { requestId: 'id-1', bytes: 512 });
      return { status: 'saved', fileName: 'bookings_2026-11-24.csv', bytes: 512 };
    });
    const bridge = createDeskBridge(ipc as never, '1.0.0', () => 'id-1');
    const progress = vi.fn();
    expect(await bridge.saveExport('bookings', progress)).toEqual({
      status: 'saved',
      fileName: 'bookings_2026-11-24.csv',
      bytes: 512,
    });
    expect(progress.mock.calls).toEqual([[512]]);
    expect(ipc.count(IPC.exportProgress)).toBe(0);
    expect(bridge.version).toBe('1.0.0');
    // Exactly the small API: no ipcRenderer, no Node.
    expect(Object.keys(bridge).sort()).toEqual(['changeServer', 'saveExport', 'version']);
  });

  it('asks the main process to change the server', async () => {
    const ipc = fakeIpc(() => undefined);
    await createDeskBridge(ipc as never, '1', () => 'x').changeServer();
    expect(ipc.invoke).toHaveBeenCalledWith(IPC.changeServer);
  });
});

describe('the setup API and who gets what', () => {
  it('submits the typed address as text', async () => {
    const ipc = fakeIpc((channel) => (channel === IPC.setupSubmit ? { ok: true } : { current: '', version: '1' }));
    const api = createSetupApi(ipc as never);
    expect(await api.submit('https://desk.longwoodgolf.com')).toEqual({ ok: true });
    expect(ipc.invoke).toHaveBeenCalledWith(IPC.setupSubmit, 'https://desk.longwoodgolf.com');
  });

  it('gives the desk API to the server origin, the setup API to app pages, nothing to others', () => {
    const server = 'https://desk.longwoodgolf.com';
    expect(apiFor(`${server}/desk`, server)).toBe('desk');
    expect(apiFor('file:///opt/desk/pages/setup.html', server)).toBe('setup');
    expect(apiFor('https://evil.example/desk', server)).toBeNull();
    expect(apiFor(`${server}/desk`, null)).toBeNull();
    expect(apiFor('about:blank', server)).toBeNull();
  });

  it('reads the values the main process passed', () => {
    const argv = ['electron', '--longwood-desk-version=1.2.3', '--longwood-server-origin=https://desk.example'];
    expect(argumentValue(argv, '--longwood-server-origin=')).toBe('https://desk.example');
    expect(argumentValue(argv, '--missing=')).toBeNull();
  });
});
