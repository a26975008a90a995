// The desk's staffed hours as a facility setting, over real HTTP on SQLite and Postgres
// (docs/decisions/230-more-facility-settings.md): front-desk staff are let in and refused by the configured hours on
// the next request (the role policy's check reads them from the process without waiting), the refusal names them,
// the public facts carry them, each field is validated with a clear message, the change is in the activity log, and
// another process follows at once.
import { API, facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';

const TODAY = '2027-02-10';
let clock = facilityInstant(TODAY, '10:00');
const setClock = (time: string) => {
  clock = facilityInstant(TODAY, time);
};

const board = (client: TestClient) => client.get(API.desk.board.path);

describeEachDatabase(
  'staffed hours settings',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      setClock('10:00');
    });

    it('front-desk staff are let in and refused by the configured hours from the next request; admins always pass', async () => {
      const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      setClock('07:00');
      expect((await board(staff)).body.code).toBe('FRONT_DESK_CLOSED');

      const saved = await admin.patch('/api/admin/facility-settings', { staffedHoursStart: 6, staffedHoursEnd: 14 });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ staffedHoursStart: 6, staffedHoursEnd: 14 });

      // Inside the new hours (before the specification's 8am): in.
      expect((await board(staff)).status).toBe(200);
      setClock('13:59');
      expect((await board(staff)).status).toBe(200);
      // Outside them (inside the specification's 8am-8pm): refused, naming the configured hours.
      setClock('15:00');
      const refused = await board(staff);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'FRONT_DESK_CLOSED',
        message: 'The front desk is closed. Staff hours are 6:00 AM to 2:00 PM.',
      });
      expect((await board(admin)).status).toBe(200);

      // The public facts carry them (the desk's screens draw their notices from them).
      expect((await ctx.client().get('/api/facility')).body.rules.staffedHours).toEqual({
        opens: '06:00',
        closes: '14:00',
      });
    });

    it('validates each hour and their order with a message beside the field, and changes nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const wrong = await admin.patch('/api/admin/facility-settings', { staffedHoursStart: 7.5, staffedHoursEnd: 25 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({
        staffedHoursStart: ['Enter a whole hour from 0 to 24, e.g. 8 for 8am or 20 for 8pm'],
        staffedHoursEnd: ['Enter a whole hour from 0 to 24, e.g. 8 for 8am or 20 for 8pm'],
      });
      // One hour alone is checked against the stored other one: closing at 8am before opening at 8am.
      const backwards = await admin.patch('/api/admin/facility-settings', { staffedHoursEnd: 8 });
      expect(backwards.status).toBe(400);
      expect(backwards.body.fieldErrors).toEqual({
        staffedHoursEnd: ['The desk must close after it opens: enter an end hour later than the start hour'],
      });
      const settings = (await admin.get('/api/admin/facility-settings')).body;
      expect(settings).toMatchObject({ version: 1, staffedHoursStart: 8, staffedHoursEnd: 20 });
      const log = await admin.get('/api/admin/activity?action=facility.settings-changed');
      expect(log.body.items).toEqual([]);
    });

    it('records the change with before and after', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      await admin.patch('/api/admin/facility-settings', { staffedHoursStart: 9, staffedHoursEnd: 24 });
      const log = await admin.get('/api/admin/activity?action=facility.settings-changed');
      expect(log.body.items.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
        [
          { staffedHoursStart: 8, staffedHoursEnd: 20 },
          { staffedHoursStart: 9, staffedHoursEnd: 24 },
        ],
      ]);
    });

    it.runIf(ctx.dialect === 'postgres')('another process refuses by the new hours at once', async () => {
      const other = await ctx.startInstance({ now: () => clock });
      try {
        const staff = (await ctx.signInAs({ isFrontDesk: true })).client.withBaseUrl(other.baseUrl);
        setClock('19:00');
        expect((await board(staff)).status).toBe(200);
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        expect((await admin.patch('/api/admin/facility-settings', { staffedHoursEnd: 18 })).status).toBe(200);
        // The other process keeps the hours it read, and reads them again when the relay says they changed.
        await expect
          .poll(async () => (await board(staff)).body.code, { timeout: 2_000, interval: 25 })
          .toBe('FRONT_DESK_CLOSED');
      } finally {
        await other.close();
      }
    });
  },
  { now: () => clock },
);
