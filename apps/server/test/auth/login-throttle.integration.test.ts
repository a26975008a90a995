// Repeated failed sign-ins are refused with 429; the state lives in the database (rate_limit_hits),
// so it holds across app instances. The app's clock is fixed so the 15-minute window can be crossed.
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';

let clock = new Date('2026-03-10T15:00:00.000Z');
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describeEachDatabase(
  'login throttling',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock = new Date('2026-03-10T15:00:00.000Z');
    });

    const fail = (username: string) => ctx.client().post('/api/login', { username, password: 'wrong-password' });

    it('refuses the 6th attempt on an account after 5 failures, even with the right password', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 5; i += 1) expect((await fail(user.email)).status).toBe(401);
      const locked = await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many failed login attempts. Please try again in 15 minutes.',
      });
      expect(locked.setCookies).toEqual([]);
    });

    it('counts failures by account whichever identifier was typed (username or email)', async () => {
      const user = await ctx.createUser({ username: 'chipshot', email: 'chip.shot@example.com' });
      for (const name of ['chipshot', 'CHIP.SHOT@example.com', 'chipshot', 'chip.shot@example.com', 'ChipShot']) {
        expect((await fail(name)).status).toBe(401);
      }
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        429,
      );
    });

    it('tells how long is left and lets the user in once the window has passed', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 5; i += 1) {
        await fail(user.email);
        advanceMinutes(1);
      }
      // Failures at minutes 0..4; now minute 5 → the 1st failure leaves the window at minute 15.
      const locked = await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 10 minutes.');
      advanceMinutes(9.5);
      const almost = await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(almost.body.message).toBe('Too many failed login attempts. Please try again in 1 minute.');
      advanceMinutes(0.5);
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
    });

    it('clears the account counter on a successful sign-in', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 4; i += 1) await fail(user.email);
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
      for (let i = 0; i < 4; i += 1) expect((await fail(user.email)).status).toBe(401);
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
    });

    it('does not lock other accounts', async () => {
      const victim = await ctx.createUser();
      const other = await ctx.createUser();
      for (let i = 0; i < 5; i += 1) await fail(victim.email);
      expect((await ctx.client().post('/api/login', { username: other.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
    });

    it('refuses an IP after 20 failures across many accounts', async () => {
      for (let i = 0; i < 20; i += 1) expect((await fail(`guess${i}@example.com`)).status).toBe(401);
      const fresh = await ctx.createUser();
      const res = await ctx.client().post('/api/login', { username: fresh.email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/);
    });

    it('holds across app instances because the state is in the database', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 5; i += 1) await fail(user.email);
      const other = await ctx.startInstance({ now: () => clock });
      const res = await other.client().post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(res.status).toBe(429);
      await other.close();
    });
  },
  { now: () => clock },
);
