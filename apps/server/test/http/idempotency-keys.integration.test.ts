// Writes safe to retry (docs/decisions/280-idempotency-keys.md), over real HTTP on SQLite and
// Postgres: a member's booking and cancellation and the desk's walk-in sent again with the same Idempotency-Key get
// the first answer and change nothing more; a parallel burst with one key makes one booking; a key sent with another
// request is refused; a failed write gives its key back; keys are each user's own. Without the key the same repeats
// make a second booking (the desk's walk-in lands on the other bay), which is what the key prevents.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { statusCounts, type TestClient } from '../support/http-client';
import { guestWalkIn } from '../support/requests';

const TODAY = '2027-02-10'; // a Wednesday
const TOMORROW = addDaysToDateString(TODAY, 1);
const NOW = facilityInstant(TODAY, '10:12');
const clock = { now: NOW };

const slot = { simulatorId: 1, bookingDate: TOMORROW, startTime: '10:00', endTime: '11:00' };
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const count = async (ctx: TestContext, table: string) =>
  Number((await ctx.db(table).count({ n: '*' }).first())?.n ?? 0);

const book = (client: TestClient, key: string, body: object = slot) => client.post('/api/bookings', body, withKey(key));

describeEachDatabase(
  'idempotency keys',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    it("answers a member's repeated booking with the first answer and books once", async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const first = await book(client, 'c8a4f7f0-5d3b-4c59-9a0e-1b2c3d4e5f60');
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await book(client, 'c8a4f7f0-5d3b-4c59-9a0e-1b2c3d4e5f60');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await count(ctx, 'bookings')).toBe(1);
    });

    it('makes one booking of a parallel burst with one key, every request getting the same answer', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const burst = await Promise.all(Array.from({ length: 8 }, () => book(client, 'burst-key-1')));
      expect(statusCounts(burst)).toEqual({ 201: 8 });
      expect(new Set(burst.map((res) => res.body.id)).size).toBe(1);
      expect(burst.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
      expect(await count(ctx, 'bookings')).toBe(1);
    });

    it("answers the desk's repeated walk-in once, where without a key it took the other bay", async () => {
      const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
      const first = await staff.post('/api/desk/walk-ins', guestWalkIn(), withKey('walk-in-1'));
      expect(first.status).toBe(201);
      const again = await staff.post('/api/desk/walk-ins', guestWalkIn(), withKey('walk-in-1'));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await count(ctx, 'bookings')).toBe(1);
      // The same request sent twice without a key is two walk-ins, one on each bay.
      const plain = await staff.post('/api/desk/walk-ins', guestWalkIn());
      expect(plain.status).toBe(201);
      expect(plain.body.simulatorId).not.toBe(first.body.simulatorId);
    });

    it('answers a repeated cancellation with its first 204, not 404', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const created = await client.post('/api/bookings', slot);
      const cancel = await client.delete(`/api/bookings/${created.body.id}`, undefined, withKey('cancel-1'));
      expect(cancel.status).toBe(204);
      const again = await client.delete(`/api/bookings/${created.body.id}`, undefined, withKey('cancel-1'));
      expect(again.status).toBe(204);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      // Without the key the repeat meets the cancelled booking.
      expect((await client.delete(`/api/bookings/${created.body.id}`)).status).toBe(404);
    });

    it('refuses a key sent again with another request, and changes nothing', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      expect((await book(client, 'one-key')).status).toBe(201);
      const other = await book(client, 'one-key', { ...slot, startTime: '14:00', endTime: '15:00' });
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
      });
      expect(await count(ctx, 'bookings')).toBe(1);
    });

    it('gives the key back when the write fails: the same request runs again once it can succeed', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const { client: other } = await ctx.signInAs({ isMember: true });
      const taken = [
        await other.post('/api/bookings', slot),
        await other.post('/api/bookings', { ...slot, simulatorId: 2 }),
      ];
      expect(taken.map((res) => res.status)).toEqual([201, 201]);
      const refused = await book(client, 'retry-me');
      expect(refused.status).toBe(409);
      expect(refused.headers.get('idempotent-replayed')).toBeNull();
      expect((await other.delete(`/api/bookings/${taken[0]!.body.id}`)).status).toBe(204);
      const retried = await book(client, 'retry-me');
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect(await count(ctx, 'idempotency_keys')).toBe(1);
    });

    it("keeps each user's keys apart", async () => {
      const { client: ann } = await ctx.signInAs({ isMember: true });
      const { client: bob } = await ctx.signInAs({ isMember: true });
      const first = await book(ann, 'same-key');
      const second = await book(bob, 'same-key', { ...slot, simulatorId: 2 });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      expect(await count(ctx, 'bookings')).toBe(2);
    });

    it('refuses a key that is empty, too long or not visible characters, before writing', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      for (const key of ['x'.repeat(256), 'two words', '""']) {
        const res = await book(client, key);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
      }
      expect(await count(ctx, 'bookings')).toBe(0);
      // A quoted key (the IETF draft's string form) is the same key as its bare text.
      expect((await book(client, '"quoted-1"')).status).toBe(201);
      expect((await book(client, 'quoted-1')).headers.get('idempotent-replayed')).toBe('true');
    });

    it('forgets keys after a day', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      expect((await book(client, 'old-key')).status).toBe(201);
      await ctx.db('idempotency_keys').update({ created_at: new Date(NOW.getTime() - 25 * 3600_000).toISOString() });
      await ctx.app.services.idempotency.deleteExpired();
      expect(await count(ctx, 'idempotency_keys')).toBe(0);
    });
  },
  { now: () => NOW },
);

describeEachDatabase(
  'idempotency keys capped per account and hour',
  (ctx) => {
    beforeEach(async () => {
      clock.now = NOW;
      await ctx.resetData();
    });

    const setting = (client: TestClient, key: string, lessonReminders = true) =>
      client.put('/api/user/lesson-reminders', { lessonReminders }, withKey(key));

    it('keeps at most the cap of new keys of a parallel burst; the rest 429, repeats of kept keys still answered', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => setting(client, `burst-${i}`)));
      expect(statusCounts(burst)).toEqual({ 200: 5, 429: 7 });
      const refused = burst.find((res) => res.status === 429)!;
      expect(refused.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many changes from this account. Please try again in 60 minutes.',
      });
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await count(ctx, 'idempotency_keys')).toBe(5);
      // A repeat of a kept key gets its answer past the cap; another account has its own.
      const kept = burst.findIndex((res) => res.status === 200);
      const again = await setting(client, `burst-${kept}`);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const { client: other } = await ctx.signInAs({ isMember: true });
      expect((await setting(other, 'burst-0')).status).toBe(200);
      // An hour later the account's keys are taken again.
      clock.now = new Date(NOW.getTime() + 61 * 60_000);
      expect((await setting(client, 'next-hour')).status).toBe(200);
    });

    it('gives the place of a failed write back', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      // Refused by the booking rules (a time already past), each key given back with its place.
      const past = { ...slot, bookingDate: TODAY, startTime: '08:00', endTime: '09:00' };
      for (let i = 0; i < 8; i += 1) expect((await book(client, `past-${i}`, past)).status).toBe(422);
      const good = await Promise.all(Array.from({ length: 5 }, (_, i) => setting(client, `good-${i}`)));
      expect(statusCounts(good)).toEqual({ 200: 5 });
    });
  },
  { now: () => clock.now, env: { IDEMPOTENCY_KEYS_PER_HOUR: '5' } },
);
