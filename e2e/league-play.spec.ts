// A season of match play as an organiser runs it: five players, three league nights worked through the score sheet
// (a halved match, the bye, a night saved in two parts), the standings with a head-to-head tie-break, and a member
// reading that note on their own league page.
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, leagueOfMembers, registerUser, signIn, switchAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Sets a match's result on the sheet ('Win', 'Loss', 'Halved' or 'Not played'). */
async function setResult(page: Page, match: number, result: string) {
  await page
    .getByRole('group', { name: `Match ${match}` })
    .getByLabel("Player's result")
    .selectOption({ label: result });
}

async function saveRound(page: Page, round: number) {
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(page.getByText(`Round ${round} results have been saved.`).first()).toBeVisible();
}

test('an organiser runs three rounds of a 5-player match-play league; a member reads the tie-break', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const names = ['Ava', 'Ben', 'Cal', 'Dee', 'Eli'].map((n) => `${n} Golfer ${tag}`);
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'golfer', name)));
  const [ava, ben, cal, dee, eli] = names as [string, string, string, string, string];

  // Their membership, the league and its three played nights, set up as an admin could through the API (one
  // sign-in: the admin's sign-ins from one address are rate limited).
  const admin = await apiContext(baseURL!, ADMIN);
  const leagueName = `Match Play ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'match_play', startDate: facilityDate(-1) },
    players.map((p) => p.id),
  );
  const roundIds: number[] = [];
  for (const [i, offset] of [-15, -8, -1].entries()) {
    const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
      data: { roundNumber: i + 1, roundDate: facilityDate(offset) },
    });
    expect(round.status()).toBe(201);
    roundIds.push(((await round.json()) as { id: number }).id);
  }
  await admin.dispose();

  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds`);
  await expect(page.getByRole('heading', { name: `${leagueName} - Rounds` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Not scored')).toHaveCount(3);

  // Round 1: the round-robin suggestion (Ben v Eli, Cal v Dee, Ava's bye). Ben wins, Cal and Dee halve.
  await page.getByRole('link', { name: 'Enter Scores for round 1' }).click();
  await expect(page.getByText('Suggested pairings')).toBeVisible();
  const match = (n: number) => page.getByRole('group', { name: `Match ${n}` });
  /** The name chosen in a match's Player or Opponent select. */
  const chosen = (n: number, label: 'Player' | 'Opponent') =>
    match(n).getByLabel(label, { exact: true }).locator('option:checked');
  await expect(chosen(1, 'Player')).toContainText(ben);
  await expect(chosen(1, 'Opponent')).toContainText(eli);
  await expect(chosen(3, 'Player')).toContainText(ava);
  await expect(match(3)).toContainText('Bye: earns a win');
  await setResult(page, 1, 'Win');
  await setResult(page, 2, 'Halved');
  expect(await seriousViolations(page)).toEqual([]);
  await saveRound(page, 1);

  // Round 2 (Ava v Eli, Ben v Cal, Dee's bye), saved in two parts: the first result alone keeps the other pairing
  // and the bye.
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundIds[1]}/scores`);
  await setResult(page, 1, 'Loss');
  await saveRound(page, 2);
  await page.reload();
  await expect(match(1).getByLabel("Player's result")).toHaveValue('loss');
  await expect(match(2).getByLabel("Player's result")).toHaveValue('');
  await expect(chosen(2, 'Player')).toContainText(ben);
  await expect(chosen(2, 'Opponent')).toContainText(cal);
  await expect(chosen(3, 'Player')).toContainText(dee);
  await expect(match(3)).toContainText('Bye: earns a win');
  await setResult(page, 2, 'Win');
  await saveRound(page, 2);

  // Round 3 (Ava v Dee, Eli v Cal, Ben's bye): Ava and Eli win.
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundIds[2]}/scores`);
  await setResult(page, 1, 'Win');
  await setResult(page, 2, 'Win');
  await saveRound(page, 3);

  await page.goto(`/admin/leagues/${leagueId}/rounds`);
  await expect(page.getByText('Not scored')).toHaveCount(0);

  // Ben 3 points; Eli and Ava 2 each, Eli ahead because he beat Ava; Dee 1½; Cal ½.
  await page.goto(`/admin/leagues/${leagueId}/standings`);
  const table = page.getByRole('table', { name: `${leagueName} standings` });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(ben);
  await expect(rows.nth(2)).toContainText(eli);
  await expect(rows.nth(2)).toContainText('Tied on points; ahead on head-to-head');
  await expect(rows.nth(3)).toContainText(ava);
  await expect(rows.nth(3)).toContainText('Tied on points; behind on head-to-head');
  await expect(rows.nth(4)).toContainText(dee);
  await expect(rows.nth(5)).toContainText(cal);
  expect(await seriousViolations(page)).toEqual([]);

  // Ava, a member, sees the same standings and the note on her league page.
  await switchAccount(page, players[0]!);
  await page.goto('/leagues-signup');
  await page.getByRole('region', { name: 'My Leagues' }).getByRole('link', { name: leagueName }).click();
  const mine = page.getByRole('table', { name: `${leagueName} standings` });
  await expect(mine).toContainText('Tied on points; behind on head-to-head');
  await expect(mine).toContainText(eli);
  await expect(mine).not.toContainText('@');
});
