// The desk's main process, wired from the plain modules beside it (each unit-tested with Electron mocked):
// one instance; every session permission denied and a CSP on every page from the server; every web contents
// locked to the server's origin and the app's own pages; the window opens where it was left and loads the
// configured server's /desk (docs/decisions/170-desk-loads-from-the-server.md), or the first-run setup page, or,
// when the server cannot be reached at start, a page that retries.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, screen, session, type WebContents } from 'electron';
import { registerIpcHandlers } from './ipc';
import { saveExport } from './save-export';
import {
  denyAllPermissions,
  deskWindowOptions,
  enforceContentSecurityPolicy,
  guardNavigation,
  isAllowedUrl,
} from './security';
import { checkServer, parseServerUrl, resolveServerOrigin, saveConfig } from './server-config';
import { bringToFront, claimSingleInstance } from './single-instance';
import { loadWindowState, restorableBounds, saveWindowState } from './window-state';

export interface DeskAppOptions {
  /** LONGWOOD_SERVER_URL: a server that overrides the stored one (development). */
  serverOverride: string | undefined;
  /** Folder of the app's own pages (setup, unreachable) and their scripts. */
  pagesDir: string;
  preloadPath: string;
}

/** Chromium's "navigation aborted" (a newer load replaced this one): not a failure to report. */
const ERR_ABORTED = -3;

export async function startDeskApp(options: DeskAppOptions): Promise<void> {
  let window: BrowserWindow | null = null;
  if (!claimSingleInstance(app, () => bringToFront(window))) return;

  await app.whenReady();
  const userData = app.getPath('userData');
  const pagesDirUrl = pathToFileURL(options.pagesDir).href;
  const resolved = await resolveServerOrigin(userData, options.serverOverride);
  let serverOrigin = resolved.origin;
  let problem = resolved.error;
  let lastTried = serverOrigin ?? '';

  const ses = session.defaultSession;
  denyAllPermissions(ses);
  enforceContentSecurityPolicy(ses, () => serverOrigin);
  const allowed = (url: string) => isAllowedUrl(url, serverOrigin, pagesDirUrl);
  const isServerPage = (url: string) => serverOrigin !== null && allowed(url) && url.startsWith(serverOrigin);
  app.on('web-contents-created', (_event, contents: WebContents) => guardNavigation(contents, allowed, isServerPage));

  const page = (name: 'setup' | 'unreachable') => path.join(options.pagesDir, `${name}.html`);

  const loadDesk = async (win: BrowserWindow) => {
    if (!serverOrigin) {
      await win.loadFile(page('setup'));
      return;
    }
    await win.loadURL(`${serverOrigin}/desk`).catch(() => undefined);
  };

  async function openWindow(): Promise<BrowserWindow> {
    const state = await loadWindowState(userData);
    const win = new BrowserWindow(
      deskWindowOptions({
        preloadPath: options.preloadPath,
        serverOrigin,
        version: app.getVersion(),
        bounds: restorableBounds(
          state,
          screen.getAllDisplays().map((d) => d.workArea),
        ),
      }),
    );
    if (state?.maximized) win.maximize();
    win.once('ready-to-show', () => win.show());
    win.on('close', () => {
      void saveWindowState(userData, { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
    });
    win.on('closed', () => {
      if (window === win) window = null;
    });
    // The server could not be reached when the desk started (or a reload failed): the app's own page says so
    // and retries; once the desk is loaded, it handles a lost connection itself (offline banner).
    win.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
      if (!isMainFrame || code === ERR_ABORTED || !serverOrigin || !url.startsWith(serverOrigin)) return;
      problem = `${serverOrigin} could not be reached (${description}).`;
      void win.loadFile(page('unreachable'));
    });
    window = win;
    await loadDesk(win);
    return win;
  }

  /** A new server: a new window, whose preload is told the new origin. */
  async function reopen(): Promise<void> {
    const old = window;
    await openWindow();
    old?.destroy();
  }

  registerIpcHandlers({
    ipcMain,
    serverOrigin: () => serverOrigin,
    pagesDirUrl,
    saveExport: (table, onProgress) =>
      saveExport(table, {
        serverOrigin: serverOrigin!,
        fetch: (url, init) => ses.fetch(url, init),
        chooseFile: async (suggestedName) => {
          const options = {
            title: 'Save CSV export',
            defaultPath: path.join(app.getPath('downloads'), suggestedName),
            filters: [{ name: 'CSV files', extensions: ['csv'] }],
          };
          const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
          return result.canceled || !result.filePath ? null : result.filePath;
        },
        now: () => new Date(),
        onProgress,
      }),
    changeServer: async () => {
      if (window) await window.loadFile(page('setup'));
    },
    setupState: () => ({
      current: lastTried,
      ...(problem ? { problem } : {}),
      version: app.getVersion(),
    }),
    submitServer: async (input) => {
      const parsed = parseServerUrl(input);
      if (!parsed.ok) return parsed;
      lastTried = parsed.origin;
      const reachable = await checkServer(parsed.origin, (url, init) => net.fetch(url, init));
      if (!reachable.ok) return reachable;
      await saveConfig(userData, { serverOrigin: parsed.origin });
      serverOrigin = parsed.origin;
      problem = undefined;
      await reopen();
      return { ok: true };
    },
    retry: async () => {
      if (window) await loadDesk(window);
    },
  });

  app.on('window-all-closed', () => app.quit());
  await openWindow();
}
