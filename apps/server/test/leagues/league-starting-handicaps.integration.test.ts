// The whole field's starting handicaps in one save over HTTP on SQLite and Postgres
// (docs/decisions/290-starting-handicaps-for-the-field.md): all or nothing, an organiser's or an admin's, never a
// player's.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant, type PlayerHandicap } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, saveRoundCards } from '../support/league-night';

// The app's clock is pinned to the evening of round 1 (2026-11-26, a Thursday): the league's dates are fixed, a league
// may not start before yesterday and a round's results are entered from its day on (on 2026-11-28 the real date
// passed the first rule).
const NOW = facilityInstant('2026-11-26', '21:00');

describeEachDatabase(
  'league starting handicaps for the field',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    async function field() {
      return netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cy'],
        roundDates: ['2026-11-26', '2026-12-03'],
        night: { handicapNewPlayer: 'entered', handicapProvisionalRounds: 3 },
        unscored: true,
      });
    }
    const startingOf = async (client: TestClient, leagueId: number) => {
      const res = await client.get(`/api/leagues/${leagueId}/handicaps`);
      expect(res.status).toBe(200);
      return Object.fromEntries(
        (res.body.handicaps as PlayerHandicap[]).map((h) => [h.players[0], [h.startingHandicap, h.current.handicap]]),
      );
    };

    it("saves every player's starting handicap at once, each playing off it, and removes one with null", async () => {
      const { leagueId, players } = await field();
      const saved = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [
          { participantId: players.Ann, startingHandicap: 12.4 },
          { participantId: players.Bob, startingHandicap: -1.5 },
          { participantId: players.Cy, startingHandicap: 30 },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Each plays at the league's 90 % (decision 290): 12.4 as 11.2, +1.5 as +1.4 (-1.35 rounded away from zero), 30 as 27.
      expect(await startingOf(admin, leagueId)).toEqual({ Ann: [12.4, 11.2], Bob: [-1.5, -1.4], Cy: [30, 27] });
      const removed = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [{ participantId: players.Cy, startingHandicap: null }],
      });
      expect(removed.status).toBe(200);
      expect((await startingOf(admin, leagueId)).Cy).toEqual([null, null]);
    });

    it("plays a starting handicap at the league's allowance in the handicaps and the standings, or as entered", async () => {
      const { leagueId, players, rounds } = await field();
      const saved = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [
          { participantId: players.Ann, startingHandicap: 12.4 },
          { participantId: players.Bob, startingHandicap: 20 },
        ],
      });
      expect(saved.status).toBe(200);
      await saveRoundCards(admin, leagueId, rounds[0]!, players);
      const roundOf = async () => {
        const res = await admin.get(`/api/leagues/${leagueId}/handicaps`);
        return Object.fromEntries(
          (res.body.handicaps as PlayerHandicap[])
            .filter((h) => h.rounds.length > 0)
            .map((h) => [h.players[0], [h.rounds[0]!.handicapBefore, h.rounds[0]!.strokesGiven, h.rounds[0]!.net]]),
        );
      };
      const standingsOf = async () => {
        const res = await admin.get(`/api/leagues/${leagueId}/standings`);
        expect(res.status).toBe(200);
        return (res.body.rows as { players: string[]; handicap: number | null; net: number | null }[])
          .filter((r) => r.net !== null)
          .map((r) => [r.players[0], r.handicap, r.net]);
      };
      // Nine holes at 90 %: Ann 41 off 11.2 (5.6 → 6 strokes, net 35), Bob 45 off 18.0 (9 strokes, net 36).
      expect(await roundOf()).toEqual({ Ann: [11.2, 6, 35], Bob: [18, 9, 36] });
      expect(await standingsOf()).toEqual([
        ['Ann', 11.2, 35],
        ['Bob', 18, 36],
      ]);
      // Played as entered (a league from before): Ann off 12.4 (6 strokes, net 35), Bob off 20 (10 strokes, net 35).
      const asEntered = await admin.put(`/api/leagues/${leagueId}/night`, { startingHandicapAllowance: false });
      expect([asEntered.status, asEntered.body.startingHandicapAllowance]).toEqual([200, false]);
      expect(await roundOf()).toEqual({ Ann: [12.4, 6, 35], Bob: [20, 10, 35] });
      expect((await standingsOf()).map((r) => r[1])).toEqual(expect.arrayContaining([12.4, 20]));
    });

    it('holds a handicap within the most it may move in a night, set or cleared at any time (decision 490)', async () => {
      const { leagueId, players, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-26', '2026-12-03'],
        night: { handicapNewPlayer: 'entered', handicapProvisionalRounds: 1 },
        unscored: true,
      });
      const saved = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [{ participantId: players.Ann, startingHandicap: 30 }],
      });
      expect(saved.status).toBe(200);
      await saveRoundCards(admin, leagueId, rounds[0]!, players);
      const annAfter = async () => {
        const res = await admin.get(`/api/leagues/${leagueId}/handicaps`);
        const ann = (res.body.handicaps as PlayerHandicap[]).find((h) => h.players[0] === 'Ann')!;
        return [ann.rounds[0]!.handicapBefore, ann.rounds[0]!.handicapAfter, ann.current.basis];
      };
      // Off 27 (30 at 90 %), her first round says far less.
      const [before, free] = await annAfter();
      expect(before).toBe(27);
      expect(free as number).toBeLessThan(22);
      const capped = await admin.put(`/api/leagues/${leagueId}/night`, { handicapNightMove: 5 });
      expect([capped.status, capped.body.handicapNightMove]).toEqual([200, 5]);
      expect(await annAfter()).toEqual([27, 22, expect.stringMatching(/, moved at most 5 a night$/)]);
      const refused = await admin.put(`/api/leagues/${leagueId}/night`, { handicapNightMove: 25 });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors.handicapNightMove).toEqual([
        'The most a handicap moves in a night must be a number from 0.1 to 20, or empty for no limit',
      ]);
      const cleared = await admin.put(`/api/leagues/${leagueId}/night`, { handicapNightMove: null });
      expect(cleared.body.handicapNightMove).toBeNull();
      expect((await annAfter())[1]).toBe(free);
    });

    it('keeps nothing when one entry is wrong: a player of another league or a figure out of range', async () => {
      const { leagueId, players } = await field();
      const stranger = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [
          { participantId: players.Ann, startingHandicap: 12 },
          { participantId: 999_999, startingHandicap: 10 },
        ],
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(stranger.body.fieldErrors)).toEqual(['entries.1.participantId']);
      const outOfRange = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [
          { participantId: players.Ann, startingHandicap: 12 },
          { participantId: players.Bob, startingHandicap: 60 },
        ],
      });
      expect(outOfRange.status).toBe(400);
      const twice = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
        entries: [
          { participantId: players.Ann, startingHandicap: 12 },
          { participantId: players.Ann, startingHandicap: 13 },
        ],
      });
      expect(twice.status).toBe(400);
      expect(await startingOf(admin, leagueId)).toEqual({ Ann: [null, null], Bob: [null, null], Cy: [null, null] });
    });

    it("is the league's organiser's to save and refused to its players (403)", async () => {
      const { leagueId, players, clients } = await field();
      const body = { entries: [{ participantId: players.Ann, startingHandicap: 8 }] };
      const refused = await clients.Ann!.put(`/api/leagues/${leagueId}/starting-handicaps`, body);
      expect(refused.status).toBe(403);
      expect((await startingOf(admin, leagueId)).Ann).toEqual([null, null]);

      const dee = await ctx.signInAs({ isFrontDesk: true, name: 'Dee Desk', username: 'dee@example.com' });
      expect((await dee.client.put(`/api/leagues/${leagueId}/starting-handicaps`, body)).status).toBe(403);
      expect((await admin.put(`/api/leagues/${leagueId}/organisers/${dee.user.id}`)).status).toBe(200);
      const saved = await dee.client.put(`/api/leagues/${leagueId}/starting-handicaps`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await startingOf(admin, leagueId)).Ann).toEqual([8, 7.2]);
    });
  },
  { now: () => NOW },
);
