// One-time secrets are never kept for a repeat (docs/decisions/500-one-time-secrets-never-replayed.md), over real
// HTTP on SQLite and Postgres: every route of the contract whose answer holds a one-time secret is listed here with a
// request that gets one; the same request sent again with the same Idempotency-Key gets 409 ALREADY_ISSUED and nothing
// secret, the write is not run twice, and no stored row holds the secret.
import { beforeEach, expect, it } from 'vitest';
import { API_ROUTES, holdsOneTimeSecret } from '@longwood/core';
import { ALREADY_ISSUED_MESSAGE } from '../../src/http/idempotency';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { authenticatorFor, enrolSecondFactor } from '../support/second-factor';

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

interface Issue {
  client: TestClient;
  path: string;
  body: object;
  /** The secret texts the first answer held. */
  secretsOf: (answer: Record<string, unknown>) => string[];
  /** The table the write changes: a repeat that ran the write again would change its rows. */
  table: string;
}

/** Each secret-holding route of the contract, by `METHOD path`, and how a test gets its secret. */
const ISSUERS: Record<string, (ctx: TestContext) => Promise<Issue>> = {
  'POST /api/admin/bays/:bayId/device-keys': async (ctx) => {
    const { client } = await ctx.signInAs({ isAdmin: true });
    return {
      client,
      path: '/api/admin/bays/1/device-keys',
      body: { label: 'Bay 1 PC' },
      secretsOf: (answer) => [String(answer.key)],
      table: 'bay_device_keys',
    };
  },
  'POST /api/user/second-factor/enrolment': async (ctx) => {
    const user = await ctx.createAdmin();
    const client = await ctx.signIn(user.username, user.password);
    return {
      client,
      path: '/api/user/second-factor/enrolment',
      body: { password: user.password },
      secretsOf: (answer) => [String(answer.secret), String(answer.uri), String(answer.qrCode)],
      table: 'second_factors',
    };
  },
  'POST /api/user/second-factor/confirm': async (ctx) => {
    const user = await ctx.createAdmin();
    const client = await ctx.signIn(user.username, user.password);
    const started = await client.post('/api/user/second-factor/enrolment', { password: user.password });
    const authenticator = authenticatorFor((started.body as { secret: string }).secret, () => new Date());
    return {
      client,
      path: '/api/user/second-factor/confirm',
      body: { code: authenticator.code() },
      secretsOf: (answer) => answer.recoveryCodes as string[],
      table: 'recovery_codes',
    };
  },
  'POST /api/user/second-factor/recovery-codes': async (ctx) => {
    const user = await ctx.createAdmin();
    const client = await ctx.signIn(user.username, user.password);
    const authenticator = await enrolSecondFactor(client, user.password);
    return {
      client,
      path: '/api/user/second-factor/recovery-codes',
      body: { password: user.password, code: authenticator.code() },
      secretsOf: (answer) => answer.recoveryCodes as string[],
      table: 'recovery_codes',
    };
  },
};

const secretRoutes = () =>
  API_ROUTES.filter((route) => holdsOneTimeSecret(route.response)).map((route) => `${route.method} ${route.path}`);

describeEachDatabase('one-time secrets are not replayed', (ctx) => {
  beforeEach(async () => {
    await ctx.resetData();
  });

  it('lists every route whose answer holds a one-time secret', () => {
    expect(secretRoutes().sort()).toEqual(Object.keys(ISSUERS).sort());
  });

  for (const [route, issuerOf] of Object.entries(ISSUERS)) {
    it(`${route}: a repeat with the same key is 409 ALREADY_ISSUED with nothing secret, and the write ran once`, async () => {
      const issue = await issuerOf(ctx);
      const first = await issue.client.post(issue.path, issue.body, withKey(`once-${route.replace(/\W+/g, '-')}`));
      expect(first.status, first.text).toBeLessThan(300);
      const secrets = issue.secretsOf(first.body as Record<string, unknown>);
      expect(secrets.length).toBeGreaterThan(0);
      const rows = async () =>
        ((await ctx.db(issue.table).select()) as object[]).map((row) => JSON.stringify(row)).sort();
      const written = await rows();
      expect(written.length).toBeGreaterThan(0);

      const again = await issue.client.post(issue.path, issue.body, withKey(`once-${route.replace(/\W+/g, '-')}`));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'ALREADY_ISSUED', message: ALREADY_ISSUED_MESSAGE });
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      for (const secret of secrets) expect(again.text).not.toContain(secret);
      expect(await rows()).toEqual(written);

      const stored = (await ctx.db('idempotency_keys').pluck('body')) as (string | null)[];
      expect(stored.length).toBeGreaterThan(0);
      for (const body of stored) for (const secret of secrets) expect(body ?? '').not.toContain(secret);
    });
  }
});
