// An admin's second factor in the browser tests (docs/decisions/287-admin-second-factor-and-re-authentication.md).
// Granting admin access and changing the keypad code need an admin with an authenticator who re-authenticated a few
// minutes ago: these helpers make such an admin and compute the authenticator's codes with the same TOTP library the
// server uses. The seeded demo admin stays without one (other specs sign it in with its password alone).
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiContext, registerUser, type TestUser } from './api';
import { withE2eDatabase } from './database';

/**
 * Codes of one secret, each at a later time step than the last. The server takes a step once and accepts one step
 * either side of its clock's, so a code is only given for a step still good 5 seconds from now (a code for the last
 * step, typed and sent just as the clock moves on, was refused in a CI run). When the steps that are good now are used
 * up, `forgetSteps` (when given) makes the server forget the step it took last (forgetLastStep) and the codes start
 * again from the earliest good step; without it the next code waits for the clock to move on, up to 30 seconds.
 */
export function authenticatorCodes(secret: string, forgetSteps?: () => Promise<void>): () => Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let lastStep = -Infinity;
  return async () => {
    for (;;) {
      const now = Date.now();
      const step = Math.max(Math.floor((now + 5_000) / 30_000) - 1, lastStep + 1);
      if (step <= Math.floor(now / 30_000) + 1) {
        lastStep = step;
        return totp.generate({ timestamp: step * 30_000 });
      }
      if (forgetSteps) {
        await forgetSteps();
        lastStep = -Infinity;
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (now % 30_000) + 100));
    }
  };
}

/**
 * Makes the server forget the time step it took last for the account (set-up, in the database): its codes of that
 * step and the ones before are good again, as the clock's moving on would make later ones. That a code is taken once
 * is the integration tests' rule to check (test/auth/second-factor.integration.test.ts), not a browser's.
 */
export async function forgetLastStep(userId: number): Promise<void> {
  await withE2eDatabase((db) => db('second_factors').where({ user_id: userId }).update({ last_step: null }));
}

/**
 * A fresh account made an administrator in the database (set-up, as the integration tests' createAdmin does: the
 * rule under test is who may grant admin, not how the first admin came to be), without a second factor.
 */
export async function freshAdmin(baseURL: string, prefix = 'admin'): Promise<TestUser> {
  const user = await registerUser(baseURL, prefix);
  await withE2eDatabase((db) => db('users').where({ id: user.id }).update({ is_admin: true }));
  return user;
}

async function post(ctx: APIRequestContext, path: string, data: object): Promise<unknown> {
  const res = await ctx.post(path, { data });
  if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Enrols the account signed in on `ctx` and re-authenticates it: its session may then grant admin. */
export async function enrolAndReauthenticate(ctx: APIRequestContext, password: string): Promise<() => Promise<string>> {
  const { secret } = (await post(ctx, '/api/user/second-factor/enrolment', { password })) as { secret: string };
  const code = authenticatorCodes(secret);
  await post(ctx, '/api/user/second-factor/confirm', { code: await code() });
  await post(ctx, '/api/user/reauthenticate', { password, code: await code() });
  return code;
}

/** An API session of a fresh admin with a second factor, re-authenticated: for granting admin access in set-up. */
export async function reauthenticatedAdminContext(baseURL: string): Promise<APIRequestContext> {
  const admin = await freshAdmin(baseURL, 'granting-admin');
  const ctx = await apiContext(baseURL, admin);
  await enrolAndReauthenticate(ctx, admin.password);
  return ctx;
}
