// Side games the simulator measures over HTTP on SQLite and Postgres (docs/decisions/279-league-side-games.md):
// the league chooses the holes on its night, the organiser enters each player's distance with the round's cards
// (only on those holes of the round's course, a par 3 for closest to the pin, only for its players, in sane
// ranges), players read the winners beside the skins, and the round's results e-mail names them with the distance.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { quietLeagueNight, ROUND_CARDS } from '../support/league-night';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const NOW = facilityInstant('2026-11-19', '21:00');
const RESULTS = /^Round 2 results: Thursday Net$/;

describeEachDatabase(
  'league side games',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    // Lakeside Nine: holes 3 and 6 are its par 3s; hole 4 a par 5.
    const night = () =>
      quietLeagueNight(ctx, admin, inbox, {
        night: { skinsMode: 'net', closestToPinHoles: [3, 6], longDriveHoles: [4] },
      });

    it('takes the distances on the chosen holes and names the winners to players and in the results e-mail', async () => {
      const { leagueId, players, clients, rounds } = await night();
      const league = await admin.get(`/api/leagues/${leagueId}`);
      expect([league.body.closestToPinHoles, league.body.longDriveHoles]).toEqual([[3, 6], [4]]);
      const path = `/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`;
      const saved = await admin.put(path, {
        entries: [
          { game: 'closest_to_pin', participantId: players.Ann, hole: 3, feet: 4, inches: 2 },
          { game: 'closest_to_pin', participantId: players.Bob, hole: 3, feet: 6, inches: 0 },
          { game: 'long_drive', participantId: players.Ann, hole: 4, yards: 265 },
          { game: 'long_drive', participantId: players.Bob, hole: 4, yards: 287 },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // A player of the league reads them beside the round's skins.
      const read = await clients.Bob!.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`);
      expect(read.status).toBe(200);
      const games = read.body.sideGames as Array<{
        game: string;
        hole: number;
        winners: { players: string[] }[];
        distance: string | null;
      }>;
      expect(games.map((g) => [g.game, g.hole, g.winners.map((w) => w.players.join(' & ')), g.distance])).toEqual([
        ['closest_to_pin', 3, ['Ann'], '4 ft 2 in'],
        ['closest_to_pin', 6, [], null],
        ['long_drive', 4, ['Bob'], '287 yards'],
      ]);
      // A second entry replaces the first; a null distance clears it.
      await admin.put(path, {
        entries: [
          { game: 'closest_to_pin', participantId: players.Bob, hole: 3, feet: 3, inches: 11 },
          { game: 'long_drive', participantId: players.Bob, hole: 4, yards: null },
        ],
      });
      const after = (await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`)).body
        .sideGames as typeof games;
      expect(after.map((g) => [g.winners.map((w) => w.players.join(' & ')), g.distance])).toEqual([
        [['Bob'], '3 ft 11 in'],
        [[], null],
        [['Ann'], '265 yards'],
      ]);

      // The last card completes the round: its results e-mail goes.
      const cards = (['Ann', 'Bob'] as const).map((n) => ({ participantId: players[n], holes: ROUND_CARDS[2][n] }));
      await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, { entries: cards });
      const ann = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('ann@example.com'));
      expect(ann.text).toContain(
        'Side games:\n- Closest to the pin, hole 3: Bob (3 ft 11 in)\n- Closest to the pin, hole 6: no distance entered\n- Long drive, hole 4: Ann (265 yards)',
      );
      expect(ann.html).toContain('Closest to the pin, hole 3: Bob (3 ft 11 in)');
      await ctx.app.services.outbox.settle();

      const log = await admin.get('/api/admin/activity?action=league.side-games-saved');
      expect(log.status).toBe(200);
    });

    it('refuses distances off the chosen holes, out of range, for non-players, and from anyone but the organiser', async () => {
      const { leagueId, players, clients, rounds } = await night();
      const path = `/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`;
      const put = (entry: object, as = admin) => as.put(path, { entries: [entry] });
      const refused = async (entry: object, message: string) => {
        const res = await put(entry);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.message).toBe(message);
      };
      const ann = players.Ann!;
      await refused(
        { game: 'closest_to_pin', participantId: ann, hole: 4, feet: 3, inches: 0 },
        'This hole is not one of the league’s holes for this game',
      );
      await refused(
        { game: 'long_drive', participantId: ann, hole: 3, yards: 280 },
        'This hole is not one of the league’s holes for this game',
      );
      await refused(
        { game: 'long_drive', participantId: ann, hole: 4, yards: 600 },
        'Yards must be a whole number from 50 to 450',
      );
      await refused(
        { game: 'closest_to_pin', participantId: ann, hole: 3, feet: 3, inches: 12 },
        'Inches must be a whole number from 0 to 11',
      );
      await refused(
        { game: 'closest_to_pin', participantId: 999_999, hole: 3, feet: 3, inches: 1 },
        'This player does not play in this round',
      );
      // A player of the league is not its organiser.
      expect((await put({ game: 'long_drive', participantId: ann, hole: 4, yards: 280 }, clients.Bob)).status).toBe(
        403,
      );
      // A round still to come takes no distances.
      const future = await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: 3, roundDate: '2026-11-26' });
      const early = await admin.put(`/api/leagues/${leagueId}/rounds/${future.body.id}/side-games`, {
        entries: [{ game: 'long_drive', participantId: ann, hole: 4, yards: 280 }],
      });
      expect(early.status).toBe(409);
      // Nothing refused was kept.
      const games = (await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`)).body.sideGames as {
        entries: unknown[];
      }[];
      expect(games.flatMap((g) => g.entries)).toEqual([]);
      // The league's holes are checked as they are chosen.
      const badHoles = await admin.put(`/api/leagues/${leagueId}/night`, { closestToPinHoles: [3, 3] });
      expect(badHoles.status).toBe(400);
    });

    it('takes a closest to the pin only with a score on the hole that allows it: 0 ft 0 in is an ace, a 1 (decision 484)', async () => {
      const { leagueId, players, clients, rounds } = await night();
      const ace = { game: 'closest_to_pin', hole: 3, feet: 0, inches: 0 };
      const aceNeedsOne = 'A distance of 0 ft 0 in is an ace: the card must show a 1 on this hole';
      // Before any card, and with a 3 on the hole posted by Ann herself: refused.
      const early = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`, {
        entries: [{ ...ace, participantId: players.Ann }],
      });
      expect([early.status, early.body.message]).toEqual([400, aceNeedsOne]);
      const myCard = `/api/leagues/${leagueId}/rounds/${rounds[1]}/my-card`;
      const withThree = await clients.Ann!.put(myCard, { holes: ROUND_CARDS[2].Ann, sideGames: [ace] });
      expect([withThree.status, withThree.body.fieldErrors]).toEqual([400, { 'sideGames.0.feet': [aceNeedsOne] }]);
      // Her ace posted with its 1: taken, and the organiser's sheet then agrees with it.
      const aceCard = [5, 4, 1, 5, 4, 4, 5, 5, 5];
      const posted = await clients.Ann!.put(myCard, { holes: aceCard, sideGames: [ace] });
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      const withOne = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`, {
        entries: [{ ...ace, participantId: players.Ann }],
      });
      expect(withOne.status, JSON.stringify(withOne.body)).toBe(200);
      // A 1 with a distance is not an ace.
      const notAce = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`, {
        entries: [{ ...ace, participantId: players.Ann, feet: 3 }],
      });
      expect([notAce.status, notAce.body.message]).toEqual([
        400,
        'A 1 on this hole is an ace: its distance to the pin is 0 ft 0 in',
      ]);
    });
  },
  { env: smtp.env, now: () => NOW },
);
