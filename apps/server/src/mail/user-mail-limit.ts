// Limits on the e-mail a signed-in person can make the facility send (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md):
// a new verification link, the link after a change of address, a league partner's invitation, a join's confirmation.
// Each is reserved before its action, per account and per recipient, through the one rate limiter (atomic: a parallel
// burst gets exactly the limit, decision 161); past either limit the action is refused with 429 and Retry-After, so
// the facility's mail cannot be used to write to outside addresses over and over. Mail to the person's own verified
// address is theirs to cause and is not counted. The e-mails that follow a person's own booking or lesson take the same
// places when their address is not verified, but never refuse the booking: past a limit that e-mail is not sent.
import type { User } from '@longwood/core';
import type { RateLimiter, ReservedHit } from '../http/rate-limiter';

const HOUR = 60 * 60 * 1000;
/** Actions of one account that e-mail addresses other than its own verified one, per hour. */
export const MAIL_PER_ACCOUNT = { max: 5, windowMs: HOUR };
/** E-mails anyone may cause to one address, per hour (whoever causes them). */
export const MAIL_PER_RECIPIENT = { max: 3, windowMs: HOUR };

const NOTHING_RESERVED: ReservedHit = { release: () => Promise.resolve() };

const tooMany = (retryAfterMs: number) =>
  `Too many e-mails have been sent for this account or to this address. Please try again in ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minute${retryAfterMs > 60_000 ? 's' : ''}.`;

/** One place in the account's bucket and one in each recipient's. */
const limitsOf = (accountId: number, recipients: readonly string[]) => [
  { bucket: `mail:account:${accountId}`, ...MAIL_PER_ACCOUNT },
  ...recipients.map((to) => ({ bucket: `mail:to:${to}`, ...MAIL_PER_RECIPIENT })),
];

export function createUserMailLimit(limiter: Pick<RateLimiter, 'reserve' | 'tryReserve'>) {
  return {
    /**
     * Reserves one e-mail `actor` causes to each of `recipients` (429 RATE_LIMITED past a limit). Give it back with
     * `release()` when the action fails, so an e-mail that was never sent does not count.
     */
    async reserve(
      actor: Pick<User, 'id' | 'email' | 'emailVerified'>,
      recipients: readonly string[],
    ): Promise<ReservedHit> {
      const own = actor.emailVerified ? actor.email.toLowerCase() : null;
      const counted = [...new Set(recipients.map((to) => to.trim().toLowerCase()))].filter((to) => to && to !== own);
      if (counted.length === 0) return NOTHING_RESERVED;
      return limiter.reserve(limitsOf(actor.id, counted), tooMany);
    },
    /**
     * For the e-mail that follows `holder`'s booking or lesson (booked, moved, cancelled): the write is never refused
     * for it. An unverified address takes one place in the account's and the address's buckets, as `reserve` does;
     * null past either limit (that e-mail is not sent). A verified address is not counted.
     */
    async tryTake(holder: Pick<User, 'id' | 'email' | 'emailVerified'>): Promise<ReservedHit | null> {
      const to = holder.email.trim().toLowerCase();
      if (holder.emailVerified || !to) return NOTHING_RESERVED;
      const result = await limiter.tryReserve(limitsOf(holder.id, [to]));
      return result.ok ? result.hit : null;
    },
  };
}
export type UserMailLimit = ReturnType<typeof createUserMailLimit>;
