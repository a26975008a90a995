// Membership dues on Stripe (docs/decisions/301-membership-dues.md): staff send a payment link (a Checkout
// in subscription mode at the facility's monthly price, billed on the 1st, the first month prorated) and record a
// cancellation with the terms' notice (the subscription's cancel_at); the member sees their dues and opens Stripe's
// customer portal; Stripe's verified events (webhook-service.ts, in its transaction) make and unmake the membership;
// a periodic job pauses a membership whose grace period ran out. Core's dues rules decide; this calls Stripe, loads,
// locks and saves. Without Stripe keys every online action is refused and dues are paid at the desk.
import type Stripe from 'stripe';
import {
  DUES_REPLACED_COMMENT,
  cancellationRefusal,
  DUES_PRODUCT_NAME,
  DUES_RECEIPTS_SHOWN,
  duesBillingAnchor,
  duesCancelAt,
  duesGraceOver,
  duesTransition,
  facilityToday,
  formatDateLong,
  noDues,
  paymentLinkRefusal,
  personName,
  type DuesActionAnswer,
  type DuesSignal,
  type DuesState,
  type DuesView,
  type User,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { UsersRepository } from '../../db/users-repository';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
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
  /** The site's public address: Checkout and the portal send the member back to /account on it. */
  appUrl: string;
  warn: (line: string) => void;
  now: () => Date;
}

const OFF = 'Online payments are not set up on this server. Record dues at the till instead.';
const UNAVAILABLE = 'Stripe could not take this request just now. Nothing was changed; please try again in a minute.';
/** Members paused per pass of the grace job (the rest wait for the next pass). */
const GRACE_BATCH = 50;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createDuesService(deps: DuesDeps) {
  const { stripe, dues, payments, users, transaction, outbox, record, now } = deps;

  function online(): Stripe {
    if (!stripe) throw new AppError('ONLINE_PAYMENTS_OFF', OFF);
    return stripe;
  }

  /** A call to Stripe: its refusal or an unreachable API fails this one request with 502, nothing stored. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      deps.warn(`Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
    }
  }

  async function memberOf(userId: number): Promise<User> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /** A staff action on a member's dues: Stripe on, the account there, the dues as they are, and not refused. */
  async function staffAction(userId: number, refusalOf: (state: DuesState) => string | undefined) {
    const api = online();
    const member = await memberOf(userId);
    const before = (await dues.find(userId)) ?? noDues(userId);
    const refusal = refusalOf(before);
    if (refusal) throw new AppError('DUES_REFUSED', refusal);
    return { api, member, before };
  }

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
      [{ mail: composeDuesMail({ kind, member, state, facilityName }), about: `dues of user ${member.id} (${kind})` }],
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

  return {
    /** A member's dues as staff see them (404 for an account that does not exist). */
    async view(userId: number): Promise<DuesView> {
      await memberOf(userId);
      return viewOf(userId);
    },

    mine: (user: User): Promise<DuesView> => viewOf(user.id),

    /**
     * A Checkout in subscription mode at the facility's monthly price, anchored on the next 1st (Stripe prorates the
     * days until then), for the member's account (client_reference_id and the subscription's metadata name it); the
     * member is e-mailed. A link sent before and not paid is expired at Stripe first, so only one can be paid.
     */
    async sendLink(actor: User, userId: number): Promise<DuesActionAnswer> {
      const { api, member, before } = await staffAction(userId, paymentLinkRefusal);
      const settings = await deps.settings();
      if (before.status === 'paused' && before.stripeSubscriptionId) {
        // The paused member's subscription is still open at Stripe, retrying its unpaid invoice: the link's new
        // subscription takes its place, so it is canceled first (Stripe then stops collecting its invoices), or the
        // member could pay both. Its end is read as replaced (core's duesTransition): nothing ends, no e-mail. One
        // Stripe has already ended is refused and needs nothing more.
        const old = before.stripeSubscriptionId;
        await callStripe('Subscription cancel', () =>
          api.subscriptions
            .cancel(old, { cancellation_details: { comment: DUES_REPLACED_COMMENT } })
            .catch((error: unknown) => {
              if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
            }),
        );
      }
      if (before.status === 'link_sent' && before.checkoutSessionId) {
        const previous = before.checkoutSessionId;
        // Already paid or expired meanwhile: Stripe refuses, and its event tells us.
        await api.checkout.sessions.expire(previous).catch(() => undefined);
      }
      const at = now();
      const session = await callStripe('Checkout Session', () =>
        api.checkout.sessions.create({
          mode: 'subscription',
          client_reference_id: String(userId),
          ...(before.stripeCustomerId ? { customer: before.stripeCustomerId } : { customer_email: member.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: settings.priceCents,
                recurring: { interval: 'month' },
                product_data: { name: `${settings.facilityName} ${DUES_PRODUCT_NAME}` },
              },
            },
          ],
          subscription_data: {
            billing_cycle_anchor: seconds(duesBillingAnchor(at)),
            proration_behavior: 'create_prorations',
            metadata: { userId: String(userId) },
          },
          metadata: { userId: String(userId), purpose: 'dues' },
          success_url: `${deps.appUrl}/account?checkout=done`,
          cancel_url: `${deps.appUrl}/account`,
        }),
      );
      await changeDues(userId, async (state, unitOfWork) => {
        const sent: DuesState = {
          ...state,
          status: 'link_sent',
          priceCents: settings.priceCents,
          checkoutSessionId: session.id,
          checkoutUrl: session.url,
          linkSentAt: at.toISOString(),
        };
        await dues.within(unitOfWork).save(sent, at);
        await record(unitOfWork, {
          actor,
          action: 'payment.dues-link-sent',
          targetType: 'user',
          targetId: userId,
          targetLabel: member.username,
          before: { dues: state.status },
          after: { dues: sent.status, priceCents: settings.priceCents, checkoutSession: session.id },
        });
        await mailMember(unitOfWork, 'link', member, sent, settings.facilityName);
      });
      return { message: `Payment link e-mailed to ${personName(member)}.`, dues: await viewOf(userId) };
    },

    /** The cancellation the member asked for, with the terms' notice: Stripe ends the subscription on that date. */
    async cancel(actor: User, userId: number): Promise<DuesActionAnswer> {
      const { api, member, before } = await staffAction(userId, cancellationRefusal);
      const { facilityName } = await deps.settings();
      const at = now();
      const cancelAt = duesCancelAt(at);
      await callStripe('subscription update', () =>
        api.subscriptions.update(before.stripeSubscriptionId!, { cancel_at: seconds(cancelAt) }),
      );
      const ends = formatDateLong(facilityToday(cancelAt));
      await changeDues(userId, async (state, unitOfWork) => {
        const recorded: DuesState = { ...state, cancelAt: cancelAt.toISOString() };
        await dues.within(unitOfWork).save(recorded, at);
        await record(unitOfWork, {
          actor,
          action: 'payment.dues-cancellation',
          targetType: 'user',
          targetId: userId,
          targetLabel: member.username,
          before: { cancelAt: state.cancelAt },
          after: { cancelAt: recorded.cancelAt },
        });
        await mailMember(unitOfWork, 'cancellation', member, recorded, facilityName);
      });
      return {
        message: `Cancellation recorded: ${personName(member)}'s membership ends on ${ends}.`,
        dues: await viewOf(userId),
      };
    },

    /** A one-time address of Stripe's customer portal for the member (their card, their invoices). */
    async portal(user: User): Promise<{ url: string }> {
      const api = online();
      const state = await dues.find(user.id);
      if (!state?.stripeCustomerId) {
        throw new AppError('DUES_REFUSED', 'You have not paid online yet: there is no billing account to open.');
      }
      const portal = await callStripe('billing portal session', () =>
        api.billingPortal.sessions.create({ customer: state.stripeCustomerId!, return_url: `${deps.appUrl}/account` }),
      );
      return { url: portal.url };
    },

    /**
     * What one of Stripe's events does to a member's dues: the settings are read now, the change is made by the
     * returned step in the webhook's transaction (the event stored with it, so it is done once). Core's transition
     * decides; membership is switched and the member e-mailed as it says.
     */
    async prepare(signal: DuesSignal): Promise<(unitOfWork: UnitOfWork) => Promise<void>> {
      const settings = await deps.settings();
      return async (unitOfWork) => {
        const repo = dues.within(unitOfWork);
        const member = await users.within(unitOfWork).findById(signal.userId);
        // An account deleted since: nothing of theirs to change.
        if (!member) return;
        await repo.lock(signal.userId);
        const state = (await repo.find(signal.userId)) ?? noDues(signal.userId);
        const change = duesTransition(state, signal, settings.graceDays);
        if (!change) return;
        await repo.save(change.state, now());
        if (change.membership !== null && change.membership !== member.isMember) {
          await users.within(unitOfWork).setFlags(member.id, { isMember: change.membership });
        }
        if (change.mail) await mailMember(unitOfWork, change.mail, member, change.state, settings.facilityName);
      };
    },

    /** The grace job: every membership whose grace period ran out unpaid is paused (not a member until they pay). */
    async pauseOverdue(): Promise<{ paused: number }> {
      const at = now();
      const { facilityName } = await deps.settings();
      let paused = 0;
      for (const userId of await dues.graceOverBy(at, GRACE_BATCH)) {
        const done = await changeDues(userId, async (state, unitOfWork) => {
          // Another process paused it, or a payment came, since the list was read.
          if (!duesGraceOver(state, at)) return false;
          const member = await users.within(unitOfWork).findById(userId);
          const next: DuesState = { ...state, status: 'paused' };
          await dues.within(unitOfWork).save(next, at);
          if (member) {
            await users.within(unitOfWork).setFlags(userId, { isMember: false });
            await mailMember(unitOfWork, 'paused', member, next, facilityName);
          }
          return true;
        });
        if (done) paused += 1;
      }
      return { paused };
    },
  };
}

export type DuesService = ReturnType<typeof createDuesService>;
