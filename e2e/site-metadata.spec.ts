// Titles, link previews, icons, the manifest, fonts and the shipped media (docs/decisions/145-brand-media-and-system-fonts.md,
// docs/decisions/145-brand-media-and-system-fonts.md).
import { MEMBER } from './support/accounts';
import { signIn } from './support/api';
import { expect, test } from './support/fixtures';

const TITLES: Array<[string, string]> = [
  ['/', 'Longwood Golf | Golf Simulator & Fitness Facility'],
  ['/auth', 'Login or Register | Longwood Golf'],
  ['/contact', 'Book Your Free Demo | Longwood Golf'],
  ['/privacy-policy', 'Privacy Policy | Longwood Golf'],
  ['/forgot-password', 'Forgot Password | Longwood Golf'],
  ['/no-such-page', 'Page Not Found | Longwood Golf'],
];

const MEMBER_TITLES: Array<[string, string]> = [
  ['/booking', 'Book a Bay | Longwood Golf'],
  ['/account', 'Account Details | Longwood Golf'],
  ['/leagues-signup', 'Leagues | Longwood Golf'],
  ['/', 'Longwood Golf | Golf Simulator & Fitness Facility'],
];

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every route has its own document title, also after moving between pages in the app', async ({ page }) => {
  for (const [path, title] of TITLES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await signIn(page, MEMBER);
  await page.goto('/');
  // The prerendered landing page hydrates first (its links read the address): move only once React has drawn the
  // signed-in header, or the hydration sees another path than the HTML was made for.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  for (const [path, title] of MEMBER_TITLES) {
    // In-app navigation (no page load) must update the title too.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveTitle(title);
  }
});

test('link previews: Open Graph and Twitter card tags with absolute URLs to a real image', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  expect(await meta('property="og:title"')).toBe('Longwood Golf | Golf Simulator & Fitness Facility');
  expect(await meta('property="og:type"')).toBe('website');
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  const image = await meta('property="og:image"');
  // The server fills in its public address (here, as under `npm start`, its own origin).
  expect(image).toBe(`http://localhost:${new URL(baseURL!).port}/og-image.jpg`);
  expect(await meta('name="twitter:image"')).toBe(image);
  expect(await meta('property="og:url"')).toBe(`http://localhost:${new URL(baseURL!).port}/`);
  const res = await page.request.get(new URL(image!).pathname);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  expect((await res.body()).byteLength).toBeLessThan(150 * 1024);
});

test('a real favicon set and a web app manifest with installable icons', async ({ page }) => {
  await page.goto('/');
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')));
  expect(icons).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
  for (const href of icons) expect((await page.request.get(href!)).status(), href!).toBe(200);
  expect(pngSize(await (await page.request.get('/apple-touch-icon.png')).body())).toEqual({ width: 180, height: 180 });

  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Longwood Golf', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await (await page.request.get(icon.src)).body()), icon.src).toEqual({ width, height });
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
});

test('no web font is downloaded: the system UI font stack is used', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(fonts).toEqual([]);
  const family = await page.evaluate(() => getComputedStyle(document.body.firstElementChild!).fontFamily);
  expect(family).toMatch(/^ui-sans-serif, system-ui/);
});

test('the shipped hero and About media are small designed illustrations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="hero-heading"] img').first()).toHaveAttribute(
    'src',
    '/media/hero.svg',
  );
  const about = await page.locator('#about img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  expect(about).toEqual(['/media/about-simulator.svg', '/media/about-fitness.svg']);
  for (const src of ['/media/hero.svg', ...about]) {
    const res = await page.request.get(src!);
    expect(res.headers()['content-type'], src!).toContain('image/svg+xml');
    expect((await res.body()).byteLength, src!).toBeLessThan(10 * 1024);
  }
  // Decoded and drawn at their size (not a broken image).
  for (const img of await page.locator('#about img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
});
