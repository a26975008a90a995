// Best ball and A/B sides (docs/decisions/497-best-ball-and-a-b-teams.md): an organiser, on a 390 px phone, chooses
// A/B teams on the league night, deals the four players into two sides by handicap on the standings page (the lowest
// with the highest, each pair's A the lower handicap), moves one by hand, and nothing is cut off; a player reads the
// sides on their own phone.
import { ADMIN } from './support/accounts';
import { leagueOfFourHandicaps, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('an organiser deals A/B sides by handicap on a phone and moves a player by hand', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { leagueId, names, players } = await leagueOfFourHandicaps(baseURL!, 'Sider', [4, 22, 9, 30]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/night`);
  await page.getByLabel('Team format').selectOption('a_b');
  await page.getByRole('button', { name: 'Save League Night' }).click();
  await expect(page.getByText('League night saved').first()).toBeVisible();

  await page.goto(`/admin/leagues/${leagueId}/standings`);
  const sides = page.getByRole('region', { name: 'A/B Sides' });
  await expect(sides.getByText('No sides yet: deal them by handicap or move players in by hand.')).toBeVisible();
  await sides.getByRole('button', { name: 'Deal sides by handicap' }).click();
  await expect(page.getByText('Sides dealt by handicap').first()).toBeVisible();
  // Handicaps 4, 9, 22 and 30: Ann (4) with Dee (30), Cy (9) with Ben (22); the lower is each side's A.
  await expect(sides.getByLabel(`Side of ${names[0]}`)).toHaveValue('1');
  await expect(sides.getByLabel(`Side of ${names[3]}`)).toHaveValue('1');
  await expect(sides.getByLabel(`Side of ${names[2]}`)).toHaveValue('2');
  await expect(sides.getByLabel(`Side of ${names[1]}`)).toHaveValue('2');
  const table = sides.getByRole('table', { name: 'Side standings' });
  await expect(table.getByRole('rowheader')).toHaveText([
    `Side 1: A ${names[0]}, B ${names[3]}`,
    `Side 2: A ${names[2]}, B ${names[1]}`,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Dee leaves her side by hand: Side 1 is Ann alone, Dee under "No side".
  await sides.getByLabel(`Side of ${names[3]}`).selectOption('none');
  await expect(page.getByText(`${names[3]} moved to no side`).first()).toBeVisible();
  await expect(sides.getByRole('heading', { name: 'No side (1)' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText(`Side 1: A ${names[0]}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Cy reads the sides on her own phone, on her league's page.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const cyPhone = await phone.newPage();
  await signIn(cyPhone, { username: players[2]!.username, password: players[2]!.password });
  await cyPhone.goto(`/leagues/${leagueId}/signup`);
  const theirs = cyPhone.getByRole('region', { name: 'Sides' }).getByRole('table', { name: 'Side standings' });
  await expect(theirs.getByRole('rowheader')).toHaveText([
    `Side 1: A ${names[0]}`,
    `Side 2: A ${names[2]}, B ${names[1]}`,
  ]);
  expect(await cyPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
