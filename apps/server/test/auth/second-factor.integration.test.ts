// An admin's second factor and re-authentication (docs/decisions/287-admin-second-factor-and-re-authentication.md):
// enrolment with a first code and recovery codes shown once, the sign-in's second step, codes taken once, recovery
// codes used once, granting admin and changing the keypad code only after a fresh re-authentication, and a burst of
// wrong codes held to the limit. On SQLite and Postgres, with the app's clock moved by the test.
import { beforeEach, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { statusCounts } from '../support/http-client';
import { enrolSecondFactor, reauthenticate } from '../support/second-factor';

const START = new Date('2026-11-26T15:00:10.000Z');
const clock = { now: START };
const now = () => clock.now;
const advanceMinutes = (minutes: number) => {
  clock.now = new Date(clock.now.getTime() + minutes * 60_000);
};
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
/** A six-digit code the authenticator does not show now nor one step either side. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, new Date(clock.now.getTime() + d)));
  for (let n = 0; ; n += 1) {
    const candidate = String(100000 + n);
    if (!near.includes(candidate)) return candidate;
  }
}

describeEachDatabase(
  'admin second factor',
  (ctx) => {
    beforeEach(() => {
      clock.now = START;
    });

    async function enrolledAdmin() {
      const user = await ctx.createAdmin();
      const client = await ctx.signIn(user.username, TEST_PASSWORD);
      const authenticator = await enrolSecondFactor(client, TEST_PASSWORD, now);
      return { user, client, authenticator };
    }

    it('enrols with the password and a first code; the secret is stored encrypted and never sent again', async () => {
      const { client, user } = await ctx.signInAs({ isAdmin: true });
      expect((await client.get('/api/user/second-factor')).body).toEqual({
        enrolled: false,
        recoveryCodesLeft: 0,
        reauthenticatedUntil: null,
      });
      const wrongPassword = await client.post('/api/user/second-factor/enrolment', { password: 'not-my-password' });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.fieldErrors).toEqual({ password: ['Password is incorrect'] });

      const started = await client.post('/api/user/second-factor/enrolment', { password: TEST_PASSWORD });
      expect(started.status).toBe(200);
      const { secret, uri, qrCode } = started.body as { secret: string; uri: string; qrCode: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toContain(`otpauth://totp/`);
      expect(uri).toContain(`secret=${secret}`);
      expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
      const stored = await ctx.db('second_factors').where({ user_id: user.id }).first<{ secret_encrypted: string }>();
      expect(stored.secret_encrypted).not.toContain(secret);
      // Not on until a first code confirms it: signing in still asks only the password.
      expect((await client.get('/api/user/second-factor')).body.enrolled).toBe(false);
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );

      const wrong = await client.post('/api/user/second-factor/confirm', { code: wrongCode(secret) });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
      const confirmed = await client.post('/api/user/second-factor/confirm', { code: codeAt(secret, clock.now) });
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const hashes = (await ctx.db('recovery_codes').where({ user_id: user.id })) as { code_hash: string }[];
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) expect(recoveryCodes.some((c) => code_hash.includes(c))).toBe(false);

      const status = await client.get('/api/user/second-factor');
      expect(status.body).toEqual({ enrolled: true, recoveryCodesLeft: 10, reauthenticatedUntil: null });
      expect(status.text).not.toContain(secret);
      // A second enrolment cannot replace the confirmed one.
      const again = await client.post('/api/user/second-factor/enrolment', { password: TEST_PASSWORD });
      expect(again.status).toBe(400);
      expect(again.text).not.toContain(secret);
    });

    it('signing in asks for the code after the password; a wrong, replayed or late code signs nobody in', async () => {
      const { user, authenticator } = await enrolledAdmin();
      const browser = ctx.client();
      const first = await browser.post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(first.status).toBe(401);
      expect(first.body).toEqual({
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'Enter the code from your authenticator app to finish signing in.',
      });
      expect((await browser.get('/api/user')).status).toBe(401);

      const wrong = await browser.post('/api/login/second-factor', { code: wrongCode(authenticator.secret) });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
      expect((await browser.get('/api/user')).status).toBe(401);

      const code = authenticator.code();
      const right = await browser.post('/api/login/second-factor', { code });
      expect(right.status).toBe(200);
      expect(right.body.id).toBe(user.id);
      expect((await browser.get('/api/user')).body.id).toBe(user.id);

      // The same code again, from another browser that knows the password: refused (a code is good once).
      const other = ctx.client();
      expect((await other.post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(401);
      const replayed = await other.post('/api/login/second-factor', { code });
      expect(replayed.status).toBe(401);
      expect(replayed.body.code).toBe('SECOND_FACTOR_INVALID');
      expect((await other.get('/api/user')).status).toBe(401);

      // The second step more than five minutes after the password: start again.
      expect((await other.post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(401);
      advanceMinutes(6);
      const late = await other.post('/api/login/second-factor', { code: authenticator.code() });
      expect(late.status).toBe(401);
      expect(late.body.code).toBe('SECOND_FACTOR_EXPIRED');
      // Without a password first, no code signs anyone in.
      expect((await ctx.client().post('/api/login/second-factor', { code: authenticator.code() })).body.code).toBe(
        'SECOND_FACTOR_EXPIRED',
      );
    });

    it('a recovery code signs in once', async () => {
      const { user, client, authenticator } = await enrolledAdmin();
      const [recovery] = authenticator.recoveryCodes;
      const browser = ctx.client();
      await browser.post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect((await browser.post('/api/login/second-factor', { code: recovery!.toUpperCase() })).status).toBe(200);
      const other = ctx.client();
      await other.post('/api/login', { username: user.email, password: TEST_PASSWORD });
      const reused = await other.post('/api/login/second-factor', { code: recovery });
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe('SECOND_FACTOR_INVALID');
      expect((await client.get('/api/user/second-factor')).body.recoveryCodesLeft).toBe(9);
    });

    it('granting admin and changing the keypad code need a second factor and a fresh re-authentication', async () => {
      const target = await ctx.createMember();
      const grant = (client: ReturnType<typeof ctx.client>) =>
        client.patch(`/api/admin/users/${target.id}/admin`, { isAdmin: true });
      const changeCode = (client: ReturnType<typeof ctx.client>, code: string) =>
        client.post('/api/admin/keypad-code', { code });

      // An admin without a second factor: refused with a code that says so; taking admin access away stays open.
      const { client: plain } = await ctx.signInAs({ isAdmin: true });
      for (const res of [await grant(plain), await changeCode(plain, '1111')]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('SECOND_FACTOR_NOT_ENROLLED');
      }
      const otherAdmin = await ctx.createAdmin();
      expect((await plain.patch(`/api/admin/users/${otherAdmin.id}/admin`, { isAdmin: false })).status).toBe(200);
      expect((await plain.post('/api/user/reauthenticate', { password: TEST_PASSWORD, code: '123456' })).status).toBe(
        403,
      );

      // Enrolled, signed in with the password alone before enrolling: no fresh re-authentication yet.
      const { user: admin, client, authenticator } = await enrolledAdmin();
      for (const res of [await grant(client), await changeCode(client, '2222')]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          code: 'REAUTHENTICATION_REQUIRED',
          message: 'Confirm your password and a code from your authenticator app to do this.',
        });
      }
      const badPassword = await client.post('/api/user/reauthenticate', {
        password: 'wrong-password',
        code: authenticator.code(),
      });
      expect(badPassword.status).toBe(400);
      const badCode = await client.post('/api/user/reauthenticate', {
        password: TEST_PASSWORD,
        code: wrongCode(authenticator.secret),
      });
      expect(badCode.status).toBe(401);
      expect((await grant(client)).status).toBe(403);
      expect(await ctx.db('keypad_codes').where({ code: '2222' }).first()).toBeUndefined();

      advanceMinutes(1);
      await reauthenticate(client, TEST_PASSWORD, authenticator);
      expect((await client.get('/api/user/second-factor')).body.reauthenticatedUntil).toBe(
        new Date(clock.now.getTime() + 10 * 60_000).toISOString(),
      );
      expect((await grant(client)).body.isAdmin).toBe(true);
      expect((await changeCode(client, '3333')).status).toBe(200);

      // Ten minutes later the re-authentication has run out.
      advanceMinutes(11);
      expect((await changeCode(client, '4444')).body.code).toBe('REAUTHENTICATION_REQUIRED');
      expect((await ctx.db('keypad_codes').orderBy('id', 'desc').first<{ code: string }>()).code).toBe('3333');

      // A sign-in with password and code counts as a re-authentication.
      const browser = ctx.client();
      expect((await browser.post('/api/login', { username: admin.email, password: TEST_PASSWORD })).status).toBe(401);
      expect((await browser.post('/api/login/second-factor', { code: authenticator.code() })).status).toBe(200);
      expect((await changeCode(browser, '5555')).status).toBe(200);
    });

    it('turns off with the password and a code; the admin then signs in without a code and cannot grant admin', async () => {
      const { user, client, authenticator } = await enrolledAdmin();
      const target = await ctx.createMember();
      const disable = (body: object) => client.post('/api/user/second-factor/disable', body);
      // A wrong password or a wrong code changes nothing.
      expect((await disable({ password: 'not-my-password', code: authenticator.code() })).body.fieldErrors).toEqual({
        password: ['Password is incorrect'],
      });
      const badCode = await disable({ password: TEST_PASSWORD, code: wrongCode(authenticator.secret) });
      expect(badCode).toMatchObject({ status: 401, body: { code: 'SECOND_FACTOR_INVALID' } });
      expect((await client.get('/api/user/second-factor')).body.enrolled).toBe(true);

      // A burst of the same right code: it is taken once, so exactly one request turns the factor off.
      advanceMinutes(1);
      const code = authenticator.code();
      // (Four: with the wrong code above, the five attempts of the account's limit.)
      const burst = await Promise.all(Array.from({ length: 4 }, () => disable({ password: TEST_PASSWORD, code })));
      expect(statusCounts(burst)).toEqual({ 200: 1, 401: 3 });
      expect(burst.find((r) => r.status === 200)!.body).toEqual({ message: 'Two-step sign-in is off.' });
      expect((await client.get('/api/user/second-factor')).body).toEqual({
        enrolled: false,
        recoveryCodesLeft: 0,
        reauthenticatedUntil: null,
      });
      expect(await ctx.db('second_factors').where({ user_id: user.id })).toEqual([]);
      expect(await ctx.db('recovery_codes').where({ user_id: user.id })).toEqual([]);

      // Without a factor: granting admin and changing the keypad code are refused again, as for any such admin.
      for (const res of [
        await client.patch(`/api/admin/users/${target.id}/admin`, { isAdmin: true }),
        await client.post('/api/admin/keypad-code', { code: '5555' }),
      ]) {
        expect(res).toMatchObject({ status: 403, body: { code: 'SECOND_FACTOR_NOT_ENROLLED' } });
      }
      // Turning off again, or new codes, need a factor; signing in needs only the password again.
      advanceMinutes(1);
      expect((await disable({ password: TEST_PASSWORD, code: authenticator.code() })).body.code).toBe(
        'SECOND_FACTOR_NOT_ENROLLED',
      );
      const regenerate = { password: TEST_PASSWORD, code: authenticator.recoveryCodes[0] };
      expect((await client.post('/api/user/second-factor/recovery-codes', regenerate)).status).toBe(403);
      const browser = ctx.client();
      expect((await browser.post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('new recovery codes: ten, shown once; the old ones stop working, and a burst of one code gets one set', async () => {
      const { user, client, authenticator } = await enrolledAdmin();
      const old = authenticator.recoveryCodes;
      const regenerate = (body: object) => client.post('/api/user/second-factor/recovery-codes', body);
      expect((await regenerate({ password: 'not-my-password', code: authenticator.code() })).status).toBe(400);
      advanceMinutes(1);
      const code = authenticator.code();
      const burst = await Promise.all(Array.from({ length: 3 }, () => regenerate({ password: TEST_PASSWORD, code })));
      expect(statusCounts(burst)).toEqual({ 200: 1, 401: 2 });
      const { recoveryCodes, message } = burst.find((r) => r.status === 200)!.body as {
        recoveryCodes: string[];
        message: string;
      };
      expect(message).toBe(
        'New recovery codes. Keep them somewhere safe: each works once, and the old ones no longer work.',
      );
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const fresh of recoveryCodes) expect(fresh).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(recoveryCodes.filter((c) => old.includes(c))).toEqual([]);
      expect(await ctx.db('recovery_codes').where({ user_id: user.id })).toHaveLength(10);

      const signInWith = async (recovery: string) => {
        const browser = ctx.client();
        expect((await browser.post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(401);
        return (await browser.post('/api/login/second-factor', { code: recovery })).status;
      };
      expect(await signInWith(old[0]!)).toBe(401);
      expect(await signInWith(recoveryCodes[0]!)).toBe(200);
      // A recovery code may stand in for the app's code here too; it is used up, and the set it was in replaced.
      const again = await regenerate({ password: TEST_PASSWORD, code: recoveryCodes[1]! });
      expect(again.status).toBe(200);
      expect((await client.get('/api/user/second-factor')).body.recoveryCodesLeft).toBe(10);
      expect(await signInWith(recoveryCodes[2]!)).toBe(401);
    });

    it('a burst of wrong codes is held to five; the right code then waits too', async () => {
      const { user, authenticator } = await enrolledAdmin();
      const browser = ctx.client();
      expect((await browser.post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(401);
      const wrong = wrongCode(authenticator.secret);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => browser.post('/api/login/second-factor', { code: wrong })),
      );
      expect(statusCounts(answers)).toEqual({ 401: 5, 429: 7 });
      const right = await browser.post('/api/login/second-factor', { code: authenticator.code() });
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
      expect((await browser.get('/api/user')).status).toBe(401);
    });
  },
  { now },
);
