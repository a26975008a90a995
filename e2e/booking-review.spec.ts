// The member booking page as a keyboard user and a laptop user meet it: a focus ring that can be seen on every
// control the moment focus arrives (at least 3:1 against the colours next to it, never faded in from white), focus
// kept on the button after booking with Enter (docs/decisions/130-booking-page-shows-the-day.md).
import type { Locator, Page } from '@playwright/test';
import { createMember, facilityDate, signIn } from './support/api';
import { pickDate, startTimeSelect } from './support/booking-page';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

/** WCAG contrast ratio of two CSS colours (any syntax Chromium knows), worked out in the page. */
function contrastIn(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([first, second]) => {
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const luminance = (colour: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, bl] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      const [hi, lo] = [luminance(first), luminance(second)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    },
    [a, b] as const,
  );
}

/**
 * Tabs onto `control` (from the element before it) and reads its focus ring at once — as a user sees it the moment
 * focus arrives — and the opaque background it sits on.
 */
async function tabOnto(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    let parent = el.parentElement;
    let ground = 'rgb(255, 255, 255)';
    while (parent) {
      const bg = getComputedStyle(parent).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') {
        ground = bg;
        break;
      }
      parent = parent.parentElement;
    }
    return {
      focused: document.activeElement === el && el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      colour: style.outlineColor,
      ground,
    };
  });
}

/**
 * The pixels left of `control`, on its middle line, from a screenshot: the ring (offset + width / 2 out), just inside
 * it and just outside it. A ring that can be seen differs from both by at least 3:1.
 */
async function ringPixels(page: Page, control: Locator, offset: number, width: number) {
  const box = (await control.boundingBox())!;
  const pad = 12;
  const shot = await page.screenshot({
    clip: { x: box.x - pad, y: box.y + box.height / 2 - 1, width: pad + 2, height: 2 },
  });
  const at = (distance: number) => pad - distance;
  return page.evaluate(
    async ({ data, xs }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const scale = img.width / (xs.pad + 2);
      return xs.points.map((x) => {
        const [r, g, b] = ctx.getImageData(Math.floor(x * scale), 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      });
    },
    {
      data: shot.toString('base64'),
      xs: { pad, points: [at(offset + width / 2), at(offset / 2), at(offset + width + 1.5)] },
    },
  );
}

PHONE_AND_DESKTOP.forEach(({ name, viewport }, run) => {
  test.describe(`booking page focus (${name})`, () => {
    test.use({ viewport });

    test('every control on the form shows a ring of at least 3:1 the moment focus arrives', async ({
      page,
      baseURL,
    }) => {
      const member = await createMember(baseURL!);
      await signIn(page, member);
      await page.goto('/booking');
      const day = facilityDate(6 + run);
      await pickDate(page, day);
      await startTimeSelect(page).selectOption('10:00:00');
      const timeline = page.getByRole('region', { name: 'Day timeline' });
      const controls: [string, Locator][] = [
        ['the selected duration', page.getByRole('button', { name: '1 hr', exact: true })],
        ['another duration', page.getByRole('button', { name: '2 hrs', exact: true })],
        ['Book Session', page.getByRole('button', { name: 'Book Session' })],
        ['the selected day', page.getByRole('grid').locator(`[data-date="${day}"]`)],
        ['the selected start in the timeline', timeline.getByRole('button', { name: '10:00 AM', exact: true })],
        ['another start in the timeline', timeline.getByRole('button', { name: '11:00 AM', exact: true })],
      ];
      for (const [what, control] of controls) {
        await control.scrollIntoViewIfNeeded();
        const ring = await tabOnto(page, control);
        expect(ring.focused, what).toBe(true);
        expect(ring.style, what).toBe('solid');
        expect(ring.width, what).toBeGreaterThanOrEqual(2);
        expect(
          await contrastIn(page, ring.colour, ring.ground),
          `${what}: ${ring.colour} on ${ring.ground}`,
        ).toBeGreaterThanOrEqual(3);
        const [onRing, inside, outside] = await ringPixels(page, control, ring.offset, ring.width);
        expect(await contrastIn(page, onRing!, inside!), `${what}: ${onRing} beside ${inside}`).toBeGreaterThanOrEqual(
          3,
        );
        expect(
          await contrastIn(page, onRing!, outside!),
          `${what}: ${onRing} beside ${outside}`,
        ).toBeGreaterThanOrEqual(3);
      }
    });

    test('booking with Enter keeps focus on "Book Session", with the booking confirmed', async ({ page, baseURL }) => {
      const member = await createMember(baseURL!);
      await signIn(page, member);
      await page.goto('/booking');
      await pickDate(page, facilityDate(8 + run));
      await startTimeSelect(page).selectOption('07:00:00');
      const book = page.getByRole('button', { name: 'Book Session' });
      await tabOnto(page, book);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Booking Confirmed')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Upcoming bookings' })).toContainText('7:00 AM - 8:00 AM EST');
      await expect(book).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    });
  });
});
