// A member's bay preference over real HTTP on SQLite and Postgres
// (docs/decisions/003-booking-rules-and-bay-assignment.md): with six bays, the preferred bay is kept when it is free, else
// the first free bay is given (the specification's order); members who prefer the same bay at the same time in a
// parallel burst get one bay each under the per-date booking lock, the first to take the lock the preferred one, and
// the one the bays run out for a 409 with the booking rules' own message.
import { addDaysToDateString, BOOKING_MESSAGES, facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import { statusCounts, type TestClient } from '../support/http-client';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '06:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const SIX_BAYS = ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Bay 5', 'Bay 6'].map((name, i) =>
  i < 2 ? { id: i + 1, name, open: true } : { name, open: true },
);

const book = (client: TestClient, simulatorId: number, startTime = '10:00', endTime = '11:00') =>
  client.post('/api/bookings', { simulatorId, bookingDate: TOMORROW, startTime, endTime });

describeEachDatabase(
  'bay preference',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect((await admin.patch('/api/admin/facility-settings', { bays: SIX_BAYS })).status).toBe(200);
    });

    it('keeps the preferred bay when it is free, else gives the first free bay', async () => {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => ctx.signInAs({ isMember: true })));
      expect((await book(a!.client, 5)).body.simulatorId).toBe(5);
      // Bay 5 is taken 10:00-11:00: the next member preferring it gets bay 1, the first free one.
      expect((await book(b!.client, 5, '10:30', '11:30')).body.simulatorId).toBe(1);
      // Free again from 11:00.
      expect((await book(c!.client, 5, '11:00', '12:00')).body.simulatorId).toBe(5);
    });

    it('two members preferring the same bay at once: one gets it, the other the first free bay', async () => {
      const members = await Promise.all([1, 2].map(() => ctx.signInAs({ isMember: true })));
      const answers = await Promise.all(members.map((m) => book(m.client, 3)));
      expect(answers.map((r) => r.status)).toEqual([201, 201]);
      expect(answers.map((r) => r.body.simulatorId as number).sort()).toEqual([1, 3]);
      const day = (await members[0]!.client.get(`/api/bookings?date=${TOMORROW}`)).body as { simulatorId: number }[];
      expect(day.map((o) => o.simulatorId).sort()).toEqual([1, 3]);
    });

    it('seven members preferring bay 6 at once on six bays: six bays once each, a clear 409 for the seventh', async () => {
      const members = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => ctx.signInAs({ isMember: true })));
      const answers = await Promise.all(members.map((m) => book(m.client, 6)));
      expect(statusCounts(answers)).toEqual({ 201: 6, 409: 1 });
      const bays = answers.filter((r) => r.status === 201).map((r) => r.body.simulatorId as number);
      expect(bays.sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(answers.find((r) => r.status === 409)!.body.message).toBe(BOOKING_MESSAGES.fullyBooked);
    });
  },
  { now: () => NOW },
);
