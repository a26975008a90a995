// A net stroke-play league night as an organiser runs it and a player follows it
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): the printed bay sheet and cards with each
// player's handicap strokes marked (the site's header and footer not printed), a player watching the leaderboard on
// a phone as the organiser enters tonight's cards hole by hole, and the results e-mail that the last card sends; and an
// 18-hole individual league's cards on paper in Chromium: Out, In and Total, four players to a page, never a team.
import { ADMIN } from './support/accounts';
import {
  addParticipants,
  apiContext,
  createLeague,
  createRound,
  facilityDate,
  leagueOfMembers,
  registerUser,
  signIn,
} from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { refreshLeaderboardNow } from './support/leaderboard';
import { waitForMail } from './support/mail';

/** A nine, par 36: stroke index by hole 5 1 9 3 7 8 2 4 6 (index 1 is hole 2). */
const HOLES = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));
// Last week: Ann 41 (handicap 9.0 after it), Bob 45 (16.2). Tonight: Ann 40 off 9.0 (net 35), Bob 44 off 16.2 (36).
const LAST_WEEK = { ann: [5, 4, 4, 5, 4, 4, 5, 5, 5], bob: [5, 5, 4, 6, 5, 4, 5, 5, 6] };
const TONIGHT = { ann: '543544555', bob: '564554555' };

test('an organiser prints a net night and enters it; a player follows the leaderboard and gets the results', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const ann = `Ann Net ${tag}`;
  // A long name, as members have: the phone's standings still show every figure beside it.
  const bob = `Bob Featherstonehaugh-Smythe ${tag}`;
  const players = await Promise.all([
    registerUser(baseURL!, 'netgolfer', ann),
    registerUser(baseURL!, 'netgolfer', bob),
  ]);

  // The league, its course, last week's round and tonight's, set up as an admin could through the API.
  const admin = await apiContext(baseURL!, ADMIN);
  for (const player of players) {
    expect((await admin.patch(`/api/admin/users/${player.id}/membership`, { data: { isMember: true } })).status()).toBe(
      200,
    );
  }
  const course = await admin.post('/api/admin/courses', { data: { name: `Lakeside ${tag}`, holes: HOLES } });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const leagueName = `Net Night ${tag}`;
  const leagueId = await createLeague(admin, {
    name: leagueName,
    scoringType: 'lowest_score',
    startDate: facilityDate(-1),
  });
  const night = await admin.put(`/api/leagues/${leagueId}/night`, {
    data: {
      handicapMode: 'league',
      handicapAllowance: 90,
      handicapProvisionalRounds: 1,
      rankBy: 'net',
      skinsMode: 'net',
    },
  });
  expect(night.status()).toBe(200);
  await addParticipants(
    admin,
    leagueId,
    players.map((p) => p.id),
  );
  const participants = (await (await admin.get(`/api/leagues/${leagueId}/participants`)).json()) as {
    id: number;
    userId: number;
  }[];
  const idOf = (userId: number) => participants.find((p) => p.userId === userId)!.id;
  const roundIds: number[] = [];
  for (const [i, offset] of [-7, 0].entries()) {
    const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
      data: { roundNumber: i + 1, roundDate: facilityDate(offset), courseId },
    });
    expect(round.status()).toBe(201);
    roundIds.push(((await round.json()) as { id: number }).id);
  }
  const lastWeek = await admin.put(`/api/leagues/${leagueId}/rounds/${roundIds[0]}/scores`, {
    data: {
      entries: [
        { participantId: idOf(players[0]!.id), holes: LAST_WEEK.ann },
        { participantId: idOf(players[1]!.id), holes: LAST_WEEK.bob },
      ],
    },
  });
  expect(lastWeek.status()).toBe(200);
  await admin.dispose();

  // The organiser prints tonight from the rounds list.
  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds`);
  await page.getByRole('link', { name: 'Print round 2: bay sheet and scorecards' }).click();
  const sheet = page.getByRole('region', { name: 'Pairings and bays' });
  await expect(sheet).toContainText('Bay 2');
  await expect(sheet).toContainText('10:30 PM - 11:30 PM');
  await expect(sheet).toContainText(ann);
  await expect(sheet).toContainText(bob);
  const annCard = page.getByRole('region', { name: ann });
  await expect(annCard).toContainText('Handicap 9.0 · 5 strokes');
  // A dot on holes 1, 2, 4, 7 and 8: stroke indexes 1 to 5.
  await expect(annCard.getByTestId('stroke-mark')).toHaveText([
    /^•1 stroke$/,
    /^•1 stroke$/,
    /^no strokes$/,
    /^•1 stroke$/,
    /^no strokes$/,
    /^no strokes$/,
    /^•1 stroke$/,
    /^•1 stroke$/,
    /^no strokes$/,
  ]);
  await expect(page.getByRole('region', { name: bob })).toContainText('Handicap 16.2 · 8 strokes');
  await expect(page.getByRole('region', { name: 'Standings' })).toContainText(ann);
  expect(await seriousViolations(page)).toEqual([]);

  // On paper: the cards and the sheet, never the site's header, footer or the screen's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(annCard).toBeVisible();
  await expect(annCard.getByTestId('signatures')).toHaveText("Marker's signaturePlayer's signature");
  await expect(annCard.getByRole('rowheader', { name: 'Net' })).toBeVisible();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  // Ann opens the leaderboard on her phone at the bay: nobody has finished tonight yet.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const annPhone = await phone.newPage();
  await signIn(annPhone, players[0]!);
  await annPhone.clock.install();
  await annPhone.goto(`/leagues-signup`);
  await annPhone.getByRole('region', { name: 'My Leagues' }).getByRole('link', { name: leagueName }).click();
  await annPhone.getByRole('link', { name: 'Open the Leaderboard' }).click();
  await expect(annPhone.getByRole('heading', { name: `${leagueName} Leaderboard` })).toBeVisible();
  const board = annPhone.getByRole('table');
  await expect(board.getByRole('row')).toHaveCount(3);
  await expect(board.getByRole('row').nth(1)).toContainText('—');
  // Readable at arm's length, without scrolling sideways.
  const width = await annPhone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The organiser enters tonight's cards hole by hole.
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundIds[1]}/scores`);
  await page.getByLabel(`${ann}, hole 1`).click();
  await page.keyboard.type(TONIGHT.ann + TONIGHT.bob);
  await page.getByRole('button', { name: 'Save Scores' }).click();
  await expect(page.getByText('Scores saved').first()).toBeVisible();

  // Ann's phone catches up by itself at the leaderboard's next ask: she leads on net, Bob close behind.
  await refreshLeaderboardNow(annPhone);
  await expect(board.getByRole('row').nth(1)).toContainText(ann);
  await expect(board.getByRole('row').nth(1)).toContainText('35');
  await expect(board.getByRole('row').nth(2)).toContainText(bob);
  await expect(board.getByRole('row').nth(2)).toContainText('36');

  // Her standings on the phone: rank, name, net and gross at a glance, the other figures a tap away.
  await annPhone.goto(`/leagues/${leagueId}/signup`);
  const standingsTable = annPhone.getByRole('table', { name: `${leagueName} standings` });
  for (const name of ['Rank', 'Player', 'Net', 'Gross']) {
    await expect(standingsTable.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(standingsTable.getByRole('columnheader', { name: 'Rounds' })).toBeHidden();
  expect(await annPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nothing of the main columns hidden sideways in the table's box (Bob's long name pushed Gross out of it).
  expect(await standingsTable.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  // Net beside gross (41 and 40: 40.5 gross, 41 and 35: 38 net), every cell of her row inside the phone's width.
  const annRow = standingsTable.getByRole('row').filter({ hasText: ann });
  await expect(annRow.getByRole('cell')).toHaveText(['1', new RegExp(ann), '38', '40.5']);
  for (const cell of await annRow.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // My Results says each round as gross and net.
  await expect(annPhone.getByRole('list', { name: 'My round results' }).getByRole('listitem')).toHaveText([
    /^Round 1 \(.+\): Gross 41, net 41$/,
    /^Round 2 \(.+\): Gross 40, net 35$/,
  ]);
  await annPhone.getByRole('button', { name: /^Show all columns/ }).click();
  await expect(standingsTable.getByRole('columnheader', { name: 'Rounds' })).toBeVisible();
  await phone.close();

  // The last card completed the round: Ann's results arrive.
  const mail = await waitForMail(`Round 2 results: ${leagueName}`, `Hi ${ann},`);
  expect(mail.text).toContain('Gross 40, net 35 (5 strokes)');
  expect(mail.text).toContain(`/leagues/${leagueId}/leaderboard`);

  // She clicks the unsubscribe address of the e-mail's List-Unsubscribe header in a browser, signed out: a page
  // says what it stops and for whom, and its button stops it (docs/decisions/281-one-click-unsubscribe.md).
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const address = /^List-Unsubscribe: <([^>]+)>$/im.exec(head)?.[1];
  expect(address).toMatch(/\/api\/mail\/unsubscribe\//);
  const reader = await browser.newPage();
  await reader.goto(address!);
  await expect(reader).toHaveURL(/\/unsubscribe\/[^/]+$/);
  await expect(reader.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(
    reader.getByText(`Stop the e-mail with each round's results of ${leagueName} for ${ann}?`),
  ).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('status')).toContainText(
    `You will no longer get these e-mails. ${ann} will not get the e-mail with each round's results of ${leagueName}.`,
  );
  await reader.goto(`${address!.slice(0, -1)}${address!.endsWith('A') ? 'B' : 'A'}`);
  await expect(reader.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await reader.close();
});

/** Eighteen holes, par 72: two nines of 4 4 3 5 4 3 4 5 4, stroke indexes odd on the front and even on the back. */
const EIGHTEEN = [...HOLES, ...HOLES].map(({ par }, i) => ({ par, strokeIndex: i < 9 ? 2 * i + 1 : 2 * (i - 9) + 2 }));

test("an 18-hole individual league's cards print Out, In and Total, four players to a page, no teams", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((first) => `${first} Long ${tag}`);
  const players = await Promise.all(names.map((name) => registerUser(baseURL!, 'longgolfer', name)));
  const admin = await apiContext(baseURL!, ADMIN);
  const course = await admin.post('/api/admin/courses', { data: { name: `Highlands ${tag}`, holes: EIGHTEEN } });
  expect(course.status()).toBe(201);
  const leagueId = await leagueOfMembers(
    admin,
    { name: `Long Night ${tag}`, scoringType: 'lowest_score', startDate: facilityDate(0) },
    players.map((p) => p.id),
  );
  const courseId = ((await course.json()) as { id: number }).id;
  const roundId = await createRound(admin, leagueId, { roundNumber: 1, roundDate: facilityDate(0), courseId });
  await admin.dispose();

  await signIn(page, ADMIN);
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/print?show=cards`);
  await page.emulateMedia({ media: 'print' });
  const cards = page.getByTestId('scorecard');
  await expect(cards).toHaveCount(5);
  // Each card reads as a paper one: the front nine, Out, the back nine, In, Total.
  for (const name of names) {
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('columnheader')).toHaveText([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Out'],
      ...['10', '11', '12', '13', '14', '15', '16', '17', '18', 'In', 'Total'],
    ]);
  }
  // Five players: four on the first page, the fifth on a page of its own.
  const pages = page.getByTestId('scorecard-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0).getByTestId('scorecard')).toHaveCount(4);
  await expect(pages.nth(1).getByTestId('scorecard')).toHaveCount(1);
  expect(await pages.nth(1).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  // On paper in Chromium: two sheets of cards, the four of the first page fitting it.
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2);
  // An individual league: players, never teams, on the cards nor on the whole night's printout (bay sheet first).
  await expect(page.getByRole('main')).not.toContainText('Team 1:');
  await page.goto(`/admin/leagues/${leagueId}/rounds/${roundId}/print`);
  await expect(page.getByRole('region', { name: 'Pairings and bays' })).toContainText(names[4]!);
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('main')).not.toContainText('Team 1:');
});
