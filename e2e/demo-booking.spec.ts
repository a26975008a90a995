// The free demo booked from a demo request (docs/decisions/263-the-free-demo-as-a-guest-booking.md): a visitor asks
// for the demo on the website; staff open the request, book a bay for the visitor as a guest (name, e-mail and phone
// from the request, no account), the request is completed, and the visitor's confirmation with the calendar file
// arrives.
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';

test('staff book the free demo for a visitor from the request, and the visitor gets the confirmation', async ({
  page,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const visitor = { name: `Robin Demo ${tag}`, email: `robin-${tag}@example.com`, phone: '(407) 555-0131' };
  const website = await apiContext(baseURL!);
  const sent = await website.post('/api/contact', {
    data: { ...visitor, interest: 'free_sim_demo', message: 'A morning next week?' },
  });
  expect(sent.status()).toBe(201);
  await website.dispose();

  await signIn(page, ADMIN);
  await page.goto('/admin/requests');
  const item = page.getByRole('listitem').filter({ hasText: visitor.name });
  await item.getByRole('button', { name: `Book a free demo for ${visitor.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book a Free Demo for ${visitor.name}` });
  await expect(dialog.getByLabel('Guest e-mail')).toHaveValue(visitor.email);
  await expect(dialog.getByLabel('Guest phone')).toHaveValue(visitor.phone);
  await expect(dialog.getByLabel('Duration').locator('option:checked')).toHaveText('2 hours');
  const day = facilityDate(9);
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Start time').selectOption({ label: '7:00 AM' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Book Demo' }).click();

  await expect(page.getByText(`A confirmation is on its way to ${visitor.email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The request is handled: it left the list of requests in progress.
  await expect(item).toHaveCount(0);
  const mail = await waitForMail(visitor.email, 'Booking Confirmed', '7:00 AM - 9:00 AM', 'BEGIN:VCALENDAR');
  expect(mail.text).toContain('ATTENDEE');
});
