// What every part of the dues feature shares (dues-service.ts composes them): its dependencies, Stripe when it is
// on, a member's dues as they are and as they are shown, the member's e-mail and the dues lock.
import type Stripe from 'stripe';
import { DUES_RECEIPTS_SHOWN, noDues, type DuesState, type DuesView, type User } from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { UsersRepository } from '../../db/users-repository';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { RateLimiter } from '../../http/rate-limiter';
import type { RecordActivity } from '../../ports/activity';
import { composeDuesMail, type DuesMail } from './dues-mail';
import type { DuesRepository } from './dues-repository';
import type { PaymentsRepository } from './repository';

export interface DuesSettings {
  /** The monthly price, in cents (the facility's membership price). */
  priceCents: number;
  graceDays: number;
  facilityName: string;
}

export interface DuesDeps {
  /** Null when online payments are off (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  dues: DuesRepository;
  payments: PaymentsRepository;
  users: UsersRepository;
  transaction: UnitOfWorkRunner;
  outbox: MailOutbox;
  record: RecordActivity;
  settings: () => Promise<DuesSettings>;
  /** The site's public address: Checkout and the portal send the member back to /account on it; e-mails link to it. */
  appUrl: string;
  /** Whether the account asked to become a member (the membership-requests feature): a link may go to them. */
  askedToJoin: (userId: number) => Promise<boolean>;
  limiter: Pick<RateLimiter, 'reserve'>;
  warn: (line: string) => void;
  now: () => Date;
}

export type DuesParts = ReturnType<typeof duesParts>;

export function duesParts(deps: DuesDeps) {
  const { stripe, dues, payments, users, transaction, outbox } = deps;

  async function viewOf(userId: number): Promise<DuesView> {
    const [state, settings, rows] = await Promise.all([
      dues.find(userId),
      deps.settings(),
      payments.ofUser(userId, DUES_RECEIPTS_SHOWN),
    ]);
    const current = state ?? noDues(userId);
    return {
      online: stripe !== null,
      status: current.status,
      priceCents: current.priceCents ?? settings.priceCents,
      linkSentAt: current.linkSentAt,
      checkoutUrl: current.status === 'link_sent' ? current.checkoutUrl : null,
      nextChargeAt: current.status === 'active' || current.status === 'grace' ? current.paidThrough : null,
      graceEndsAt: current.status === 'grace' ? current.graceEndsAt : null,
      cancelAt: current.status === 'canceled' ? null : current.cancelAt,
      portal: stripe !== null && current.stripeCustomerId !== null,
      receipts: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amountCents: row.amountCents,
        method: row.method,
        purpose: row.purpose,
        at: row.at,
      })),
    };
  }

  async function memberOf(userId: number): Promise<User> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /**
   * Queues the member's e-mail about `state` in the change's transaction (the settings were read before it: SQLite
   * has one connection, which the transaction holds).
   */
  async function mailMember(
    unitOfWork: UnitOfWork,
    kind: DuesMail,
    member: User,
    state: DuesState,
    facilityName: string,
  ): Promise<void> {
    await outbox.add(
      [
        {
          mail: composeDuesMail({ kind, member, state, facilityName, appUrl: deps.appUrl }),
          about: `dues of user ${member.id} (${kind})`,
        },
      ],
      unitOfWork,
    );
  }

  /** Under the member's dues lock: their dues as they are now, then `change` saved with what it says. */
  function changeDues<T>(userId: number, change: (state: DuesState, unitOfWork: UnitOfWork) => Promise<T>) {
    return transaction(async (unitOfWork) => {
      const repo = dues.within(unitOfWork);
      await repo.lock(userId);
      return change((await repo.find(userId)) ?? noDues(userId), unitOfWork);
    });
  }

  return { ...deps, viewOf, memberOf, mailMember, changeDues };
}
