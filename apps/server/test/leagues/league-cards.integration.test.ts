// Players post their own cards over real HTTP on SQLite and Postgres (docs/decisions/273-player-posted-cards.md):
// `PUT /api/leagues/:id/rounds/:roundId/my-card` `{ "holes": [4, 5, null, …] }` by a player of the round, partial cards
// allowed, the leaderboard's rows carry `thru` as holes are posted; 403 for anyone else; the organiser sees who has
// posted, corrects and approves the card by saving it on the sheet, after which the player's post answers 409.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';

const NINE_EMPTY = Array<null>(9).fill(null);
const partial = (...played: number[]) => [...played, ...NINE_EMPTY.slice(played.length)];

describeEachDatabase(
  'players post their own cards',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    /**
     * Ann and Bob's league: round 1 (Nov 12) is scored; round 2 (Nov 19) is tonight; round 3 (Nov 26) is to come. With
     * Ann's card of tonight and how far a player is on the leaderboard Bob sees.
     */
    async function annTonight() {
      const night = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-12', '2026-11-19', '2026-11-26'],
      });
      const thruOf = async (name: string) =>
        (
          (await night.clients.Bob!.get(`/api/leagues/${night.leagueId}/leaderboard`)).body.rows as {
            players: string[];
            thru: number;
          }[]
        ).find((r) => r.players[0] === name)?.thru;
      const tonight = `/api/leagues/${night.leagueId}/rounds/${night.rounds[1]}/my-card`;
      return { ...night, ann: night.clients.Ann!, tonight, thruOf };
    }

    it('a player posts hole by hole, the leaderboard follows, the organiser approves and the card is locked', async () => {
      const { leagueId, players, clients, rounds, ann, tonight, thruOf } = await annTonight();

      // Nothing posted yet: every hole empty.
      const empty = await ann.get(tonight);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ participantId: players.Ann, holes: NINE_EMPTY, thru: 0, approved: false });
      expect(await thruOf('Ann')).toBe(0);

      // Two holes, then a third: the leaderboard says thru 2, then thru 3.
      const two = await ann.put(tonight, { holes: partial(5, 4) });
      expect(two.status, JSON.stringify(two.body)).toBe(200);
      expect(two.body).toMatchObject({ thru: 2, approved: false, name: 'Ann' });
      expect(await thruOf('Ann')).toBe(2);
      // A stroke-play league's rows carry no match (docs/decisions/294-live-match-state.md).
      const strokeRows = (await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`)).body.rows as object[];
      expect(strokeRows.filter((r) => 'match' in r)).toEqual([]);
      expect((await ann.put(tonight, { holes: partial(5, 4, 3) })).body.thru).toBe(3);
      expect(await thruOf('Ann')).toBe(3);
      expect((await ann.get(tonight)).body.holes).toEqual(partial(5, 4, 3));

      // A card of the wrong length, and a round still to come, are refused.
      const short = await ann.put(tonight, { holes: [5, 4] });
      expect([short.status, short.body.message]).toEqual([400, 'A card of this round has 9 holes.']);
      const future = await ann.put(`/api/leagues/${leagueId}/rounds/${rounds[2]}/my-card`, { holes: partial(4) });
      expect([future.status, future.body.code]).toEqual([409, 'ROUND_NOT_PLAYED']);

      // Anyone but a player of the league: 403.
      const max = await ctx.signInAs({ isMember: true, name: 'Max Member', username: 'max@example.com' });
      const rae = await ctx.signInAs({ name: 'Rae Regular', username: 'rae@example.com' });
      const dee = await ctx.signInAs({ isFrontDesk: true, name: 'Dee Desk', username: 'dee@example.com' });
      expect((await admin.put(`/api/leagues/${leagueId}/organisers/${dee.user.id}`)).status).toBe(200);
      for (const [client, code] of [
        [max.client, 'NOT_OWNER'],
        [rae.client, 'MEMBERS_ONLY'],
        [dee.client, 'NOT_OWNER'],
        [admin, 'NOT_OWNER'],
      ] as const) {
        const refused = await client.put(tonight, { holes: partial(3) });
        expect([refused.status, refused.body.code]).toEqual([403, code]);
      }
      expect((await ann.get(tonight)).body.holes).toEqual(partial(5, 4, 3));

      // The organiser sees who has posted (players do not).
      const postedPath = `/api/leagues/${leagueId}/rounds/${rounds[1]}/posted-cards`;
      const posted = await dee.client.get(postedPath);
      expect(posted.body).toEqual([
        expect.objectContaining({ participantId: players.Ann, name: 'Ann', thru: 3, approved: false }),
      ]);
      expect((await clients.Bob!.get(postedPath)).body.code).toBe('LEAGUE_ORGANISERS_ONLY');

      // Ann finishes; nothing she posts counts in the standings until it is approved.
      expect((await ann.put(tonight, { holes: ROUND_CARDS[2].Ann })).body.thru).toBe(9);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(standings.body.rows.find((r: { players: string[] }) => r.players[0] === 'Ann').roundsPlayed).toBe(1);

      // The organiser corrects hole 3 (a 4, not a 3) and approves the card by saving it on the sheet.
      const corrected = [...ROUND_CARDS[2].Ann];
      corrected[2] = 4;
      const saved = await dee.client.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [{ participantId: players.Ann, holes: corrected }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await dee.client.get(postedPath)).body[0]).toMatchObject({ approved: true });

      // Locked for Ann: 409, her card as approved on the leaderboard.
      const locked = await ann.put(tonight, { holes: ROUND_CARDS[2].Ann });
      expect([locked.status, locked.body.code]).toEqual([409, 'CARD_APPROVED']);
      // Her card as approved, the organiser's correction in it: the figures the leaderboard and standings count.
      expect((await ann.get(tonight)).body).toMatchObject({ approved: true, holes: corrected, thru: 9 });
      const board = await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect(board.body.rows.find((r: { players: string[] }) => r.players[0] === 'Ann')).toMatchObject({
        thru: 9,
        gross: 41,
      });

      // Bob posted nothing; the organiser enters his card from the bay's paper: his phone shows it, not empty holes.
      const bobs = await dee.client.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: corrected },
          { participantId: players.Bob, holes: ROUND_CARDS[2].Bob },
        ],
      });
      expect(bobs.status, JSON.stringify(bobs.body)).toBe(200);
      expect((await clients.Bob!.get(tonight)).body).toMatchObject({
        approved: true,
        holes: ROUND_CARDS[2].Bob,
        thru: 9,
      });
    });

    it('a player marked did not play cannot post a card until the organiser clears the mark', async () => {
      const { leagueId, players, rounds, ann, tonight, thruOf } = await annTonight();
      const absence = `/api/leagues/${leagueId}/rounds/${rounds[1]}/absences/${players.Ann}`;
      expect((await admin.put(absence, { didNotPlay: true })).status).toBe(200);

      // A burst of posts while marked: every one refused, nothing kept.
      const refused = await Promise.all(Array.from({ length: 6 }, () => ann.put(tonight, { holes: partial(5, 4) })));
      expect(refused.map((res) => res.status)).toEqual(Array(6).fill(409));
      expect(refused[0]!.body).toEqual({
        code: 'CARD_DID_NOT_PLAY',
        message: 'The organiser marked you as not playing this round: ask them to clear it before you post your card.',
      });
      expect((await ann.get(tonight)).body).toMatchObject({ holes: NINE_EMPTY, postedAt: null });
      expect((await thruOf('Ann')) ?? 0).toBe(0);

      // Cleared by the organiser: the card is taken.
      expect((await admin.put(absence, { didNotPlay: false })).status).toBe(200);
      const posted = await ann.put(tonight, { holes: partial(5, 4) });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect(posted.body).toMatchObject({ thru: 2 });
    });

    it('a player posts their side-game distances with the card, locked with it once approved', async () => {
      // Lakeside Nine: holes 3 and 6 are par 3s, hole 5 a par 4. Closest to the pin on 3 and 5, long drive on 4.
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-12', '2026-11-19'],
        night: { closestToPinHoles: [3, 5], longDriveHoles: [4] },
      });
      const tonight = `/api/leagues/${leagueId}/rounds/${rounds[1]}/my-card`;
      const skins = `/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`;
      type Game = { game: string; hole: number; winners: { players: string[] }[]; distance: string | null };
      const gamesOf = async (client: TestClient) =>
        ((await client.get(skins)).body.sideGames as Game[]).map((g) => [
          g.game,
          g.hole,
          g.winners.map((w) => w.players[0]),
          g.distance,
        ]);
      const ann = clients.Ann!;
      const pin = (hole: number, feet: number | null, inches: number | null) => ({
        game: 'closest_to_pin',
        hole,
        feet,
        inches,
      });

      // Ann's hole 3 with her distance to the pin; Bob's hole 4 with his drive.
      const three = await ann.put(tonight, { holes: partial(5, 4, 3), sideGames: [pin(3, 4, 2)] });
      expect(three.status, JSON.stringify(three.body)).toBe(200);
      expect(three.body).toMatchObject({ thru: 3, sideGames: [{ game: 'closest_to_pin', hole: 3, distance: 50 }] });
      const drive = await clients.Bob!.put(tonight, {
        holes: partial(5, 5, 4, 5),
        sideGames: [{ game: 'long_drive', hole: 4, yards: 281 }],
      });
      expect(drive.status, JSON.stringify(drive.body)).toBe(200);
      expect((await ann.get(tonight)).body.sideGames).toEqual([{ game: 'closest_to_pin', hole: 3, distance: 50 }]);
      // Shown with the skins, to the players and the organiser alike.
      expect(await gamesOf(clients.Bob!)).toEqual([
        ['closest_to_pin', 3, ['Ann'], '4 ft 2 in'],
        ['long_drive', 4, ['Bob'], '281 yards'],
      ]);

      // A hole that is not the league's, or not a par 3: 400 on the entry, and neither the card nor any distance kept.
      for (const [entry, message] of [
        [pin(2, 3, 0), 'This hole is not one of the league’s holes for this game'],
        [pin(5, 3, 0), 'Closest to the pin is played on a par 3'],
        [{ game: 'long_drive', hole: 3, yards: 250 }, 'This hole is not one of the league’s holes for this game'],
      ] as const) {
        const wrong = await ann.put(tonight, { holes: partial(5, 4, 3, 5), sideGames: [pin(3, 9, 0), entry] });
        expect([wrong.status, wrong.body.fieldErrors]).toEqual([400, { 'sideGames.1.hole': [message] }]);
      }
      const out = await ann.put(tonight, { holes: partial(5), sideGames: [pin(3, 4, 12)] });
      expect([out.status, out.body.message]).toEqual([400, 'Inches must be a whole number from 0 to 11']);
      expect((await ann.get(tonight)).body).toMatchObject({
        thru: 3,
        sideGames: [{ game: 'closest_to_pin', hole: 3, distance: 50 }],
      });

      // Anyone but a player of the round: 403, nothing kept.
      const max = await ctx.signInAs({ isMember: true, name: 'Max Member', username: 'max@example.com' });
      const refused = await max.client.put(tonight, { holes: partial(3), sideGames: [pin(3, 0, 1)] });
      expect(refused.status).toBe(403);
      expect(await gamesOf(admin)).toEqual([
        ['closest_to_pin', 3, ['Ann'], '4 ft 2 in'],
        ['long_drive', 4, ['Bob'], '281 yards'],
      ]);

      // The organiser corrects Ann's distance and approves her card: her post answers 409, the correction stands.
      const corrected = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`, {
        entries: [{ ...pin(3, 4, 0), participantId: players.Ann }],
      });
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
      const approved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [{ participantId: players.Ann, holes: ROUND_CARDS[2].Ann }],
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const locked = await ann.put(tonight, { holes: ROUND_CARDS[2].Ann, sideGames: [pin(3, 1, 0)] });
      expect([locked.status, locked.body.code]).toEqual([409, 'CARD_APPROVED']);
      expect((await gamesOf(clients.Bob!))[0]).toEqual(['closest_to_pin', 3, ['Ann'], '4 ft 0 in']);
    });
  },
  { now: () => facilityInstant('2026-11-19', '21:00') },
);
