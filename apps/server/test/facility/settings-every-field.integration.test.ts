// Every facility setting, one by one, over real HTTP on SQLite and Postgres
// (docs/decisions/228-facility-settings-in-the-database.md, 230): a wrong value is refused with a clear message beside
// that field (never a generic "Invalid input"), and each change is one activity-log entry with that field's value
// before and after.
import { FACILITY_DEFAULTS, FACILITY_FACT_FIELDS, type FacilityFactField } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';

/** A valid new value and a wrong one for each field. */
const CHANGES: Record<FacilityFactField, { to: unknown; wrong: unknown }> = {
  name: { to: 'Fairway Club', wrong: '' },
  street: { to: '12 Tee Lane', wrong: 'x'.repeat(121) },
  city: { to: 'Sanford', wrong: '   ' },
  region: { to: 'Florida', wrong: 'F\u0000L' },
  postalCode: { to: '32771', wrong: '3277' },
  phone: { to: '(407) 555-0111', wrong: '555-CALL' },
  email: { to: 'hello@fairway.example', wrong: 'not an address' },
  memberHours: { to: 'Members: 5am-11pm', wrong: 'x'.repeat(81) },
  physicalTherapist: { to: 'Dr. Sam Lee, DPT', wrong: '' },
  facebookUrl: { to: 'https://facebook.com/fairway', wrong: 'http://facebook.com/fairway' },
  instagramUrl: { to: null, wrong: 'instagram' },
  xUrl: { to: 'https://x.com/fairway', wrong: 'ftp://x.com' },
  youtubeUrl: { to: null, wrong: 42 },
  membershipPrice: { to: '$250', wrong: '250' },
  membershipValue: { to: '$800', wrong: '$0' },
  dailyCapHours: { to: 3.5, wrong: 3.25 },
  bookingWindowDays: { to: 14, wrong: 0 },
  staffedHoursStart: { to: 7, wrong: 7.5 },
  staffedHoursEnd: { to: 21, wrong: 25 },
  lessonBookingCutoffHours: { to: 3, wrong: -1 },
  lessonCancelCutoffHours: { to: 12, wrong: 169 },
  deskPaymentLimitDollars: { to: 250, wrong: 12.5 },
  duesGraceDays: { to: 10, wrong: 61 },
  noShowGraceMinutes: { to: 20, wrong: 121 },
  morningEmailHour: { to: 6, wrong: 25 },
  elevationM: { to: 900, wrong: 4001 },
  indoorTemperatureC: { to: 15.5, wrong: -1 },
};

describeEachDatabase('every facility setting', (ctx) => {
  beforeEach(() => ctx.resetData());

  it('a wrong value of any field is refused with a clear message beside it, and nothing changes', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    expect(Object.keys(CHANGES).sort()).toEqual([...FACILITY_FACT_FIELDS].sort());
    for (const field of FACILITY_FACT_FIELDS) {
      const res = await admin.patch('/api/admin/facility-settings', { [field]: CHANGES[field].wrong });
      expect(res.status, field).toBe(400);
      const messages: string[] = res.body.fieldErrors?.[field] ?? [];
      expect(messages, field).toHaveLength(1);
      expect(messages[0], field).not.toMatch(/^Invalid|expected|received/i);
      expect(messages[0]!.length, field).toBeGreaterThan(15);
    }
    expect((await admin.get('/api/admin/facility-settings')).body.version).toBe(1);
  });

  it('each change is one activity-log entry with that field before and after', async () => {
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    for (const field of FACILITY_FACT_FIELDS) {
      const res = await admin.patch('/api/admin/facility-settings', { [field]: CHANGES[field].to });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const log = await admin.get('/api/admin/activity?action=facility.settings-changed&pageSize=100');
    const entries = [...log.body.items].reverse() as Array<{ before: object; after: object }>;
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual(
      FACILITY_FACT_FIELDS.map((field) => [{ [field]: FACILITY_DEFAULTS[field] }, { [field]: CHANGES[field].to }]),
    );
  });
});
