// The site as an app for the door (docs/decisions/204-installable-app-offline-door.md): installable (manifest, icons,
// a service worker Chromium accepts), and with the network switched off it opens on the member's next bookings and
// the entrance code they last loaded, saying plainly that it is offline. Nothing of a signed-in page is kept by the
// service worker, and nothing of the member is left on the device once they log out. At a 390 px phone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { openEntranceCode } from './support/account-menu';
import { apiContext, createMember, facilityDate, longDate, signIn } from './support/api';
import { ADMIN } from './support/accounts';
import { seriousViolations } from './support/axe';
import { collectProblems, expect, test } from './support/fixtures';

// The service worker is what this spec is about (playwright.config.ts blocks it for every other spec).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** The size the browser decodes an image at (0 × 0 when it is not an image it can draw). */
const decodedSize = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode().catch(() => undefined);
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, src);

/** Waits until the service worker is active, then reloads: from then on it controls the page. */
async function controlledBySw(page: Page): Promise<void> {
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Every URL in every cache the page's origin holds (what the service worker kept). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Opens the start URL with the network off; returns the page's status and which page the worker answered with. */
async function openOffline(page: Page, context: BrowserContext, path = '/') {
  await context.setOffline(true);
  const response = await page.goto(path);
  return { status: response?.status(), dataPage: await page.locator('#root').getAttribute('data-page') };
}

test('installable: a valid manifest with icons that exist at their sizes, and a service worker script', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Longwood Golf',
    short_name: 'Longwood Golf',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#f8fafc',
  });
  const png = manifest.icons.filter((i) => i.type === 'image/png');
  for (const icon of png) {
    const [width, height] = icon.sizes.split('x').map(Number);
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(await decodedSize(page, icon.src), icon.src).toEqual({ width, height });
  }
  const any = png.filter((i) => (i.purpose ?? 'any').split(' ').includes('any'));
  expect(any.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
  expect(png.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);

  // The worker's script: JavaScript, never cached, at the root (so its scope is the whole site).
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test("Chromium's own installability check finds nothing missing, in an ordinary (not incognito) profile", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Test contexts are incognito, where Chromium never offers to install: a persistent profile, as a phone's browser.
  const profile = mkdtempSync(path.join(tmpdir(), 'longwood-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/');
    await controlledBySw(page);
    // What the install prompt (and Lighthouse's installability audit) asks of Chromium.
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline at the door: the member's next booking and entrance code, until they log out", async ({
  page,
  context,
  baseURL,
}) => {
  const member = await createMember(baseURL!);
  const day = facilityDate(10);
  // An early morning slot of its own per repeat of this test (two bays, so never full).
  const hour = 6 + 2 * test.info().repeatEachIndex;
  const times = `${hour}:00 AM - ${hour + 1}:30 AM`;
  const memberApi = await apiContext(baseURL!, member);
  const booked = await memberApi.post('/api/bookings', {
    data: {
      simulatorId: 2,
      bookingDate: day,
      startTime: `0${hour}:00`.slice(-5),
      endTime: `0${hour + 1}:30`.slice(-5),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bay = `Bay ${((await booked.json()) as { simulatorId: number }).simulatorId}`;
  await memberApi.dispose();
  const admin = await apiContext(baseURL!, ADMIN);
  const code = (await (await admin.get('/api/admin/keypad-code')).json()) as { keypadCode: string };
  await admin.dispose();

  // Online: the member opens the booking page (their bookings) and their entrance code.
  await signIn(page, member);
  await page.goto('/booking');
  await controlledBySw(page);
  await expect(page.getByRole('button', { name: 'Book Session' })).toBeVisible();
  await expect(page.getByText(times).first()).toBeVisible();
  const dialog = await openEntranceCode(page);
  await expect(dialog.getByTestId('entrance-code')).toHaveText(code.keypadCode);
  await page.keyboard.press('Escape');

  // The worker kept only the offline page and its files: no answer of the API, no signed-in page.
  const kept = await cachedUrls(page);
  expect(kept).toContain('/offline');
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(kept).not.toContain('/booking');
  expect(kept).not.toContain('/');

  // The network goes: the start URL still opens, on the offline page the worker kept.
  expect(await openOffline(page, context)).toEqual({ status: 200, dataPage: 'offline' });
  const status = page.getByRole('status');
  await expect(status.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(status).toContainText(/what this device saved today at \d{1,2}:\d\d [AP]M EST/);
  await expect(page.getByTestId('offline-entrance-code')).toHaveText(code.keypadCode);
  const bookings = page.getByTestId('offline-bookings');
  await expect(bookings.getByRole('listitem').first()).toContainText(longDate(day));
  await expect(bookings.getByRole('listitem').first()).toContainText(`${times} EST · ${bay}`);
  await expect(page).toHaveTitle('You are offline | Longwood Golf');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // Any other page of the site, too (a bookmark of /booking).
  expect(await openOffline(page, context, '/booking')).toEqual({ status: 200, dataPage: 'offline' });
  await expect(page.getByTestId('offline-entrance-code')).toHaveText(code.keypadCode);

  // Back online the site is the site again; the member logs out.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Offline again: nothing of theirs is left on the device.
  expect(await openOffline(page, context)).toEqual({ status: 200, dataPage: 'offline' });
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('offline-entrance-code')).toHaveCount(0);
  await expect(page.getByText(code.keypadCode)).toHaveCount(0);
  await expect(page.getByText('No entrance code is saved on this device', { exact: false })).toBeVisible();
  await expect(page.getByText('No bookings are saved on this device.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await context.setOffline(false);
});

test('the landing page registers the worker only after it has loaded, from a chunk of its own', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'));
    return {
      loadEventStart: navigation!.loadEventStart,
      scripts: scripts.map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
    };
  });
  const registration = timing.scripts.filter((s) => /\/assets\/register-service-worker-/.test(s.path));
  expect(registration).toHaveLength(1);
  expect(registration[0]!.startTime).toBeGreaterThanOrEqual(timing.loadEventStart);
  // The offline page's own code is the worker's to keep, never loaded by the landing page.
  expect(timing.scripts.filter((s) => /offline-door/.test(s.path))).toEqual([]);
});
