// Each bay agent's health line over real HTTP on SQLite and Postgres (docs/decisions/423-bay-agent-health-line.md): the
// agent reports with its bay's key (checked before the body, 401 for a revoked one, 400 naming a malformed field), the
// server keeps each bay's last report, and the desk reads every bay's; a member may not.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';

// Monday 2027-03-08 in Longwood, while the desk is staffed.
const NOW = facilityInstant('2027-03-08', '10:00');

const report = (ctx: TestContext, key: string, body: unknown) =>
  ctx.client().post('/api/bay/health', body, { origin: null, headers: { authorization: `Bearer ${key}` } });

describeEachDatabase(
  'bay agent health',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('keeps each bay’s last report for the desk; a revoked key or a malformed report changes nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const issue = async (bayId: number) =>
        (await admin.post(`/api/admin/bays/${bayId}/device-keys`, {})).body as { id: number; key: string };
      const bay1 = await issue(1);
      const bay2 = await issue(2);
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      expect((await desk.get('/api/desk/bay-agents')).body).toEqual([]);

      const first = { gsproConnected: true, shotsWaiting: 0, lastShotAt: null };
      expect((await report(ctx, bay1.key, first)).status).toBe(204);
      const later = { gsproConnected: false, shotsWaiting: 12, lastShotAt: '2026-11-29T14:05:09.120Z' };
      expect((await report(ctx, bay1.key, later)).status).toBe(204);
      expect((await report(ctx, bay2.key, first)).status).toBe(204);
      const bad = await report(ctx, bay2.key, { gsproConnected: 'yes', shotsWaiting: -1, lastShotAt: null });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['gsproConnected', 'shotsWaiting']);
      expect((await admin.delete(`/api/admin/bays/2/device-keys/${bay2.id}`)).status).toBe(204);
      expect((await report(ctx, bay2.key, later)).status).toBe(401);

      const agents = await desk.get('/api/desk/bay-agents');
      expect(agents.status).toBe(200);
      expect(agents.body).toEqual([
        { bayId: 1, reportedAt: expect.any(String), ...later },
        { bayId: 2, reportedAt: expect.any(String), ...first },
      ]);
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await member.get('/api/desk/bay-agents')).status).toBe(403);
    });
  },
  { now: () => NOW },
);
