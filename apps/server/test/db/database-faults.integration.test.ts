// @module-tag heavy
// Database faults fail one request, never the process (docs/decisions/160-database-faults-answer-503.md).
// Server processes run src/main.ts (ctx.startProcess), so a crash would show as an exited child.
import { expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { createDb } from '../../src/db/create-db';
import { createPasswordHasher } from '../../src/features/auth/passwords';
import { createUsersRepository } from '../../src/db/users-repository';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { createTestClient, type TestClient, type TestResponse } from '../support/http-client';

const sharedHash = createPasswordHasher(10).hash(TEST_PASSWORD);
let counter = 0;

describeEachDatabase('database faults', (ctx) => {
  it('a missing sessions table answers a signed-in request 503 with Retry-After; the process survives and recovers', async () => {
    const server = await ctx.startProcess();
    const user = await ctx.createUser();
    const client = createTestClient(server.baseUrl);
    expect((await client.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);

    await ctx.db.schema.renameTable('sessions', 'sessions_moved_away');
    try {
      const read = await client.get('/api/user');
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(read.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(read.body.requestId).toBe(read.headers.get('x-request-id'));
      // Writes to the store (sign-in saves, sign-out destroys) fail the same way.
      const signIn = await createTestClient(server.baseUrl).post('/api/login', {
        username: user.username,
        password: user.password,
      });
      expect(signIn.status).toBe(503);
      expect((await client.post('/api/logout')).status).toBe(503);
      // Anonymous requests that need no session still work.
      expect((await createTestClient(server.baseUrl).get('/api/user')).status).toBe(401);
      // Still answering after those failures: none of them left an error that ends the process.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await ctx.db.schema.renameTable('sessions_moved_away', 'sessions');
    }
    const again = await client.get('/api/user');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(user.id);
    expect(await server.stop()).toBe(0);
  });

  it.runIf(ctx.dialect === 'postgres')(
    'killing the database connections twice under booking load on two processes: no process dies, no 500, every acknowledged booking is stored',
    { timeout: 180_000 },
    async () => {
      const servers = [await ctx.startProcess(), await ctx.startProcess()];
      const users = createUsersRepository(ctx.db);
      const passwordHash = await sharedHash;
      const members: Array<{ id: number; client: TestClient }> = [];
      for (let i = 0; i < 16; i += 1) {
        counter += 1;
        const email = `killed${counter}-${process.pid}@example.com`;
        const row = await users.insert({ username: email, email, phone: '4075551234', passwordHash, isMember: true });
        const client = createTestClient(servers[i % 2]!.baseUrl);
        const res = await client.post('/api/login', { username: email, password: TEST_PASSWORD });
        expect(res.status).toBe(200);
        members.push({ id: row.id, client });
      }

      const killer = createDb(ctx.dbSettings);
      const kill = () =>
        killer.raw(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
      const responses: TestResponse[] = [];
      const today = facilityToday(new Date());
      try {
        // Each member books 1-hour slots one after another over three days (at most 4 h a day: the daily cap).
        const load = Promise.all(
          members.map(async (m, i) => {
            for (let k = 0; k < 9; k += 1) {
              const hour = 8 + ((i + k * 5) % 14);
              const res = await m.client.post('/api/bookings', {
                simulatorId: 1 + (k % 2),
                bookingDate: addDaysToDateString(today, 1 + (k % 3)),
                startTime: `${String(hour).padStart(2, '0')}:00`,
                endTime: `${String(hour + 1).padStart(2, '0')}:00`,
              });
              responses.push(res);
            }
          }),
        );
        await new Promise((r) => setTimeout(r, 400));
        await kill();
        await new Promise((r) => setTimeout(r, 600));
        await kill();
        await load;
      } finally {
        await killer.destroy();
      }

      const statuses = new Set(responses.map((r) => r.status));
      expect([...statuses].filter((s) => ![201, 409, 503].includes(s))).toEqual([]);
      expect(responses.filter((r) => r.status === 201).length).toBeGreaterThan(0);
      for (const s of servers) expect(s.child.exitCode).toBeNull();

      // Every acknowledged booking is stored, exactly as acknowledged.
      const acknowledged = responses.filter((r) => r.status === 201).map((r) => r.body);
      const stored = await ctx.db('bookings').whereIn(
        'id',
        acknowledged.map((b) => b.id),
      );
      expect(stored).toHaveLength(acknowledged.length);
      // Nothing half-written: no booking row that was not acknowledged, except a commit whose answer was lost
      // (answered 503) - never a row outside the members' own requests.
      const all = await ctx.db('bookings').whereIn(
        'user_id',
        members.map((m) => m.id),
      );
      expect(all.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(all.length - acknowledged.length).toBeLessThanOrEqual(responses.filter((r) => r.status === 503).length);

      // Both processes still serve.
      for (const s of servers) expect((await createTestClient(s.baseUrl).get('/api/user')).status).toBe(401);
      for (const s of servers) expect(await s.stop()).toBe(0);
    },
  );
});
