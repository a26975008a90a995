// What a signed-in request costs (docs/decisions/010-session-store.md, 151, 152,
// 153, 184): SQL statements per request counted at Knex's query events on a real server over HTTP, the session cookie
// renewed at most once a minute, no ETag or gzip on small no-store answers, and the booking write's statements
// inside the lock. Changes to the user still take effect on the very next request (SQLite and Postgres); kept
// sessions and days (decision 184) are covered by read-caches.integration.test.ts.
import { beforeEach, expect, it, vi } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { statementsDuring as sqlDuring } from '../support/statements';
import { bookingRequest } from '../support/requests';
import { signInAsReauthenticatedAdmin } from '../support/second-factor';

const statementsDuring = (ctx: TestContext, work: () => Promise<unknown>) => sqlDuring(ctx.db, work);

const TODAY = '2027-01-13';
const START = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: START };

const sessionCookie = (setCookies: string[]) => setCookies.find((line) => line.startsWith('lgf.sid='));

describeEachDatabase(
  'request cost',
  (ctx) => {
    let member: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = START;
      member = (await ctx.signInAs({ isMember: true })).client;
    });

    it('GET /api/user and GET /api/bookings?date= each send at most 2 SQL statements, and none once kept', async () => {
      // Booked by someone else so the day is not empty.
      const other = (await ctx.signInAs({ isMember: true })).client;
      expect((await other.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:00'))).status).toBe(201);
      // The booking's confirmation e-mail is queued and sent after its answer: done before anything is counted.
      await vi.waitFor(async () => expect(await ctx.db('mail_outbox').where({ status: 'sent' })).toHaveLength(1));

      for (let round = 0; round < 3; round += 1) {
        let user: Awaited<ReturnType<TestClient['get']>> | undefined;
        const userSql = await statementsDuring(ctx, async () => (user = await member.get('/api/user')));
        expect(user!.status).toBe(200);
        // The first read of the session after sign-in is one statement; then it is kept (decision 184).
        expect(userSql.length, userSql.join('\n')).toBeLessThanOrEqual(round === 0 ? 1 : 0);

        let day: Awaited<ReturnType<TestClient['get']>> | undefined;
        const daySql = await statementsDuring(
          ctx,
          async () => (day = await member.get(`/api/bookings?date=${TOMORROW}`)),
        );
        expect(day!.status).toBe(200);
        expect(day!.body).toHaveLength(1);
        expect(daySql.length, daySql.join('\n')).toBeLessThanOrEqual(round === 0 ? 2 : 0);
      }
    });

    it('a role switch, a deletion and ended sessions take effect on the next request', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      // Granting admin asks for a fresh second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md).
      const admin = (await signInAsReauthenticatedAdmin(ctx, () => clock.now)).client;
      expect((await client.get('/api/user')).body.isMember).toBe(true);
      expect((await client.get(`/api/bookings?date=${TOMORROW}`)).status).toBe(200);

      expect((await admin.patch(`/api/admin/users/${user.id}/membership`, { isMember: false })).status).toBe(200);
      expect((await client.get('/api/user')).body.isMember).toBe(false);
      expect((await client.get(`/api/bookings?date=${TOMORROW}`)).status).toBe(403);

      expect((await admin.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: true })).status).toBe(200);
      expect((await client.get('/api/user')).body.isAdmin).toBe(true);

      // What a password reset does to the account's sessions (password-reset.integration.test.ts runs the flow).
      const other = await ctx.signIn(user.email, user.password);
      expect((await other.get('/api/user')).status).toBe(200);
      await ctx.app.services.auth.endAllSessionsOf(user.id);
      expect((await other.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);

      const again = await ctx.signIn(user.email, user.password);
      expect((await again.get('/api/user')).status).toBe(200);
      expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(204);
      expect((await again.get('/api/user')).status).toBe(401);
    });

    it('the session cookie is renewed at most once a minute, with a fresh expiry, and still rotates on sign-in', async () => {
      const before = await member.get('/api/user');
      expect(sessionCookie(before.setCookies)).toBeUndefined();
      clock.now = new Date(START.getTime() + 59_000);
      expect(sessionCookie((await member.get('/api/user')).setCookies)).toBeUndefined();

      clock.now = new Date(START.getTime() + 61_000);
      // Nothing touches the stored expiry between renewals; the renewal's save is what pushes it forward.
      const soon = new Date(Date.now() + 5 * 60_000).toISOString();
      await ctx.db('sessions').update({ expired: soon });
      const renewedSql: string[] = [];
      let renewed: Awaited<ReturnType<TestClient['get']>> | undefined;
      renewedSql.push(...(await statementsDuring(ctx, async () => (renewed = await member.get('/api/user')))));
      const cookie = sessionCookie(renewed!.setCookies);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
      expect(Math.round((expires - Date.now()) / 60_000)).toBe(ctx.env.SESSION_MAX_AGE_HOURS * 60);
      // The renewal is one more statement (the session saved with its new expiry), once a minute.
      expect(renewedSql.length, renewedSql.join('\n')).toBeLessThanOrEqual(2);
      const [stored] = await ctx.db('sessions').select<Array<{ expired: string | Date }>>('expired');
      const storedExpiry = new Date(stored!.expired).getTime();
      expect(Math.round((storedExpiry - Date.now()) / 60_000)).toBe(ctx.env.SESSION_MAX_AGE_HOURS * 60);
      expect(sessionCookie((await member.get('/api/user')).setCookies)).toBeUndefined();
      expect((await member.get('/api/user')).status).toBe(200);

      // Sign-in still issues a new session id, and sign-out still destroys it on the server.
      const user = await ctx.createUser();
      const client = ctx.client();
      const first = sessionCookie(
        (await client.post('/api/login', { username: user.email, password: user.password })).setCookies,
      );
      const second = sessionCookie(
        (await client.post('/api/login', { username: user.email, password: user.password })).setCookies,
      );
      expect(first).toBeDefined();
      expect(second!.split(';')[0]).not.toBe(first!.split(';')[0]);
      expect((await client.post('/api/logout')).status).toBe(200);
      const stale = ctx.client();
      const replay = await stale.get('/api/user', { headers: { cookie: second!.split(';')[0]! } });
      expect(replay.status).toBe(401);
    });

    it('small no-store API answers carry no ETag and are not gzipped; large ones are', async () => {
      const res = await member.get(`/api/bookings?date=${TOMORROW}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('content-encoding')).toBeNull();
      const user = await member.get('/api/user', { headers: { 'accept-encoding': 'gzip' } });
      expect(user.headers.get('etag')).toBeNull();
      expect(user.headers.get('content-encoding')).toBeNull();

      // A page of 100 accounts is well over 8 KB: gzipped for a client that accepts it, plain for one that does not.
      const now = new Date().toISOString();
      await ctx.db('users').insert(
        Array.from({ length: 100 }, (_, i) => ({
          username: `listed-${i}@example.com`,
          email: `listed-${i}@example.com`,
          phone: '4075550142',
          password_hash: 'x',
          created_at: now,
        })),
      );
      const admin = (await ctx.signInAs({ isAdmin: true })).client;
      const path = '/api/admin/users?page=1&pageSize=100';
      const zipped = await admin.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((zipped.body as { items: unknown[] }).items).toHaveLength(100);
      const plain = await admin.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.body).toEqual(zipped.body);
    });

    it('a member booking sends at most 4 statements inside the booking lock', async () => {
      let booked: Awaited<ReturnType<TestClient['post']>> | undefined;
      const sql = await statementsDuring(
        ctx,
        async () => (booked = await member.post('/api/bookings', bookingRequest(TOMORROW, '09:00', '10:00'))),
      );
      expect(booked!.status).toBe(201);
      const begin = sql.findIndex((s) => /^begin/i.test(s.trim()));
      const commit = sql.findIndex((s) => /^commit/i.test(s.trim()));
      expect(begin, sql.join('\n')).toBeGreaterThanOrEqual(0);
      expect(commit, sql.join('\n')).toBeGreaterThan(begin);
      const inside = sql.slice(begin + 1, commit);
      // The lock (with its wait bound), the day, the leagues, the insert.
      expect(inside[0], inside.join('\n')).toMatch(/pg_advisory_xact_lock|app_locks/i);
      expect(inside.length, inside.join('\n')).toBeLessThanOrEqual(4);
    });

    // Postgres only: SQLite's lock is its single writer (a real write, busy_timeout), covered by the tests above.
    it.skipIf(ctx.dialect !== 'postgres')(
      'the booking lock still bounds its wait and is held until the transaction ends',
      async () => {
        const { BOOKING_LOCK_NAMESPACE, withBookingLock } = await import('../../src/db/dialect');
        await ctx.db.transaction(async (trx) => {
          await withBookingLock(trx, [TOMORROW, TODAY]);
          const setting = (await trx.raw("SELECT current_setting('lock_timeout') AS t")) as { rows: { t: string }[] };
          expect(setting.rows[0]!.t).toBe('15s');
          const held = (await ctx.db.raw(
            // This database's only: the other test files' databases on the same server take the same lock keys.
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = ? AND classid = ? AND granted
               AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            ['advisory', BOOKING_LOCK_NAMESPACE],
          )) as { rows: { n: number }[] };
          expect(held.rows[0]!.n).toBe(2);
        });
      },
    );
  },
  { now: () => clock.now },
);
