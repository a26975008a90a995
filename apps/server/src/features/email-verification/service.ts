// E-mail verification (docs/decisions/207-email-verification-and-identities.md): a link e-mailed at registration and
// after every change of address proves that the account's owner reads that address. The link carries a signed token
// (HMAC-SHA-256 with a key derived from the session secret) naming the account, the address and when it runs out;
// nothing is stored but the account's `email_verified` flag, and a link for an address the account no longer has
// verifies nothing. Mail goes through the one outbox (docs/decisions/194-one-mail-outbox.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_VERIFICATION_MESSAGES, greetingTo, type MessageResponse, type User } from '@longwood/core';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { UserMailLimit } from '../../mail/user-mail-limit';

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_HOURS = 72;

export interface EmailVerificationDeps {
  users: Pick<UsersRepository, 'findById' | 'markEmailVerified' | 'emailChangesOf'>;
  outbox: Pick<MailOutbox, 'add'>;
  /** Origin of the web app for the link. */
  appUrl: string;
  /** The session secret: the signing key is derived from it, so a token is useless to anyone without it. */
  secret: string;
  /** A new link is an e-mail the person causes: limited per account and per address (decision 248). */
  mailLimit: Pick<UserMailLimit, 'reserve'>;
  now: () => Date;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  /** A notice of a change to the account, with the way to take it back (docs/decisions/163-session-and-account-hygiene.md). */
  async function queueNotice(notice: {
    user: User;
    to: string;
    subject: string;
    changed: string;
    reason: string;
    about: string;
    unitOfWork?: UnitOfWork;
  }): Promise<void> {
    const greeting = greetingTo(notice.user);
    const notYou =
      'If you did not change it, reset your password at once and call the facility: someone else may be using your account.';
    const { changed } = notice;
    await deps.outbox.add(
      [
        {
          mail: {
            to: notice.to,
            subject: notice.subject,
            text: [greeting, '', changed, '', notYou].join('\n'),
            content: {
              preview: changed,
              heading: notice.subject,
              paragraphs: [greeting, changed],
              action: { label: 'Reset my password', href: '/forgot-password' },
              closing: [notYou],
              reason: notice.reason,
            },
          },
          about: notice.about,
        },
      ],
      notice.unitOfWork,
    );
  }

  const key = createHmac('sha256', deps.secret).update('longwood e-mail verification').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  /**
   * The token names the account, when it runs out, how many times the account's address had changed (so a link for
   * an address the account left and came back to verifies nothing) and the address.
   */
  function tokenFor(user: Pick<User, 'id' | 'email'>, emailChanges: number): string {
    const expires = Math.floor(deps.now().getTime() / 1000) + VERIFICATION_LINK_TTL_HOURS * 3600;
    const payload = `${user.id}.${expires}.${emailChanges}.${encode(user.email.toLowerCase())}`;
    return `${payload}.${sign(payload)}`;
  }

  /** The account, count and address a genuine, live token names; undefined for anything else. */
  function readToken(token: string): { userId: number; emailChanges: number; email: string } | undefined {
    const parts = token.split('.');
    // A link made before the count was kept (four parts) names the count every account started at.
    if (parts.length === 4) parts.splice(2, 0, '');
    if (parts.length !== 5) return undefined;
    const [id, expires, changes, email, signature] = parts as [string, string, string, string, string];
    const signed = changes === '' ? `${id}.${expires}.${email}` : `${id}.${expires}.${changes}.${email}`;
    const expected = Buffer.from(sign(signed));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (!/^\d+$/.test(id) || !/^\d+$/.test(expires) || !/^\d*$/.test(changes)) return undefined;
    if (Number(expires) * 1000 <= deps.now().getTime()) return undefined;
    return { userId: Number(id), emailChanges: Number(changes || 0), email: decode(email) };
  }

  return {
    /** Queues the link for the account's current address (in the caller's transaction when it gives one). */
    async queueLink(user: User, unitOfWork?: UnitOfWork): Promise<void> {
      const emailChanges = (await deps.users.emailChangesOf(user.id)) ?? 0;
      const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(tokenFor(user, emailChanges))}`;
      const greeting = greetingTo(user);
      const ask = `Please confirm that ${user.email} is your e-mail address by opening this link within ${VERIFICATION_LINK_TTL_HOURS} hours:`;
      const notYou = 'If you did not create an account or change your address at Longwood Golf, ignore this e-mail.';
      await deps.outbox.add(
        [
          {
            mail: {
              to: user.email,
              subject: 'Confirm your e-mail address',
              text: [greeting, '', ask, link, '', notYou].join('\n'),
              content: {
                preview: 'Confirm your e-mail address',
                heading: 'Confirm your e-mail address',
                paragraphs: [greeting, ask],
                action: { label: 'Confirm my e-mail address', href: link },
                closing: [notYou],
                reason: 'You receive this e-mail because this address was given for an account at Longwood Golf.',
              },
            },
            about: `e-mail verification of user #${user.id}`,
          },
        ],
        unitOfWork,
      );
    },

    /**
     * Tells the address the account had that it changed, and to what (docs/decisions/163-session-and-account-hygiene.md):
     * whoever changed it without the owner's knowing is seen by the owner, who can reset the password from there.
     */
    async queueChangeNotice(user: User, previousEmail: string, unitOfWork?: UnitOfWork): Promise<void> {
      await queueNotice({
        user,
        to: previousEmail,
        subject: 'Your e-mail address was changed',
        changed: `The e-mail address of your Longwood Golf account was changed to ${user.email}.`,
        reason: 'You receive this e-mail because this address was the one of an account at Longwood Golf.',
        about: `e-mail change notice of user #${user.id}`,
        unitOfWork,
      });
    },

    /**
     * Tells the account that its password changed (docs/decisions/163-session-and-account-hygiene.md): a change the
     * owner did not make is seen by the owner, at the address the account has.
     */
    async queuePasswordChangeNotice(userId: number): Promise<void> {
      const user = await deps.users.findById(userId);
      if (!user) return;
      await queueNotice({
        user,
        to: user.email,
        subject: 'Your password was changed',
        changed: 'The password of your Longwood Golf account was changed.',
        reason: 'You receive this e-mail because this address is the one of an account at Longwood Golf.',
        about: `password change notice of user #${user.id}`,
      });
    },

    /** POST /api/email-verification: verifies the account's address if the token names its current one. */
    async verify(token: string): Promise<MessageResponse> {
      const named = readToken(token);
      if (!named || !(await deps.users.markEmailVerified(named.userId, named.email, named.emailChanges))) {
        throw new AppError('VERIFICATION_LINK_INVALID', EMAIL_VERIFICATION_MESSAGES.invalidLink, {
          token: [EMAIL_VERIFICATION_MESSAGES.invalidLink],
        });
      }
      return { message: EMAIL_VERIFICATION_MESSAGES.verified };
    },

    /** POST /api/user/email-verification: a new link for the signed-in person's current address. */
    async resend(user: User): Promise<void> {
      const current = await deps.users.findById(user.id);
      if (!current || current.emailVerified) return;
      const hit = await deps.mailLimit.reserve(current, [current.email]);
      try {
        await this.queueLink(current);
      } catch (error) {
        await hit.release().catch(() => undefined);
        throw error;
      }
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
