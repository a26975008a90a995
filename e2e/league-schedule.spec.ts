// The schedule with a course (docs/decisions/110-league-schedule-and-places.md): the admin creates a league with
// the course of its nights; 'Activate League & Create Schedule' meets a night another league holds, names it, and
// keeps the free nights; every round is on the course; on a 390 px phone the admin moves a round to another date and
// puts another on the back nine of an 18-hole course (docs/decisions/289-nine-holes-of-an-18-hole-course.md).
import { ADMIN } from './support/accounts';
import { facilityDate, longDate, signIn, weekdayOf } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a league on a course keeps its free nights, names the league in the way, and a round moves on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const name = `Course League ${tag}`;
  const blocker = `Blocker League ${tag}`;
  const courseName = `Lakeside ${tag}`;
  // Far beyond the booking window and the other specs' leagues; four nights a week apart.
  const nights = [0, 7, 14, 21].map((d) => facilityDate(120 + d));

  await signIn(page, ADMIN);
  const course = await page.request.post('/api/admin/courses', {
    data: {
      name: courseName,
      holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i] })),
    },
  });
  expect(course.status()).toBe(201);
  const eighteenName = `Pebble ${tag}`;
  const eighteen = await page.request.post('/api/admin/courses', {
    data: { name: eighteenName, holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })) },
  });
  expect(eighteen.status()).toBe(201);
  // Another league holds every bay on the second night.
  const other = await page.request.post('/api/admin/leagues', {
    data: {
      name: blocker,
      description: '',
      leagueType: 'individual',
      scoringType: 'lowest_score',
      startDate: nights[1],
      endDate: nights[1],
      dayOfWeek: weekdayOf(nights[1]!),
      startTime: '21:00',
      endTime: '22:00',
      maxParticipants: 8,
      numberOfBays: 2,
      isActive: true,
      createSchedule: true,
    },
  });
  expect(other.status()).toBe(201);
  expect(((await other.json()) as { scheduleCreated: boolean }).scheduleCreated).toBe(true);

  await page.goto('/admin/leagues/new');
  await expect(page.getByRole('heading', { name: 'Create New League' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('League Name').fill(name);
  await page.getByLabel('Start Date').fill(nights[0]!);
  await page.getByLabel('End Date').fill(nights[3]!);
  await page.getByLabel('Start Time (HH:MM)').fill('21:00');
  await page.getByLabel('End Time (HH:MM)').fill('22:00');
  await page.getByLabel('Number of Bays').fill('2');
  await page.getByLabel('Course for the League Nights').selectOption({ label: `${courseName} (9 holes, par 36)` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Activate League & Create Schedule' }).click();

  const alert = page.getByRole('alert').filter({ hasText: `Booking schedule not generated for ${name}` });
  await expect(alert).toContainText(`The bays are held by ${blocker}.`);
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'Keep the Free Nights' }).click();
  await expect(
    page.getByText(`The booking schedule of ${name} has been generated without 1 booked night.`),
  ).toBeVisible();
  await expect(alert).toBeHidden();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('link', { name: 'Rounds' }).click();
  await expect(page.getByRole('heading', { name: `${name} - Rounds` })).toBeVisible();
  const rounds = page.getByRole('listitem').filter({ hasText: /^Round \d/ });
  await expect(rounds).toHaveCount(3);
  for (const night of [nights[0]!, nights[2]!, nights[3]!]) {
    await expect(page.getByText(`${longDate(night)} · ${courseName} (par 36)`)).toBeVisible();
  }
  const roundsUrl = page.url();

  // On a phone, the admin moves the last night a day later and plays it without a course.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const mobile = await phone.newPage();
  await signIn(mobile, ADMIN);
  await mobile.goto(roundsUrl);
  // Round 2 plays the back nine of the 18-hole course: "Holes" appears once that course is chosen.
  await mobile.getByRole('button', { name: 'Edit round 2: date, course, holes and name' }).click();
  const nineDialog = mobile.getByRole('dialog', { name: 'Edit Round 2' });
  await expect(nineDialog.getByLabel('Holes')).toHaveCount(0);
  await nineDialog.getByLabel('Course').selectOption({ label: `${eighteenName} (18 holes, par 72)` });
  await nineDialog.getByLabel('Holes').selectOption({ label: 'Back nine' });
  await nineDialog.getByRole('button', { name: 'Save Round' }).click();
  await expect(mobile.getByText('Round 2 has been updated.')).toBeVisible();
  await expect(mobile.getByText(`${longDate(nights[2]!)} · ${eighteenName}, back nine (par 36)`)).toBeVisible();
  await mobile.getByRole('button', { name: 'Edit round 3: date, course, holes and name' }).click();
  const dialog = mobile.getByRole('dialog', { name: 'Edit Round 3' });
  const moved = facilityDate(142);
  await dialog.getByLabel('Round Date').fill(moved);
  await dialog.getByLabel('Course').selectOption({ label: 'No course (totals only)' });
  await dialog.getByLabel('Name (optional)').fill('Moved night');
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Save Round' }).click();
  await expect(mobile.getByText('Round 3 has been updated.')).toBeVisible();
  await expect(mobile.getByText('Round 3: Moved night')).toBeVisible();
  await expect(mobile.getByText(longDate(moved), { exact: true })).toBeVisible();
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(mobile)).toEqual([]);
  await phone.close();
});
