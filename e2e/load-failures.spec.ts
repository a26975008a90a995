// A league screen whose request is cut off says it could not be loaded, with the reason and "Try again", never that
// the league may have been deleted (docs/decisions/253-a-failed-read-is-not-a-missing-thing.md); a league that is
// really gone still says so.
import { ADMIN } from './support/accounts';
import { apiContext, createLeague, facilityDate, signIn } from './support/api';
import { cutOff, NETWORK_MESSAGE } from './support/feedback';
import { expect, test } from './support/fixtures';

test('rounds: a cut-off request is a failed load with Try again, a deleted league is not found', async ({
  page,
  baseURL,
}) => {
  const admin = await apiContext(baseURL!, ADMIN);
  const name = `Cut Off ${Date.now().toString(36)}`;
  const leagueId = await createLeague(admin, { name, scoringType: 'lowest_score', startDate: facilityDate(1) });
  await signIn(page, ADMIN);

  await cutOff(page, `/api/leagues/${leagueId}/rounds`);
  await page.goto(`/admin/leagues/${leagueId}/rounds`);
  const alert = page.getByRole('alert').filter({ hasText: "This league's rounds could not be loaded." });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(NETWORK_MESSAGE);
  await expect(page.getByText('League not found. It may have been deleted.')).toHaveCount(0);

  // The connection is back: Try again loads the screen.
  await page.unroute(`**/api/leagues/${leagueId}/rounds`);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: `${name} - Rounds` })).toBeVisible();

  // A league that is really gone is not found.
  expect((await admin.delete(`/api/leagues/${leagueId}`)).status()).toBe(204);
  await page.goto(`/admin/leagues/${leagueId}/participants`);
  await expect(page.getByText('League not found. It may have been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await admin.dispose();
});
