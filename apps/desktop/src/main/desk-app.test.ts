// The main process wired together, with Electron's native side mocked (it cannot run here): first run shows the
// setup page and a checked server is kept and opened; a configured server opens at /desk; an unreachable server
// shows the app's own page and retries; a second start hands over; the window opens where it was left; every
// web contents gets the navigation lock; permissions are denied.
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/ipc-channels';

const fake = await vi.hoisted(async () => {
  // vi.hoisted runs before the file's imports: what the fake needs, it imports itself.
  const { EventEmitter: Emitter } = await import('node:events');
  const { basename } = await import('node:path');
  const state = {
    userData: '',
    lock: true,
    windows: [] as FakeWindow[],
    handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
    app: new Emitter(),
    permissionRequest: undefined as undefined | ((c: unknown, p: string, cb: (ok: boolean) => void) => void),
  };
  class FakeWindow extends Emitter {
    options: Record<string, unknown>;
    loaded: string[] = [];
    destroyed = false;
    maximized = false;
    webContents = new Emitter();
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      state.windows.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    loadFile(file: string) {
      this.loaded.push(`file:${basename(file)}`);
      return Promise.resolve();
    }
    maximize() {
      this.maximized = true;
    }
    isMaximized() {
      return this.maximized;
    }
    getNormalBounds() {
      return { x: 120, y: 90, width: 1100, height: 760 };
    }
    show() {}
    destroy() {
      this.destroyed = true;
    }
  }
  return { state, FakeWindow };
});

vi.mock('electron', () => {
  const { state, FakeWindow } = fake;
  const app = Object.assign(state.app, {
    requestSingleInstanceLock: () => state.lock,
    quit: vi.fn(),
    whenReady: () => Promise.resolve(),
    getPath: (name: string) => (name === 'userData' ? state.userData : path.join(state.userData, name)),
    getVersion: () => '1.0.0',
  });
  return {
    app,
    BrowserWindow: FakeWindow,
    dialog: { showSaveDialog: vi.fn(async () => ({ canceled: true })) },
    ipcMain: { handle: (channel: string, handler: never) => state.handlers.set(channel, handler) },
    net: { fetch: (url: string, init: RequestInit) => fetch(url, init) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: typeof state.permissionRequest) => (state.permissionRequest = handler),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        webRequest: { onHeadersReceived: vi.fn() },
        fetch: (url: string, init: RequestInit) => fetch(url, init),
      },
    },
  };
});

const { startDeskApp } = await import('./desk-app');
const PAGES_DIR = '/opt/desk/dist/pages';

let healthServer: Server;
let origin = '';
beforeEach(async () => {
  fake.state.userData = mkdtempSync(path.join(tmpdir(), 'desk-app-'));
  fake.state.lock = true;
  fake.state.windows.length = 0;
  fake.state.handlers.clear();
  fake.state.app.removeAllListeners();
  healthServer = createServer((req, res) =>
    req.url === '/healthz' ? res.writeHead(200).end('{"status":"ok"}') : res.writeHead(404).end(),
  );
  await new Promise<void>((resolve) => healthServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(healthServer.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => healthServer.close(() => resolve())));

const start = (serverOverride?: string) =>
  startDeskApp({ serverOverride, pagesDir: PAGES_DIR, preloadPath: '/opt/desk/dist/preload.cjs' });
const fromSetupPage = {
  senderFrame: { url: `${pathToFileURL(PAGES_DIR).href}/setup.html` },
  sender: { send: vi.fn() },
};
const lastWindow = () => fake.state.windows[fake.state.windows.length - 1]!;

describe('the desk app', () => {
  it('first run: shows the setup page; a checked server is kept and opened at /desk in a new window', async () => {
    await start();
    expect(fake.state.windows).toHaveLength(1);
    const first = lastWindow();
    expect(first.loaded).toEqual(['file:setup.html']);
    expect(first.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });

    const submit = fake.state.handlers.get(IPC.setupSubmit)!;
    expect(await submit(fromSetupPage, 'http://desk.example.com')).toMatchObject({ ok: false });
    expect(await submit(fromSetupPage, 'http://127.0.0.1:1')).toEqual({
      ok: false,
      message: 'The server did not answer. Check the address and the network, then try again.',
    });
    expect(fake.state.windows).toHaveLength(1);

    expect(await submit(fromSetupPage, `${origin}/`)).toEqual({ ok: true });
    expect(JSON.parse(readFileSync(path.join(fake.state.userData, 'desk-config.json'), 'utf8'))).toEqual({
      serverOrigin: origin,
    });
    const desk = lastWindow();
    expect(desk).not.toBe(first);
    expect(first.destroyed).toBe(true);
    expect(desk.loaded).toEqual([`${origin}/desk`]);
    expect((desk.options.webPreferences as { additionalArguments: string[] }).additionalArguments).toContain(
      `--longwood-server-origin=${origin}`,
    );
  });

  it('opens a configured server at /desk; when it cannot be reached, the app page says so and retries', async () => {
    await start(origin);
    const desk = lastWindow();
    expect(desk.loaded).toEqual([`${origin}/desk`]);
    desk.webContents.emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', `${origin}/desk`, true);
    expect(desk.loaded).toEqual([`${origin}/desk`, 'file:unreachable.html']);
    const unreachable = { ...fromSetupPage, senderFrame: { url: `${pathToFileURL(PAGES_DIR).href}/unreachable.html` } };
    expect(await fake.state.handlers.get(IPC.setupState)!(unreachable)).toMatchObject({
      problem: `${origin} could not be reached (ERR_CONNECTION_REFUSED).`,
    });
    await fake.state.handlers.get(IPC.retry)!(unreachable);
    expect(desk.loaded.at(-1)).toBe(`${origin}/desk`);
    // An aborted load (replaced by a newer one) and sub-frames are not failures.
    desk.webContents.emit('did-fail-load', {}, -3, 'ERR_ABORTED', `${origin}/desk`, true);
    desk.webContents.emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', `${origin}/frame`, false);
    expect(desk.loaded.at(-1)).toBe(`${origin}/desk`);
  });

  it('a second start quits and opens nothing', async () => {
    fake.state.lock = false;
    await start(origin);
    expect(fake.state.windows).toHaveLength(0);
  });

  it('remembers where the window was, and opens there next time', async () => {
    await start(origin);
    lastWindow().emit('close');
    await vi.waitFor(() =>
      expect(JSON.parse(readFileSync(path.join(fake.state.userData, 'window-state.json'), 'utf8'))).toEqual({
        bounds: { x: 120, y: 90, width: 1100, height: 760 },
        maximized: false,
      }),
    );
    fake.state.app.removeAllListeners();
    await start(origin);
    expect(lastWindow().options).toMatchObject({ x: 120, y: 90, width: 1100, height: 760 });
  });

  it('locks every web contents to the server and the app pages, and denies permissions', async () => {
    await start(origin);
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn(), loadURL: vi.fn() });
    fake.state.app.emit('web-contents-created', {}, contents);
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      contents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length === 0;
    };
    expect(navigate(`${origin}/desk/requests`)).toBe(true);
    expect(navigate('https://evil.example/')).toBe(false);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    const callback = vi.fn();
    fake.state.permissionRequest!({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
  });
});
