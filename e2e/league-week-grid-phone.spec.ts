// The standings' week-by-week grid on a 390 px phone (docs/decisions/486-week-by-week-grid-on-a-phone.md): a six-week
// stroke-play season shows every round beside the players' names, headed R1 to R6, without scrolling sideways.
import { ADMIN } from './support/accounts';
import { apiContext, createRound, facilityDate, leagueOfMembers, registerUser, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('a six-week season reads whole on a phone: R1 to R6 beside the names', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Bob', 'Cy', 'Dee'].map((n) => `${n} Weekly ${tag}`);
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'weekly', name)));
  const admin = await apiContext(baseURL!, ADMIN);
  const leagueName = `Weeks ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'lowest_score', startDate: facilityDate(0) },
    players.map((p) => p.id),
  );
  const participants = (await (await admin.get(`/api/leagues/${leagueId}/participants`)).json()) as { id: number }[];
  for (let week = 1; week <= 6; week += 1) {
    const roundId = await createRound(admin, leagueId, { roundNumber: week, roundDate: facilityDate(7 * week - 42) });
    const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
      data: { entries: participants.map((p, i) => ({ participantId: p.id, strokes: 36 + ((i + week) % 5) })) },
    });
    expect(saved.status()).toBe(200);
  }
  await admin.dispose();

  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/standings`);
  const grid = page.getByRole('table', { name: `${leagueName} week by week` });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  // Every round's header and every name inside the phone's width: nothing cut off at the right edge.
  for (let week = 1; week <= 6; week += 1) {
    const header = grid.getByRole('columnheader', { name: `Round ${week}` });
    await expect(header).toHaveText(`R${week}Round ${week}`);
    await expect(header.getByText(`R${week}`, { exact: true })).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `R${week}`).toBeLessThanOrEqual(390);
  }
  const scrolls = await grid.evaluate((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth);
  expect(scrolls).toBe(false);
  await expect(grid.getByRole('row').nth(1)).toContainText('Weekly');
  expect(await seriousViolations(page)).toEqual([]);
});
