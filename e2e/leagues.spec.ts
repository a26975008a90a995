// Leagues end to end: an admin creates a league and generates its booking schedule, a member signs
// up, the admin adds a second player, enters a round's scores on the score sheet and sees the standings.
import { ADMIN, shownAs } from './support/accounts';
import { createMember, facilityDate, signIn, switchAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('admin creates a scheduled league, a member joins, the admin scores a round and sees standings', async ({
  page,
  baseURL,
}) => {
  // A whole league night's journey over two accounts, with four accessibility scans.
  test.setTimeout(120_000);
  const [player, second] = await Promise.all([createMember(baseURL!), createMember(baseURL!)]);
  const name = `E2E League ${Date.now().toString(36)}`;
  // Beyond the members' 30-day booking window, late in the evening: no member booking can be in the way.
  const start = facilityDate(40);
  const end = facilityDate(60);

  await signIn(page, ADMIN);
  await page.goto('/admin/leagues/new');
  // The first page of the run may wait for a cold server and the lazily loaded chunks.
  await expect(page.getByRole('heading', { name: 'Create New League' })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('League Name').fill(name);
  await page.getByLabel('Start Date').fill(start);
  await page.getByLabel('End Date').fill(end);
  await page.getByLabel('Start Time (HH:MM)').fill('21:00');
  await page.getByLabel('End Time (HH:MM)').fill('22:30');
  await page.getByRole('button', { name: 'Activate League & Create Schedule' }).click();
  await expect(page.getByText('League has been created and booking schedule has been generated.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leagues$/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('0 / 4');
  expect(await seriousViolations(page)).toEqual([]);

  // The member signs up.
  await switchAccount(page, player);
  await page.goto('/leagues-signup');
  const memberCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await memberCard.getByRole('link', { name: 'Join League' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm League Registration' }).click();
  await expect(page.getByText('You have been registered for this league.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Leagues' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The admin adds a second player.
  await switchAccount(page, ADMIN);
  await page.goto('/admin/leagues');
  await card.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: `${name} - Participants` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: player.username })).toBeVisible();
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Participant' });
  await dialog.getByLabel('User').selectOption({ label: `${shownAs(second)} (${second.username}) · Member` });
  await dialog.getByRole('button', { name: 'Add Participant' }).click();
  await expect(page.getByRole('row').filter({ hasText: second.username })).toBeVisible();

  // The schedule's rounds are all ahead (results are entered once a night has come), so the organiser adds the
  // round played last night, then types both scores on its sheet with the keyboard and saves them at once.
  await page.goto('/admin/leagues');
  await card.getByRole('link', { name: 'Rounds' }).click();
  await expect(page.getByRole('heading', { name: `${name} - Rounds` })).toBeVisible();
  const leagueId = /\/admin\/leagues\/(\d+)\/rounds/.exec(page.url())![1];
  const played = await page.request.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 99, roundDate: facilityDate(-1), name: 'Warm-up night' },
  });
  expect(played.status()).toBe(201);
  await page.reload();
  await page.getByRole('link', { name: 'Enter Scores for round 99' }).click();
  await page.getByLabel(shownAs(player), { exact: true }).fill('74');
  await page.getByLabel(shownAs(player), { exact: true }).press('Enter');
  // Enter moves on to the next team (under load the focus can land a moment later: type once it has).
  await expect(page.getByLabel(shownAs(player), { exact: true })).not.toBeFocused();
  await page.keyboard.type('71');
  await page.getByRole('button', { name: 'Save Scores' }).click();
  await expect(page.getByText('Round 99 scores have been saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: `${name} - Standings` })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(shownAs(second));
  await expect(rows.nth(1)).toContainText('71');
  await expect(rows.nth(2)).toContainText(shownAs(player));
  await expect(rows.nth(2)).toContainText('74');
  expect(await seriousViolations(page)).toEqual([]);

  // The member sees the result on their leagues page.
  await switchAccount(page, player);
  await page.goto('/leagues-signup');
  await page.getByRole('region', { name: 'My Leagues' }).getByRole('link', { name }).click();
  await expect(page.getByRole('list', { name: 'My round results' })).toContainText('74 strokes');
  // Other players by their display name, never their e-mail address.
  const standings = page.getByRole('table', { name: `${name} standings` });
  await expect(standings).toContainText(shownAs(second));
  await expect(standings).not.toContainText('@');
});
