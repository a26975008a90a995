// The public landing page (docs/requirements.md#landing-page): every section's texts, in-page anchors landing 100 px below the top,
// the header's hide/show, the hero video's deferred start, the footer and a narrow-screen layout.
import type { Page } from '@playwright/test';
import { askToSaveData, expect, test } from './support/fixtures';
import { afterLoadAndIdle } from './support/settled';

const SECTION_OFFSET = 100;

/** Where a section's top sits in the viewport once smooth scrolling has settled. */
async function expectSectionTopAtOffset(page: Page, id: string) {
  const section = page.locator(`[id="${id}"]`);
  const top = async () => Math.round((await section.boundingBox())?.y ?? Number.NaN);
  // Settled: two reads 100 ms apart agree. A smooth scroll in its last frames is already within 2 px of its end, and
  // would carry on over whatever the test does next (a following navigation's jump).
  const settledTop = async () => {
    const before = await top();
    await page.waitForTimeout(100);
    const after = await top();
    return before === after ? after : Number.NaN;
  };
  await expect.poll(settledTop, { timeout: 5_000 }).toBeLessThanOrEqual(SECTION_OFFSET + 2);
  await expect.poll(settledTop, { timeout: 5_000 }).toBeGreaterThanOrEqual(SECTION_OFFSET - 2);
}

test('the landing page shows every section of the offer', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');

  // Hero
  await expect(main.getByText("Orlando's Premier Golf Training Facility")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Elevate Your Golf Performance' })).toBeVisible();
  await expect(
    main.getByText(
      /golf simulators, learn from PGA-certified instruction and track every swing with advanced performance analytics/,
    ),
  ).toBeVisible();
  for (const [value, label] of [
    ['<100', 'Remaining Memberships'],
    ['24/7', 'Facility Access'],
    ['4.9★', 'Member Rating'],
  ]) {
    await expect(main.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
    await expect(main.getByRole('term').filter({ hasText: label })).toBeVisible();
  }

  // About
  await expect(page.getByRole('heading', { name: 'Elite Golf Training Redefined' })).toBeAttached();
  for (const point of ['24/7 access', '4 hours of daily simulation', 'Expert guidance']) {
    await expect(main.getByRole('heading', { name: point, exact: true })).toBeAttached();
  }
  for (const tile of ['Always Open', 'Premium Technology', 'Expert Support']) {
    await expect(main.getByRole('heading', { name: tile })).toBeAttached();
  }
  await expect(page.locator('#about img')).toHaveCount(2);
  for (const img of await page.locator('#about img').all()) {
    await expect(img).toHaveAttribute('alt', /\w{5,}/);
  }

  // Membership
  const membership = page.locator('#membership');
  await expect(membership.getByText('Most Popular')).toBeAttached();
  await expect(membership.getByRole('heading', { name: '24/7 Elite Golf Simulator & Fitness Access' })).toBeAttached();
  await expect(membership.getByText('$200', { exact: true })).toBeAttached();
  await expect(membership.getByText('/month')).toBeAttached();
  await expect(membership.getByText('No contracts • Cancel anytime • Premium access included')).toBeAttached();
  for (const benefit of [
    '24/7 gym access',
    '4 hours daily simulator time',
    'Golf performance training sessions with certified experts',
    'Advanced swing analysis',
    'Private simulator rooms',
    'Specialized conditioning',
  ]) {
    await expect(membership.getByRole('listitem').filter({ hasText: benefit })).toHaveCount(1);
  }
  await expect(membership.getByRole('link', { name: 'Start Your Membership Today' })).toBeAttached();
  await expect(membership.getByText(/\$200 membership delivers over \$700 in value/)).toBeAttached();
  for (const [value, label] of [
    ['$700+', 'Monthly Value'],
    ['24/7', 'Access Hours'],
    ['4hrs', 'Daily Simulator'],
  ]) {
    await expect(membership.getByRole('definition').filter({ hasText: value })).toBeAttached();
    await expect(membership.getByRole('term').filter({ hasText: label })).toBeAttached();
  }

  // Services
  const services = page.locator('#services');
  for (const card of ['24/7 Access', 'Golf-Specific Fitness', 'Professional Instruction', 'Physical Therapy']) {
    await expect(services.getByRole('heading', { name: card, exact: true })).toBeAttached();
  }
  await expect(services.getByText(/One-on-one lessons and video swing analysis/)).toBeAttached();
  await expect(services.getByText(/Athlete-level rehabilitation and injury prevention with Dr\. /)).toBeAttached();
  await expect(services.getByRole('heading', { name: 'Ready to Elevate Your Game?' })).toBeAttached();
  await expect(services.getByRole('link', { name: 'Get Your Free Session' })).toBeAttached();

  // Testimonials
  const testimonials = page.locator('#testimonials');
  await expect(testimonials.getByRole('heading', { name: /Hundreds of Golfers/ })).toBeAttached();
  await expect(testimonials.getByText(/4\.9 average rating/)).toBeAttached();
  await expect(testimonials.locator('blockquote')).toHaveCount(3);

  // Contact / demo: two columns, details on the left, the form on the right.
  const contact = page.locator('#contact');
  await expect(page.locator('#request-demo')).toBeAttached();
  const details = contact.getByRole('list', { name: 'How to reach us' });
  for (const label of ['Address', 'Phone', 'Email', 'Hours']) {
    await expect(details.getByText(label, { exact: true })).toBeAttached();
  }
  await expect(contact.getByRole('link', { name: /Longwood, FL \d{5}/ })).toBeAttached();
  await expect(contact.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(details.getByText('Staff on site 8am-8pm daily')).toBeAttached();
  await expect(details.getByText('Members: 24/7 access')).toBeAttached();
  const social = contact.getByRole('list', { name: 'Social media' });
  for (const network of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube']) {
    await expect(social.getByRole('link', { name: network })).toHaveAttribute('href', /^https:\/\//);
  }
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('button', { name: 'Send Request' })).toBeVisible();

  // Footer
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('in-page links scroll their section to 100 px below the top of the window', async ({ page }) => {
  await page.goto('/');
  const links: Array<[string, string]> = [
    ['Scroll down to learn more', 'about'],
    ['View Membership', 'membership'],
    ['Start Your Membership Today', 'contact'],
    ['Get Your Free Session', 'contact'],
  ];
  for (const [name, id] of links) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const link = page.getByRole('link', { name }).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expectSectionTopAtOffset(page, id);
    // The click scrolled in place: still the landing page, no navigation.
    await expect(page).toHaveURL(/\/$/);
  }
});

test('arriving with a section in the address lands on it with the same offset', async ({ page }) => {
  for (const id of ['services', 'testimonials', 'membership', 'request-demo']) {
    await page.goto(`/#${id}`);
    await expectSectionTopAtOffset(page, id);
  }
});

test('the header hides while scrolling down and comes back when scrolling up after 100 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const headerBottom = async () => {
    const box = await header.boundingBox();
    return box ? Math.round(box.y + box.height) : Number.NaN;
  };
  await expect.poll(headerBottom).toBeGreaterThan(0);

  await page.mouse.wheel(0, 60);
  await page.waitForTimeout(400);
  await expect.poll(headerBottom, { message: 'still shown within the first 100 px' }).toBeGreaterThan(0);

  await page.mouse.wheel(0, 900);
  // A little further at each look: on a loaded machine the wheel can land before the page's script listens for
  // scrolling, and nothing would scroll the page again.
  await expect
    .poll(
      async () => {
        const bottom = await headerBottom();
        if (bottom > 0) await page.mouse.wheel(0, 100);
        return bottom;
      },
      { message: 'hidden after scrolling down' },
    )
    .toBeLessThanOrEqual(0);

  await page.mouse.wheel(0, -300);
  await expect.poll(headerBottom, { message: 'shown again on scrolling up' }).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test.describe('hero media', () => {
  // The other specs keep the still poster (e2e/support/fixtures.ts, heroVideo): here the video may play.
  test.use({ heroVideo: true });

  test('the poster paints first with high priority and a fixed size; the looping muted video follows after load', async ({
    page,
  }) => {
    await page.goto('/');
    const poster = page.locator('section[aria-labelledby="hero-heading"] img').first();
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', /\d+/);
    await expect(poster).toHaveAttribute('height', /\d+/);
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached({ timeout: 12_000 });
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      playsInline: v.playsInline,
    }));
    expect(state).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true });
    // It plays, and fades in over the poster once it does.
    await expect(video).toHaveClass(/opacity-100/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', /\.webm$/);
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\.mp4$/);
    // The shipped media is real and small.
    for (const url of ['/media/hero.webm', '/media/hero.mp4', '/media/hero.svg']) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      expect((await res.body()).byteLength, url).toBeLessThan(500 * 1024);
    }
  });

  test('visitors who prefer reduced motion keep the still poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // After load and idle, when the video would be attached.
    await afterLoadAndIdle(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="hero-heading"] img').first()).toBeVisible();
  });

  test('a browser asking to save data keeps the still poster too', async ({ page }) => {
    await askToSaveData(page);
    const mediaRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/media\/hero\.(webm|mp4)$/.test(req.url())) mediaRequests.push(req.url());
    });
    await page.goto('/');
    await afterLoadAndIdle(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    expect(mediaRequests).toEqual([]);
  });
});

test.describe('first load', () => {
  test.use({ heroVideo: true });

  test("the landing page's first load leaves out the form code, other pages' code and the video", async ({ page }) => {
    const scripts: string[] = [];
    const early: string[] = [];
    let loaded = false;
    // Set by the page's own load event, delivered in order with its requests (not after waitForLoadState returns,
    // by which time the page may already have started the video in its first idle moment after load).
    page.once('load', () => (loaded = true));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.resourceType() === 'script') scripts.push(url.pathname);
      if (!loaded && /\/media\/hero\.(webm|mp4)$/.test(url.pathname)) early.push(url.pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(loaded).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing below the fold pulled in yet: no contact form, no booking/admin/account screens.
    expect(scripts.filter((s) => /contact-form|booking|admin|account|league/.test(s))).toEqual([]);
    // The video never competes with the page's own loading.
    expect(early).toEqual([]);

    // Approaching the contact section brings the form in.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
    expect(scripts.some((s) => /contact-form/.test(s))).toBe(true);
  });
});

test('the footer on every page leads to the privacy policy', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('on a phone-sized screen nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
