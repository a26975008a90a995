// A league night run by the players and an organiser (docs/decisions/272-league-organisers.md,
// 273-player-posted-cards.md): a player posts her card hole by hole on her phone while the leaderboard on another
// screen moves with it (it asks again every 10 seconds, its clock moved on for it: support/leaderboard.ts), and a front-desk user an
// admin gave the league to marks a player who did not play, from "Leagues You Organise". On a match-play night the
// match as it stands (docs/decisions/294-live-match-state.md) moves on a player's phone and the organiser's sheet, and
// the leaderboard is placed by it, not by the strokes. Two players post on their phones while a third phone watches
// the skins move (docs/decisions/496-live-skins-from-posted-cards.md).
import { ADMIN } from './support/accounts';
import { addParticipants, apiContext, createLeague, facilityDate, registerUser, signIn } from './support/api';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { refreshLeaderboardNow } from './support/leaderboard';

const HOLES = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));

/** A gross league with tonight's round on a nine, and its players (members), set up as an admin could. */
async function tonightsLeague(
  baseURL: string,
  names: readonly string[],
  scoringType: 'lowest_score' | 'match_play' = 'lowest_score',
) {
  const tag = Date.now().toString(36);
  const players = [];
  for (const name of names) players.push(await registerUser(baseURL, 'cardgolfer', `${name} ${tag}`));
  const admin = await apiContext(baseURL, ADMIN);
  for (const player of players) {
    const member = await admin.patch(`/api/admin/users/${player.id}/membership`, { data: { isMember: true } });
    expect(member.status()).toBe(200);
  }
  const course = await admin.post('/api/admin/courses', { data: { name: `Cards Nine ${tag}`, holes: HOLES } });
  const courseId = ((await course.json()) as { id: number }).id;
  const leagueName = `Card Night ${tag}`;
  const leagueId = await createLeague(admin, {
    name: leagueName,
    scoringType,
    startDate: facilityDate(),
  });
  await addParticipants(
    admin,
    leagueId,
    players.map((p) => p.id),
  );
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
    data: { roundNumber: 1, roundDate: facilityDate(), courseId },
  });
  expect(round.status()).toBe(201);
  return { admin, tag, players, leagueId, leagueName, roundId: ((await round.json()) as { id: number }).id };
}

test('a player posts her card hole by hole on her phone while the leaderboard moves on another screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { admin, tag, players, leagueId, leagueName } = await tonightsLeague(baseURL!, ['Ann', 'Bob']);
  // Closest to the pin on hole 3, the par 3 (docs/decisions/279-league-side-games.md).
  const night = await admin.put(`/api/leagues/${leagueId}/night`, { data: { closestToPinHoles: [3] } });
  expect(night.status()).toBe(200);
  await admin.dispose();
  const ann = `Ann ${tag}`;

  // Bob watches the leaderboard on a desktop: nobody has played a hole.
  await signIn(page, players[1]!);
  await page.clock.install();
  await page.goto(`/leagues/${leagueId}/leaderboard`);
  const annRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ann }) });
  await expect(annRow.getByRole('cell').nth(1)).toHaveText('—');

  // Ann, on her phone at the bay, opens the league and posts hole 1 (a bogey 5) and hole 2 (par).
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const annPhone = await phone.newPage();
  await signIn(annPhone, players[0]!);
  await annPhone.goto('/leagues-signup');
  await annPhone.getByRole('region', { name: 'My Leagues' }).getByRole('link', { name: leagueName }).click();
  const card = annPhone.getByRole('region', { name: 'Your Card' });
  await expect(card).toContainText('Hole 1');
  await expect(card).toContainText('Par 4 · Stroke index 5');
  await expect(card.getByRole('status', { name: 'Hole 1 strokes' })).toHaveText('4');
  await card.getByRole('button', { name: 'One more on hole 1' }).click();
  await card.getByRole('button', { name: 'Save Hole 1' }).click();
  await expect(card.getByTestId('my-card-progress')).toHaveText('Thru 1 · Gross 5');
  await expect(card).toContainText('Hole 2');
  const width = await annPhone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The leaderboard catches up by itself at its next ask: Ann thru 1, one over.
  await refreshLeaderboardNow(page);
  await expect(annRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(annRow.getByRole('rowheader')).toContainText('+1');

  await card.getByRole('button', { name: 'Save Hole 2' }).click();
  await expect(card.getByTestId('my-card-progress')).toHaveText('Thru 2 · Gross 9');
  await refreshLeaderboardNow(page);
  await expect(annRow.getByRole('cell').nth(1)).toHaveText('2');
  await expect(annRow.getByRole('cell').nth(2)).toHaveText('9');

  // Hole 3, the par 3: her distance to the pin goes with the hole (asked on no other hole), and Bob sees it.
  await expect(card).toContainText('Hole 3');
  const pin = card.getByRole('group', { name: 'Closest to the pin' });
  await pin.getByLabel('Closest to the pin, hole 3, feet').fill('4');
  await pin.getByLabel('Closest to the pin, hole 3, inches').fill('2');
  expect(await annPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Save Hole 3' }).click();
  await expect(card.getByTestId('my-card-progress')).toHaveText('Thru 3 · Gross 12');
  await expect(card.getByRole('group', { name: 'Closest to the pin' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(`${ann} · 4 ft 2 in`)).toBeVisible();
  await phone.close();
});

test('a front-desk organiser marks a player who did not play, on a phone', async ({ page, baseURL }) => {
  const { admin, tag, leagueId, leagueName } = await tonightsLeague(baseURL!, [
    'Calpurnia Featherstonehaugh-Smythe',
    'Dee',
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  const desk = await registerUser(baseURL!, 'organiser', `Orla Organiser ${tag}`);
  expect((await admin.patch(`/api/admin/users/${desk.id}/front-desk`, { data: { isFrontDesk: true } })).status()).toBe(
    200,
  );
  expect((await admin.put(`/api/leagues/${leagueId}/organisers/${desk.id}`)).status()).toBe(200);
  await admin.dispose();

  await signIn(page, desk);
  await page.goto('/account');
  const organised = page.getByRole('region', { name: 'Leagues You Organise' });
  await organised.getByRole('link', { name: `Run the nights of ${leagueName}` }).click();
  await expect(page.getByRole('heading', { name: `${leagueName} - Rounds` })).toBeVisible();
  // The night's, not the league's settings.
  await expect(page.getByRole('button', { name: 'Delete round 1' })).toHaveCount(0);
  // An organiser adds a make-up round (decision 481), but deletes none.
  await expect(page.getByRole('form', { name: 'Add Round' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Enter Scores for round 1' }).click();

  const dee = `Dee ${tag}`;
  // The mark is saved, then shown (the box follows the server).
  await page.getByRole('checkbox', { name: `${dee} did not play` }).click();
  await expect(page.getByRole('checkbox', { name: `${dee} did not play` })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Did not play' })).toContainText(
    'Round 1: 0 of 2 scored, 1 did not play',
  );

  // A long name wraps in the sheet's first column: holes 1-4 in view beside it (kept on one line, it held the column
  // 290 px wide and left one hole on the screen).
  const cal = `Calpurnia Featherstonehaugh-Smythe ${tag}`;
  const inView = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  for (const hole of [1, 4]) await inView(page.getByLabel(`${cal}, hole ${hole}`, { exact: true }));
  // The players: "Withdraw" beside each name, in view (the organiser's table once scrolled sideways under 512 px).
  await page.goto(`/admin/leagues/${leagueId}/participants`);
  await inView(page.getByRole('button', { name: `Withdraw ${cal}` }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an organiser names a substitute for a player who did not play on a phone, and the standings say what counted', async ({
  browser,
  baseURL,
}) => {
  const { admin, tag, leagueId, roundId } = await tonightsLeague(baseURL!, ['Eve', 'Fay']);
  const night = await admin.put(`/api/leagues/${leagueId}/night`, {
    data: { absenceRule: 'substitute', closestToPinHoles: [3] },
  });
  expect(night.status()).toBe(200);
  await admin.dispose();
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await phone.newPage();
  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/scores`);

  const fay = `Fay ${tag}`;
  await page.getByRole('checkbox', { name: `${fay} did not play` }).click();
  await expect(page.getByRole('checkbox', { name: `${fay} did not play` })).toBeChecked();
  const form = page.getByRole('form', { name: `Substitute for ${fay}` });
  await form.getByLabel(`Substitute for ${fay}`).fill('Sam Sub');
  await form.getByLabel('Handicap').fill('9');
  await form.getByRole('button', { name: 'Save substitute' }).click();
  // The round waits for the substitute's card.
  await expect(page.getByRole('region', { name: 'Did not play' })).toContainText(
    "Round 1: Not scored. The round is complete once every player has a card or is marked, and every substitute's card is in.",
  );
  await expect(form.getByRole('button', { name: 'Remove substitute' })).toBeVisible();
  await form.getByLabel('Gross score').fill('41');
  await form.getByRole('button', { name: 'Save substitute' }).click();
  await expect(page.getByRole('region', { name: 'Did not play' })).toContainText('1 did not play');
  await expect(form.getByLabel('Gross score')).toHaveValue('41');
  // Their own card by the hole (docs/decisions/498-a-substitutes-own-card.md): its total is the holes' sum.
  await form.getByLabel('Card by the hole').fill('4, 4, 3, 5, 4, 3, 4, 5, 3');
  await form.getByRole('button', { name: 'Save substitute' }).click();
  await expect(form.getByLabel('Gross score')).toHaveValue('35');
  await expect(form.getByLabel('Card by the hole')).toHaveValue('4, 4, 3, 5, 4, 3, 4, 5, 3');
  // Closest to the pin on the 3rd: Sam measures in Fay's place.
  await expect(page.getByText(`Sam Sub (substitute for ${fay})`)).toBeVisible();
  // Nothing wider than the phone (the hole-by-hole grid scrolls inside its card).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/admin/leagues/${leagueId}/standings`);
  await expect(page.getByText('Did not play: substitute Sam Sub, 35 counted')).toBeAttached();
  await phone.close();
});

test("a match-play night: the match as it stands moves on a player's phone and on the organiser's sheet", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { admin, tag, players, leagueId, roundId } = await tonightsLeague(baseURL!, ['Pat', 'Sam'], 'match_play');
  await admin.dispose();
  const [pat, sam] = [`Pat ${tag}`, `Sam ${tag}`];
  const postCard = async (player: (typeof players)[number], holes: (number | null)[]) => {
    const own = await apiContext(baseURL!, player);
    const posted = await own.put(`/api/leagues/${leagueId}/rounds/${roundId}/my-card`, {
      data: { holes: [...holes, ...Array<null>(9 - holes.length).fill(null)] },
    });
    expect(posted.status()).toBe(200);
    await own.dispose();
  };
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await phone.newPage();
  await signIn(page, players[1]!);
  await page.clock.install();
  await page.goto(`/leagues/${leagueId}/leaderboard`);
  const samRow = page.getByRole('rowheader', { name: new RegExp(`^${sam}`) });
  await expect(samRow).toContainText(`vs ${pat}: Not started`);

  // Pat 3 and 4, Sam 4 and 4 (gross): Pat one up after two, on Sam's phone at the leaderboard's next ask.
  await postCard(players[0]!, [3, 4]);
  await postCard(players[1]!, [4, 4]);
  await refreshLeaderboardNow(page);
  await expect(samRow).toContainText(`vs ${pat}: ${pat} 1 UP thru 2`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/leagues/${leagueId}/signup`);
  const mine = page.getByRole('region', { name: 'Your Match Tonight' });
  await expect(mine).toHaveText(`Your Match Tonightvs ${pat}: ${pat} 1 UP thru 2`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  const desk = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const organiser = await desk.newPage();
  await signIn(organiser, ADMIN);
  await organiser.clock.install();
  await organiser.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/scores`);
  const matches = organiser.getByRole('list', { name: 'Matches as they stand' });
  await expect(matches).toContainText(`${pat} 1 UP thru 2`);
  // Hole 3: Pat 5, Sam 3: back to all square.
  await postCard(players[0]!, [3, 4, 5]);
  await postCard(players[1]!, [4, 4, 3]);
  await refreshLeaderboardNow(organiser);
  await expect(matches).toContainText('All square thru 3');
  // The list and the match sheet below it fit the phone: the page does not scroll sideways, and the match's
  // fields and hole cells are within the screen.
  const box = await organiser.getByRole('region', { name: 'Matches as They Stand' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(organiser.getByRole('group', { name: 'Match 1' })).toBeVisible();
  // (On a phone-sized context the window widens with the page, so the width is also held to the phone's 390 px.)
  expect(await organiser.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await organiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const field of [
    organiser.getByLabel('Player', { exact: true }),
    organiser.getByLabel('Opponent', { exact: true }),
    organiser.getByLabel("Player's result"),
    organiser.getByRole('button', { name: 'Remove match 1' }),
    organiser.getByLabel(`${pat}, hole 1`, { exact: false }).first(),
    organiser.getByLabel(`${sam}, hole 9`, { exact: false }).first(),
    organiser.getByLabel(`${sam} total`),
  ]) {
    const at = await field.first().boundingBox();
    expect(at!.x).toBeGreaterThanOrEqual(0);
    expect(at!.x + at!.width).toBeLessThanOrEqual(390);
  }

  // The leaderboard is placed by the match, not the strokes: all square thru 3 is a shared first place, though Sam
  // has taken a stroke fewer (11 to Pat's 12), which still shows.
  await organiser.goto(`/leagues/${leagueId}/leaderboard`);
  await expect(organiser.getByText(/^Placed by the matches: won first, then up/)).toBeVisible();
  const boardRow = (name: string) =>
    organiser.getByRole('row').filter({ has: organiser.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  await expect(boardRow(pat).getByRole('cell')).toHaveText(['T1', '3', '12']);
  await expect(boardRow(sam).getByRole('cell')).toHaveText(['T1', '3', '11']);
  // Hole 4 (par 5): Pat 5, Sam 6: Pat 1 UP thru 4, level on strokes (17 each): Pat first, Sam second.
  await postCard(players[0]!, [3, 4, 5, 5]);
  await postCard(players[1]!, [4, 4, 3, 6]);
  await refreshLeaderboardNow(organiser);
  await expect(boardRow(pat).getByRole('cell')).toHaveText(['1', '4', '17']);
  await expect(boardRow(sam).getByRole('cell')).toHaveText(['2', '4', '17']);
  await expect(organiser.getByRole('rowheader')).toHaveText([
    new RegExp(`^${pat}.*vs ${sam}: ${pat} 1 UP thru 4$`),
    new RegExp(`^${sam}.*vs ${pat}: ${pat} 1 UP thru 4$`),
  ]);
  expect(await organiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await desk.close();
});

test('two players post hole by hole on their phones while a third phone watches the skins move', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, tag, players, leagueId } = await tonightsLeague(baseURL!, ['Ida', 'Joe', 'Kim']);
  // Gross skins with carry-overs (docs/decisions/496-live-skins-from-posted-cards.md).
  const night = await admin.put(`/api/leagues/${leagueId}/night`, {
    data: { skinsMode: 'gross', skinsCarryOver: true },
  });
  expect(night.status()).toBe(200);
  await admin.dispose();
  const [ida, joe] = [`Ida ${tag}`, `Joe ${tag}`];
  const phoneOf = async (player: (typeof players)[number]) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await signIn(page, player);
    return { context, page };
  };

  // Kim watches the leaderboard on her phone.
  const watcher = await phoneOf(players[2]!);
  await watcher.page.clock.install();
  await watcher.page.goto(`/leagues/${leagueId}/leaderboard`);
  await expect(watcher.page.getByRole('rowheader', { name: new RegExp(`^${ida}`) })).toBeVisible();
  const skins = watcher.page.getByRole('region', { name: 'Skins' });
  await expect(skins).toHaveCount(0);

  // Ida and Joe post at their bays, hole by hole, each on their own phone.
  const cardOn = async (player: (typeof players)[number]) => {
    const phone = await phoneOf(player);
    await phone.page.goto(`/leagues/${leagueId}/signup`);
    return { ...phone, card: phone.page.getByRole('region', { name: 'Your Card' }) };
  };
  const [idaPhone, joePhone] = [await cardOn(players[0]!), await cardOn(players[1]!)];
  let gross = { ida: 0, joe: 0 };
  const play = async ({ card, page }: { card: Locator; page: Page }, hole: number, toPar: number) => {
    await expect(card.getByRole('status', { name: `Hole ${hole} strokes` })).toHaveText(String(HOLES[hole - 1]!.par));
    for (let i = 0; i < Math.abs(toPar); i += 1) {
      await card.getByRole('button', { name: `${toPar < 0 ? 'One fewer' : 'One more'} on hole ${hole}` }).click();
    }
    await card.getByRole('button', { name: `Save Hole ${hole}` }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  // Ida birdies hole 2, Joe hole 5; every other hole is halved in par, so hole 1 carries to Ida's 2, holes 3 and 4
  // to Joe's 5, and holes 6 to 9 carry past the last hole and are not won.
  for (let hole = 1; hole <= 9; hole += 1) {
    const [idaToPar, joeToPar] = [hole === 2 ? -1 : 0, hole === 5 ? -1 : 0];
    await play(idaPhone, hole, idaToPar);
    gross = { ...gross, ida: gross.ida + HOLES[hole - 1]!.par + idaToPar };
    await expect(idaPhone.card.getByTestId('my-card-progress')).toHaveText(`Thru ${hole} · Gross ${gross.ida}`);
    if (hole === 9) {
      // Ida has finished (F), but one complete card wins no skins: Kim's phone, asked again, still shows none.
      await refreshLeaderboardNow(watcher.page);
      await expect(watcher.page.getByRole('row').filter({ hasText: ida }).getByRole('cell').nth(1)).toHaveText('F');
      await expect(skins).toHaveCount(0);
    }
    await play(joePhone, hole, joeToPar);
    gross = { ...gross, joe: gross.joe + HOLES[hole - 1]!.par + joeToPar };
    await expect(joePhone.card.getByTestId('my-card-progress')).toHaveText(`Thru ${hole} · Gross ${gross.joe}`);
  }

  // Joe's last hole completes the second card: the skins show on Kim's phone at the leaderboard's next ask.
  await refreshLeaderboardNow(watcher.page);
  await expect(skins.getByRole('listitem')).toHaveText([`Hole 2${ida} · 2 skins`, `Hole 5${joe} · 3 skins`]);
  expect(await watcher.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const phone of [idaPhone, joePhone, watcher]) await phone.context.close();
});
