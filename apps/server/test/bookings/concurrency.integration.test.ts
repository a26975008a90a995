// @module-tag heavy
// Booking writes under real concurrency (docs/decisions/020-booking-locking.md). Requests are fired at
// once and spread over three servers on the same database: the suite's app, a second app instance with its
// own Knex pool, and a separate OS process running src/main.ts. Whatever the interleaving, the two-bay limit
// and the 4-hour daily cap must hold, losers get 409 and nobody gets a 5xx.
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday, timeToMinutes } from '@longwood/core';
import { createDb } from '../../src/db/create-db';
import { withDateLock } from '../../src/db/dialect';
import { createPasswordHasher } from '../../src/features/auth/passwords';
import { createUsersRepository } from '../../src/db/users-repository';
import { describeEachDatabase, TEST_PASSWORD, type TestContext } from '../support/databases';
import { statusCounts, type TestClient } from '../support/http-client';
import { bookingRequest } from '../support/requests';

// Real clock here: the second process cannot share a fixed one. Tomorrow is always bookable.
const tomorrow = () => addDaysToDateString(facilityToday(new Date()), 1);

interface BookingRow {
  user_id: number;
  simulator_id: number;
  booking_date: string;
  start_time: string;
  end_time: string;
}

/** Bookings that break the rules: same-bay overlaps and instants covered by three or more bookings. */
async function ruleViolations(ctx: TestContext): Promise<{ sameBay: number; triple: number }> {
  const rows = (await ctx
    .db('bookings')
    .select('user_id', 'simulator_id', 'booking_date', 'start_time', 'end_time')) as BookingRow[];
  let sameBay = 0;
  let triple = 0;
  const overlaps = (a: BookingRow, b: BookingRow) =>
    a.booking_date === b.booking_date && a.start_time < b.end_time && b.start_time < a.end_time;
  rows.forEach((a, i) => {
    rows.forEach((b, j) => {
      if (j > i && a.simulator_id === b.simulator_id && overlaps(a, b)) sameBay += 1;
    });
    // The most overlapping bookings always meet at some booking's start.
    const coveringStart = rows.filter(
      (b) => b.booking_date === a.booking_date && b.start_time <= a.start_time && a.start_time < b.end_time,
    );
    if (coveringStart.length > 2) triple += 1;
  });
  return { sameBay, triple };
}

/** Hashing once keeps 50 sign-ups fast on a busy machine (ctx.createMember hashes per user). */
const sharedHash = createPasswordHasher(10).hash(TEST_PASSWORD);
let memberCounter = 0;

describeEachDatabase('booking concurrency', (ctx) => {
  let baseUrls: string[] = [];

  /** n members, each signed in (sessions are shared by all servers through the database). */
  async function signedInMembers(n: number): Promise<{ id: number; client: TestClient }[]> {
    const users = createUsersRepository(ctx.db);
    const passwordHash = await sharedHash;
    const members = [];
    for (let i = 0; i < n; i += 1) {
      memberCounter += 1;
      const email = `racer${memberCounter}-${process.pid}@example.com`;
      members.push(await users.insert({ username: email, email, phone: '4075551234', passwordHash, isMember: true }));
    }
    // Sign-ins in small batches: each is a bcrypt compare on the server.
    const signedIn: { id: number; client: TestClient }[] = [];
    for (let i = 0; i < members.length; i += 10) {
      const batch = members.slice(i, i + 10);
      const clients = await Promise.all(batch.map((m) => ctx.signIn(m.username, TEST_PASSWORD)));
      clients.forEach((client, j) => signedIn.push({ id: batch[j]!.id, client: spread(client, i + j) }));
    }
    return signedIn;
  }

  beforeAll(async () => {
    const instance = await ctx.startInstance();
    const child = await ctx.startProcess();
    baseUrls = [ctx.baseUrl, instance.baseUrl, child.baseUrl];
  });

  beforeEach(async () => {
    await ctx.db('bookings').delete();
  });

  /** The client's session pointed at server number i % 3. */
  const spread = (client: TestClient, i: number) => client.withBaseUrl(baseUrls[i % baseUrls.length]!);

  it(
    '50 members racing for one slot: exactly two get a bay, 48 get 409, nobody a 5xx',
    { timeout: 120_000 },
    async () => {
      const clients = (await signedInMembers(50)).map((m) => m.client);
      const slot = bookingRequest(tomorrow(), '18:00', '19:30');

      const responses = await Promise.all(clients.map((c) => c.post('/api/bookings', slot)));

      expect(statusCounts(responses)).toEqual({ 201: 2, 409: 48 });
      const winners = responses.filter((r) => r.status === 201);
      expect(winners.map((r) => r.body.simulatorId).sort()).toEqual([1, 2]);
      expect(new Set(winners.map((r) => r.body.userId)).size).toBe(2);
      const rows = await ctx.db('bookings').select('simulator_id').where({ booking_date: slot.bookingDate });
      expect(rows.map((r: { simulator_id: number }) => Number(r.simulator_id)).sort()).toEqual([1, 2]);
      expect(await ruleViolations(ctx)).toEqual({ sameBay: 0, triple: 0 });
    },
  );

  it('one member firing 12 one-hour requests at once gets at most 4 hours that day', async () => {
    const member = await ctx.createMember();
    const session = await ctx.signIn(member.username, member.password);
    const date = tomorrow();
    const requests = Array.from({ length: 12 }, (_, i) => ({
      simulatorId: 1,
      bookingDate: date,
      startTime: `${String(8 + i).padStart(2, '0')}:00`,
      endTime: `${String(9 + i).padStart(2, '0')}:00`,
    }));

    const responses = await Promise.all(requests.map((body, i) => spread(session, i).post('/api/bookings', body)));

    expect(statusCounts(responses)).toEqual({ 201: 4, 409: 8 });
    const rows = (await ctx.db('bookings').where({ user_id: member.id, booking_date: date })) as BookingRow[];
    const minutes = rows.reduce((sum, r) => sum + timeToMinutes(r.end_time) - timeToMinutes(r.start_time), 0);
    expect(minutes).toBe(240);
  });

  it('a crowd booking overlapping slots of different lengths never overfills a bay', { timeout: 120_000 }, async () => {
    const clients = (await signedInMembers(30)).map((m) => m.client);
    const date = tomorrow();
    // Starts 14:00..16:30 and lengths 30..120 minutes: many partial overlaps, both preferred bays.
    const responses = await Promise.all(
      clients.map((c, i) => {
        const start = 14 * 60 + (i % 6) * 30;
        const end = start + 30 * (1 + (i % 4));
        const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        return c.post('/api/bookings', {
          simulatorId: 1 + (i % 2),
          bookingDate: date,
          startTime: t(start),
          endTime: t(end),
        });
      }),
    );
    const counts = statusCounts(responses);
    expect(Object.keys(counts).every((s) => s === '201' || s === '409')).toBe(true);
    expect(counts[201]).toBeGreaterThanOrEqual(2);
    expect(await ruleViolations(ctx)).toEqual({ sameBay: 0, triple: 0 });
  });

  it('a booking waits while another connection holds its date lock, then goes through', async () => {
    const other = createDb(ctx.dbSettings); // a separate pool, like another process
    try {
      const { client } = await ctx.signInAs({ isMember: true });
      const date = tomorrow();
      const otherDate = addDaysToDateString(date, 1);
      let releasedAt = 0;
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = withDateLock(other, date, async () => {
        locked();
        await new Promise((r) => setTimeout(r, 1_500));
        releasedAt = Date.now();
      });
      await lockTaken;

      const sameDate = client
        .post('/api/bookings', bookingRequest(date, '10:00', '11:00'))
        .then((r) => ({ r, at: Date.now() }));
      const nextDate = client
        .post('/api/bookings', bookingRequest(otherDate, '10:00', '11:00'))
        .then((r) => ({ r, at: Date.now() }));
      const [same, next] = await Promise.all([sameDate, nextDate, holder]);

      expect(same.r.status).toBe(201);
      expect(next.r.status).toBe(201);
      expect(same.at).toBeGreaterThanOrEqual(releasedAt);
      // Postgres locks per date; SQLite has one lock for the whole file, so there the other date waits too.
      if (ctx.dialect === 'postgres') expect(next.at).toBeLessThan(releasedAt);
    } finally {
      await other.destroy();
    }
  });

  it.runIf(ctx.dialect === 'postgres')(
    'Postgres itself refuses a same-bay overlap written without the lock',
    async () => {
      const member = await ctx.createMember();
      const row = (start: string, end: string, bay: number) => ({
        user_id: member.id,
        simulator_id: bay,
        booking_date: tomorrow(),
        start_time: start,
        end_time: end,
        created_at: new Date().toISOString(),
      });
      await ctx.db('bookings').insert(row('10:00:00', '11:00:00', 1));
      await ctx.db('bookings').insert(row('11:00:00', '12:00:00', 1)); // touching is not overlapping
      await ctx.db('bookings').insert(row('10:30:00', '11:30:00', 2)); // the other bay
      await expect(ctx.db('bookings').insert(row('10:30:00', '11:30:00', 1))).rejects.toMatchObject({ code: '23P01' });
    },
  );
});
