// Points by finishing place each night over real HTTP on SQLite and Postgres
// (docs/decisions/487-points-by-finishing-place.md): the organiser's table is kept with the league's night settings,
// checked as it is sent, and the standings rank by the points each night's places earn.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, saveRoundCards } from '../support/league-night';

describeEachDatabase(
  'league points by finishing place',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    it('keeps the table, refuses one that climbs, and ranks the standings by each night’s points', async () => {
      // Round 1 (Nov 12): Ann 41, Bob 45; round 2 (tonight): Ann net 35, Bob net 36. Ann wins both nights.
      const { leagueId, players, rounds } = await netLeagueNight(ctx, admin, {});
      const before = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(before.body.rows.map((r: { points: number | null }) => r.points)).toEqual([null, null]);

      const climbs = await admin.put(`/api/leagues/${leagueId}/night`, { placePoints: [10, 12] });
      expect([climbs.status, climbs.body.fieldErrors]).toEqual([
        400,
        { placePoints: ['Each place must earn no more than the place above it'] },
      ]);
      const saved = await admin.put(`/api/leagues/${leagueId}/night`, { placePoints: [10, 6.5, 4] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await admin.get(`/api/leagues/${leagueId}`)).body.placePoints).toEqual([10, 6.5, 4]);

      await saveRoundCards(admin, leagueId, rounds[1]!, players, 2);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(
        standings.body.rows.map((r: { rank: number; players: string[]; points: number }) => [
          r.rank,
          r.players[0],
          r.points,
        ]),
      ).toEqual([
        [1, 'Ann', 20],
        [2, 'Bob', 13],
      ]);
      const log = await admin.get('/api/admin/activity?action=league.night-updated');
      expect(log.body.items[0].after.placePoints).toBe('10, 6.5, 4');

      // Cleared: ranked by strokes again.
      expect((await admin.put(`/api/leagues/${leagueId}/night`, { placePoints: [] })).status).toBe(200);
      const plain = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(plain.body.rows.map((r: { points: number | null }) => r.points)).toEqual([null, null]);
    });
  },
  { now: () => facilityInstant('2026-11-19', '21:00') },
);
