// An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): TOTP (RFC 6238, the
// otpauth library: SHA-1, 6 digits, 30-second steps, one step either side accepted for a phone's clock) with ten
// single-use recovery codes. The secret is stored encrypted (AES-256-GCM under a key derived from SECOND_FACTOR_KEY)
// and never sent again after its enrolment; recovery codes are stored as keyed hashes and shown once. Every code
// attempt is reserved first in the account's bucket (5 per 15 minutes; a right code gives its place back), so a
// parallel burst of guesses gets exactly the limit.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  REAUTH_FRESH_MINUTES,
  SECOND_FACTOR_MESSAGES,
  type RecoveryCodes,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import type { SecondFactorRepository } from './second-factor-repository';

const MINUTE = 60_000;
const PERIOD_SECONDS = 30;
const CODE_LIMIT = { max: 5, windowMs: 15 * MINUTE };
/** How long the sign-in's second step may follow its password. */
export const PENDING_SIGN_IN_MS = 5 * MINUTE;
const REAUTH_FRESH_MS = REAUTH_FRESH_MINUTES * MINUTE;
/** Recovery codes: ten characters of an alphabet without look-alikes (0/O, 1/I/L), about 50 bits, shown 5-5. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
/** A recovery code as shown: 5-5. */
const shownRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

const tooManyCodes = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};
const codeBucket = (userId: number) => `second-factor:user:${userId}`;

/** What a session says about its second factor (http/session-data.ts). */
export interface SecondFactorSession {
  userId?: number;
  reauthenticatedAt?: number;
}

export interface SecondFactorDeps {
  repo: SecondFactorRepository;
  limiter: RateLimiter;
  /** SECOND_FACTOR_KEY, else SESSION_SECRET. */
  key: string;
  /** The name authenticator apps show beside the account (the facility's). */
  issuer: string;
  now: () => Date;
}

export function createSecondFactorService({ repo, limiter, key, issuer, now }: SecondFactorDeps) {
  const encryptionKey = Buffer.from(hkdfSync('sha256', key, '', 'longwood second factor secret v1', 32));
  const hashKey = Buffer.from(hkdfSync('sha256', key, '', 'longwood recovery code v1', 32));

  const encrypt = (secret: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  };
  const decrypt = (stored: string): string => {
    const bytes = Buffer.from(stored.slice('v1:'.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  };
  const totpOf = (secret: string, label: string) =>
    new TOTP({
      issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });
  const hashRecoveryCode = (code: string) => createHmac('sha256', hashKey).update(code).digest('hex');
  const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

  /** The time step `code` is good for now (one step either side), or null. */
  function stepOf(secretEncrypted: string, code: string): number | null {
    if (!/^[0-9]{6}$/.test(code)) return null;
    const at = now().getTime();
    const delta = totpOf(decrypt(secretEncrypted), '').validate({ token: code, timestamp: at, window: 1 });
    return delta === null ? null : Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  }

  /**
   * Checks a code of an enrolled account (an app's code, or a recovery code, used up) within the account's limit;
   * throws 401 SECOND_FACTOR_INVALID (a wrong code, or one already taken) or 429.
   */
  async function takeCode(userId: number, typed: string): Promise<void> {
    const attempt = await limiter.reserve([{ bucket: codeBucket(userId), ...CODE_LIMIT }], tooManyCodes);
    let right = false;
    try {
      const stored = await repo.find(userId);
      const code = normalise(typed);
      if (stored?.confirmed) {
        const step = stepOf(stored.secretEncrypted, code);
        right =
          step !== null
            ? await repo.takeStep(userId, step)
            : code.length === RECOVERY_LENGTH && (await repo.useRecoveryCode(userId, hashRecoveryCode(code), now()));
      }
    } catch (error) {
      await attempt.release();
      throw error;
    }
    if (!right) {
      throw new AppError('SECOND_FACTOR_INVALID', SECOND_FACTOR_MESSAGES.codeWrong, {
        code: [SECOND_FACTOR_MESSAGES.codeWrong],
      });
    }
    await attempt.release();
    await limiter.clearPrefix(codeBucket(userId));
  }

  const isEnrolled = async (userId: number) => (await repo.find(userId))?.confirmed === true;

  return {
    isEnrolled,
    takeCode,

    async status(user: User, session: SecondFactorSession): Promise<SecondFactorStatus> {
      const enrolled = await isEnrolled(user.id);
      const at = session.userId === user.id ? session.reauthenticatedAt : undefined;
      const until = typeof at === 'number' ? at + REAUTH_FRESH_MS : undefined;
      return {
        enrolled,
        recoveryCodesLeft: enrolled ? await repo.recoveryCodesLeft(user.id) : 0,
        reauthenticatedUntil:
          enrolled && until !== undefined && until > now().getTime() ? new Date(until).toISOString() : null,
      };
    },

    /** A new secret for `user` (the password was checked by the caller), waiting for its first code. */
    async startEnrolment(user: User): Promise<SecondFactorEnrolment> {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repo.startEnrolment(user.id, encrypt(secret), now()))) {
        throw new AppError('VALIDATION_FAILED', SECOND_FACTOR_MESSAGES.alreadyEnrolled);
      }
      const uri = totpOf(secret, user.email).toString();
      // The QR code writer is loaded when someone sets up the second factor, not at start (about 1.6 MB resident).
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code confirms the waiting secret; answers the recovery codes, which are never shown again. */
    async confirmEnrolment(user: User, typed: string): Promise<RecoveryCodes> {
      const attempt = await limiter.reserve([{ bucket: codeBucket(user.id), ...CODE_LIMIT }], tooManyCodes);
      const stored = await repo.find(user.id);
      if (!stored || stored.confirmed) {
        await attempt.release();
        throw new AppError(
          'VALIDATION_FAILED',
          stored ? SECOND_FACTOR_MESSAGES.alreadyEnrolled : SECOND_FACTOR_MESSAGES.noEnrolmentStarted,
        );
      }
      const recoveryCodes = newRecoveryCodes();
      const step = stepOf(stored.secretEncrypted, normalise(typed));
      const confirmed =
        step !== null &&
        (await repo.takeStep(user.id, step, { at: now(), recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) }));
      if (!confirmed) {
        throw new AppError('SECOND_FACTOR_INVALID', SECOND_FACTOR_MESSAGES.codeWrong, {
          code: [SECOND_FACTOR_MESSAGES.codeWrong],
        });
      }
      await attempt.release();
      return {
        recoveryCodes: recoveryCodes.map(shownRecoveryCode),
        message: 'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once.',
      };
    },

    /** Turns the factor off, with a current code or a recovery code (the password was checked by the caller). */
    async disable(user: User, typed: string): Promise<{ message: string }> {
      await takeCode(user.id, typed);
      await repo.remove(user.id);
      return { message: 'Two-step sign-in is off.' };
    },

    /** Ten new recovery codes in place of the old ones, with a current code (the password was checked by the caller). */
    async regenerateRecoveryCodes(user: User, typed: string): Promise<RecoveryCodes> {
      await takeCode(user.id, typed);
      const recoveryCodes = newRecoveryCodes();
      if (!(await repo.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode)))) {
        throw new AppError('SECOND_FACTOR_NOT_ENROLLED', SECOND_FACTOR_MESSAGES.notEnrolled);
      }
      return {
        recoveryCodes: recoveryCodes.map(shownRecoveryCode),
        message: 'New recovery codes. Keep them somewhere safe: each works once, and the old ones no longer work.',
      };
    },

    /**
     * Granting admin access and changing the keypad code: only by an admin with a second factor who re-authenticated
     * (password and code) in this session within the last REAUTH_FRESH_MINUTES. 403 otherwise, with a code that says
     * which is missing.
     */
    requireFreshReauthentication: async (user: User, session: SecondFactorSession): Promise<void> => {
      if (!(await isEnrolled(user.id)))
        throw new AppError('SECOND_FACTOR_NOT_ENROLLED', SECOND_FACTOR_MESSAGES.notEnrolled);
      const at = session.userId === user.id ? session.reauthenticatedAt : undefined;
      if (typeof at !== 'number' || now().getTime() - at > REAUTH_FRESH_MS || at > now().getTime())
        throw new AppError('REAUTHENTICATION_REQUIRED', SECOND_FACTOR_MESSAGES.reauthNeeded);
    },

    reauthenticatedUntil: (at: number) => new Date(at + REAUTH_FRESH_MS).toISOString(),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
