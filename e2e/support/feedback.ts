// How the app tells a person what happened, for specs at phone and desktop widths: its toasts (found by title, and
// checked not to cover what the person just used), and requests cut off on the way as on a dropped phone connection
// (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What every form says when its request never reaches the server. */
export const NETWORK_MESSAGE = "We couldn't reach the server. Please check your internet connection and try again.";

/** The request never reaches the server, as with a dropped phone connection. */
export const cutOff = (page: Page, path: string) =>
  page.route(`**${path}`, (route) => route.abort('internetdisconnected'));

/** A toast, by its title; any toast without one. */
export const toastWith = (page: Page, title?: string) =>
  page.locator('[data-scope="toast"][data-part="root"]', title === undefined ? {} : { hasText: title });

/**
 * The toast's box, once its entrance animation has settled. A click meant for what lies under a toast still sliding
 * in can land on the toast: press there only after this.
 */
export async function settledBox(toast: Locator) {
  await expect(toast).toBeVisible();
  let previous = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const settled = box === previous;
      previous = box;
      return settled;
    })
    .toBe(true);
  return (await toast.boundingBox())!;
}

/** The toast, once settled, overlaps none of `targets`. */
export async function expectNotCovered(toast: Locator, ...targets: Locator[]) {
  const t = await settledBox(toast);
  for (const target of targets) {
    const b = (await target.boundingBox())!;
    const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlaps, `the toast covers ${target.toString()}`).toBe(false);
  }
}
