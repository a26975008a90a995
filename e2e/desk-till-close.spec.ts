// The day's close at the desk in real Chromium against the real server (docs/decisions/407-the-days-close-at-the-desk.md),
// its clock pinned in staffed hours: front-desk staff take $40.00 cash, count the drawer with a $100.00 float, see
// over/short in the confirmation, close the day, and are then refused a payment for it; on a phone the close form
// fits the screen.
import { FRONT_DESK } from './support/accounts';
import { deskSpecServer } from './support/desk-page';
import { settledBox, toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';

const OPEN = new Date('2026-11-24T23:40:00Z'); // Tuesday 6:40 PM at the facility

const desk = deskSpecServer(OPEN);

test('the desk counts the drawer, confirms over/short and closes the day', async ({ browser }) => {
  const { context, page, problems } = await desk.open(browser, FRONT_DESK);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link', { name: 'Till' }).click();
  await expect(page.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill('40');
  await form.getByLabel('Method').selectOption('cash');
  await form.getByLabel('For').selectOption('guest');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const till = page.getByRole('region', { name: /Till for Tuesday/ });
  await expect(till.getByRole('row', { name: 'Cash $40.00' })).toBeVisible();
  await settledBox(toastWith(page, 'Payment recorded'));

  // The close form, typed from the keyboard; it fits a phone's width.
  const close = page.getByRole('form', { name: 'Close the day' });
  await close.getByLabel('Opening float ($, optional)').fill('100');
  const counted = close.getByLabel('Counted cash ($)');
  await counted.fill('138.75');
  const box = await counted.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await counted.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Close the till for Tuesday, November 24, 2026?' });
  await expect(dialog).toContainText('Expected $140.00, counted $138.75: $1.25 short.');
  await dialog.getByRole('button', { name: 'Close the till' }).click();

  await expect(till.getByRole('heading', { name: 'Day closed' })).toBeVisible();
  await expect(till.getByRole('status')).toContainText('Expected $140.00, counted $138.75: $1.25 short.');

  // The day is an administrator's now: the desk is told why.
  await form.getByLabel('Amount ($)').fill('10');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, 'Payment not recorded')).toContainText('was closed by');
  await expect(till.getByRole('row', { name: 'Cash $40.00' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
