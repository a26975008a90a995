// Guest rentals at the desk in real Chromium against the real server (docs/decisions/304-guest-rentals-at-the-desk.md),
// its clock pinned at 4:40 PM on a Tuesday: an admin sets the rates on /admin/facility ($60 peak from 5 PM, $40
// off-peak); the desk books a guest for 90 minutes from 4:30 PM and sees $80.00 before booking, takes $50 cash at the
// till picking the rental by the guest's name and time, the remaining $30 on the card terminal from the booking's
// dialog, and the till shows both, each listed by the guest's name, bay and time; then a guest rental is booked ahead
// for Saturday from the board, its price shown before booking.
import { FRONT_DESK } from './support/accounts';
import { deskSpecServer } from './support/desk-page';
import { expect, test } from './support/fixtures';

const AT = new Date('2026-11-24T21:40:00Z'); // Tuesday 4:40 PM at the facility

const desk = deskSpecServer(AT);

test('an admin sets the rates; the desk books a guest at them and takes the payment at the till', async ({
  browser,
}) => {
  const { context: adminContext, page: admin, problems: adminProblems } = await desk.openAdmin(browser);
  await admin.goto('/admin/facility');
  const rates = admin.getByRole('form', { name: 'Guest rental rates' });
  await rates.getByLabel('Peak rate ($ per hour)', { exact: true }).fill('60');
  await rates.getByLabel('Off-peak rate ($ per hour)').fill('40');
  await expect(rates.getByLabel('Peak hours from')).toHaveValue('17:00:00');
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expect(admin.getByText('The next guest rental is priced at them.')).toBeVisible();
  expect(adminProblems).toEqual([]);
  await adminContext.close();

  const { context, page, problems } = await desk.open(browser, FRONT_DESK);

  await page.getByLabel('Guest name').fill('Pat Walker');
  await page.getByLabel('Guest phone').fill('4075550142');
  await page.getByLabel('Duration').selectOption('90');
  await expect(page.getByTestId('rental-price')).toHaveText('Guest rental: $80.00 (1 h peak, 30 min off-peak)');
  await page.getByRole('button', { name: 'Book Walk-in' }).click();
  const walkIn = page.getByRole('button', { name: 'Walk-in: Pat Walker, 4:30 PM - 6:00 PM' });
  await expect(walkIn).toBeVisible();

  // At the till the rental is picked by the guest's name and time, not typed as an id; part is paid in cash.
  const nav = page.getByRole('navigation', { name: 'Front desk' });
  await nav.getByRole('link', { name: 'Till' }).click();
  const form = page.getByRole('form', { name: 'Record a payment' });
  await form.getByLabel('For').selectOption('guest');
  await form.getByLabel("Guest's booking today").selectOption({ label: 'Pat Walker, 4:30 PM - 6:00 PM, Bay 1' });
  await expect(form.getByText('Guest rental: $80.00: $80.00 due')).toBeVisible();
  await form.getByLabel('Amount ($)').fill('50');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const till = page.getByRole('region', { name: /Till for Tuesday/ });
  await expect(till.getByRole('row', { name: 'Cash $50.00' })).toBeVisible();

  // The booking's dialog on the board takes the rest on the card terminal.
  await nav.getByRole('link', { name: "Today's Board" }).click();
  await walkIn.click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in: Pat Walker' });
  const rental = dialog.getByRole('region', { name: 'Guest rental' });
  await expect(rental.getByTestId('guest-rental')).toContainText('$80.00, $50.00 paid: $30.00 due');
  await rental.getByRole('button', { name: 'Paid $30.00: card terminal' }).click();
  await expect(rental.getByTestId('guest-rental')).toContainText('Paid $80.00');
  await expect(rental.getByRole('button', { name: /^Paid \$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'Till' }).click();
  await expect(till.getByRole('row', { name: 'Cash $50.00' })).toBeVisible();
  await expect(till.getByRole('row', { name: 'Card terminal $30.00' })).toBeVisible();
  await expect(till.getByRole('row', { name: 'Net $80.00' })).toBeVisible();
  // The day's list says what each payment was for and who took it, by name (no row numbers, no e-mail addresses).
  const entries = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(entries.getByText('Pat Walker · Bay 1, 4:30 PM - 6:00 PM')).toHaveCount(2);
  await expect(entries).not.toContainText('#');
  await expect(entries).not.toContainText('@');

  // A guest rental booked ahead for Saturday from the board, at the weekend's rates (peak all day): the price shows
  // before booking, and the rental is booked at it.
  await nav.getByRole('link', { name: "Today's Board" }).click();
  await page.getByRole('button', { name: 'Book a Guest Ahead' }).click();
  const ahead = page.getByRole('dialog', { name: 'Book a Guest Ahead' });
  await ahead.getByLabel('Guest name').fill('Robin Hale');
  await ahead.getByLabel('Guest phone').fill('4075550199');
  await ahead.getByLabel('Date').fill('2026-11-28');
  await ahead.getByLabel('Start time').selectOption({ label: '10:00 AM' });
  await ahead.getByLabel('Duration').selectOption('120');
  await expect(ahead.getByTestId('rental-price')).toHaveText('Guest rental: $120.00 (2 h peak)');
  await ahead.getByRole('button', { name: 'Book Guest' }).click();
  await expect(ahead).toBeHidden();
  await expect(page.getByText('Robin Hale, Saturday, November 28, 2026, 10:00 AM - 12:00 PM EST.')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
