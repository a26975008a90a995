// A facility with six bays, in real Chromium against its own server (its own database, so the six bays reach no other
// spec): a member states a bay preference when booking and gets that bay, or is told which one they get instead
// (docs/decisions/265-bay-preference-when-booking.md).
import { ADMIN, MEMBER } from './support/accounts';
import { apiContext, facilityDate, registerUser, saveBays, setMembership } from './support/api';
import { pickDate, startTimeSelect } from './support/booking-page';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { collectProblems, expect, test } from './support/fixtures';

const BAYS = ['Bay 1', 'Family Bay', 'Bay 3', 'Bay 4', 'Bay 5', 'Bay 6'];

// One server for the file; its tests run one after another.
test.describe.configure({ mode: 'serial' });

let server: DeskServer | undefined;
test.beforeAll(async () => {
  server = await startDeskServer(null);
  const admin = await apiContext(server.baseURL, ADMIN);
  await saveBays(admin, BAYS);
  await admin.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

const baseURL = () => {
  if (!server) throw new Error('The six-bay server has not started');
  return server.baseURL;
};

test('a member prefers a bay: it is booked when free; when taken the form says which bay they get', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const data = { username: MEMBER.username, password: MEMBER.password };
  expect((await page.request.post('/api/login', { data })).ok()).toBe(true);
  const day = facilityDate(2);
  // Bay 4 is taken 10:00-11:00 by another member.
  const other = await registerUser(baseURL(), 'bay4');
  await setMembership(baseURL(), other.id, true);
  const otherMember = await apiContext(baseURL(), other);
  const taken = await otherMember.post('/api/bookings', {
    data: { simulatorId: 4, bookingDate: day, startTime: '10:00', endTime: '11:00' },
  });
  expect(((await taken.json()) as { simulatorId: number }).simulatorId).toBe(4);
  await otherMember.dispose();

  await page.goto('/booking');
  await pickDate(page, day);
  await page.getByRole('button', { name: '1 hr', exact: true }).click();
  const bay = page.getByLabel('Bay', { exact: true });
  await expect(bay.locator('option:checked')).toHaveText('First free bay');
  await expect(bay.locator('option')).toHaveText(['First free bay', ...BAYS]);

  // Preferred and free at 9:00.
  await bay.selectOption({ label: 'Family Bay' });
  await startTimeSelect(page).selectOption('09:00:00');
  await expect(page.getByText(/9:00 AM - 10:00 AM EST · Family Bay$/)).toBeVisible();
  await page.getByRole('button', { name: 'Book Session' }).click();
  await expect(page.getByText('Your golf session has been booked successfully in Family Bay.')).toBeVisible();

  // Bay 4 preferred while it is taken: the form says the bay they get, the first free one.
  await bay.selectOption({ label: 'Bay 4' });
  await startTimeSelect(page).selectOption('10:00:00');
  await expect(page.getByText(/10:00 AM - 11:00 AM EST · Bay 1 \(Bay 4 is taken then\.\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Book Session' }).click();
  await expect(page.getByText('Your golf session has been booked successfully in Bay 1.')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
