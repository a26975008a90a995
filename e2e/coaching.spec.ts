// The coaching journey in real Chromium (docs/decisions/120-coaching-lessons.md): an admin makes a coach, the
// coach sets weekly hours on the dashboard, a member books a lesson on /book-lesson (and gets the confirmation
// e-mail with its calendar entry), the coach sees it on the dashboard, marks it completed and writes a note,
// and the member reads the note with their lessons.
import { ADMIN, COACH, MEMBER, shownAs } from './support/accounts';
import { apiContext, createMember, facilityDate, registerUser, signIn } from './support/api';
import { withE2eDatabase } from './support/database';
import { waitForMail } from './support/mail';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

test('a member books a lesson; the coach completes it with a note the member then reads', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tomorrow = facilityDate(1);
  const day = weekdayOf(tomorrow);

  // An admin makes a new account a coach; it registered with a name, which members see instead of its address.
  const coach = await registerUser(baseURL!, 'coach', 'Casey Carter');
  const admin = await apiContext(baseURL!, ADMIN);
  expect((await admin.patch(`/api/admin/users/${coach.id}/coach`, { data: { isCoach: true } })).status()).toBe(200);
  await admin.dispose();

  // The coach opens the dashboard from the account menu's item and sets hours for tomorrow's weekday.
  await signIn(page, coach);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Coach Dashboard' }).click();
  await expect(page).toHaveURL(/\/coach\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
  await expect(page.getByText('No upcoming lessons.')).toBeVisible();
  await page.getByRole('button', { name: `Add hours on ${day}` }).click();
  await page.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Weekly Hours Saved')).toBeVisible();

  // The member books with that coach.
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/book-lesson');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Lesson' })).toBeVisible();
  await page.getByLabel('Coach', { exact: true }).selectOption({ label: 'Casey Carter' });
  await page.getByLabel('Date').selectOption(tomorrow);
  await page.getByRole('button', { name: '1 hour' }).click();
  await page.getByLabel('Start time', { exact: true }).selectOption('15:00:00');
  await page.getByRole('button', { name: 'Book Lesson' }).click();
  await expect(page.getByText('Lesson Booked')).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming lessons' });
  await expect(upcoming).toContainText('1 hour with Casey Carter');
  await expect(upcoming).not.toContainText(coach.username);
  await expect(upcoming).toContainText('3:00 PM - 4:00 PM EST');
  await expect(upcoming).toContainText('Complimentary (monthly membership lesson)');
  const confirmation = await waitForMail(
    member.username,
    'Lesson Confirmed: ',
    'at 3:00 PM EST',
    '60-minute lesson with Casey Carter is booked',
  );
  expect(confirmation.raw).toContain('lesson.ics');
  // One UID per lesson in the sender's domain (nothing of the From header's display form), to the member.
  const unfolded = confirmation.text.replace(/\r?\n /g, '');
  expect(unfolded).toMatch(/\nUID:lesson-\d+@[a-z0-9.-]+\r?\n/);
  expect(unfolded).toContain(`;RSVP=FALSE:mailto:${member.username}`);

  // The coach sees the lesson with the member's contact.
  await signIn(page, coach);
  await page.goto('/coach/dashboard');
  const lesson = page.getByRole('listitem', { name: `Lesson with ${shownAs(member)}` });
  await expect(lesson).toContainText('3:00 PM - 4:00 PM EST');
  await expect(lesson.getByRole('link', { name: member.username })).toHaveAttribute(
    'href',
    `mailto:${member.username}`,
  );
  await expect(lesson.getByRole('button', { name: 'Mark completed' })).toBeDisabled();

  // Time passes: the lesson is given (it is moved to yesterday, as the clock cannot be moved in a browser test).
  const yesterday = facilityDate(-1);
  await withE2eDatabase(async (db) => {
    const [row] = await db('lessons').where({ member_id: member.id }).select('booking_id');
    await db('bookings').where({ id: row.booking_id }).update({ booking_date: yesterday });
    await db('lessons').where({ member_id: member.id }).update({ lesson_date: yesterday });
  });
  await page.reload();
  const given = page.getByRole('listitem', { name: `Lesson with ${shownAs(member)}` });
  await given.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Lesson Marked Completed')).toBeVisible();
  await given.getByLabel(`Notes for ${shownAs(member)}`).fill('Great tempo. Keep the lead wrist flat at the top.');
  await given.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes Saved')).toBeVisible();

  // The member reads the note with their lessons.
  await signIn(page, member);
  await page.goto('/book-lesson');
  const past = page.getByRole('list', { name: 'Past lessons' });
  await expect(past).toContainText('Status: Completed');
  await expect(past).toContainText('Notes from Casey Carter');
  await expect(past).toContainText('Great tempo. Keep the lead wrist flat at the top.');
  // And on the booking page, under My Bookings.
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'My Lessons' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Past lessons' })).toContainText('Great tempo.');
});

test('non-members get the membership gate on /book-lesson', async ({ page, baseURL }) => {
  const regular = await registerUser(baseURL!, 'nolesson');
  await signIn(page, regular);
  await page.goto('/book-lesson');
  await expect(page.getByRole('heading', { name: 'Membership Required' })).toBeVisible();
  await expect(page.getByText('You need to be a member to book lessons.')).toBeVisible();
});

test('the coaching screens fit a 320px phone and have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 720 });
  const screens: Array<[{ username: string; password: string }, string, string]> = [
    [MEMBER, '/book-lesson', 'Book a Lesson'],
    [COACH, '/coach/dashboard', 'Coach Dashboard'],
    [ADMIN, '/admin/coaches', 'Coach Management'],
  ];
  for (const [account, path, heading] of screens) {
    await page.context().clearCookies();
    await signIn(page, account);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').or(page.getByText('Loading')).first()).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
