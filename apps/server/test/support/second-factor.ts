// An admin's authenticator in the tests (docs/decisions/287-admin-second-factor-and-re-authentication.md): enrols
// through the API as a person would (password, the secret read from the answer, a first code) and re-authenticates
// before the writes that ask for it. Codes are computed with the same TOTP library the server uses, at the app's
// clock, each at a later time step than the last (the server takes each step once; it accepts one step either side).
import { Secret, TOTP } from 'otpauth';
import type { TestClient } from './http-client';
import type { TestContext } from './databases';

export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
  /** A code the server has not taken yet; throws when the current and next steps are used (move the clock). */
  code(): string;
}

export function authenticatorFor(secret: string, now: () => Date): Authenticator {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let lastStep = -Infinity;
  return {
    secret,
    recoveryCodes: [],
    code() {
      const current = Math.floor(now().getTime() / 30_000);
      const step = Math.max(current - 1, lastStep + 1);
      if (step > current + 1) throw new Error('No unused time step left: move the clock by 30 seconds');
      lastStep = step;
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
}

/** Enrols the signed-in `client`'s account; throws unless every step answered 200. */
export async function enrolSecondFactor(
  client: TestClient,
  password: string,
  now: () => Date = () => new Date(),
): Promise<Authenticator> {
  const started = await client.post('/api/user/second-factor/enrolment', { password });
  if (started.status !== 200) throw new Error(`enrolment: ${started.status} ${started.text}`);
  const authenticator = authenticatorFor((started.body as { secret: string }).secret, now);
  const confirmed = await client.post('/api/user/second-factor/confirm', { code: authenticator.code() });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  authenticator.recoveryCodes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
  return authenticator;
}

/** Password and a fresh code: granting admin and changing the keypad code are allowed for the next minutes. */
export async function reauthenticate(client: TestClient, password: string, authenticator: Authenticator) {
  const res = await client.post('/api/user/reauthenticate', { password, code: authenticator.code() });
  if (res.status !== 200) throw new Error(`reauthenticate: ${res.status} ${res.text}`);
}

/**
 * An admin signed in, enrolled and re-authenticated: what a test needs before it grants admin access or changes the
 * keypad code. `now` is the suite's app clock when it has one.
 */
export async function signInAsReauthenticatedAdmin(
  ctx: TestContext,
  now: () => Date = () => new Date(),
  options: Parameters<TestContext['createAdmin']>[0] = {},
) {
  const user = await ctx.createAdmin(options);
  const client = await ctx.signIn(user.username, user.password);
  const authenticator = await enrolSecondFactor(client, user.password, now);
  await reauthenticate(client, user.password, authenticator);
  return { user, client, authenticator };
}
