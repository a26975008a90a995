import type { Page } from '@playwright/test';
import { ADMIN, MEMBER, REGULAR } from './support/accounts';
import { apiContext, createMember, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { cutOff } from './support/feedback';
import { openEntranceCode } from './support/account-menu';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

test('a member opens the entrance code dialog from the account menu', async ({ page, baseURL }) => {
  const admin = await apiContext(baseURL!, ADMIN);
  const { keypadCode } = (await (await admin.get('/api/admin/keypad-code')).json()) as { keypadCode: string };
  await admin.dispose();

  await signIn(page, MEMBER);
  await page.goto('/');
  const dialog = await openEntranceCode(page, () =>
    expect(page.getByRole('menuitem', { name: 'Upgrade Membership' })).toHaveCount(0),
  );
  await expect(dialog.getByTestId('entrance-code')).toHaveText(keypadCode);
  await expect(dialog).toContainText('updated periodically');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a signed-in non-member is offered a demo and an upgrade, never the entrance code', async ({ page }) => {
  let keypadRequests = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/member/keypad-code')) keypadRequests += 1;
  });
  await signIn(page, REGULAR);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Entrance Code' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Upgrade Membership' }).click();
  await expect(page).toHaveURL(/\/upgrade-membership$/);
  expect(keypadRequests).toBe(0);
});

// The menu's 'Admin Dashboard' opens the admin home (where an admin lands on signing in), its cards named as /admin's
// tabs; the menu links the desk too. At 1024 px (a front-desk screen) and on a 390 px phone.
for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`an admin reaches the admin home from the account menu at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Front Desk' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Home', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of ['Member Management', 'Booking Management', 'Facility Settings', 'Demo Requests', 'Leagues']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Booking Management', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=bookings$/);
    await expect(page.getByRole('tab', { name: 'Booking Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
}

test('the account menu works from the keyboard', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
});

/** The landing page scrolled down until its header has hidden; the header. */
async function scrolledPastHeader(page: Page) {
  await page.goto('/');
  await page.evaluate(() => {
    // Make sure the page is tall enough to scroll whatever the landing page holds.
    document.body.style.minHeight = '4000px';
  });
  const header = page.locator('header').first();
  // Wheel again at each look: on a loaded machine the first wheel can land before the page's script listens for
  // scrolling (the page scrolled, the header never heard of it), and nothing else would scroll it after that.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 200);
      return (await header.boundingBox())?.y ?? 0;
    })
    .toBeLessThan(-10);
  return header;
}

test('the header hides on scroll down and comes back on scroll up', async ({ page }) => {
  const header = await scrolledPastHeader(page);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await header.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(0);
});

test('a header hidden by scrolling comes back when the keyboard focuses one of its links', async ({ page }) => {
  const header = await scrolledPastHeader(page);
  // Keyboard focus lands on the logo link (as after Shift+Tab through the page), without the browser scrolling
  // up to it (which would bring the header back by itself): it must not sit off screen.
  await page.keyboard.press('Escape');
  await header
    .getByRole('link', { name: 'Longwood Golf home' })
    .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await expect.poll(async () => (await header.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(0);
  await expect(header.getByRole('link', { name: 'Longwood Golf home' })).toBeInViewport();
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /notifications/i })).toBeFocused();
});

// The entrance code can be retried and the front desk called (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test.describe(`the entrance code at ${name} width`, () => {
    test.use({ viewport });

    test("'Code not available' offers a retry and the front desk's phone", async ({ page, baseURL }) => {
      const member = await createMember(baseURL!);
      await signIn(page, member);
      await page.goto('/account');
      await cutOff(page, '/api/member/keypad-code');
      const dialog = await openEntranceCode(page);
      await expect(dialog.getByText('Code not available')).toBeVisible();
      await expect(dialog.getByRole('alert')).toContainText('Failed to fetch keypad code');
      await expect(dialog.getByRole('link', { name: '(407) 555-0142' })).toHaveAttribute('href', 'tel:+14075550142');
      expect(await seriousViolations(page)).toEqual([]);

      await page.unroute('**/api/member/keypad-code');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByTestId('entrance-code').or(dialog.getByText('Code not available'))).toBeVisible();
    });
  });
}
