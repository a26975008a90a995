// A facility with six bays, in real Chromium against its own server (its own database, so the six bays reach no other
// spec): a member states a bay preference when booking and gets that bay, or is told which one they get instead
// (docs/decisions/003-booking-rules-and-bay-assignment.md); on a 390 px phone the day timeline and the league leaderboard
// keep every word whole, nothing overlapping, nothing scrolling sideways (docs/decisions/130-booking-page-shows-the-day.md).
import type { Locator } from '@playwright/test';
import { ADMIN, MEMBER } from './support/accounts';
import {
  apiContext,
  facilityDate,
  leagueOfMembers,
  registerUser,
  saveBays,
  setMembership,
  signIn,
} from './support/api';
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

/**
 * Every element matched by `selector` inside `root` shows all of its text (nothing cut off or spilling into the next
 * column) and no two of them overlap.
 */
async function laidOut(root: Locator, selector: string) {
  return root.evaluate((el, sel) => {
    const boxes = [...el.querySelectorAll<HTMLElement>(sel)].map((node) => ({
      text: node.textContent ?? '',
      cut: node.scrollWidth > node.clientWidth + 1,
      rect: node.getBoundingClientRect(),
    }));
    const cut = boxes.filter((b) => b.cut).map((b) => b.text);
    const overlaps: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) overlaps.push(`${a.text} / ${b.text}`);
      }
    }
    return { count: boxes.length, cut, overlaps, overflow: el.scrollWidth - el.clientWidth };
  }, selector);
}

test("a member's day timeline shows six bays on a 390 px phone: every bay named in full, every half hour readable", async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const data = { username: MEMBER.username, password: MEMBER.password };
  expect((await page.request.post('/api/login', { data })).ok()).toBe(true);
  const day = facilityDate(3);
  // The member's own booking on Family Bay and another member's on Bay 6, at 10:00.
  const mine = await page.request.post('/api/bookings', {
    data: { simulatorId: 2, bookingDate: day, startTime: '10:00', endTime: '11:00' },
  });
  expect(mine.ok()).toBe(true);
  const other = await registerUser(baseURL(), 'bay6');
  await setMembership(baseURL(), other.id, true);
  const otherMember = await apiContext(baseURL(), other);
  expect(
    (
      await otherMember.post('/api/bookings', {
        data: { simulatorId: 6, bookingDate: day, startTime: '10:00', endTime: '11:00' },
      })
    ).ok(),
  ).toBe(true);
  await otherMember.dispose();

  await page.goto('/booking');
  await pickDate(page, day);
  const timeline = page.getByRole('region', { name: 'Day timeline' });
  await expect(timeline.getByRole('columnheader')).toHaveText(['Start', ...BAYS]);
  const ten = timeline.locator('tr[data-start="10:00:00"]');
  await ten.scrollIntoViewIfNeeded();
  await expect(ten.getByRole('cell')).toHaveText(['Free', 'Yours', 'Free', 'Free', 'Free', 'Taken']);
  // Every bay is named in full (wrapped when it must), for the eye and for a screen reader.
  for (const [i, name] of BAYS.entries()) {
    await expect(timeline.getByRole('columnheader').nth(i + 1)).toHaveAccessibleName(name);
  }
  // Nothing is cut off or overlaps, and the timeline does not scroll sideways.
  const headers = await laidOut(timeline, 'thead th');
  expect(headers).toEqual({ count: 7, cut: [], overlaps: [], overflow: 0 });
  const cells = await laidOut(ten, 'td [data-state], th > *');
  expect(cells).toMatchObject({ count: 7, cut: [], overlaps: [] });
  // The widest words a cell can hold fit a cell too.
  const widest = await ten
    .locator('td [data-state]')
    .first()
    .evaluate((cell) => {
      const probe = cell.cloneNode() as HTMLElement;
      cell.parentElement!.append(probe);
      const fits = ['League', 'Lesson', 'Taken', 'Yours'].map((word) => {
        probe.textContent = word;
        return probe.scrollWidth <= probe.clientWidth + 1;
      });
      probe.remove();
      return fits;
    });
  expect(widest).toEqual([true, true, true, true]);
  expect(problems).toEqual([]);
  await context.close();
});

test('the league leaderboard fits a 390 px phone with a player on each of the six bays: long names wrap', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const names = ['Alexandra Montgomery-Featherstonehaugh', 'Bartholomew Oyelaran', 'Christabel Vandersloot'];
  const players = [];
  for (const [i, name] of [...names, ...names].entries()) {
    players.push(await registerUser(baseURL(), 'bayplayer', `${name} ${i < 3 ? '' : 'Jr '}${tag}`));
  }
  const admin = await apiContext(baseURL(), ADMIN);
  const holes = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: i + 1 }));
  const course = await admin.post('/api/admin/courses', { data: { name: `Six Bay Nine ${tag}`, holes } });
  const courseId = ((await course.json()) as { id: number }).id;
  const leagueName = `Six Bay Night ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'lowest_score', startDate: facilityDate() },
    players.map((p) => p.id),
  );
  // Ranked by net, with each player's starting handicap.
  const night = await admin.put(`/api/leagues/${leagueId}/night`, {
    data: { handicapMode: 'league', handicapAllowance: 100, handicapProvisionalRounds: 1, rankBy: 'net' },
  });
  expect(night.status()).toBe(200);
  const participants = (await (await admin.get(`/api/leagues/${leagueId}/participants`)).json()) as { id: number }[];
  for (const p of participants) {
    const set = await admin.put(`/api/leagues/${leagueId}/participants/${p.id}/handicap`, {
      data: { startingHandicap: 18.4 },
    });
    expect(set.status()).toBe(200);
  }
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 1, roundDate: facilityDate(), courseId },
  });
  expect(round.status()).toBe(201);
  await admin.dispose();

  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await signIn(page, players[0]!);
  await page.goto(`/leagues/${leagueId}/leaderboard`);
  await expect(page.getByRole('heading', { name: `${leagueName} Leaderboard` })).toBeVisible();
  const board = page.getByRole('table');
  await expect(board.getByRole('columnheader')).toHaveText(['Pos', 'Player', 'Thru', 'Gross', 'Net']);
  await expect(board.getByRole('rowheader')).toHaveCount(6);
  await expect(board.getByRole('rowheader').first()).toContainText('Alexandra Montgomery-Featherstonehaugh');
  // Every name whole (wrapped, not cut), nothing overlapping, and no sideways scrolling.
  const body = page.getByRole('table').locator('..');
  const laid = await laidOut(body, 'thead th, tbody th, tbody td');
  expect(laid).toMatchObject({ count: 35, cut: [], overlaps: [], overflow: 0 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
  await context.close();
});
