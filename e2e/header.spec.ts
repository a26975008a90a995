import { ADMIN, MEMBER, REGULAR } from './support/accounts';
import { apiContext, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('a member opens the entrance code dialog from the account menu', async ({ page, baseURL }) => {
  const admin = await apiContext(baseURL!, ADMIN);
  const { keypadCode } = (await (await admin.get('/api/admin/keypad-code')).json()) as { keypadCode: string };
  await admin.dispose();

  await signIn(page, MEMBER);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Upgrade Membership' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Entrance Code' }).click();

  const dialog = page.getByRole('dialog', { name: 'Facility Entrance Code' });
  await expect(dialog).toBeVisible();
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

test('an admin reaches the admin dashboard from the account menu', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

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

test('the header hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    // Make sure the page is tall enough to scroll whatever the landing page holds.
    document.body.style.minHeight = '4000px';
  });
  const header = page.locator('header').first();
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await header.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(0);
});

test('a header hidden by scrolling comes back when the keyboard focuses one of its links', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
  const header = page.locator('header').first();
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
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
