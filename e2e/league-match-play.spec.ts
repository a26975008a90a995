// Net match play by the hole as an organiser enters it: a match-play league on a course with league handicaps, the
// night's match typed as its two cards from the keyboard (each digit fills a hole and moves on, the last hole of one
// card to the first of the other), the strokes the higher handicap receives marked, the outcome shown as the cards
// are typed and saved as the match's result, and the printed cards marking the strokes received in the match.
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, leagueOfMembers, registerUser, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('an organiser enters a net match by the hole: two cards decide it, and its printed cards mark the strokes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const [ann, bob] = ['Ann', 'Bob'].map((n) => `${n} Matcher ${tag}`) as [string, string];
  const players = await Promise.all([ann, bob].map((name) => registerUser(baseURL!, 'matcher', name)));

  // The league, its course and its night, as an admin could set them up through the API.
  const admin = await apiContext(baseURL!, ADMIN);
  const leagueName = `Thursday Match ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'match_play', startDate: facilityDate(-1) },
    players.map((p) => p.id),
  );
  // Lakeside Nine: stroke index by hole 5 1 9 3 7 8 2 4 6.
  const course = await admin.post('/api/admin/courses', {
    data: {
      name: `Lakeside Nine ${tag}`,
      holes: [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i] })),
    },
  });
  expect(course.ok()).toBe(true);
  const night = await admin.put(`/api/leagues/${leagueId}/night`, {
    // Starting handicaps played as entered (decision 290's setting), so the figures below are the ones typed.
    data: { handicapMode: 'league', handicapNewPlayer: 'entered', startingHandicapAllowance: false },
  });
  expect(night.ok()).toBe(true);
  const participants = (await (await admin.get(`/api/leagues/${leagueId}/participants`)).json()) as Array<{
    id: number;
    userId: number;
  }>;
  // Ann starts at 9.0 (5 strokes on nine holes), Bob at 16.2 (8): Bob receives 3, on holes 2, 7 and 4.
  for (const [user, handicap] of [
    [players[0]!, 9],
    [players[1]!, 16.2],
  ] as const) {
    const participant = participants.find((p) => p.userId === user.id)!;
    const set = await admin.put(`/api/leagues/${leagueId}/participants/${participant.id}/handicap`, {
      data: { startingHandicap: handicap },
    });
    expect(set.ok()).toBe(true);
  }
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 1, roundDate: facilityDate(-1), courseId: ((await course.json()) as { id: number }).id },
  });
  expect(round.ok()).toBe(true);
  const roundId = ((await round.json()) as { id: number }).id;
  await admin.dispose();

  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/scores`);
  const match = page.getByRole('group', { name: 'Match 1' });
  await expect(match.getByText('Gets 3 strokes')).toBeVisible({ timeout: 30_000 });
  await expect(match.getByLabel(`${bob}, hole 2, gets a stroke`)).toBeVisible();

  //        gross                 Bob net (strokes on holes 2, 4, 7)
  // Ann    5 4 3 5 4 4 5 5 5 40
  // Bob    5 6 4 5 5 4 5 5 4 43  5 5 4 4 5 4 4 5 4
  // Gross Ann would be 3 up with 2 to play; net Bob wins holes 4, 7 and 9 back: all square.
  await match.getByLabel(`${ann}, hole 1`).focus();
  await page.keyboard.type('543544555');
  await expect(match.getByLabel(`${bob}, hole 1`)).toBeFocused();
  await page.keyboard.type('564554554');
  await expect(match.getByText('All square (net)')).toBeVisible();
  await expect(match.getByLabel(`${bob} total`)).toHaveText('43');
  await expect(match.getByLabel("Player's result")).toHaveValue('halve');
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(page.getByText('Round 1 results have been saved.').first()).toBeVisible();

  // Opened again, the sheet holds the cards and the result they decided; the standings count a halve each.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Match 1' }).getByText('All square (net)')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/admin/leagues/${leagueId}/standings`);
  const table = page.getByRole('table', { name: `${leagueName} standings` });
  await expect(table.getByRole('row').filter({ hasText: ann })).toContainText('0-0-1');
  await expect(table.getByRole('row').filter({ hasText: bob })).toContainText('0-0-1');

  // The printed cards: Bob's marks the three strokes he received in the match, Ann's plays off scratch.
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/print?show=cards`);
  const bobCard = page.getByRole('region', { name: bob });
  await expect(bobCard.getByText(`Match against ${ann}`)).toBeVisible({ timeout: 30_000 });
  await expect(bobCard.getByText('Handicap 16.2 · receives 3 strokes in the match')).toBeVisible();
  await expect(page.getByRole('region', { name: ann }).getByText('plays off scratch in the match')).toBeVisible();
});
