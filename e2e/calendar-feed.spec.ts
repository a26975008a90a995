// The calendar feed card on /account (docs/decisions/203-calendar-feed.md) in real Chromium against the real server:
// a member copies the private link (clipboard and toast), a calendar program reads it without a session, and
// "Reset link" (after its confirmation) ends the old link at once.
import { apiContext, createMember, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Where a webcal:// link is read from this server (the path is what matters; the host is the public one). */
const onThisServer = (baseURL: string, webcal: string) => `${baseURL}${new URL(webcal).pathname}`;

test('a member copies the private calendar link, and resetting it ends the old one at once', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/account');

  const card = page.getByRole('region', { name: 'Calendar feed' });
  const link = card.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(toastWith(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expect(card.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(first)}`,
  );

  // A calendar program has no session: the link alone opens the feed.
  const calendarApp = await apiContext(baseURL!);
  const feed = await calendarApp.get(onThisServer(baseURL!, first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

  // Reset, by keyboard, after the confirmation.
  await card.getByRole('button', { name: 'Reset link' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(toastWith(page, 'Calendar link reset')).toBeVisible();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  await expect(card.getByRole('button', { name: 'Reset link' })).toBeFocused();

  expect((await calendarApp.get(onThisServer(baseURL!, first))).status()).toBe(404);
  expect((await calendarApp.get(onThisServer(baseURL!, second))).status()).toBe(200);
  await calendarApp.dispose();
  // The page shows the same new link after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Calendar feed' }).getByLabel('Your private calendar link'),
  ).toHaveValue(second);
});
