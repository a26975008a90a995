// The facility's settings without a rebuild (docs/decisions/228-facility-settings-in-the-database.md): an admin
// changes the phone number (and the membership price) on /admin/facility, and at once a visitor's landing page — with JavaScript off, so what
// shows is the server's HTML — and a member's booking page show the new number. Both are put back afterwards:
// other specs read the shipped one (CI runs the specs one at a time).
import { ADMIN, MEMBER } from './support/accounts';
import { apiContext, signIn } from './support/api';
import { expect, test } from './support/fixtures';

const SHIPPED_PHONE = '(407) 555-0142';
const NEW_PHONE = '(407) 555-0187';

test.afterEach(async ({ baseURL }) => {
  const admin = await apiContext(baseURL!, ADMIN);
  const res = await admin.patch('/api/admin/facility-settings', {
    data: { phone: SHIPPED_PHONE, membershipPrice: '$200' },
  });
  expect(res.status()).toBe(200);
  await admin.dispose();
});

test("an admin's new phone number shows on the landing page's HTML and the booking page without a rebuild", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/facility');
  const settings = page.getByRole('region', { name: 'Facility settings' });
  const phone = settings.getByLabel('Phone');
  await expect(phone).toHaveValue(SHIPPED_PHONE);
  await phone.fill(NEW_PHONE);
  await settings.getByLabel('Membership price per month').fill('$250');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Facility settings saved')).toBeVisible();

  // A visitor without JavaScript: the server's HTML alone.
  const visitorContext = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const contact = visitor.locator('#request-demo');
    await expect(contact.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+14075550187');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
    await expect(visitor.getByText(SHIPPED_PHONE)).toHaveCount(0);
    await expect(visitor.locator('#membership')).toContainText('$250');
    await expect(visitor.locator('#membership')).not.toContainText('$200');
  } finally {
    await visitorContext.close();
  }

  // A member's booking page (the app, with JavaScript) shows it too.
  const memberContext = await browser.newContext({ baseURL: baseURL! });
  try {
    const member = await memberContext.newPage();
    await signIn(member, MEMBER);
    await member.goto('/booking');
    await expect(member.getByRole('heading', { name: /Book a Simulator/i })).toBeVisible();
    await expect(member.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
  } finally {
    await memberContext.close();
  }
});
