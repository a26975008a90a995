// League handicaps, net standings and skins over real HTTP on SQLite and Postgres
// (docs/decisions/211-league-handicaps-and-scorecards.md), on a hand-worked 9-hole night: handicaps from the
// rounds before, strokes by stroke index, standings ranked by net with each row's handicap and net, net skins with
// carry-overs, the organiser's override with its reason in the activity log, and a blow-up hole counted for
// handicaps at net double bogey (docs/decisions/211-league-handicaps-and-scorecards.md).
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant, type ActivityEntry, type PlayerHandicap, type StandingsRow } from '@longwood/core';
import { LAKESIDE_NINE } from '../support/courses';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { joinLeagueAs, organiserOf } from '../support/league-players';
import { leagueOnTheNine, netLeagueNight, saveRoundCards } from '../support/league-night';

const NOW = facilityInstant('2026-11-21', '15:00');
// ROUND_CARDS: round 1 Ann 41 (+5, ×2 = 10), Bob 45 (+9, ×2 = 18), nobody with a handicap yet; round 2 Ann 40 off 9.0
// (5 strokes on 9 holes: net 35), Bob 44 off 16.2 (8 strokes: net 36).

describeEachDatabase(
  'league handicaps, net and skins',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    /** Ann and Bob's rounds 1 and 2 (ROUND_CARDS), handicaps over their last 8 rounds, net skins carried over. */
    async function night() {
      const made = await netLeagueNight(ctx, admin, {
        night: { handicapRounds: 8, handicapBestOf: 5, skinsMode: 'net', skinsCarryOver: true },
      });
      expect(made.night).toMatchObject({ handicapMode: 'league', rankBy: 'net', skinsMode: 'net' });
      await saveRoundCards(admin, made.leagueId, made.rounds[1]!, made.players, 2);
      return made;
    }

    it('gives strokes from the handicap taken into each round and ranks the standings by net', async () => {
      const { leagueId, clients } = await night();
      const res = await clients.Ann!.get(`/api/leagues/${leagueId}/handicaps`);
      expect(res.status).toBe(200);
      const byName = new Map((res.body.handicaps as PlayerHandicap[]).map((h) => [h.players[0], h]));
      expect(byName.get('Ann')!.rounds.map((r) => [r.gross, r.handicapBefore, r.strokesGiven, r.net])).toEqual([
        [41, null, 0, 41],
        [40, 9, 5, 35],
      ]);
      expect(byName.get('Bob')!.rounds.map((r) => [r.gross, r.handicapBefore, r.strokesGiven, r.net])).toEqual([
        [45, null, 0, 45],
        [44, 16.2, 8, 36],
      ]);
      // Ann: 10 and 8 → 9 × 90 % = 8.1. Bob: 18 and 16 → 17 × 90 % = 15.3.
      expect(byName.get('Ann')!.current).toMatchObject({
        handicap: 8.1,
        basis: 'average of last 2 rounds, 90 %, net double bogey',
      });
      expect(byName.get('Bob')!.current.handicap).toBe(15.3);

      const standings = await clients.Bob!.get(`/api/leagues/${leagueId}/standings`);
      expect(standings.status).toBe(200);
      // Net beside gross: Ann 41 and 40 (average 40.5), Bob 45 and 44 (44.5); each round as gross and net.
      const rows = standings.body.rows as StandingsRow[];
      expect(rows.map((r) => [r.players[0], r.rank, r.handicap, r.net, r.gross, r.averageStrokes])).toEqual([
        ['Ann', 1, 8.1, 38, 40.5, 38],
        ['Bob', 2, 15.3, 40.5, 44.5, 40.5],
      ]);
      expect(rows[0]!.weeks.map((w) => [w.strokes, w.gross, w.net])).toEqual([
        [41, 41, 41],
        [35, 40, 35],
      ]);
    });

    it('wins net skins with carry-overs from the hole scores', async () => {
      const { leagueId, players, clients, rounds } = await night();
      const res = await clients.Bob!.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`);
      expect(res.status).toBe(200);
      // Net Ann 4 3 3 4 4 4 4 4 5, Bob 4 5 4 4 4 3 4 4 4.
      expect(res.body).toEqual({
        // No side game chosen: none played (decision 279).
        sideGames: [],
        // No flights: one field's skins (decision 288).
        skins: [
          { hole: 2, participantId: players.Ann, teamId: expect.any(Number), value: 2, flight: null },
          { hole: 3, participantId: players.Ann, teamId: expect.any(Number), value: 1, flight: null },
          { hole: 6, participantId: players.Bob, teamId: expect.any(Number), value: 3, flight: null },
          { hole: 9, participantId: players.Bob, teamId: expect.any(Number), value: 3, flight: null },
        ],
      });
      await admin.put(`/api/leagues/${leagueId}/night`, { skinsMode: 'gross', skinsCarryOver: false });
      const gross = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`);
      // Gross 5 4 3 5 4 4 5 5 5 against 5 6 4 5 5 4 5 5 5: Ann wins 2, 3 and 5.
      expect((gross.body.skins as Array<{ hole: number; value: number }>).map((s) => [s.hole, s.value])).toEqual([
        [2, 1],
        [3, 1],
        [5, 1],
      ]);
      const outsider = (await ctx.signInAs({ isMember: true, username: 'cy@example.com' })).client;
      expect((await outsider.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`)).status).toBe(403);
      const bad = await admin.put(`/api/leagues/${leagueId}/night`, { handicapRounds: 3, handicapBestOf: 5 });
      expect([bad.status, bad.body.fieldErrors]).toEqual([
        400,
        { handicapBestOf: ['Best rounds must be between 1 and the rounds counted'] },
      ]);
    });

    it('refuses a total without its holes on a course once the league takes no totals', async () => {
      const { leagueId, players, rounds } = await night();
      const total = { entries: [{ participantId: players.Ann, strokes: 39 }] };
      // Totals allowed by default: a card not kept by the hole replaces Ann's holes.
      const allowed = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/scores`, total);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
      const off = await admin.put(`/api/leagues/${leagueId}/night`, { allowTotals: false });
      expect([off.status, off.body.allowTotals]).toEqual([200, false]);
      const refused = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, total);
      expect([refused.status, refused.body.fieldErrors]).toEqual([
        400,
        { 'entries.0.holes': ['This league enters scores hole by hole: enter a score for each hole, not a total.'] },
      ]);
      const scores = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`);
      const ann = (scores.body as Array<{ participantId: number; id: number; strokes: number }>).find(
        (s) => s.participantId === players.Ann,
      )!;
      expect(ann.strokes).toBe(40);
      const patched = await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${ann.id}`, { strokes: 38 });
      expect([patched.status, Object.keys(patched.body.fieldErrors ?? {})]).toEqual([400, ['holes']]);
      const byHole = await admin.request('PATCH', `/api/leagues/${leagueId}/scores/${ann.id}`, {
        holes: [4, 4, 3, 5, 4, 4, 5, 5, 5],
      });
      expect([byHole.status, byHole.body.strokes]).toEqual([200, 39]);
    });

    it("breaks a tie on net by countback on the round's last holes, net with their share of the strokes", async () => {
      const { leagueId, courseId } = await leagueOnTheNine(
        admin,
        { name: 'Countback Net' },
        { handicapMode: 'league', handicapNewPlayer: 'entered', rankBy: 'net' },
      );
      const { players } = await joinLeagueAs(ctx, leagueId, ['Ann', 'Bob']);
      // Ann plays off 10 (5 strokes on nine holes), Bob off scratch.
      for (const [name, handicap] of [
        ['Ann', 10],
        ['Bob', 0],
      ] as const) {
        const set = await admin.put(`/api/leagues/${leagueId}/participants/${players[name]}/handicap`, {
          startingHandicap: handicap,
        });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
      }
      const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
        roundNumber: 1,
        roundDate: '2026-11-19',
        courseId,
      });
      // Ann 41 − 5 = 36, last 6 holes 26 − 5 × 6/9 = 22.67; Bob 36, last 6 holes 24: Ann ahead.
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${round.body.id}/scores`, {
        entries: [
          { participantId: players.Ann, holes: [5, 5, 5, 4, 4, 4, 5, 5, 4] },
          { participantId: players.Bob, holes: [4, 4, 4, 4, 4, 4, 4, 4, 4] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect((standings.body.rows as StandingsRow[]).map((r) => [r.players[0], r.rank, r.net, r.tieBreak])).toEqual([
        ['Ann', 1, 36, 'Tied on net average; ahead on countback (last 6)'],
        ['Bob', 2, 36, 'Tied on net average; behind on countback (last 6)'],
      ]);
    });

    it("records the organiser's override with its reason and holds it from the next round", async () => {
      const { leagueId, players } = await night();
      const noReason = await admin.put(`/api/leagues/${leagueId}/participants/${players.Bob}/handicap`, {
        override: { handicap: 12, reason: '' },
      });
      expect(noReason.status).toBe(400);
      const res = await admin.put(`/api/leagues/${leagueId}/participants/${players.Bob}/handicap`, {
        override: { handicap: 12, reason: 'Agreed after the qualifier' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.current).toEqual({
        handicap: 12,
        provisional: false,
        overridden: true,
        basis: 'set by the organiser: Agreed after the qualifier',
      });
      // Rounds already played keep the handicaps they were played off.
      expect(res.body.rounds.map((r: { strokesGiven: number }) => r.strokesGiven)).toEqual([0, 8]);
      const log = await admin.get('/api/admin/activity?action=league.handicap-set');
      const entries = log.body.items as ActivityEntry[];
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        targetType: 'league',
        targetLabel: 'Thursday Net',
        before: { player: 'Bob', handicap: 15.3 },
        after: { player: 'Bob', handicap: 12, basis: 'set by the organiser: Agreed after the qualifier' },
      });
      const cleared = await admin.put(`/api/leagues/${leagueId}/participants/${players.Bob}/handicap`, {
        override: null,
      });
      expect(cleared.body.current.handicap).toBe(15.3);
      // Clearing it is in the log too, newest first.
      const after = (await admin.get('/api/admin/activity?action=league.handicap-set')).body.items as ActivityEntry[];
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({
        before: { player: 'Bob', handicap: 12 },
        after: { player: 'Bob', handicap: 15.3, basis: 'average of last 2 rounds, 90 %, net double bogey' },
      });
    });

    it("counts a blow-up hole at net double bogey in a new league's handicaps, and every stroke once it is off", async () => {
      const { leagueId, courseId, night } = await leagueOnTheNine(
        admin,
        { name: 'Blow-up Net' },
        { handicapMode: 'league', handicapAllowance: 100, handicapProvisionalRounds: 1 },
      );
      // On by default for a new league.
      expect(night.netDoubleBogey).toBe(true);
      const { players, clients } = await joinLeagueAs(ctx, leagueId, ['Ann']);
      // Pars 4 4 3 5 4 3 4 5 4. Round 1: an 11 on the par-3 third (44); round 2: an 11 on the par-4 second (43).
      const pars = LAKESIDE_NINE.holes.map((h) => h.par);
      for (const [n, date, hole] of [
        [1, '2026-11-12', 2],
        [2, '2026-11-19', 1],
      ] as const) {
        const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
          roundNumber: n,
          roundDate: date,
          courseId,
        });
        const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${round.body.id}/scores`, {
          entries: [{ participantId: players.Ann, holes: pars.map((par, i) => (i === hole ? 11 : par)) }],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
      const ann = async () =>
        ((await clients.Ann!.get(`/api/leagues/${leagueId}/handicaps`)).body.handicaps as PlayerHandicap[])[0]!;
      // Round 1 without a handicap: the 11 counts par + 5 = 8, so 41 (differential 10) → 10.0. Round 2 off 10.0
      // (5 strokes, one on stroke index 1, the second): the 11 counts 4 + 2 + 1 = 7, so 39 (differential 6) → 8.0.
      const capped = await ann();
      expect(capped.current).toMatchObject({ handicap: 8, basis: 'average of last 2 rounds, 100 %, net double bogey' });
      // The cards themselves are what was played.
      expect(capped.rounds.map((r) => [r.gross, r.handicapBefore, r.strokesGiven, r.net])).toEqual([
        [44, null, 0, 44],
        [43, 10, 5, 38],
      ]);
      const off = await admin.put(`/api/leagues/${leagueId}/night`, { netDoubleBogey: false });
      expect([off.status, off.body.netDoubleBogey]).toEqual([200, false]);
      // Every stroke counts: differentials 16 and 14 → 15.0; round 2 was played off 16.0 (8 strokes).
      const uncapped = await ann();
      expect(uncapped.current).toMatchObject({ handicap: 15, basis: 'average of last 2 rounds, 100 %' });
      expect(uncapped.rounds.map((r) => [r.gross, r.handicapBefore, r.strokesGiven, r.net])).toEqual([
        [44, null, 0, 44],
        [43, 16, 8, 35],
      ]);
      const bad = await admin.put(`/api/leagues/${leagueId}/night`, { netDoubleBogey: 'yes' });
      expect([bad.status, bad.body.fieldErrors]).toEqual([
        400,
        { netDoubleBogey: ['Net double bogey must be on or off'] },
      ]);
    });
  },
  { now: () => NOW },
);
