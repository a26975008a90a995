// Flights (docs/decisions/288-league-flights.md): the organiser splits the field into two flights by handicap on the
// league's standings page, and a player sees the standings flight by flight on a 390 px phone, their own flight
// under its heading, nothing cut off.
import { ADMIN } from './support/accounts';
import { leagueOfFourHandicaps, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('the organiser splits the field by handicap and a player sees their flight on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A net league of four with starting handicaps 4, 22, 9 and 30, set up through the API.
  const { leagueId, leagueName, names, players } = await leagueOfFourHandicaps(baseURL!, 'Flyer', [4, 22, 9, 30], {
    rankBy: 'net',
  });

  // The standings page: two flights by handicap.
  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/standings`);
  const flights = page.getByRole('region', { name: 'Flights' });
  await expect(flights).toBeVisible({ timeout: 30_000 });
  await expect(flights.getByText('No flights: the league plays as one field.')).toBeVisible();
  await flights.getByLabel('Number of flights').selectOption('2');
  await flights.getByRole('button', { name: 'Split by handicap' }).click();
  await expect(page.getByText('Split into 2 flights by handicap').first()).toBeVisible();
  await expect(flights.getByRole('heading', { name: 'Flight A (2)' })).toBeVisible();
  await expect(flights.getByLabel(`Flight of ${names[0]}`)).toHaveValue('1');
  await expect(flights.getByLabel(`Flight of ${names[2]}`)).toHaveValue('1');
  await expect(flights.getByLabel(`Flight of ${names[1]}`)).toHaveValue('2');
  await expect(flights.getByLabel(`Flight of ${names[3]}`)).toHaveValue('2');
  await expect(page.getByRole('table', { name: `${leagueName} standings, Flight A` })).toBeVisible();

  // Dee, on her phone, reads the standings flight by flight: she is in Flight B with Ben.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const deePhone = await phone.newPage();
  const dee = players[3]!;
  await signIn(deePhone, { username: dee.username, password: dee.password });
  await deePhone.goto(`/leagues/${leagueId}/signup`);
  const flightB = deePhone.getByRole('table', { name: `${leagueName} standings, Flight B` });
  await expect(flightB).toBeVisible({ timeout: 30_000 });
  await expect(deePhone.getByRole('heading', { name: 'Flight A' })).toBeVisible();
  await expect(deePhone.getByRole('heading', { name: 'Flight B' })).toBeVisible();
  await expect(flightB.getByRole('row')).toHaveCount(3);
  await expect(flightB).toContainText(names[3]!);
  await expect(flightB).toContainText(names[1]!);
  const flightA = deePhone.getByRole('table', { name: `${leagueName} standings, Flight A` });
  await expect(flightA).toContainText(names[0]!);
  await expect(flightA).not.toContainText(names[3]!);
  expect(await deePhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await deePhone.screenshot({ path: 'test-results/league-flights-standings-390.png', fullPage: true });
  await phone.close();
});
