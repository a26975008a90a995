// The facility's settings without a rebuild (docs/decisions/228-facility-settings-in-the-database.md, 229): an admin
// changes the phone number (and the membership price and the staffed hours) and renames Bay 2 on /admin/facility, and at once a visitor's
// landing page — with JavaScript off, so what shows is the server's HTML — and a member's booking page show the new
// number and the bay's new name. All are put back afterwards: other specs read the shipped ones (CI runs the specs
// one at a time).
import { ADMIN, MEMBER } from './support/accounts';
import { apiContext, createMember, facilityDate, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { pickDate } from './support/booking-page';
import { expect, test } from './support/fixtures';

const SHIPPED_PHONE = '(407) 555-0142';
const NEW_PHONE = '(407) 555-0187';
const NEW_BAY_NAME = 'The Back Nine Room';

test.afterEach(async ({ baseURL }) => {
  const admin = await apiContext(baseURL!, ADMIN);
  // Bays 1 and 2 as shipped; a bay added here stays retired (a bay is never removed) and holds nothing.
  const current = (await (await admin.get('/api/admin/facility-settings')).json()) as { bays: { id: number }[] };
  const bays = current.bays.map(({ id }) =>
    id <= 2 ? { id, name: `Bay ${id}`, open: true } : { id, name: `Bay ${id}`, open: false },
  );
  const res = await admin.patch('/api/admin/facility-settings', {
    data: { phone: SHIPPED_PHONE, membershipPrice: '$200', staffedHoursStart: 8, staffedHoursEnd: 20, bays },
  });
  expect(res.status()).toBe(200);
  await admin.dispose();
});

test("an admin's new phone number and bay name show on the landing page's HTML and the booking page without a rebuild", async ({
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
  // The staffed hours are entered once: the landing page's hours line follows them.
  await settings.getByLabel('Staff on site from (hour, 0-23)').fill('9');
  await settings.getByLabel('Staff on site until (hour, 1-24)').fill('18');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Facility settings saved')).toBeVisible();

  const bays = page.getByRole('region', { name: 'Bays' });
  const bay2 = bays.getByLabel('Name of bay 2');
  await expect(bay2).toHaveValue('Bay 2');
  await bay2.fill(NEW_BAY_NAME);
  await bays.getByRole('button', { name: 'Save bays' }).click();
  await expect(page.getByText('Bays saved')).toBeVisible();

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
    await expect(visitor.locator('#about')).toContainText(`Our simulator bays: Bay 1, ${NEW_BAY_NAME}`);
    await expect(contact.getByText('Staff on site 9am-6pm daily')).toBeAttached();
    await expect(visitor.getByText('Staff on site 8am-8pm daily')).toHaveCount(0);
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
    // The day's timeline names the bay as the admin did.
    await pickDate(member, facilityDate(3));
    const timeline = member.getByRole('region', { name: 'Day timeline' });
    await expect(timeline.getByRole('columnheader')).toHaveText(['Start', 'Bay 1', NEW_BAY_NAME]);
  } finally {
    await memberContext.close();
  }
});

test('on a phone, an admin adds a bay, sees its upcoming booking before retiring it, and the booking stays', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto('/admin/facility');
  const bays = page.getByRole('region', { name: 'Bays' });
  await expect(bays.getByLabel('Name of bay 2')).toHaveValue('Bay 2');
  await bays.getByRole('button', { name: 'Add a bay' }).click();
  const added = bays.getByLabel('Name of bay 3');
  await expect(added).toBeFocused();
  const name = await added.inputValue();
  await bays.getByRole('button', { name: 'Save bays' }).click();
  await expect(page.getByText('Bays saved')).toBeVisible();

  // A member books the new bay.
  const memberApi = await apiContext(baseURL!, await createMember(baseURL!));
  const settings = (await (await memberApi.get('/api/facility')).json()) as { bays: { id: number; name: string }[] };
  const bayId = settings.bays.find((bay) => bay.name === name)!.id;
  const day = facilityDate(4);
  const made = await memberApi.post('/api/bookings', {
    data: { simulatorId: bayId, bookingDate: day, startTime: '10:00:00', endTime: '11:00:00' },
  });
  expect(made.status()).toBe(201);
  const booking = (await made.json()) as { id: number; simulatorId: number };
  expect(booking.simulatorId).toBe(bayId);

  try {
    await bays.getByRole('button', { name: `Retire ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Retire ${name}?` });
    const upcoming = dialog.getByRole('list', { name: `Upcoming bookings in ${name}` });
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expect(upcoming).toContainText('10:00 AM');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Retire Bay' }).click();
    await expect(page.getByText('Bay retired')).toBeVisible();
    await expect(bays.getByRole('button', { name: `Reopen ${name}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // No new booking there; the member's booking stays.
    const refused = await memberApi.post('/api/bookings', {
      data: { simulatorId: bayId, bookingDate: day, startTime: '12:00:00', endTime: '13:00:00' },
    });
    expect(refused.status()).toBe(409);
    const mine = (await (await memberApi.get('/api/user/bookings')).json()) as { id: number }[];
    expect(mine.map((b) => b.id)).toEqual([booking.id]);
  } finally {
    // Other specs read the day's grid: the retired bay keeps nothing.
    const admin = await apiContext(baseURL!, ADMIN);
    expect((await admin.delete(`/api/admin/bookings/${booking.id}`)).status()).toBe(204);
    await admin.dispose();
    await memberApi.dispose();
  }
});
