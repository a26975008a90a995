// A league night with more foursomes than bays, printed (docs/decisions/213-league-night-printouts-results-and-leaderboard.md):
// five players on the league's one bay play in two waves, each line of the bay sheet and each card saying its bay
// and tee time ('Bay 2 · 10:30 PM').
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, leagueOfMembers, registerUser, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an organiser prints a night in two waves: each group with its bay and tee time', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].map((n) => `${n} Wave ${tag}`);
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'wavegolfer', name)));
  const admin = await apiContext(baseURL!, ADMIN);
  // The league's one bay, 10:30 to 11:30 PM: two groups (three and two, shared evenly), at 10:30 and 11:00 PM.
  const leagueId = await leagueOfMembers(
    admin,
    { name: `Waves ${tag}`, scoringType: 'lowest_score', startDate: facilityDate(0) },
    players.map((p) => p.id),
  );
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 1, roundDate: facilityDate(0) },
  });
  expect(round.status()).toBe(201);
  const roundId = ((await round.json()) as { id: number }).id;
  await admin.dispose();

  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/print`);
  const sheet = page.getByRole('region', { name: 'Pairings and bays' });
  const rows = sheet.getByRole('row');
  await expect(rows).toHaveCount(6);
  const bay = (await sheet.getByRole('rowheader').first().textContent())!.match(/^Bay (\d+)/)![1];
  await expect(rows.nth(1)).toContainText(`Bay ${bay} · 10:30 PM`);
  await expect(rows.nth(1)).toContainText('10:30 PM - 11:00 PM');
  await expect(rows.nth(1)).toContainText(names[0]!);
  await expect(rows.nth(5)).toContainText(`Bay ${bay} · 11:00 PM`);
  await expect(rows.nth(5)).toContainText('11:00 PM - 11:30 PM');
  await expect(rows.nth(5)).toContainText(names[4]!);
  await expect(page.getByRole('region', { name: names[4] })).toContainText(`Bay ${bay} · 11:00 PM`);
  await expect(page.getByRole('region', { name: names[0] })).toContainText(`Bay ${bay} · 10:30 PM`);
  expect(await seriousViolations(page)).toEqual([]);

  // On paper the sheet keeps its tee times.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(rows.nth(5)).toContainText(`Bay ${bay} · 11:00 PM`);
});
