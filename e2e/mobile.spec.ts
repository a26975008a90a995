// Phone-sized viewport (Pixel 7 profile): the header shows Login only, member links move into the menu,
// and the booking page fits the screen.
import { createMember, facilityDate, signIn } from './support/api';
import { pickDate, startTimeSelect } from './support/booking-page';
import { expectNotCovered, toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';

test('logged-out header shows Login only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
});

test('a member books from a phone', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking$/);

  await pickDate(page, facilityDate(1));
  await page.getByRole('button', { name: '1.5 hrs', exact: true }).click();
  await startTimeSelect(page).selectOption('18:00:00');
  await page.getByRole('button', { name: 'Book Session' }).click();
  await expect(page.getByText('Booking Confirmed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming bookings' })).toContainText('6:00 PM - 7:30 PM EST');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a toast does not cover the button just pressed at the bottom of a phone screen', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Generate Performance Report' }).click();
  const download = page.getByRole('button', { name: 'Download Full Report (CSV)' });
  // Where a thumb presses it: at the bottom edge of the screen.
  await download.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const downloaded = page.waitForEvent('download');
  await download.click();
  await downloaded;
  const toast = toastWith(page, 'Report Downloaded');
  await expect(toast).toContainText('Your performance report has been downloaded as a CSV file.');
  await expectNotCovered(toast, download);
  await expect(download).toBeInViewport();
});
