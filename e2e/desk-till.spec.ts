// The desk's till in real Chromium against the real server (docs/decisions/260-payments-ledger.md), its clock pinned
// in staffed hours: front-desk staff record $25.00 cash for a guest, see it in the day's till by method, refund part
// of it, print the till and download it as CSV.
import { readFile } from 'node:fs/promises';
import { FRONT_DESK } from './support/accounts';
import { deskSpecServer } from './support/desk-page';
import { settledBox, toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';

const OPEN = new Date('2026-11-24T15:12:00Z'); // Tuesday 10:12 AM at the facility

const desk = deskSpecServer(OPEN);

test('the desk records cash for a guest, refunds part of it and prints the till', async ({ browser }) => {
  const { context, page, problems } = await desk.open(browser, FRONT_DESK);
  await page.getByRole('navigation', { name: 'Front desk' }).getByRole('link', { name: 'Till' }).click();
  await expect(page.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('Amount ($)').fill('25');
  await form.getByLabel('Method').selectOption('cash');
  await form.getByLabel('For').selectOption('guest');
  await form.getByLabel('Note (optional)').fill('Guest bay hour');
  await form.getByRole('button', { name: 'Record payment' }).click();

  const till = page.getByRole('region', { name: /Till for Tuesday/ });
  await expect(till.getByRole('row', { name: 'Cash $25.00' })).toBeVisible();
  await expect(till.getByRole('row', { name: 'Net $25.00' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(entries.getByText('Guest bay hour')).toBeVisible();
  // Each entry's time as people read it on the facility's clock, not a machine's timestamp.
  await expect(entries.getByRole('cell', { name: '10:12 AM' })).toBeVisible();
  await expect(entries).not.toContainText('2026-11-24T');

  // The desk's toasts keep clear of its navigation, so "Payment recorded" slides into the bottom-right corner, where
  // scrolling the row into view brings its Refund button: a press while the toast still slid in once went down on the
  // button and came up on the toast (the button focused, no click). Staff see the toast arrive before they press.
  await settledBox(toastWith(page, 'Payment recorded'));
  await entries.getByRole('button', { name: 'Refund' }).click();
  await entries.getByLabel('Refund ($)').fill('5');
  await entries.getByRole('button', { name: 'Give back' }).click();
  await expect(till.getByRole('row', { name: 'Refunds -$5.00' })).toBeVisible();
  await expect(till.getByRole('row', { name: 'Net $20.00' })).toBeVisible();
  await expect(entries.getByText('$5.00 refunded')).toBeVisible();

  // Printing opens the browser's print dialog: counted instead of shown.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await till.getByRole('button', { name: 'Print till' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    till.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('till-2026-11-24.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toBe(
    '\uFEFFDate,Line,Amount (USD)\r\n2026-11-24,Cash,25\r\n2026-11-24,Card terminal,0\r\n' +
      '2026-11-24,Online (Stripe),0\r\n2026-11-24,Refunds,-5\r\n2026-11-24,Net,20\r\n',
  );
  expect(problems).toEqual([]);
  await context.close();
});
