import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  denyAllPermissions,
  deskWindowOptions,
  enforceContentSecurityPolicy,
  FALLBACK_CSP,
  guardNavigation,
  isAllowedUrl,
  withContentSecurityPolicy,
} from './security';

const SERVER = 'https://desk.longwoodgolf.com';
const PAGES = 'file:///opt/longwood-desk/resources/app.asar/dist/pages';

describe('the desk window', () => {
  it('isolates the page: context isolation, sandbox, no Node, no webviews, only the preload', () => {
    const options = deskWindowOptions({ preloadPath: '/app/preload.cjs', serverOrigin: SERVER, version: '1.2.3' });
    expect(options.show).toBe(false);
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.webPreferences?.additionalArguments).toEqual([
      '--longwood-desk-version=1.2.3',
      `--longwood-server-origin=${SERVER}`,
    ]);
    // First run: no server yet, so the preload is told none.
    const firstRun = deskWindowOptions({ preloadPath: '/p.cjs', serverOrigin: null, version: '1.2.3' });
    expect(firstRun.webPreferences?.additionalArguments).toEqual(['--longwood-desk-version=1.2.3']);
  });

  it('opens where it was left', () => {
    const bounds = { x: 40, y: 60, width: 1000, height: 700 };
    expect(deskWindowOptions({ preloadPath: '/p', serverOrigin: SERVER, version: '1', bounds })).toMatchObject(bounds);
  });
});

describe('where the window may go', () => {
  it.each([
    [`${SERVER}/desk`, true],
    [`${SERVER}/desk/requests?x=1#y`, true],
    [`${SERVER}/`, true],
    [`${PAGES}/setup.html`, true],
    ['https://desk.longwoodgolf.com.evil.example/desk', false],
    ['http://desk.longwoodgolf.com/desk', false],
    ['https://desk.longwoodgolf.com:8443/desk', false],
    ['https://example.com/', false],
    ['file:///etc/passwd', false],
    [`${PAGES}-evil/setup.html`, false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedUrl(url, SERVER, PAGES)).toBe(allowed);
  });

  it('before a server is configured, only the app pages', () => {
    expect(isAllowedUrl(`${SERVER}/desk`, null, PAGES)).toBe(false);
    expect(isAllowedUrl(`${PAGES}/setup.html`, null, PAGES)).toBe(true);
  });

  function fakeContents() {
    const emitter = new EventEmitter();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (name: string, listener: (...args: unknown[]) => void) => {
        emitter.on(name, listener);
        return contents;
      },
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
      loadURL: vi.fn(() => Promise.resolve()),
    };
    const navigate = (name: string, url: string) => {
      const event = { url, preventDefault: vi.fn() };
      emitter.emit(name, event, url);
      return event.preventDefault.mock.calls.length > 0 ? 'stopped' : 'allowed';
    };
    return { contents, navigate, open: (url: string) => openHandler!({ url }) };
  }

  it('stops navigations, redirects and frame navigations elsewhere, webviews, and every new window', () => {
    const { contents, navigate, open } = fakeContents();
    const allowed = (url: string) => isAllowedUrl(url, SERVER, PAGES);
    guardNavigation(contents as never, allowed, (url) => allowed(url) && url.startsWith(SERVER));
    expect(navigate('will-navigate', `${SERVER}/desk/requests`)).toBe('allowed');
    expect(navigate('will-navigate', 'https://phishing.example/login')).toBe('stopped');
    expect(navigate('will-redirect', 'https://phishing.example/login')).toBe('stopped');
    expect(navigate('will-frame-navigate', 'https://ads.example/frame')).toBe('stopped');
    expect(navigate('will-attach-webview', `${SERVER}/desk`)).toBe('stopped');

    expect(open('https://example.com/')).toEqual({ action: 'deny' });
    expect(contents.loadURL).not.toHaveBeenCalled();
    // A link to the desk itself with target=_blank opens in the desk window, not a new one.
    expect(open(`${SERVER}/desk/requests`)).toEqual({ action: 'deny' });
    expect(contents.loadURL).toHaveBeenCalledWith(`${SERVER}/desk/requests`);
  });
});

describe('permissions and content security', () => {
  it('denies every permission request, check and device', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as never);
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as (
      c: unknown,
      p: string,
      cb: (ok: boolean) => void,
    ) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid', 'openExternal']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect((session.setPermissionCheckHandler.mock.calls[0]![0] as () => boolean)()).toBe(false);
    expect((session.setDevicePermissionHandler.mock.calls[0]![0] as () => boolean)()).toBe(false);
  });

  it("keeps the server's own policy, and adds the strict one to a server answer that lost it", () => {
    const own = { 'content-security-policy': ["default-src 'self'"], 'x-a': ['1'] };
    expect(withContentSecurityPolicy(own)).toEqual(own);
    expect(withContentSecurityPolicy({ 'x-a': ['1'] })).toEqual({
      'x-a': ['1'],
      'Content-Security-Policy': [FALLBACK_CSP],
    });
    expect(FALLBACK_CSP).toContain("script-src 'self'");
    expect(FALLBACK_CSP).toContain("object-src 'none'");
    expect(FALLBACK_CSP).toContain("style-src 'self';");
    expect(FALLBACK_CSP).toContain("style-src-attr 'none'");
    expect(FALLBACK_CSP).not.toContain('unsafe');

    let handler:
      ((d: { url: string; responseHeaders?: Record<string, string[]> }, cb: (r: object) => void) => void) | undefined;
    enforceContentSecurityPolicy(
      { webRequest: { onHeadersReceived: (h: typeof handler) => (handler = h) } } as never,
      () => SERVER,
    );
    const fromServer = vi.fn();
    handler!({ url: `${SERVER}/desk`, responseHeaders: {} }, fromServer);
    expect(fromServer).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [FALLBACK_CSP] } });
    const elsewhere = vi.fn();
    handler!({ url: 'https://example.com/', responseHeaders: {} }, elsewhere);
    expect(elsewhere).toHaveBeenCalledWith({});
  });

  it("gives the app's own pages a policy with no inline styles, and their styles come from pages.css", () => {
    for (const page of ['setup', 'unreachable']) {
      const html = readFileSync(new URL(`../pages/${page}.html`, import.meta.url), 'utf8');
      const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).not.toContain('unsafe');
      expect(html).toContain('<link rel="stylesheet" href="pages.css" />');
      expect(html).not.toMatch(/<style|\sstyle=/i);
      const script = readFileSync(new URL(`../pages/${page}.ts`, import.meta.url), 'utf8');
      expect(script).not.toMatch(/setAttribute\(\s*'style'|innerHTML|insertAdjacentHTML/);
    }
  });
});
