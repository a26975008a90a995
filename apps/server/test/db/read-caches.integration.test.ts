// Kept sessions and days (docs/decisions/184-read-caches-emptied-by-every-write.md), on a real server over HTTP,
// SQLite and Postgres: a signed-in read sends no SQL once its session and day are kept; every write — in this
// process or, on Postgres, in another — shows on the very next read; a burst of reads racing a booking never keeps
// the day as it was before; while the relay is not listening nothing is served from a copy; a booking the kept day
// rules out is refused without the booking lock (decision 020), and a freed bay is bookable at once.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { leagueRequest } from '../support/requests';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { statementsDuring } from '../support/statements';

const DAY = addDaysToDateString(facilityToday(new Date()), 2);
const slot = (startTime: string, endTime: string, simulatorId = 1) => ({
  simulatorId,
  bookingDate: DAY,
  startTime,
  endTime,
});
const startsOf = (res: Awaited<ReturnType<TestClient['get']>>) =>
  (res.body as Array<{ startTime: string; simulatorId: number }>).map((b) => `${b.simulatorId}@${b.startTime}`).sort();

describeEachDatabase('kept sessions and days', (ctx) => {
  beforeEach(async () => {
    await ctx.resetData();
  });

  it('a signed-in read sends no SQL once its session and day are kept', async () => {
    const { client } = await ctx.signInAs({ isMember: true });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const sql = await statementsDuring(ctx.db, async () => {
        expect((await client.get('/api/user')).status).toBe(200);
        expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(200);
      });
      expect(sql, sql.join('\n')).toEqual([]);
    }
  });

  it('every booking, move and cancellation shows on the next read of the day, for everyone', async () => {
    const { client: reader } = await ctx.signInAs({ isMember: true });
    const { client: booker } = await ctx.signInAs({ isMember: true });
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toEqual([]);

    const booked = await booker.post('/api/bookings', slot('10:00', '11:00'));
    expect(booked.status).toBe(201);
    const id = (booked.body as { id: number }).id;
    expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toEqual(['1@10:00:00']);

    expect((await booker.patch(`/api/bookings/${id}`, slot('14:00', '15:00'))).status).toBe(200);
    expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toEqual(['1@14:00:00']);

    const walkIn = await admin.post('/api/admin/bookings', {
      ...slot('16:00', '17:00', 2),
      userId: (await ctx.createMember()).id,
    });
    expect(walkIn.status).toBe(201);
    expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toEqual(['1@14:00:00', '2@16:00:00']);

    expect((await booker.delete(`/api/bookings/${id}`)).status).toBe(204);
    expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toEqual(['2@16:00:00']);
    // The window read of the calendar is kept apart from the day's, and follows the same writes.
    const window = await reader.get(`/api/bookings?from=${DAY}&to=${addDaysToDateString(DAY, 3)}`);
    expect(startsOf(window)).toEqual(['2@16:00:00']);
  });

  it('a burst of reads racing a booking never keeps the day as it was before it', async () => {
    const readers = await Promise.all(
      Array.from({ length: 4 }, async () => (await ctx.signInAs({ isMember: true })).client),
    );
    for (let round = 0; round < 4; round += 1) {
      const { client: booker } = await ctx.signInAs({ isMember: true });
      const start = `${String(8 + 2 * round).padStart(2, '0')}:00`;
      const end = `${String(9 + 2 * round).padStart(2, '0')}:00`;
      const reads = Array.from({ length: 24 }, (_, i) => readers[i % readers.length]!.get(`/api/bookings?date=${DAY}`));
      const [booking] = await Promise.all([booker.post('/api/bookings', slot(start, end)), ...reads]);
      expect(booking.status).toBe(201);
      // Whatever the order the reads and the commit took, the next read of every member has the booking.
      for (const reader of readers) {
        expect(startsOf(await reader.get(`/api/bookings?date=${DAY}`))).toContain(`1@${start}:00`);
      }
    }
  });

  it('a booking the kept day already rules out is refused without the booking lock; a freed bay is bookable at once', async () => {
    const { client: first } = await ctx.signInAs({ isMember: true });
    const { client: second } = await ctx.signInAs({ isMember: true });
    const { client: late } = await ctx.signInAs({ isMember: true });
    const one = await first.post('/api/bookings', slot('10:00', '11:00'));
    expect((await second.post('/api/bookings', slot('10:00', '11:00'))).status).toBe(201);
    expect((await late.get(`/api/bookings?date=${DAY}`)).status).toBe(200);

    let refused: Awaited<ReturnType<TestClient['post']>> | undefined;
    const sql = await statementsDuring(ctx.db, async () => {
      refused = await late.post('/api/bookings', slot('10:30', '11:30'));
    });
    expect(refused!.status).toBe(409);
    expect(refused!.body).toMatchObject({ code: 'BOOKING_FULL' });
    // The leagues of the day are read; no transaction, no lock.
    expect(sql.join('\n')).not.toMatch(/begin|pg_advisory_xact_lock|app_locks/i);
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(1);

    // Over the cap is refused the same way, with the same message as under the lock.
    expect((await late.post('/api/bookings', slot('12:00', '16:00'))).status).toBe(201);
    const overCap = await late.post('/api/bookings', slot('17:00', '17:30'));
    expect(overCap.status).toBe(409);
    expect(overCap.body).toMatchObject({ code: 'BOOKING_DAILY_CAP' });

    // The moment a bay is freed, the member who was refused gets it.
    expect((await first.delete(`/api/bookings/${(one.body as { id: number }).id}`)).status).toBe(204);
    const { client: another } = await ctx.signInAs({ isMember: true });
    expect((await another.post('/api/bookings', slot('10:30', '11:30'))).status).toBe(201);
  });

  it("a league's night is refused before the lock while it stands, and bookable the moment it is deleted", async () => {
    const weekday = new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    const league = await admin.post(
      '/api/admin/leagues',
      leagueRequest({
        name: 'Kept League',
        description: '',
        startDate: DAY,
        endDate: DAY,
        dayOfWeek: weekday,
        numberOfBays: 2,
        createSchedule: false,
      }),
    );
    expect(league.status, JSON.stringify(league.body)).toBe(201);

    // The booking rules are the facility's settings, whose row a fresh install makes on its first read (a write, which
    // drops every kept copy): every page reads them, so one has been served before anyone books.
    expect((await ctx.client().get('/api/facility')).status).toBe(200);
    const { client: member } = await ctx.signInAs({ isMember: true });
    const first = await member.post('/api/bookings', slot('18:00', '19:00'));
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ code: 'BOOKING_LEAGUE_SESSION' });
    // The day and the leagues of the day are kept now: the same refusal sends no SQL at all.
    const sql = await statementsDuring(ctx.db, async () => {
      expect((await member.post('/api/bookings', slot('18:30', '19:30'))).status).toBe(409);
    });
    expect(sql, sql.join('\n')).toEqual([]);

    // Deleting the league drops the kept leagues: the very next booking of the night goes through.
    expect((await admin.request('DELETE', `/api/leagues/${(league.body as { id: number }).id}`)).status).toBe(204);
    expect((await member.post('/api/bookings', slot('18:00', '19:00'))).status).toBe(201);
  });

  it('a role switch, a password change and a sign-out count on the next request, kept session or not', async () => {
    const { user, client } = await ctx.signInAs({ isMember: true });
    const { client: admin } = await ctx.signInAs({ isAdmin: true });
    for (let i = 0; i < 2; i += 1) expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(200);

    expect((await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: false })).status).toBe(200);
    expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(403);
    expect((await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: true })).status).toBe(200);
    expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(200);

    // Another device of the same account, kept, then signed out by "sign out other devices".
    const other = await ctx.signIn(user.username, user.password);
    expect((await other.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(200);
    expect((await client.post('/api/user/sign-out-other-devices')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);

    const cookie = `lgf.sid=${client.cookies()['lgf.sid']}`;
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = await fetch(`${ctx.baseUrl}/api/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  // One process per SQLite file (decision 012): nothing to hear.
  it.runIf(ctx.dialect === 'postgres')(
    'on Postgres, writes through another server process show on the next request here',
    async () => {
      const elsewhere = await ctx.startInstance();
      try {
        const { user, client } = await ctx.signInAs({ isMember: true });
        const { client: booker } = await ctx.signInAs({ isMember: true });
        const adminThere = ctx.client().withBaseUrl(elsewhere.baseUrl);
        const admin = await ctx.createAdmin();
        expect(
          (await adminThere.post('/api/login', { username: admin.username, password: admin.password })).status,
        ).toBe(200);
        // Kept here: the session with its user, and the day.
        for (let i = 0; i < 2; i += 1) expect(startsOf(await client.get(`/api/bookings?date=${DAY}`))).toEqual([]);

        // A booking through the other process: Postgres tells this one after the commit.
        expect((await booker.withBaseUrl(elsewhere.baseUrl).post('/api/bookings', slot('12:00', '13:00'))).status).toBe(
          201,
        );
        await expect.poll(async () => startsOf(await client.get(`/api/bookings?date=${DAY}`))).toEqual(['1@12:00:00']);

        // A demotion through the other process.
        expect((await adminThere.patch(`/api/admin/users/${user.id}/membership`, { isMember: false })).status).toBe(
          200,
        );
        await expect.poll(async () => (await client.get(`/api/bookings?date=${DAY}`)).status).toBe(403);

        // A bay freed through the other process can be booked here: the kept day that refused it is dropped.
        const { client: holder } = await ctx.signInAs({ isMember: true });
        const held = await holder.post('/api/bookings', slot('12:00', '13:00'));
        expect(held.status).toBe(201);
        const { client: waiting } = await ctx.signInAs({ isMember: true });
        expect((await waiting.post('/api/bookings', slot('12:00', '13:00'))).status).toBe(409);
        const heldId = (held.body as { id: number }).id;
        expect((await holder.withBaseUrl(elsewhere.baseUrl).delete(`/api/bookings/${heldId}`)).status).toBe(204);
        await expect.poll(async () => (await waiting.post('/api/bookings', slot('12:00', '13:00'))).status).toBe(201);

        // A sign-out through the other process, with the same cookie.
        expect((await client.withBaseUrl(elsewhere.baseUrl).post('/api/logout')).status).toBe(200);
        await expect.poll(async () => (await client.get('/api/user')).status).toBe(401);
      } finally {
        await elsewhere.close();
      }
    },
  );

  it.runIf(ctx.dialect === 'postgres')(
    'on Postgres, nothing is served from a copy while the relay is not listening, and copies return after',
    async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const readBoth = () =>
        statementsDuring(ctx.db, async () => {
          expect((await client.get('/api/user')).status).toBe(200);
          expect((await client.get(`/api/bookings?date=${DAY}`)).status).toBe(200);
        });
      await readBoth();
      expect(await readBoth()).toEqual([]);

      // Postgres drops the listening connections (both relays): messages from other processes could go unheard.
      const killed = (await ctx.db.raw(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query IN ('LISTEN longwood_sessions', 'LISTEN longwood_board')",
      )) as { rows: unknown[] };
      expect(killed.rows.length).toBe(2);
      await expect.poll(async () => (await readBoth()).length).toBeGreaterThanOrEqual(2);

      // Once the relays listen again, copies are kept again.
      await expect.poll(async () => (await readBoth()).length, { timeout: 15_000 }).toBe(0);
    },
  );
});
