// The league night's printouts and leaderboard over real HTTP on SQLite and Postgres
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): the bay sheet and scorecards with each
// team's handicap strokes by stroke index, the leaderboard of tonight's round as scores are saved, who may read
// them, and a player's results e-mail choice.
import { beforeEach, expect, it } from 'vitest';
import {
  facilityInstant,
  type ActivityEntry,
  type LeaderboardRow,
  type NightCard,
  type PlayerHandicap,
  type StandingsRow,
} from '@longwood/core';
import { LAKESIDE_NINE } from '../support/courses';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { joinLeagueAs, organiserOf } from '../support/league-players';
import { leagueRequest } from '../support/requests';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';

const NOW = facilityInstant('2026-11-19', '19:00');

describeEachDatabase(
  'league night printouts and leaderboard',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    /** A two-bay net league on the Nine: Ann and Bob played round 1, Cy is new; round 2 is tonight. */
    const night = () =>
      netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cy'],
        roundDates: ['2026-11-12', '2026-11-19'],
        league: { numberOfBays: 2 },
      });

    it("prints tonight's bays and each card's handicap strokes on the holes by stroke index", async () => {
      const { leagueId, players, clients, rounds } = await night();
      const res = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/night-sheet`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        leagueName: 'Thursday Net',
        round: { roundNumber: 2, roundDate: '2026-11-19' },
        course: { name: 'Lakeside Nine', par: 36 },
      });
      // Three players over the league's two bays, 6 to 8 PM: on night 1 Ann alone would have bay 1 and Bob and Cy bay 2;
      // the bays rotate with the nights, so on night 2 Bob and Cy have bay 1 and Ann bay 2.
      expect(
        res.body.bays.map((b: { bay: number; startTime: string; endTime: string; teamIds: number[] }) => [
          b.bay,
          b.startTime.slice(0, 5),
          b.endTime.slice(0, 5),
          b.teamIds.length,
        ]),
      ).toEqual([
        [1, '18:00', '20:00', 2],
        [2, '18:00', '20:00', 1],
      ]);
      const cards = new Map((res.body.cards as NightCard[]).map((c) => [c.players[0], c]));
      // Ann off 9.0: 5 strokes on nine holes, on stroke indexes 1 to 5 (holes 1, 2, 4, 7, 8).
      expect(cards.get('Ann')).toMatchObject({
        participantId: players.Ann,
        bay: 2,
        handicap: 9,
        strokes: 5,
        strokesOnHoles: [1, 1, 0, 1, 0, 0, 1, 1, 0],
      });
      // Bob off 16.2: 8 strokes, every hole but stroke index 9 (hole 3).
      expect(cards.get('Bob')).toMatchObject({ bay: 1, handicap: 16.2, strokes: 8 });
      expect(cards.get('Bob')!.strokesOnHoles).toEqual([1, 1, 0, 1, 1, 1, 1, 1, 1]);
      // Cy has no round yet: provisional, no strokes.
      expect(cards.get('Cy')).toMatchObject({ bay: 1, handicap: null, strokes: 0 });
      expect(cards.get('Cy')!.strokesOnHoles).toEqual(Array(9).fill(0));

      // Organisers only: a player of the league gets 403, an unknown round 404.
      expect((await clients.Ann!.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/night-sheet`)).status).toBe(403);
      expect((await admin.get(`/api/leagues/${leagueId}/rounds/999999/night-sheet`)).status).toBe(404);
    });

    it('gives each foursome a tee time when the night has more foursomes than bays, rotating with the nights', async () => {
      // Six players on the league's one bay, 6 to 8 PM: two groups of three (shared evenly) in two waves, 6:00 and 7:00 PM.
      const { leagueId, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'],
        roundDates: ['2026-11-12', '2026-11-19'],
        league: { numberOfBays: 1 },
      });
      let bay = 0;
      const teeTimes = async (roundId: number) => {
        const res = await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/night-sheet`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const cards = res.body.cards as NightCard[];
        bay = res.body.bays[0].bay as number;
        expect(
          res.body.bays.map((b: { bay: number; startTime: string; endTime: string }) => [
            b.bay,
            b.startTime.slice(0, 5),
            b.endTime.slice(0, 5),
          ]),
        ).toEqual([
          [bay, '18:00', '19:00'],
          [bay, '19:00', '20:00'],
        ]);
        return new Map(cards.map((c) => [c.players[0], [c.bay, c.teeTime?.slice(0, 5)]]));
      };
      const night1 = await teeTimes(rounds[0]!);
      expect(night1.get('Ann')).toEqual([bay, '18:00']);
      expect(night1.get('Fay')).toEqual([bay, '19:00']);
      expect([...night1.values()].filter(([, t]) => t === '18:00')).toHaveLength(3);
      // Night 2: the groups swap waves.
      const night2 = await teeTimes(rounds[1]!);
      expect(night2.get('Ann')).toEqual([bay, '19:00']);
      expect(night2.get('Fay')).toEqual([bay, '18:00']);
    });

    /**
     * A net scramble league on the Nine starting teams off entered handicaps (Ann with Guest One, Bob with Guest Two),
     * with round 1 tonight.
     */
    async function scrambleNight() {
      const course = await admin.post('/api/admin/courses', LAKESIDE_NINE);
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Friday Scramble',
          leagueType: 'scramble',
          startDate: '2026-11-26',
          endDate: '2026-12-17',
          numberOfBays: 1,
        }),
      );
      const leagueId = created.body.id as number;
      const settings = await admin.put(`/api/leagues/${leagueId}/night`, {
        handicapMode: 'league',
        handicapNewPlayer: 'entered',
        rankBy: 'net',
      });
      expect(settings.status, JSON.stringify(settings.body)).toBe(200);
      const leads: Record<string, number> = {};
      for (const [name, partner] of [
        ['Ann', 'Guest One'],
        ['Bob', 'Guest Two'],
      ] as const) {
        const email = `${name.toLowerCase()}@example.com`;
        const { user, client } = await ctx.signInAs({ isMember: true, name, username: email, email });
        const joined = await client.post(`/api/leagues/${leagueId}/join`, {
          userId: user.id,
          isTeamLead: true,
          player2Name: partner,
          player2Email: `${partner.replace(' ', '.').toLowerCase()}@elsewhere.example`,
        });
        expect(joined.status, JSON.stringify(joined.body)).toBe(201);
        leads[name] = joined.body[0].id as number;
      }
      // Round 1 on the Nine, tonight; its night sheet's cards by first player.
      const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
        roundNumber: 1,
        roundDate: '2026-11-19',
        courseId: course.body.id,
      });
      const sheetOf = async () => {
        const res = await admin.get(`/api/leagues/${leagueId}/rounds/${round.body.id}/night-sheet`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return new Map((res.body.cards as NightCard[]).map((c) => [c.players[0], c]));
      };
      return { leagueId, leads, roundId: round.body.id as number, sheetOf };
    }

    it("prints a scramble team's card off its team handicap by the allowance, the strokes its net is given", async () => {
      const { leagueId, leads, roundId, sheetOf } = await scrambleNight();
      // Ann's team: players off 10 and 18, so 35 % of 10 + 15 % of 18 = 6.2, entered as its starting handicap.
      const set = await admin.put(`/api/leagues/${leagueId}/participants/${leads.Ann}/handicap`, {
        startingHandicap: 6.2,
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      // 6.2 on nine holes: 3 strokes, on stroke indexes 1 to 3 (holes 2, 7 and 4).
      const annCard = {
        players: ['Ann', 'Guest One'],
        handicap: 6.2,
        handicapBasis: '35 % of the lower + 15 % of the higher',
        // Entered as one figure: no players' handicaps to print.
        playerHandicaps: null,
        strokes: 3,
        strokesOnHoles: [0, 1, 0, 1, 0, 0, 1, 0, 0],
      };
      const before = await sheetOf();
      expect(before.get('Ann')).toMatchObject(annCard);
      expect(before.get('Bob')).toMatchObject({ handicap: null, handicapBasis: null, strokes: 0 });

      // The team's 38 is net 35 in the standings: the card's 3 strokes.
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
        entries: [
          { participantId: leads.Ann, holes: [4, 4, 3, 5, 4, 4, 5, 5, 4] },
          { participantId: leads.Bob, holes: [5, 4, 4, 5, 4, 4, 5, 5, 4] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect((standings.body.rows as StandingsRow[]).map((r) => [r.players, r.handicap, r.net])).toContainEqual([
        ['Ann', 'Guest One'],
        6.2,
        35,
      ]);
      expect((await sheetOf()).get('Ann')).toMatchObject(annCard);
    });

    it("keeps a scramble team's two players' handicaps, makes its starting handicap from them and prints both", async () => {
      const { leagueId, leads, sheetOf } = await scrambleNight();
      const url = `/api/leagues/${leagueId}/participants/${leads.Ann}/handicap`;
      const refused = async (body: object) => {
        const res = await admin.put(url, body);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        return Object.keys(res.body.fieldErrors as object);
      };
      // Both or neither, each a handicap, and no other team figure beside them.
      expect(await refused({ playerHandicaps: [10] })).toEqual(['playerHandicaps']);
      expect(await refused({ playerHandicaps: [10, 60] })).toEqual(['playerHandicaps.1']);
      expect(await refused({ playerHandicaps: ['ten', 18] })).toEqual(['playerHandicaps.0']);
      expect(await refused({ playerHandicaps: [10, 18], startingHandicap: 7 })).toEqual(['startingHandicap']);
      expect(await refused({ playerHandicaps: [10, 18], startingHandicap: null })).toEqual(['startingHandicap']);

      // 35 % of the lower 10 + 15 % of the higher 18 = 6.2, worked out by the server (the same figure may be sent).
      const set = await admin.put(url, { playerHandicaps: [18, 10] });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const ann = {
        startingHandicap: 6.2,
        playerHandicaps: [
          { name: 'Ann', handicap: 18 },
          { name: 'Guest One', handicap: 10 },
        ],
      };
      expect(set.body).toMatchObject({ ...ann, current: { handicap: 6.2, basis: 'starting handicap' } });
      const same = await admin.put(url, { playerHandicaps: [18, 10], startingHandicap: 6.2 });
      expect(same.status, JSON.stringify(same.body)).toBe(200);
      // Reopened: the Handicaps list has both; Bob's team entered none.
      const list = (await admin.get(`/api/leagues/${leagueId}/handicaps`)).body.handicaps as PlayerHandicap[];
      expect(list.find((h) => h.participantId === leads.Ann)).toMatchObject(ann);
      expect(list.find((h) => h.participantId === leads.Bob)).toMatchObject({ playerHandicaps: null });

      const sheet = await sheetOf();
      expect(sheet.get('Ann')).toMatchObject({
        players: ['Ann', 'Guest One'],
        playerHandicaps: ann.playerHandicaps,
        handicap: 6.2,
        handicapBasis: '35 % of the lower + 15 % of the higher',
        strokes: 3,
      });
      expect(sheet.get('Bob')).toMatchObject({ playerHandicaps: null, handicap: null });

      // The activity log says the players' handicaps before and after.
      const log = (await admin.get('/api/admin/activity?action=league.handicap-set')).body.items as ActivityEntry[];
      expect(log.at(-1)).toMatchObject({
        before: { player: 'Ann', startingHandicap: null, playerHandicaps: null },
        after: { player: 'Ann', startingHandicap: 6.2, playerHandicaps: 'Ann 18.0 · Guest One 10.0', handicap: 6.2 },
      });

      // A starting handicap typed as one figure drops the players' handicaps: they no longer made it.
      const typed = await admin.put(url, { startingHandicap: 5 });
      expect(typed.body).toMatchObject({ startingHandicap: 5, playerHandicaps: null });
      expect((await sheetOf()).get('Ann')).toMatchObject({ handicap: 5, playerHandicaps: null });
      const latest = (await admin.get('/api/admin/activity?action=league.handicap-set')).body.items as ActivityEntry[];
      expect(latest[0]).toMatchObject({
        before: { startingHandicap: 6.2, playerHandicaps: 'Ann 18.0 · Guest One 10.0' },
        after: { startingHandicap: 5, playerHandicaps: null },
      });
    });

    it("refuses players' handicaps for a team that is not a scramble team of two", async () => {
      const { leagueId, players } = await night();
      const res = await admin.put(`/api/leagues/${leagueId}/participants/${players.Ann}/handicap`, {
        playerHandicaps: [10, 18],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        playerHandicaps: ['Players’ handicaps make the starting handicap of a scramble team of two players'],
      });
    });

    it('puts the two sides of each match-play pairing on one bay', async () => {
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Thursday Match Play',
          scoringType: 'match_play',
          startDate: '2026-11-26',
          endDate: '2026-12-17',
          numberOfBays: 2,
        }),
      );
      const leagueId = created.body.id as number;
      const { players } = await joinLeagueAs(ctx, leagueId, ['Ann', 'Bob', 'Cy', 'Di']);
      const round = await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: 1, roundDate: '2026-11-19' });
      // The organiser pairs Ann with Di and Bob with Cy.
      const paired = await admin.put(`/api/leagues/${leagueId}/rounds/${round.body.id}/pairings`, {
        pairings: [
          { participantId: players.Ann, opponentParticipantId: players.Di },
          { participantId: players.Bob, opponentParticipantId: players.Cy },
        ],
      });
      expect(paired.status, JSON.stringify(paired.body)).toBe(200);
      const res = await admin.get(`/api/leagues/${leagueId}/rounds/${round.body.id}/night-sheet`);
      expect(res.status).toBe(200);
      const nameOf = new Map((res.body.cards as NightCard[]).map((c) => [c.teamId, c.players[0]]));
      expect(
        res.body.bays.map((b: { bay: number; teamIds: number[] }) => [b.bay, b.teamIds.map((t) => nameOf.get(t))]),
      ).toEqual([
        [1, ['Ann', 'Di']],
        [2, ['Bob', 'Cy']],
      ]);
      // Match play without handicaps: no strokes on the cards.
      expect((res.body.cards as NightCard[]).every((c) => c.handicap === null && c.strokes === 0)).toBe(true);
    });

    it("follows tonight's round as its scores are saved, for the league's players only", async () => {
      const { leagueId, players, clients, rounds } = await night();
      const before = await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(before.body).toMatchObject({ rankBy: 'net', round: { roundNumber: 2 }, holeCount: 9 });
      expect((before.body.rows as LeaderboardRow[]).map((r) => [r.players[0], r.rank, r.thru, r.handicap])).toEqual([
        ['Ann', null, 0, 9],
        ['Bob', null, 0, 16.2],
        ['Cy', null, 0, null],
      ]);

      // Ann 40 off 9.0 (net 35), Bob 44 off 16.2 (net 36): Ann leads on net though Bob is not far behind.
      await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: ROUND_CARDS[2].Ann },
          { participantId: players.Bob, holes: ROUND_CARDS[2].Bob },
        ],
      });
      const after = await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect(
        (after.body.rows as LeaderboardRow[]).map((r) => [r.players[0], r.rank, r.thru, r.gross, r.net, r.toPar]),
      ).toEqual([
        ['Ann', 1, 9, 40, 35, -1],
        ['Bob', 2, 9, 44, 36, 0],
        ['Cy', null, 0, null, null, null],
      ]);

      const outsider = (await ctx.signInAs({ isMember: true, username: 'dee@example.com' })).client;
      expect((await outsider.get(`/api/leagues/${leagueId}/leaderboard`)).status).toBe(403);
      expect((await admin.get(`/api/leagues/${leagueId}/leaderboard`)).status).toBe(200);
    });

    it('places two equal nets by countback on the last holes, net with their share of the strokes', async () => {
      const { leagueId, players, clients, rounds } = await night();
      // Ann 40 off 9.0 (5 strokes) and Bob 43 off 16.2 (8 strokes): both net 35. Last 6 holes: Ann 28 less 5 × 6/9
      // = 24.67, Bob 29 less 8 × 6/9 = 23.67, so Bob is ahead though his last six took a stroke more.
      const bob = [5, 5, 4, 5, 5, 4, 5, 5, 5];
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: ROUND_CARDS[2].Ann },
          { participantId: players.Bob, holes: bob },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const board = await clients.Ann!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect(
        (board.body.rows as LeaderboardRow[]).map((r) => [r.players[0], r.rank, r.gross, r.net, r.tieBreak]),
      ).toEqual([
        ['Bob', 1, 43, 35, 'Tied on net; ahead on countback (last 6)'],
        ['Ann', 2, 40, 35, 'Tied on net; behind on countback (last 6)'],
        ['Cy', null, null, null, null],
      ]);
    });

    it("keeps each player's choice about the results e-mail, on until they turn it off", async () => {
      const { leagueId, clients } = await night();
      expect((await clients.Ann!.get(`/api/leagues/${leagueId}/results-mail`)).body).toEqual({ resultsMail: true });
      const off = await clients.Ann!.put(`/api/leagues/${leagueId}/results-mail`, { resultsMail: false });
      expect([off.status, off.body]).toEqual([200, { resultsMail: false }]);
      expect((await clients.Ann!.get(`/api/leagues/${leagueId}/results-mail`)).body).toEqual({ resultsMail: false });
      // Bob's own choice is his: unchanged.
      expect((await clients.Bob!.get(`/api/leagues/${leagueId}/results-mail`)).body).toEqual({ resultsMail: true });
      const outsider = (await ctx.signInAs({ isMember: true, username: 'dee@example.com' })).client;
      expect((await outsider.put(`/api/leagues/${leagueId}/results-mail`, { resultsMail: false })).status).toBe(403);
      const bad = await clients.Bob!.put(`/api/leagues/${leagueId}/results-mail`, { resultsMail: 'no' });
      expect(bad.status).toBe(400);
    });
  },
  { now: () => NOW },
);
