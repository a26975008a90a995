// A net stroke-play league night as an organiser runs it: a course added once, the night set to a league handicap
// with net ranking and net skins with carry-overs, the players' starting handicaps, a round on the course whose cards
// are typed hole by hole from the keyboard (a digit, and the next hole has the focus), then the round's skins and the
// net standings with each player's handicap and the countback that split a tie.
import { ADMIN } from './support/accounts';
import { apiContext, facilityDate, leagueOfMembers, registerUser, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('an organiser runs a net stroke-play night: course, handicaps, hole-by-hole cards, skins and net standings', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Ben', 'Cal'].map((n) => `${n} Golfer ${tag}`);
  const [ann, ben, cal] = names as [string, string, string];
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'golfer', name)));

  // The members and their league, as an admin could set them up (one sign-in through the API).
  const admin = await apiContext(baseURL!, ADMIN);
  const leagueName = `Thursday Net ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'lowest_score', startDate: facilityDate(-1) },
    players.map((p) => p.id),
  );
  await admin.dispose();

  await signIn(page, ADMIN);

  // The course: nine holes, par 36, stroke index in hole order.
  const course = `Lakeside Nine ${tag}`;
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const courseForm = page.getByRole('form', { name: 'Add Course' });
  await courseForm.getByLabel('Course Name').fill(course);
  await courseForm.getByLabel('Holes').selectOption('9');
  for (const [hole, par] of [
    [3, 3],
    [4, 5],
    [6, 3],
    [8, 5],
  ] as const) {
    await courseForm.getByLabel(`Hole ${hole} par`, { exact: true }).fill(String(par));
  }
  await expect(courseForm.getByText('Par 36.')).toBeVisible();
  await courseForm.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByText('Course added').first()).toBeVisible();

  // The night: a league handicap (new players from an entered handicap), net ranking, net skins with carry-overs.
  await page.goto(`/admin/leagues/${leagueId}/rounds`);
  await expect(page.getByRole('heading', { name: `${leagueName} - Rounds` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'League Night' }).click();
  await expect(page.getByRole('heading', { name: `${leagueName} - League Night` })).toBeVisible();
  await page.getByLabel('Handicaps', { exact: true }).selectOption('league');
  await page.getByLabel('New players start').selectOption('entered');
  await page.getByLabel('Rank the standings by').selectOption('net');
  await page.getByLabel('Skins', { exact: true }).selectOption('net');
  await expect(page.getByRole('checkbox', { name: 'Carry-overs' })).toBeChecked();
  await page.getByRole('button', { name: 'Save League Night' }).click();
  await expect(page.getByText('League night saved').first()).toBeVisible();

  // Starting handicaps: Ann 10 (5 strokes on nine holes), Ben scratch, Cal 4 (2 strokes), pasted from a spreadsheet's
  // two columns onto the field's table and saved at once (docs/decisions/290-starting-handicaps-for-the-field.md).
  await page.getByRole('link', { name: 'Handicaps' }).click();
  await page.getByLabel('Paste a column').fill(`${cal}\t4\n${ann}\t10\n${ben}\t0`);
  await page.getByRole('button', { name: 'Fill the Table' }).click();
  await expect(page.getByLabel(`Starting handicap of ${ann}`)).toHaveValue('10.0');
  await expect(page.getByLabel(`Starting handicap of ${cal}`)).toHaveValue('4.0');
  // A new league plays them at its allowance (90 %): Ann's 10 as 9.0 (still 5 strokes on nine holes), Cal's 4 as 3.6.
  await expect(page.getByText("Played at the league's 90 % allowance: 12.4 plays as 11.2.")).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${ann}`) }).getByRole('cell', { name: '9.0' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Starting Handicaps' }).click();
  await expect(page.getByText('Starting handicaps saved').first()).toBeVisible();
  const annCard = page.getByRole('listitem').filter({ hasText: ann });
  await expect(annCard.getByLabel('Handicap 9.0')).toBeVisible();
  await expect(annCard.getByText('starting handicap', { exact: true })).toBeVisible();

  // Last night's round on the course.
  await page.getByRole('link', { name: '← Back to Rounds' }).click();
  const addRound = page.getByRole('form', { name: 'Add Round' });
  await addRound.getByLabel('Round Date').fill(facilityDate(-1));
  await addRound.getByLabel('Course', { exact: true }).selectOption({ label: `${course} (9 holes, par 36)` });
  await addRound.getByRole('button', { name: 'Add Round' }).click();
  await page.getByRole('link', { name: 'Enter Scores for round 1' }).click();
  await expect(page.getByRole('heading', { name: `${leagueName} - Round 1 Scores` })).toBeVisible();

  // Three cards typed without touching the mouse: each digit fills a hole and moves on, the last hole to the next card.
  //        gross                net (strokes on stroke index 1-5 for Ann, 1-2 for Cal)
  // Ann    5 5 5 4 4 4 5 5 4 41   4 4 4 3 3 4 5 5 4 36
  // Ben    4 4 4 4 4 4 4 4 4 36   4 4 4 4 4 4 4 4 4 36
  // Cal    5 4 4 4 4 4 5 5 4 39   4 3 4 4 4 4 5 5 4 37
  await page.getByLabel(`${ann}, hole 1`).focus();
  await page.keyboard.type('555444554' + '444444444' + '544444554');
  await expect(page.getByLabel(`${ann} total`)).toHaveText('41');
  await expect(page.getByLabel(`${ben} total`)).toHaveText('36');
  await expect(page.getByLabel(`${cal} total`)).toHaveText('39');
  await page.getByRole('button', { name: 'Save Scores' }).click();
  await expect(page.getByText('Round 1 scores have been saved.').first()).toBeVisible();

  // Net skins with carry-overs: hole 1 carries to Cal's 2, hole 3 to Ann's 4, hole 6 to Ben's 7; hole 9 is not won.
  const skins = page.getByRole('table', { name: 'Skins won in round 1' });
  await expect(skins).toBeVisible();
  await expect(page.getByText('Net skins, carry-overs on.')).toBeVisible();
  const skinRows = skins.getByRole('row');
  await expect(skinRows).toHaveText([
    /Hole\s*Winner\s*Skins/,
    `2${cal}2`,
    `4${ann}2`,
    `5${ann}1`,
    `7${ben}2`,
    `8${ben}1`,
  ]);

  // Net standings with each player's handicap: Ann and Ben tie on 36 net; on the last six holes Ann's 26 less her
  // share of the strokes (5 × 6/9) beats Ben's 24.
  await page.getByRole('link', { name: 'Standings' }).click();
  const table = page.getByRole('table', { name: `${leagueName} standings` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(ann);
  await expect(rows.nth(1)).toContainText('Tied on net average; ahead on countback (last 6)');
  // Rank, Player, Net, Gross, Handicap: the figures the league ranks by first (decision 213).
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('36');
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText('9.0');
  await expect(rows.nth(2)).toContainText(ben);
  await expect(rows.nth(2)).toContainText('Tied on net average; behind on countback (last 6)');
  await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText('0.0');
  await expect(rows.nth(3)).toContainText(cal);
  await expect(rows.nth(3).getByRole('cell').nth(4)).toHaveText('3.6');
  await expect(rows.nth(3).getByRole('cell').nth(2)).toHaveText('37');
});
