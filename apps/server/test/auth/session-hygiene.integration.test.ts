// Session and account hygiene (docs/decisions/163-session-and-account-hygiene.md): idle timeout and absolute
// lifetime, shorter for staff (283), "sign out other devices", the current password before an e-mail change, production settings.
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';

const START = new Date('2026-11-22T15:00:00.000Z');
const clock = { now: START };
const advanceHours = (hours: number) => {
  clock.now = new Date(clock.now.getTime() + hours * 3_600_000);
};

describeEachDatabase(
  'session hygiene',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = START;
    });

    it('idle timeout: the cookie and the stored session last SESSION_MAX_AGE_HOURS from the last request', async () => {
      const user = await ctx.createUser();
      const client = ctx.client();
      const res = await client.post('/api/login', { username: user.email, password: TEST_PASSWORD });
      const cookie = res.setCookies.find((c) => c.startsWith('lgf.sid='))!;
      expect(cookie).toMatch(/Expires=/);
      const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
      expect(Math.round((expires - Date.now()) / 60_000)).toBe(120);
      // Idle past the timeout: the stored session has expired and the request is signed out.
      await ctx.db('sessions').update({ expired: new Date(Date.now() - 1000).toISOString() });
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('absolute lifetime: a session ends SESSION_ABSOLUTE_HOURS after sign-in, however active', async () => {
      const { client } = await ctx.signInAs();
      for (let i = 0; i < 5; i += 1) {
        advanceHours(1);
        expect((await client.get('/api/user')).status).toBe(200);
      }
      advanceHours(1.1);
      expect((await client.get('/api/user')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('staff (admin, front desk, coach) get the staff idle timeout: signed out after 30 idle minutes, members not', async () => {
      const signInWithCookie = async (options: Parameters<typeof ctx.createUser>[0]) => {
        const user = await ctx.createUser(options);
        const client = ctx.client();
        const res = await client.post('/api/login', { username: user.email, password: TEST_PASSWORD });
        const cookie = res.setCookies.find((c) => c.startsWith('lgf.sid='))!;
        const minutes = Math.round((Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!) - Date.now()) / 60_000);
        return { client, minutes };
      };
      const staff = await Promise.all([
        signInWithCookie({ isAdmin: true }),
        signInWithCookie({ isFrontDesk: true }),
        signInWithCookie({ isCoach: true, isMember: true }),
      ]);
      const member = await signInWithCookie({ isMember: true });
      // The browser drops a staff cookie after 30 minutes; a member's lasts SESSION_MAX_AGE_HOURS (2 h here).
      expect(staff.map((s) => s.minutes)).toEqual([30, 30, 30]);
      expect(member.minutes).toBe(120);

      // Used within the timeout, a staff session goes on (each use renews it) ...
      clock.now = new Date(START.getTime() + 29 * 60_000);
      for (const { client } of staff) expect((await client.get('/api/user')).status).toBe(200);
      // ... and left 32 minutes, it is signed out on the app's clock, whatever the stored expiry says; a member is not.
      clock.now = new Date(clock.now.getTime() + 32 * 60_000);
      for (const { client } of staff) expect((await client.get('/api/user')).status).toBe(401);
      expect((await member.client.get('/api/user')).status).toBe(200);
    });

    it('staff sessions end SESSION_STAFF_ABSOLUTE_HOURS after sign-in however active; a member made staff gets them at once', async () => {
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      const { user: golfer, client: golferClient } = await ctx.signInAs({ isMember: true });
      for (let i = 0; i < 7; i += 1) {
        clock.now = new Date(clock.now.getTime() + 25 * 60_000);
        expect((await desk.get('/api/user')).status).toBe(200);
        expect((await golferClient.get('/api/user')).status).toBe(200);
      }
      // 3 h 10 min after signing in: past the staff's 3 h, within a member's 5.5 h.
      clock.now = new Date(clock.now.getTime() + 15 * 60_000);
      expect((await desk.get('/api/user')).status).toBe(401);
      expect((await golferClient.get('/api/user')).status).toBe(200);

      // Made front desk now, the member's session (signed in 3 h 10 min ago) has outlived a staff session's lifetime.
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const granted = await admin.patch(`/api/admin/users/${golfer.id}/front-desk`, { isFrontDesk: true });
      expect(granted.status, granted.text).toBe(200);
      expect((await golferClient.get('/api/user')).status).toBe(401);
    });

    it('"sign out other devices" ends every other session of the account and keeps this one', async () => {
      const user = await ctx.createUser();
      const here = await ctx.signIn(user.email, TEST_PASSWORD);
      const phone = await ctx.signIn(user.email, TEST_PASSWORD);
      const laptop = await ctx.signIn(user.email, TEST_PASSWORD);
      const someoneElse = (await ctx.signInAs()).client;

      const res = await here.post('/api/user/sign-out-other-devices');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ended: 2, message: 'Signed out of 2 other devices.' });
      expect((await here.get('/api/user')).status).toBe(200);
      expect((await phone.get('/api/user')).status).toBe(401);
      expect((await laptop.get('/api/user')).status).toBe(401);
      expect((await someoneElse.get('/api/user')).status).toBe(200);
      expect((await ctx.client().post('/api/user/sign-out-other-devices')).status).toBe(401);
    });

    it('changing the e-mail asks for the current password, then ends the other sessions', async () => {
      const user = await ctx.createUser({ username: 'putter', email: 'putter@example.com' });
      const client = await ctx.signIn(user.email, TEST_PASSWORD);
      const other = await ctx.signIn(user.email, TEST_PASSWORD);
      const change = (extra: Record<string, string>) =>
        client.patch('/api/user/profile', { username: 'putter', email: 'new.putter@example.com', ...extra });

      const missing = await change({});
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({
        currentPassword: ['Please enter your current password to change your email'],
      });
      const wrong = await change({ currentPassword: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });
      expect((await ctx.db('users').where({ id: user.id }).first()).email).toBe('putter@example.com');

      const right = await change({ currentPassword: TEST_PASSWORD });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe('new.putter@example.com');
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await other.get('/api/user')).status).toBe(401);

      // Other fields change without it.
      expect(
        (await client.patch('/api/user/profile', { username: 'putter2', email: 'new.putter@example.com' })).status,
      ).toBe(200);
    });

    it('wrong current passwords count like failed sign-ins', async () => {
      const user = await ctx.createUser({ username: 'guesser', email: 'guesser@example.com' });
      const client = await ctx.signIn(user.email, TEST_PASSWORD);
      const guess = () =>
        client.patch('/api/user/profile', {
          username: 'guesser',
          email: 'elsewhere@example.com',
          currentPassword: 'wrong-guess',
        });
      const answers = await Promise.all(Array.from({ length: 8 }, guess));
      expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
    });

    it('production refuses to start without an https public URL', async () => {
      await expect(
        ctx.startProcess({ NODE_ENV: 'production', SESSION_SECRET: 'production-like-secret-0123456789abcdef' }),
      ).rejects.toThrow(/PUBLIC_APP_URL: required in production/);
    });
  },
  {
    now: () => clock.now,
    env: {
      SESSION_MAX_AGE_HOURS: '2',
      SESSION_ABSOLUTE_HOURS: '5.5',
      SESSION_STAFF_IDLE_MINUTES: '30',
      SESSION_STAFF_ABSOLUTE_HOURS: '3',
    },
  },
);
