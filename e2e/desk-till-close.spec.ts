// The day's close at the desk in real Chromium against the real server (docs/decisions/407-the-days-close-at-the-desk.md),
// its clock pinned in staffed hours: front-desk staff take $40.00 cash and are told today's till closes only once the
// desk's hours end (decision 403); they close yesterday's, counting the drawer with a $100.00 float, and see
// over/short in the confirmation and on the closed day; on a phone the close form fits the screen.
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

  // Today's till is not the desk's to close before its hours end at 8:00 PM: the form says why, nothing is closed.
  const close = page.getByRole('form', { name: 'Close the day' });
  await close.getByLabel('Counted cash ($)').fill('40');
  await close.getByRole('button', { name: 'Close the till' }).click();
  await page
    .getByRole('alertdialog', { name: 'Close the till for Tuesday, November 24, 2026?' })
    .getByRole('button', { name: 'Close the till' })
    .click();
  await expect(toastWith(page, 'Till not closed')).toContainText(
    'The till for Tuesday, November 24, 2026 can be closed once the front desk closes at 8:00 PM.',
  );
  await expect(till.getByRole('heading', { name: 'Day closed' })).toHaveCount(0);

  // Yesterday's is: the close form, typed from the keyboard; it fits a phone's width.
  await page.getByRole('button', { name: 'Previous Day' }).click();
  const monday = page.getByRole('region', { name: /Till for Monday/ });
  await expect(monday).toBeVisible();
  await close.getByLabel('Opening float ($, optional)').fill('100');
  const counted = close.getByLabel('Counted cash ($)');
  await counted.fill('98.75');
  const box = await counted.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await counted.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Close the till for Monday, November 23, 2026?' });
  await expect(dialog).toContainText('Expected $100.00, counted $98.75: $1.25 short.');
  await dialog.getByRole('button', { name: 'Close the till' }).click();

  await expect(monday.getByRole('heading', { name: 'Day closed' })).toBeVisible();
  await expect(monday.getByRole('status')).toContainText('Expected $100.00, counted $98.75: $1.25 short.');
  expect(problems).toEqual([]);
  await context.close();
});
