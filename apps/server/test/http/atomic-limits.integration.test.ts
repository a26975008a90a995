// Every limit is reserved atomically before its work (docs/decisions/161-atomic-limits.md): a parallel burst
// (Promise.all) gets exactly the limit, on SQLite and Postgres. Before, each of these was beaten by sending the
// requests at once: the count was read by all of them before any was recorded.
import { beforeEach, expect, it } from 'vitest';
import { createUnitOfWorkRunner } from '../../src/db/unit-of-work';
import { createPasswordResetRepository } from '../../src/features/password-reset/repository';
import { hashResetCode, hashResetToken } from '../../src/features/password-reset/reset-secrets';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { statusCounts } from '../support/http-client';
import { demoRequest, membershipRequestFor, registration } from '../support/requests';

async function countRows(query: Promise<Array<{ n?: string | number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

const burst = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describeEachDatabase(
  'atomic limits',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
    });

    /** A user with a live reset code, issued as the reset flow issues one (in a transaction). */
    async function userWithCode(email: string, code: string) {
      const user = await ctx.createUser({ email });
      const pepper = ctx.env.RESET_CODE_PEPPER ?? ctx.env.SESSION_SECRET;
      const now = new Date();
      await createUnitOfWorkRunner(ctx.db)((unitOfWork) =>
        createPasswordResetRepository(ctx.db).replaceCode(unitOfWork, {
          userId: user.id,
          codeHash: hashResetCode(pepper, user.id, code),
          tokenHash: hashResetToken(pepper, `${code}-token`),
          expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
          createdAt: now.toISOString(),
        }),
      );
      return user;
    }

    it('login: 12 parallel wrong passwords on one account → exactly 5 checked (401), 7 refused (429)', async () => {
      const user = await ctx.createUser();
      const responses = await burst(12, () =>
        ctx.client().post('/api/login', { username: user.email, password: 'wrong-password' }),
      );
      expect(statusCounts(responses)).toEqual({ 401: 5, 429: 7 });
      expect((await ctx.client().post('/api/login', { username: user.email, password: TEST_PASSWORD })).status).toBe(
        429,
      );
    });

    it('login: the right password hidden in a burst of 17 wrong ones gets no extra tries', async () => {
      const user = await ctx.createUser();
      const passwords = [...Array.from({ length: 17 }, (_, i) => `wrong-${i}`), TEST_PASSWORD];
      const responses = await burst(passwords.length, (i) =>
        ctx.client().post('/api/login', { username: user.email, password: passwords[i] }),
      );
      const counts = statusCounts(responses);
      // Exactly five attempts were checked (401s, plus the right one if it was among them); the rest were refused.
      expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
      expect(counts[429]).toBe(13);
    });

    it('login: failures from one address do not lock the account owner out elsewhere', async () => {
      const proxied = await ctx.startInstance({ env: { TRUST_PROXY: 'true' } });
      const admin = await ctx.createAdmin();
      const from = (address: string, password: string) =>
        proxied
          .client()
          .post('/api/login', { username: admin.email, password }, { headers: { 'x-forwarded-for': address } });
      const attacker = await burst(8, () => from('198.51.100.7', 'wrong-guess'));
      expect(statusCounts(attacker)).toEqual({ 401: 5, 429: 3 });
      expect((await from('198.51.100.7', TEST_PASSWORD)).status).toBe(429);
      expect((await from('203.0.113.5', TEST_PASSWORD)).status).toBe(200);
    });

    it('reset code: 20 parallel wrong codes compare exactly 5 times, then the code is dead', async () => {
      const user = await userWithCode('burst@longwoodgolf.example', '123456');
      const responses = await burst(20, (i) =>
        ctx.client().post('/api/reset-password/verify', {
          email: user.email,
          verificationCode: String(200000 + i),
        }),
      );
      expect(statusCounts(responses)).toEqual({ 400: 20 });
      const [row] = await ctx.db('password_reset_codes').where({ user_id: user.id });
      expect(Number(row.attempts)).toBe(5);
      const right = await ctx
        .client()
        .post('/api/reset-password/verify', { email: user.email, verificationCode: '123456' });
      expect(right.status).toBe(400);
    });

    it('reset code: a right code does not use up a try', async () => {
      const user = await userWithCode('righty@longwoodgolf.example', '654321');
      const verify = (code: string) =>
        ctx.client().post('/api/reset-password/verify', { email: user.email, verificationCode: code });
      for (let i = 0; i < 4; i += 1) expect((await verify('111111')).status).toBe(400);
      expect((await verify('654321')).status).toBe(200);
      expect((await verify('654321')).status).toBe(200);
    });

    it('contact form: 12 parallel submissions from one address → exactly 5 stored', async () => {
      const responses = await burst(12, (i) =>
        ctx
          .client()
          .post('/api/contact', demoRequest(`Visitor ${i}`, { email: 'visitor@example.com', message: 'Hello' })),
      );
      expect(statusCounts(responses)).toEqual({ 201: 5, 429: 7 });
      expect(await countRows(ctx.db('contact_submissions').count({ n: '*' }))).toBe(5);
    });

    it('membership requests: 8 parallel from one user → exactly 3 stored', async () => {
      const { user, client } = await ctx.signInAs();
      const responses = await burst(8, () => client.post('/api/membership-request', membershipRequestFor(user)));
      expect(statusCounts(responses)).toEqual({ 201: 3, 429: 5 });
      expect(await countRows(ctx.db('membership_requests').where({ user_id: user.id }).count({ n: '*' }))).toBe(3);
    });

    it('reset e-mails: 10 parallel requests for one address → the same answer, exactly 3 e-mails', async () => {
      const user = await ctx.createUser({ email: 'flooded@longwoodgolf.example' });
      const responses = await burst(10, () => ctx.client().post('/api/reset-password/request', { email: user.email }));
      expect(statusCounts(responses)).toEqual({ 200: 10 });
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
      const rows = await ctx.db('password_reset_requests').where({ email: user.email });
      expect(rows.filter((r: { outcome: string }) => r.outcome === 'emailed')).toHaveLength(3);
      expect(rows.filter((r: { outcome: string }) => r.outcome === 'address_throttled')).toHaveLength(7);
    });

    it('registration: 8 parallel sign-ups from one address with a limit of 4 → exactly 4 accounts', async () => {
      const responses = await burst(8, (i) =>
        ctx.client().post('/api/register', registration(`newbie${i}@example.com`)),
      );
      expect(statusCounts(responses)).toEqual({ 201: 4, 429: 4 });
      expect(responses.find((r) => r.status === 429)?.body.code).toBe('RATE_LIMITED');
      expect(await countRows(ctx.db('users').count({ n: '*' }))).toBe(4);
    });
  },
  { env: { REGISTRATION_LIMIT_PER_HOUR: '4' } },
);
