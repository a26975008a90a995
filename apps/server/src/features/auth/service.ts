// Sign-in and registration use cases, and what other features may ask of the auth feature: ending every
// session of a user and lifting a sign-in lock (password reset). Routers handle the request's own session;
// this decides who the user is.
import { EMAIL_VERIFICATION_MESSAGES, type LoginInput, type RegisterPayload, type User } from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../http/errors';
import type { UsersRepository } from '../../db/users-repository';
import type { RateLimiter } from '../../http/rate-limiter';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './passwords';
import type { SessionStoreHandle } from '../../db/session-store';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists';
/** The register form has one address field (the username, copied to email): both carry the message. */
const accountTaken = () =>
  new AppError('ACCOUNT_TAKEN', DUPLICATE_ACCOUNT_MESSAGE, {
    username: [DUPLICATE_ACCOUNT_MESSAGE],
    email: [DUPLICATE_ACCOUNT_MESSAGE],
  });
/** A sign-in name refused for whose it is or what it looks like; the form shows it on its one address field. */
const identityRefused = (message: string) =>
  new AppError('ACCOUNT_TAKEN', message, { username: [message], email: [message] });
/** users.username and users.email are varchar(255): a longer identifier names no account. */
const MAX_IDENTIFIER_LENGTH = 255;

export interface AuthServiceDeps {
  users: UsersRepository;
  throttle: LoginThrottle;
  /** The session store, owner of the sessions table: ends every session of a user. */
  sessions: Pick<SessionStoreHandle, 'endAllSessionsOf'>;
  hasher: PasswordHasher;
  /**
   * Registrations per client address (REGISTRATION_LIMIT_PER_HOUR) and from every address together
   * (REGISTRATION_GLOBAL_LIMIT_PER_MINUTE, decision 205), reserved before the account is created.
   */
  registrations: { limiter: RateLimiter; maxPerHour: number; maxPerMinuteOverall: number };
  /** After an account was created: its verification link (docs/decisions/207-email-verification-and-identities.md). */
  afterRegistration?: (user: User) => Promise<void>;
}

const REGISTRATION_TOO_MANY = 'Too many accounts have been created from your network. Please try again later.';
const REGISTRATION_BUSY = 'Too many accounts are being created right now. Please try again in a minute.';

/** Failed sign-ins count against the account when the identifier names one. */
const accountKeyOf = (userId: number) => `user:${userId}`;

export function createAuthService({
  users,
  throttle,
  sessions,
  hasher,
  registrations,
  afterRegistration,
}: AuthServiceDeps) {
  return {
    async login(input: LoginInput, ip: string): Promise<User> {
      const credentials = await users.findCredentialsByLogin(input.username);
      // Failures count against the account when the identifier names one (whichever of username or
      // email was typed), else against the identifier itself.
      // The identifier is cut to the longest a username/email column holds (255): the limiter's bucket name
      // is varchar(400), and a longer key made Postgres fail the request (a 500) instead of refusing it.
      const accountKey = credentials
        ? accountKeyOf(credentials.user.id)
        : `name:${input.username.trim().toLowerCase().slice(0, MAX_IDENTIFIER_LENGTH)}`;
      // Reserved before the password is checked (a parallel burst gets exactly the limit).
      const attempt = await throttle.reserveAttempt(accountKey, ip);
      let valid = false;
      try {
        valid = credentials
          ? await hasher.verify(input.password, credentials.passwordHash)
          : await hasher.verifyAgainstNothing(input.password);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (!credentials || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      await throttle.succeeded(attempt, accountKey, ip);
      return credentials.user;
    },

    /** Signs the user out everywhere (every device); returns how many sessions ended. */
    endAllSessionsOf: (userId: number): Promise<number> => sessions.endAllSessionsOf(userId),

    /** "Sign out other devices": every session of the user but `currentSid`; returns how many ended. */
    endOtherSessionsOf: (userId: number, currentSid: string): Promise<number> =>
      sessions.endAllSessionsOf(userId, currentSid),

    /**
     * Re-authentication before a sensitive change (the e-mail address): true when `password` is the user's.
     * Counted like a sign-in attempt (same buckets), so a borrowed session cannot guess the password freely.
     */
    async confirmPassword(user: User, password: string, ip: string): Promise<boolean> {
      // By the account's id: a change of address made meanwhile (another tab, a double submit) must not turn the
      // right password into a wrong one, as looking it up by the address this request began with did.
      const credentials = await users.findCredentialsById(user.id);
      if (!credentials) return false;
      const accountKey = accountKeyOf(user.id);
      const attempt = await throttle.reserveAttempt(accountKey, ip);
      let valid = false;
      try {
        valid = await hasher.verify(password, credentials.passwordHash);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (valid) await throttle.succeeded(attempt, accountKey, ip);
      return valid;
    },

    /** The account a pending sign-in names (decision 287): undefined once it is gone. */
    userById: (id: number): Promise<User | undefined> => users.findById(id),

    /** Lifts the lock that failed sign-ins put on the account (a user who just proved who they are). */
    forgetFailedSignIns: (userId: number): Promise<void> => throttle.clearAccount(accountKeyOf(userId)),

    /** New accounts are regular users (not member, admin or coach), docs/requirements.md#user. */
    async register(payload: RegisterPayload, ip: string): Promise<User> {
      // Like the schema's own checks: before the limits count the attempt (the list is public; it tells nothing).
      await hasher.refuseCommon(payload.password, 'password');
      // The rate of every address together first, so that a flood from many addresses cannot keep the password
      // hashing busy (sign-ins wait for it; decision 205): refused there, an attempt costs one count and counts
      // against nothing. Then the address's own limit; refused there, the attempt gives everyone's place back
      // (attempts one address may not make never use up everyone's).
      const overall = await registrations.limiter.reserve(
        [{ bucket: 'register:all', max: registrations.maxPerMinuteOverall, windowMs: 60_000 }],
        () => REGISTRATION_BUSY,
        // Refused again from memory until a place is free: a flood's refusals never queue for the bucket's lock.
        { rememberRefusal: true },
      );
      try {
        // Every attempt from the address counts (also taken addresses: probing for accounts is what it slows).
        await registrations.limiter.reserve(
          [{ bucket: `register:ip:${ip}`, max: registrations.maxPerHour, windowMs: 60 * 60_000 }],
          () => REGISTRATION_TOO_MANY,
        );
      } catch (error) {
        await overall.release();
        throw error;
      }
      const email = payload.email.trim().toLowerCase();
      const username = payload.username.trim().toLowerCase();
      if (await users.existsByEmailOrUsername(email, username)) throw accountTaken();
      // A username that is an e-mail address is the account's own address (its link verifies it), and no new sign-in
      // name may pass for an existing account's (decision 207).
      if (username.includes('@') && username !== email)
        throw identityRefused(EMAIL_VERIFICATION_MESSAGES.usernameNotOwnEmail);
      // Compared before lower-casing: 'goIf' (a capital I) passes for 'golf', 'goif' would not.
      if (await users.findLookalike(null, payload.username, payload.email))
        throw identityRefused(EMAIL_VERIFICATION_MESSAGES.lookalike);
      const passwordHash = await hasher.hash(payload.password);
      try {
        const user = await users.insert({
          username,
          name: payload.name,
          email,
          phone: payload.phone.trim(),
          passwordHash,
        });
        await afterRegistration?.(user);
        return user;
      } catch (error) {
        // Two registrations for the same email racing past the check above.
        if (isUniqueViolation(error)) throw accountTaken();
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
