// Side games on a league night (docs/decisions/279-league-side-games.md): the organiser chooses closest to the pin
// on a par 3 and long drive on a hole on the League Night page, enters each player's distance on the round's score
// sheet, and sees the winners by name with the distance; a player sees them on the leaderboard.
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, leagueOfMembers, registerUser, signIn, switchAccount } from './support/api';
import { expect, test } from './support/fixtures';

test('an organiser enters closest-to-the-pin and long-drive distances and the winners are shown', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Ben'].map((n) => `${n} Golfer ${tag}`);
  const [ann, ben] = names as [string, string];
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'golfer', name)));

  // The league, its course (holes 3 and 6 are par 3s) and tonight's round on it, set up through the API.
  const admin = await apiContext(baseURL!, ADMIN);
  const leagueName = `Side Games ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'lowest_score', startDate: facilityDate(-1) },
    players.map((p) => p.id),
  );
  const course = await admin.post('/api/admin/courses', {
    data: {
      name: `Lakeside Nine ${tag}`,
      holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: i + 1 })),
    },
  });
  expect(course.ok()).toBe(true);
  const { id: courseId } = (await course.json()) as { id: number };
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 1, roundDate: facilityDate(0), courseId },
  });
  const { id: roundId } = (await round.json()) as { id: number };
  await admin.dispose();

  // The League Night page: closest to the pin on hole 3, long drive on hole 4.
  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/night`);
  await expect(page.getByRole('heading', { name: `${leagueName} - League Night` })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Closest to the pin holes').fill('3');
  await page.getByLabel('Long drive holes').fill('4');
  await page.getByRole('button', { name: 'Save League Night' }).click();
  await expect(page.getByText('League night saved').first()).toBeVisible();

  // The round's score sheet: each player's distance as the simulator measured it.
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/scores`);
  const entry = page.getByRole('form', { name: 'Side games' });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await entry.getByLabel(`${ann}, Closest to the pin, hole 3, feet`).fill('4');
  await entry.getByLabel(`${ann}, Closest to the pin, hole 3, inches`).fill('2');
  await entry.getByLabel(`${ben}, Closest to the pin, hole 3, feet`).fill('12');
  await entry.getByLabel(`${ben}, Closest to the pin, hole 3, inches`).fill('0');
  await entry.getByLabel(`${ann}, Long drive, hole 4, yards`).fill('265');
  await entry.getByLabel(`${ben}, Long drive, hole 4, yards`).fill('287');
  await entry.getByRole('button', { name: 'Save Side Games' }).click();
  await expect(page.getByText('Side games saved').first()).toBeVisible();

  const winners = page.getByRole('region', { name: 'Side games' });
  await expect(winners.getByRole('listitem')).toHaveText([
    `Closest to the pin, hole 3${ann} · 4 ft 2 in`,
    `Long drive, hole 4${ben} · 287 yards`,
  ]);
  // A distance out of range is refused with the reason, and nothing changes.
  await entry.getByLabel(`${ben}, Long drive, hole 4, yards`).fill('600');
  await entry.getByRole('button', { name: 'Save Side Games' }).click();
  await expect(entry.getByRole('alert')).toHaveText('Yards must be a whole number from 50 to 450');
  await expect(winners.getByRole('listitem').nth(1)).toHaveText(`Long drive, hole 4${ben} · 287 yards`);

  // A player sees the winners under the leaderboard.
  await switchAccount(page, { username: players[1]!.username, password: players[1]!.password });
  await page.goto(`/leagues/${leagueId}/leaderboard`);
  const seen = page.getByRole('region', { name: 'Side games' });
  await expect(seen.getByRole('listitem')).toHaveText([
    `Closest to the pin, hole 3${ann} · 4 ft 2 in`,
    `Long drive, hole 4${ben} · 287 yards`,
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/side-games-leaderboard-390.png', fullPage: true });
});
