// Forgot-password use cases (docs/decisions/042-password-reset.md).
//   request: always the same answer for any address at the facility's domain, whether or not an account
//            exists; the code and its e-mail are stored after the answer (the e-mail in the mail outbox, retried
//            while the code lives: docs/decisions/194-one-mail-outbox.md), so neither the body nor the response
//            time tells.
//            Other domains get "contact an administrator" — decided by the address alone (docs/requirements.md#reset-e-mail-domain).
//   verify:  checks the code (a wrong one counts; 5 wrong tries kill it); does not use it up.
//   reset:   by link token or by e-mail + code; uses the code up, sets the password, ends every session.
// The user's row is written through the users repository and sessions are ended by the auth feature
// (composition.ts hands both in).
import type { ResetPasswordBody, ResetRequestAnswer, ResetSuccess } from '@longwood/core';
import type { AppContext } from '../../app-context';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import { isoTimestamp } from '../../db/timestamps';
import type { MailOutbox, Queued } from '../../mail/outbox';
import type { RateLimiter } from '../../http/rate-limiter';
import { composeResetMail, composeWelcomeMail } from './reset-mail';
import type { LiveResetCode, PasswordResetRepository } from './repository';
import { generateResetCode, generateResetToken, hashesEqual, hashResetCode, hashResetToken } from './reset-secrets';
import { errorText } from '../../logger';
import { workInFlight } from '../../work-in-flight';

const RESET_CODE_TTL_MINUTES = 10;
/** A new member set up by an admin gets a week to choose a password (docs/decisions/070-admin-member-management.md). */
const WELCOME_LINK_TTL_DAYS = 7;
const RESET_MAX_WRONG_TRIES = 5;
/** Per client IP, counting every request (existing account or not, any domain). */
const RESET_IP_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/** Per address: beyond this no further e-mail is sent (silently: the answer stays the same). */
const RESET_ADDRESS_LIMIT = { max: 3, windowMs: 60 * 60_000 };

const RESET_MESSAGES = {
  requested: `If an account uses that e-mail address, we've sent it a 6-digit verification code and a reset link. Both expire in ${RESET_CODE_TTL_MINUTES} minutes.`,
  contactAdmin: (domain: string) =>
    `Password reset e-mails can only be sent to @${domain} addresses. Please contact an administrator to reset your password.`,
  tooMany: 'Too many password reset requests. Please wait 15 minutes and try again.',
  invalidCode: 'Invalid verification code or email. Please try again.',
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  verified: 'Verification successful. You can now choose a new password.',
  done: 'Your password has been reset. You can now log in with your new password.',
} as const;

/** What the reset asks of the auth feature once the password has changed. */
export interface SessionEnder {
  endAllSessionsOf(userId: number): Promise<number>;
  forgetFailedSignIns(userId: number): Promise<void>;
}

export interface PasswordResetDeps {
  repo: PasswordResetRepository;
  /**
   * Reserves requests and e-mails against their limits before the work, so a burst sent at once gets exactly the
   * limit (decision 161).
   */
  limiter: RateLimiter;
  users: Pick<UsersRepository, 'findByEmail' | 'setPasswordHash'>;
  auth: SessionEnder;
  /** After the password changed: the notice to the account (docs/decisions/163-session-and-account-hygiene.md). */
  afterPasswordChange?: (userId: number) => Promise<void>;
  transaction: UnitOfWorkRunner;
  outbox: Pick<MailOutbox, 'add'>;
  passwords: AppContext['passwords'];
  now: () => Date;
  warn: (line: string) => void;
  /** Lower-case domain whose addresses may receive reset e-mails. */
  resetDomain: string;
  /** Origin of the web app for the link, e.g. https://longwoodgolf.example. */
  appUrl: string;
  pepper: string;
}

function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { repo } = deps;
  const ttlMs = RESET_CODE_TTL_MINUTES * 60_000;
  const nowIso = () => isoTimestamp(deps.now());
  /** The codes being issued and sent after their request was answered. */
  const afterAnswer = workInFlight();

  /** The user's one live code (`code`) and link, replacing any earlier one, for `ttl` ms from now. */
  async function replaceCode(unitOfWork: UnitOfWork, userId: number, code: string, ttl: number) {
    const token = generateResetToken();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + ttl);
    await repo.replaceCode(unitOfWork, {
      userId,
      codeHash: hashResetCode(deps.pepper, userId, code),
      tokenHash: hashResetToken(deps.pepper, token),
      expiresAt: isoTimestamp(expiresAt),
      createdAt: isoTimestamp(now),
    });
    return { link: `${deps.appUrl}/reset-password/${encodeURIComponent(token)}`, expiresAt };
  }

  /** Issues a code and queues its e-mail in one transaction; 'email_failed' when its first attempt failed. */
  async function sendCode(requestId: number, userId: number, to: string): Promise<void> {
    const code = generateResetCode();
    const queued = await deps.transaction(async (unitOfWork) => {
      const { link, expiresAt } = await replaceCode(unitOfWork, userId, code, ttlMs);
      const mail = composeResetMail({ to, code, link, ttlMinutes: RESET_CODE_TTL_MINUTES });
      // Tried again while the code lives; an expired one is never sent (the user simply asks again).
      return deps.outbox.add([{ mail, about: `password reset request #${requestId}`, expiresAt }], unitOfWork);
    });
    if (!(await queued.sentAtOnce)) await repo.setRequestOutcome(requestId, 'email_failed');
  }

  /** A live code matching (email, code); a wrong code is counted against the user's live code. */
  async function checkCode(email: string, code: string): Promise<LiveResetCode> {
    const user = await deps.users.findByEmail(email);
    const live = user ? await repo.findLiveCodeOfUser(user.id, nowIso(), RESET_MAX_WRONG_TRIES) : undefined;
    if (!user || !live) throw new AppError('RESET_CODE_INVALID', RESET_MESSAGES.invalidCode);
    // The try is counted before the code is compared, in one conditional UPDATE (attempts < max), so a
    // parallel burst gets exactly RESET_MAX_WRONG_TRIES comparisons; a right code gives its try back.
    if (!(await repo.reserveTry(live.id, RESET_MAX_WRONG_TRIES))) {
      throw new AppError('RESET_CODE_INVALID', RESET_MESSAGES.invalidCode);
    }
    if (!hashesEqual(live.codeHash, hashResetCode(deps.pepper, user.id, code))) {
      throw new AppError('RESET_CODE_INVALID', RESET_MESSAGES.invalidCode);
    }
    await repo.releaseTry(live.id);
    return live;
  }

  return {
    /** Resolves once the codes issued after their answers have been stored and their e-mails tried (shutdown, tests). */
    settle: afterAnswer.settle,

    /**
     * An admin added this member: a link to set a first password (the reset link machinery, with a longer life),
     * issued and queued in the admin's transaction that creates the account. Sent to any domain: the admin vouches
     * for the address.
     */
    async queueWelcomeLink(unitOfWork: UnitOfWork, user: { id: number; email: string }): Promise<Queued> {
      // No code is ever sent for this link: a random one nobody knows keeps the column's meaning.
      const ttl = WELCOME_LINK_TTL_DAYS * 24 * 60 * 60_000;
      const { link, expiresAt } = await replaceCode(unitOfWork, user.id, generateResetToken(), ttl);
      const mail = composeWelcomeMail({ to: user.email, link, ttlDays: WELCOME_LINK_TTL_DAYS });
      return deps.outbox.add([{ mail, about: `welcome link of user #${user.id}`, expiresAt }], unitOfWork);
    },

    async request(rawEmail: string, ip: string): Promise<ResetRequestAnswer> {
      const email = rawEmail.trim().toLowerCase();
      const now = deps.now();
      // Every request counts against the client's address, reserved atomically before anything is looked up.
      await deps.limiter.reserve([{ bucket: `reset:ip:${ip}`, ...RESET_IP_LIMIT }], () => RESET_MESSAGES.tooMany);
      const log = (outcome: Parameters<typeof repo.logRequest>[0]['outcome']) =>
        repo.logRequest({ email, ip, requestedAt: isoTimestamp(now), outcome });

      if (emailDomain(email) !== deps.resetDomain) {
        await log('foreign_domain');
        return { next: 'contact_admin', message: RESET_MESSAGES.contactAdmin(deps.resetDomain) };
      }
      const answer: ResetRequestAnswer = { next: 'verify', message: RESET_MESSAGES.requested };
      // At most RESET_ADDRESS_LIMIT e-mails per address: reserved before the account is looked up, given back
      // when no e-mail goes out (no account), so only sent e-mails count.
      const mailSlot = await deps.limiter.tryReserve([{ bucket: `reset:address:${email}`, ...RESET_ADDRESS_LIMIT }]);
      if (!mailSlot.ok) {
        await log('address_throttled');
        return answer;
      }
      const user = await deps.users.findByEmail(email);
      if (!user) {
        await mailSlot.hit.release();
        await log('no_account');
        return answer;
      }
      const requestId = await log('emailed');
      // After the answer: the time an SMTP conversation takes must not reveal that the account exists.
      void afterAnswer.track(
        sendCode(requestId, user.id, user.email).catch((error: unknown) => {
          deps.warn(`[password-reset] reset request #${requestId} failed: ${errorText(error)}`);
        }),
      );
      return answer;
    },

    async verify(email: string, code: string): Promise<ResetSuccess> {
      await checkCode(email, code);
      return { success: true, message: RESET_MESSAGES.verified };
    },

    /** True while a link token can still be used (the /reset-password/:token page asks before showing its form). */
    async isTokenUsable(token: string): Promise<boolean> {
      return Boolean(
        await repo.findLiveCodeByTokenHash(hashResetToken(deps.pepper, token), nowIso(), RESET_MAX_WRONG_TRIES),
      );
    },

    async reset(body: ResetPasswordBody): Promise<ResetSuccess> {
      // Before the code or link is looked at: refused here, both still work for a better password.
      await deps.passwords.refuseCommon(body.newPassword, 'newPassword');
      let live: LiveResetCode | undefined;
      if (body.token !== undefined) {
        live = await repo.findLiveCodeByTokenHash(
          hashResetToken(deps.pepper, body.token),
          nowIso(),
          RESET_MAX_WRONG_TRIES,
        );
        if (!live) throw new AppError('RESET_LINK_INVALID', RESET_MESSAGES.invalidLink);
      } else {
        live = await checkCode(body.email ?? '', body.verificationCode ?? '');
      }
      const hash = await deps.passwords.hash(body.newPassword);
      // In this order: the code is used up first (of two parallel resets exactly one gets past here), then
      // the password changes, and only then are sessions ended, so no session opened with the old password
      // outlives the change. If a later step fails the request fails (500) with the code spent: the user asks
      // for a new one, and that reset ends the sessions (docs/decisions/090-one-owner-per-table.md).
      if (!(await repo.consumeCode(live.id, live.userId, nowIso()))) {
        throw body.token !== undefined
          ? new AppError('RESET_LINK_INVALID', RESET_MESSAGES.invalidLink)
          : new AppError('RESET_CODE_INVALID', RESET_MESSAGES.invalidCode);
      }
      await deps.users.setPasswordHash(live.userId, hash);
      await deps.auth.endAllSessionsOf(live.userId);
      // A user who locked the account by guessing the old password may sign in with the new one at once.
      await deps.auth.forgetFailedSignIns(live.userId);
      await deps.afterPasswordChange?.(live.userId);
      return { success: true, message: RESET_MESSAGES.done };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
