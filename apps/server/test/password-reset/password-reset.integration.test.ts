// The forgot-password flow end to end: the code and link are read from the e-mail a real SMTP server
// received; expiry runs on an injected clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { warningsLog } from '../support/warnings-log';
import { enrolSecondFactor } from '../support/second-factor';
import { suiteSmtpInbox, type ReceivedMail } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const START = new Date('2026-11-21T15:00:00.000Z');
const clock = { now: START };
const { log, warnings } = warningsLog();

const SENT_ANSWER = {
  next: 'verify',
  message:
    "If an account uses that e-mail address, we've sent it a 6-digit verification code and a reset link. Both expire in 10 minutes.",
};
const CONTACT_ADMIN_ANSWER = {
  next: 'contact_admin',
  message:
    'Password reset e-mails can only be sent to @longwoodgolf.example addresses. Please contact an administrator to reset your password.',
};
const INVALID_CODE = { code: 'RESET_CODE_INVALID', message: 'Invalid verification code or email. Please try again.' };
const INVALID_LINK = {
  code: 'RESET_LINK_INVALID',
  message: 'This password reset link is invalid or has expired. Please request a new one.',
};
const NEW_PASSWORD = 'fresh-fairway-2026';

function codeOf(mail: ReceivedMail): string {
  const match = /verification code is: (\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in:\n${mail.text}`);
  return match[1];
}

function tokenOf(mail: ReceivedMail): string {
  const match = /https:\/\/app\.longwoodgolf\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No link in:\n${mail.text}`);
  return match[1];
}

describeEachDatabase(
  'password reset',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      // A previous test's last notice (a reset tells the account) is sent before this one starts.
      await ctx.app.services.settle();
      inbox.clear();
      await ctx.resetData();
      await ctx.db('password_reset_requests').del();
      clock.now = START;
      warnings.length = 0;
    });

    const request = (email: string) => ctx.client().post('/api/reset-password/request', { email });
    const mailTo = (address: string) => inbox.waitFor((m) => m.envelopeTo.includes(address));
    /** What the reset page's up-front check answers for the e-mail's link `token`. */
    const checkToken = async (token: string) =>
      (await ctx.client().post('/api/reset-password/check-token', { token })).body as unknown;
    const member = (local: string) => ctx.createMember({ email: `${local}@longwoodgolf.example` });

    it('request → code from the e-mail → verify → reset: every old session ends and the new password works', async () => {
      const user = await member('pat');
      const laptop = await ctx.signIn(user.email, TEST_PASSWORD);
      const phone = await ctx.signIn(user.email, TEST_PASSWORD);
      const someoneElse = await ctx.signInAs();

      const res = await request('Pat@LongwoodGolf.example');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SENT_ANSWER);

      const mail = await mailTo('pat@longwoodgolf.example');
      expect(mail.subject).toBe('Your Longwood Golf password reset code');
      expect(mail.text).toContain('expire in 10 minutes');
      const code = codeOf(mail);

      const verify = await ctx
        .client()
        .post('/api/reset-password/verify', { email: user.email, verificationCode: code });
      expect(verify.status).toBe(200);
      expect(verify.body.success).toBe(true);

      const reset = await ctx
        .client()
        .post('/api/reset-password/reset', { email: user.email, verificationCode: code, newPassword: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({
        success: true,
        message: 'Your password has been reset. You can now log in with your new password.',
      });

      expect((await laptop.get('/api/user')).status).toBe(401);
      expect((await phone.get('/api/user')).status).toBe(401);
      // Other users stay signed in.
      expect((await someoneElse.client.get('/api/user')).status).toBe(200);

      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        401,
      );
      const login = await ctx.client().post('/api/login', { username: user.email, password: NEW_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(user.id);

      // Single use: neither the code nor the e-mail's link works again.
      const again = await ctx.client().post('/api/reset-password/reset', {
        email: user.email,
        verificationCode: code,
        newPassword: 'another-pass-99',
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID_CODE);
      expect(await checkToken(tokenOf(mail))).toEqual({ valid: false });
    });

    it('also ends a sign-in begun with the old password that still waits for its second factor', async () => {
      const user = await ctx.createAdmin({ email: 'sam@longwoodgolf.example' });
      const owner = await ctx.signIn(user.email, TEST_PASSWORD);
      const authenticator = await enrolSecondFactor(owner, TEST_PASSWORD, () => clock.now);
      // Someone with the old password gets as far as the code.
      const stranger = ctx.client();
      const first = await stranger.post('/api/login', { username: user.email, password: TEST_PASSWORD });
      expect(first.body.code).toBe('SECOND_FACTOR_REQUIRED');

      expect((await request(user.email)).status).toBe(200);
      const code = codeOf(await mailTo(user.email));
      const reset = await ctx
        .client()
        .post('/api/reset-password/reset', { email: user.email, verificationCode: code, newPassword: NEW_PASSWORD });
      expect(reset.status).toBe(200);

      // Within the five minutes a code is asked for, and with a right code: nobody is signed in.
      const late = await stranger.post('/api/login/second-factor', { code: authenticator.code() });
      expect(late.status).toBe(401);
      expect(late.body.code).toBe('SECOND_FACTOR_EXPIRED');
      expect((await stranger.get('/api/user')).status).toBe(401);
    });

    it('every change of the password is told to the account: by the code and by the link', async () => {
      const pat = await member('pat-notice');
      await request(pat.email);
      const code = codeOf(await mailTo(pat.email));
      const byCode = await ctx
        .client()
        .post('/api/reset-password/reset', { email: pat.email, verificationCode: code, newPassword: NEW_PASSWORD });
      expect(byCode.status).toBe(200);
      const lee = await member('lee-notice');
      await request(lee.email);
      const token = tokenOf(await mailTo(lee.email));
      expect((await ctx.client().post('/api/reset-password/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(
        200,
      );

      for (const address of [pat.email, lee.email]) {
        const notice = await inbox.waitFor(
          (m) => m.envelopeTo.includes(address) && m.subject === 'Your password was changed',
        );
        expect(notice.text).toContain('The password of your Longwood Golf account was changed.');
        expect(notice.text).toContain('If you did not change it, reset your password at once');
        expect(notice.html).toContain('/forgot-password');
      }
    });

    it('refuses a common or breached new password by the code and by the link, which still work for a better one', async () => {
      const COMMON = {
        code: 'VALIDATION_FAILED',
        message: 'This password is one of the most common and easy to guess. Please choose a different one.',
        fieldErrors: {
          newPassword: ['This password is one of the most common and easy to guess. Please choose a different one.'],
        },
      };
      const pat = await member('pat-common');
      await request(pat.email);
      const mail = await mailTo(pat.email);
      // 8 to 100 characters, as the spec asks of a new password, and still among the most used.
      for (const newPassword of ['password123', 'Baseball1', '1qaz2wsx3edc']) {
        const byCode = await ctx
          .client()
          .post('/api/reset-password/reset', { email: pat.email, verificationCode: codeOf(mail), newPassword });
        expect(byCode.status, newPassword).toBe(400);
        expect(byCode.body).toEqual(COMMON);
        const byLink = await ctx.client().post('/api/reset-password/reset', { token: tokenOf(mail), newPassword });
        expect(byLink.body).toEqual(COMMON);
      }
      // Nothing changed: the old password still signs in, and the link still sets a better one.
      expect((await ctx.client().post('/api/login', { username: pat.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
      const reset = await ctx
        .client()
        .post('/api/reset-password/reset', { token: tokenOf(mail), newPassword: NEW_PASSWORD });
      expect(reset.status).toBe(200);

      // The welcome link an added member sets a first password with is held to the same list.
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      expect(
        (await admin.post('/api/admin/add-member', { email: 'new-common@longwoodgolf.example', phone: '4075550111' }))
          .status,
      ).toBe(201);
      const welcome = tokenOf(await mailTo('new-common@longwoodgolf.example'));
      expect(
        (await ctx.client().post('/api/reset-password/reset', { token: welcome, newPassword: 'sunshine1' })).body,
      ).toEqual(COMMON);
    });

    it('resets through the link in the e-mail, once', async () => {
      const user = await member('lee');
      await request(user.email);
      const token = tokenOf(await mailTo(user.email));

      expect(await checkToken(token)).toEqual({ valid: true });
      const reset = await ctx.client().post('/api/reset-password/reset', { token, newPassword: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect(reset.body.success).toBe(true);
      expect((await ctx.client().post('/api/login', { username: user.email, password: NEW_PASSWORD })).status).toBe(
        200,
      );

      const reuse = await ctx.client().post('/api/reset-password/reset', { token, newPassword: 'another-pass-99' });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual(INVALID_LINK);
      const forged = await ctx
        .client()
        .post('/api/reset-password/reset', { token: `${token.slice(0, -2)}xx`, newPassword: 'another-pass-99' });
      expect(forged.body).toEqual(INVALID_LINK);
    });

    it('of parallel resets with one link exactly one wins, and only its password works', async () => {
      const user = await member('kim');
      await request(user.email);
      const token = tokenOf(await mailTo(user.email));
      const passwords = Array.from({ length: 8 }, (_, i) => `parallel-pass-${i}0`);

      const results = await Promise.all(
        passwords.map((newPassword) => ctx.client().post('/api/reset-password/reset', { token, newPassword })),
      );
      const winners = results.flatMap((res, i) => (res.status === 200 ? [passwords[i]] : []));
      expect(winners).toHaveLength(1);
      expect(results.filter((res) => res.status === 400).map((res) => res.body)).toEqual(
        Array(passwords.length - 1).fill(INVALID_LINK),
      );
      const signIn = (password: string | undefined) =>
        ctx.client().post('/api/login', { username: user.email, password });
      expect((await signIn(winners[0])).status).toBe(200);
      // A few of the losing passwords (five wrong tries would lock the account).
      const losers = passwords.filter((password) => password !== winners[0]).slice(0, 4);
      for (const password of losers) expect((await signIn(password)).status).toBe(401);
    });

    it('lifts the sign-in lock that wrong passwords put on the account', async () => {
      const user = await member('robin');
      for (let i = 0; i < 5; i += 1) {
        await ctx.client().post('/api/login', { username: user.email, password: 'not-my-password' });
      }
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        429,
      );

      await request(user.email);
      const token = tokenOf(await mailTo(user.email));
      expect((await ctx.client().post('/api/reset-password/reset', { token, newPassword: NEW_PASSWORD })).status).toBe(
        200,
      );
      const login = await ctx.client().post('/api/login', { username: user.email, password: NEW_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(user.id);
    });

    it('answers exactly the same for an unknown address and sends nothing for it', async () => {
      const user = await member('known');
      const unknown = await request('nobody@longwoodgolf.example');
      const known = await request(user.email);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(unknown.text).toBe(known.text);

      // Once both requests' codes are issued and their e-mails tried: only the one.
      await ctx.app.services.settle();
      expect(inbox.messages.map((m) => m.envelopeTo)).toEqual([[user.email]]);
    });

    it('tells other domains to contact an admin — same answer whether the account exists — and e-mails nobody', async () => {
      const outsider = await ctx.createMember({ email: 'golfer@gmail.example' });
      const existing = await request(outsider.email);
      const missing = await request('stranger@gmail.example');
      expect(existing.status).toBe(200);
      expect(existing.body).toEqual(CONTACT_ADMIN_ANSWER);
      expect(missing.text).toBe(existing.text);

      const insider = await member('insider');
      await request(insider.email);
      await ctx.app.services.settle();
      expect(inbox.messages.map((m) => m.envelopeTo)).toEqual([[insider.email]]);
      expect(await ctx.db('password_reset_codes').where({ user_id: outsider.id })).toEqual([]);
    });

    it('expires codes and links after 10 minutes', async () => {
      const user = await member('slow');
      await request(user.email);
      const mail = await mailTo(user.email);
      const code = codeOf(mail);

      clock.now = new Date(START.getTime() + 9 * 60_000 + 59_000);
      expect(
        (await ctx.client().post('/api/reset-password/verify', { email: user.email, verificationCode: code })).status,
      ).toBe(200);

      clock.now = new Date(START.getTime() + 10 * 60_000 + 1_000);
      const late = await ctx.client().post('/api/reset-password/verify', { email: user.email, verificationCode: code });
      expect(late.status).toBe(400);
      expect(late.body).toEqual(INVALID_CODE);
      expect(
        (await ctx.client().post('/api/reset-password/reset', { token: tokenOf(mail), newPassword: NEW_PASSWORD }))
          .body,
      ).toEqual(INVALID_LINK);
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        200,
      );
    });

    it('kills the code (and its link) after 5 wrong tries', async () => {
      const user = await member('guess');
      await request(user.email);
      const mail = await mailTo(user.email);
      const code = codeOf(mail);
      const wrong = code === '000000' ? '111111' : '000000';

      for (let i = 0; i < 4; i += 1) {
        const res = await ctx
          .client()
          .post('/api/reset-password/verify', { email: user.email, verificationCode: wrong });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(INVALID_CODE);
      }
      // A wrong code on the reset step counts too: this is the fifth.
      const fifth = await ctx
        .client()
        .post('/api/reset-password/reset', { email: user.email, verificationCode: wrong, newPassword: NEW_PASSWORD });
      expect(fifth.body).toEqual(INVALID_CODE);

      const right = await ctx
        .client()
        .post('/api/reset-password/verify', { email: user.email, verificationCode: code });
      expect(right.status).toBe(400);
      expect(right.body).toEqual(INVALID_CODE);
      expect(await checkToken(tokenOf(mail))).toEqual({ valid: false });
    });

    it('accepts only the newest code when several were requested', async () => {
      const user = await member('twice');
      await request(user.email);
      const first = codeOf(await mailTo(user.email));
      inbox.clear();
      await request(user.email);
      const second = codeOf(await mailTo(user.email));
      const verify = (verificationCode: string) =>
        ctx.client().post('/api/reset-password/verify', { email: user.email, verificationCode });
      if (first !== second) expect((await verify(first)).status).toBe(400);
      expect((await verify(second)).status).toBe(200);
    });

    it('validates with the documented messages', async () => {
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ['/api/reset-password/request', { email: 'nope' }, 'Please enter a valid email address'],
        [
          '/api/reset-password/verify',
          { email: 'a@longwoodgolf.example', verificationCode: '12345' },
          'Verification code must be 6 digits',
        ],
        [
          '/api/reset-password/verify',
          { email: 'a@longwoodgolf.example', verificationCode: '12a456' },
          'Verification code must contain only numbers',
        ],
        ['/api/reset-password/reset', { token: 'abc', newPassword: 'short' }, 'Password must be at least 8 characters'],
        ['/api/reset-password/reset', { token: 'abc', newPassword: 'x'.repeat(101) }, 'Password is too long'],
      ];
      for (const [path, body, message] of cases) {
        const res = await ctx.client().post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    describe('throttling', () => {
      it('sends at most 3 e-mails an hour to one address, without changing the answer', async () => {
        const user = await member('spammed');
        for (let i = 0; i < 4; i += 1) {
          const res = await request(user.email);
          expect(res.body).toEqual(SENT_ANSWER);
          await ctx.app.services.settle();
          expect(inbox.messages).toHaveLength(Math.min(i + 1, 3));
        }
      });

      it('refuses an 11th request from one client within 15 minutes with 429', async () => {
        for (let i = 0; i < 10; i += 1) expect((await request(`person${i}@gmail.example`)).status).toBe(200);
        const blocked = await request('person10@gmail.example');
        expect(blocked.status).toBe(429);
        expect(blocked.body).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many password reset requests. Please wait 15 minutes and try again.',
        });
        clock.now = new Date(START.getTime() + 16 * 60_000);
        expect((await request('person10@gmail.example')).status).toBe(200);
      });
    });
  },
  {
    env: {
      ...smtp.env,
      RESET_EMAIL_DOMAIN: 'longwoodgolf.example',
      PUBLIC_APP_URL: 'https://app.longwoodgolf.example',
    },
    now: () => clock.now,
    log,
  },
);
