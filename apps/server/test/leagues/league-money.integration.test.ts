// Money on a league night over real HTTP on SQLite and Postgres (docs/decisions/491-league-money-on-the-night.md):
// the buy-in and the shares of it paid in skins and prizes are kept with the league's night settings, admins only.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight } from '../support/league-night';

describeEachDatabase(
  'league money on the night',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    it('keeps the buy-in and its shares, refusing shares that pass the whole as kept', async () => {
      const { leagueId } = await netLeagueNight(ctx, admin, {});
      const fresh = (await admin.get(`/api/leagues/${leagueId}`)).body;
      expect([fresh.buyInCents, fresh.buyInPer, fresh.skinsSharePercent, fresh.prizesSharePercent]).toEqual([
        0,
        'night',
        50,
        50,
      ]);

      const saved = await admin.put(`/api/leagues/${leagueId}/night`, {
        buyInCents: 1000,
        buyInPer: 'season',
        skinsSharePercent: 40,
        prizesSharePercent: 40,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect([saved.body.buyInCents, saved.body.buyInPer, saved.body.skinsSharePercent]).toEqual([1000, 'season', 40]);

      // 70 with the kept 40 is more than the whole: refused beside the field sent.
      const over = await admin.put(`/api/leagues/${leagueId}/night`, { skinsSharePercent: 70 });
      expect([over.status, over.body.fieldErrors]).toEqual([
        400,
        { skinsSharePercent: ['The skins and prize shares together must be at most 100 %'] },
      ]);
      const big = await admin.put(`/api/leagues/${leagueId}/night`, { buyInCents: 50001 });
      expect([big.status, big.body.fieldErrors]).toEqual([
        400,
        { buyInCents: ['The buy-in must be from $0 to $500, in cents'] },
      ]);
      expect((await admin.get(`/api/leagues/${leagueId}`)).body.skinsSharePercent).toBe(40);
    });
  },
  { now: () => facilityInstant('2026-11-19', '21:00') },
);
