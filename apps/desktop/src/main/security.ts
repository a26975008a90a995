// The desk window's locks (docs/decisions/177-desktop-security.md), as plain functions the wiring applies and the
// unit tests check with Electron mocked: the window's web preferences (isolated, sandboxed, no Node), where it
// may navigate (the configured server's origin and the app's own pages, nothing else), no new windows, every
// permission request denied, and a strict Content-Security-Policy on every page — the server's own, or this one
// when an answer from the server arrives without one (a misconfigured proxy must not open the desk up).
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import { SERVER_ORIGIN_ARGUMENT, VERSION_ARGUMENT } from '../shared/arguments';

const DEFAULT_WINDOW_SIZE = { width: 1280, height: 860 } as const;

/** The desk window: Chromium's isolation and sandbox on, no Node in the page, only the small preload API. */
export function deskWindowOptions(options: {
  preloadPath: string;
  serverOrigin: string | null;
  version: string;
  bounds?: { x?: number; y?: number; width: number; height: number } | undefined;
}): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_WINDOW_SIZE,
    ...options.bounds,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: 'Longwood Golf Front Desk',
    autoHideMenuBar: true,
    backgroundColor: '#f8fafc',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      additionalArguments: [
        `${VERSION_ARGUMENT}${options.version}`,
        ...(options.serverOrigin ? [`${SERVER_ORIGIN_ARGUMENT}${options.serverOrigin}`] : []),
      ],
    },
  };
}

/** The app's own pages (setup, server unreachable): files inside the app's pages folder. */
export function isAppPage(url: string, pagesDirUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'file:' && parsed.href.startsWith(pagesDirUrl.endsWith('/') ? pagesDirUrl : `${pagesDirUrl}/`)
    );
  } catch {
    return false;
  }
}

/** May the window show `url`? The configured server's origin (exactly), or one of the app's own pages. */
export function isAllowedUrl(url: string, serverOrigin: string | null, pagesDirUrl: string): boolean {
  if (isAppPage(url, pagesDirUrl)) return true;
  if (!serverOrigin) return false;
  try {
    return new URL(url).origin === serverOrigin;
  } catch {
    return false;
  }
}

/**
 * Locks navigation: every navigation, redirect and frame navigation outside the allowed set is stopped, no page
 * may open a window (a link to the server with target=_blank opens in the desk window instead), and no <webview>
 * may be attached. `serverOrigin` is read at each event (the setup page changes it).
 */
export function guardNavigation(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler' | 'loadURL'>,
  allowed: (url: string) => boolean,
  isServerPage: (url: string) => boolean,
): void {
  const stopUnlessAllowed = (event: { preventDefault(): void }, url: string) => {
    if (!allowed(url)) event.preventDefault();
  };
  contents.on('will-navigate', stopUnlessAllowed);
  contents.on('will-redirect', stopUnlessAllowed);
  contents.on('will-frame-navigate', (event) => stopUnlessAllowed(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isServerPage(url)) void contents.loadURL(url);
    return { action: 'deny' };
  });
}

/** The desk needs no camera, microphone, location, notifications, USB, HID, serial or screen capture. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * Used when an answer from the server has no policy of its own; the same rules as the server's (decisions 013 and
 * 284): style sheets from the server's origin only, no style element or style="" attribute, no 'unsafe-inline'.
 */
export const FALLBACK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'none'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

type ResponseHeaders = Record<string, string | string[]>;

/** The server's headers, with FALLBACK_CSP added when it sent no Content-Security-Policy. */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined): ResponseHeaders {
  const all = { ...headers };
  const hasPolicy = Object.keys(all).some((name) => name.toLowerCase() === 'content-security-policy');
  if (!hasPolicy) all['Content-Security-Policy'] = [FALLBACK_CSP];
  return all;
}

/** Adds the fallback policy to documents from the server that came without one. */
export function enforceContentSecurityPolicy(session: Pick<Session, 'webRequest'>, serverOrigin: () => string | null) {
  session.webRequest.onHeadersReceived((details, callback) => {
    const origin = serverOrigin();
    const fromServer = origin !== null && details.url.startsWith(`${origin}/`);
    callback(fromServer ? { responseHeaders: withContentSecurityPolicy(details.responseHeaders) } : {});
  });
}
