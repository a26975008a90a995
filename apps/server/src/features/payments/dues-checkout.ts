// The dues actions that go through Stripe: staff send a payment link (a Checkout in subscription mode at the
// facility's monthly price, billed on the 1st, the first month prorated) and record a cancellation with the terms'
// notice (the subscription's cancel_at); the member opens Stripe's customer portal. Without Stripe keys each is
// refused and dues are paid at the desk. Core's paymentLinkRefusal and cancellationRefusal decide.
import type Stripe from 'stripe';
import {
  DUES_REPLACED_COMMENT,
  cancellationRefusal,
  DUES_LINK_AT_MONTH_END,
  DUES_LINKS_PER_HOUR,
  DUES_PRODUCT_NAME,
  duesCancelAt,
  duesLinkTimes,
  duesLinksLimitMessage,
  facilityToday,
  formatDateLong,
  noDues,
  paymentLinkRecipientRefusal,
  paymentLinkRefusal,
  personName,
  type ActivityAction,
  type ActivitySnapshot,
  type DuesActionAnswer,
  type DuesState,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { DuesMail } from './dues-mail';
import type { DuesParts, DuesSettings } from './dues-shared';

const OFF = 'Online payments are not set up on this server. Record dues at the till instead.';
const UNAVAILABLE = 'Stripe could not take this request just now. Nothing was changed; please try again in a minute.';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The Checkout Stripe is asked for: subscription mode at the facility's monthly price, anchored on the next 1st (Stripe
 * prorates the days until then) and open until core's duesLinkTimes says (never past the anchor), for the member's
 * account (client_reference_id and the subscription's metadata name it), on the customer Stripe knows them by if it
 * knows them.
 */
function checkoutOf(
  member: User,
  before: DuesState,
  settings: DuesSettings,
  times: { anchor: Date; expiresAt: Date },
  appUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const { anchor, expiresAt } = times;
  return {
    mode: 'subscription',
    expires_at: seconds(expiresAt),
    client_reference_id: String(member.id),
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
      billing_cycle_anchor: seconds(anchor),
      proration_behavior: 'create_prorations',
      metadata: { userId: String(member.id) },
    },
    metadata: { userId: String(member.id), purpose: 'dues' },
    success_url: `${appUrl}/account?checkout=done`,
    cancel_url: `${appUrl}/account`,
  };
}

/** A staff change to a member's dues, as it is saved, logged and e-mailed. */
interface StaffChange {
  actor: User;
  member: User;
  action: ActivityAction;
  next: DuesState;
  before: ActivitySnapshot;
  after: ActivitySnapshot;
  mail: DuesMail;
  facilityName: string;
}

export function createDuesCheckout(parts: DuesParts) {
  const { stripe, dues, record, now, memberOf, viewOf, mailMember, changeDues } = parts;

  function online(): Stripe {
    if (!stripe) throw new AppError('ONLINE_PAYMENTS_OFF', OFF);
    return stripe;
  }

  /** A call to Stripe: its refusal or an unreachable API fails this one request with 502, nothing stored. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      parts.warn(`Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
    }
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

  /** What an earlier link opened at Stripe is ended first, so the member can pay only the new one. */
  async function endEarlierPayment(api: Stripe, before: DuesState): Promise<void> {
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
  }

  /** Saves a staff change, with its activity-log entry and the member's e-mail, in its transaction. */
  async function saveStaffChange(unitOfWork: UnitOfWork, at: Date, change: StaffChange): Promise<void> {
    const { actor, member, next } = change;
    await dues.within(unitOfWork).save(next, at);
    await record(unitOfWork, {
      actor,
      action: change.action,
      targetType: 'user',
      targetId: member.id,
      targetLabel: member.username,
      before: change.before,
      after: change.after,
    });
    await mailMember(unitOfWork, change.mail, member, next, change.facilityName);
  }

  return {
    /**
     * A Checkout for the member's dues (checkoutOf), its link e-mailed to them. A link sent before and not paid is
     * expired at Stripe first, so only one can be paid.
     */
    async sendLink(actor: User, userId: number): Promise<DuesActionAnswer> {
      const { api, member, before } = await staffAction(userId, paymentLinkRefusal);
      const name = personName(member);
      const notFor = paymentLinkRecipientRefusal({ isMember: member.isMember, name }, await parts.askedToJoin(userId));
      if (notFor) throw new AppError('DUES_REFUSED', notFor);
      const at = now();
      const times = duesLinkTimes(at);
      if (!times) throw new AppError('DUES_REFUSED', DUES_LINK_AT_MONTH_END);
      const hit = await parts.limiter.reserve(
        [{ bucket: `dues-link:${userId}`, max: DUES_LINKS_PER_HOUR, windowMs: 60 * 60_000 }],
        (retryAfterMs) => duesLinksLimitMessage(name, retryAfterMs),
      );
      const settings = await parts.settings();
      let session: Stripe.Checkout.Session;
      try {
        await endEarlierPayment(api, before);
        session = await callStripe('Checkout Session', () =>
          api.checkout.sessions.create(checkoutOf(member, before, settings, times, parts.appUrl)),
        );
      } catch (error) {
        await hit.release();
        throw error;
      }
      const raced = await changeDues(userId, async (state, unitOfWork) => {
        await saveStaffChange(unitOfWork, at, {
          actor,
          member,
          action: 'payment.dues-link-sent',
          next: {
            ...state,
            status: 'link_sent',
            priceCents: settings.priceCents,
            checkoutSessionId: session.id,
            checkoutUrl: session.url,
            linkSentAt: at.toISOString(),
          },
          before: { dues: state.status },
          after: { dues: 'link_sent', priceCents: settings.priceCents, checkoutSession: session.id },
          mail: 'link',
          facilityName: settings.facilityName,
        });
        // A link another staff member sent meanwhile is replaced by this one: ended at Stripe below, so only one is open.
        return state.status === 'link_sent' && state.checkoutSessionId !== before.checkoutSessionId
          ? state.checkoutSessionId
          : null;
      });
      if (raced) await api.checkout.sessions.expire(raced).catch(() => undefined);
      return { message: `Payment link e-mailed to ${name}.`, dues: await viewOf(userId) };
    },

    /** The cancellation the member asked for, with the terms' notice: Stripe ends the subscription on that date. */
    async cancel(actor: User, userId: number): Promise<DuesActionAnswer> {
      const { api, member, before } = await staffAction(userId, cancellationRefusal);
      const { facilityName } = await parts.settings();
      const at = now();
      const cancelAt = duesCancelAt(at);
      await callStripe('subscription update', () =>
        api.subscriptions.update(before.stripeSubscriptionId!, { cancel_at: seconds(cancelAt) }),
      );
      const ends = formatDateLong(facilityToday(cancelAt));
      await changeDues(userId, (state, unitOfWork) =>
        saveStaffChange(unitOfWork, at, {
          actor,
          member,
          action: 'payment.dues-cancellation',
          next: { ...state, cancelAt: cancelAt.toISOString() },
          before: { cancelAt: state.cancelAt },
          after: { cancelAt: cancelAt.toISOString() },
          mail: 'cancellation',
          facilityName,
        }),
      );
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
        api.billingPortal.sessions.create({ customer: state.stripeCustomerId!, return_url: `${parts.appUrl}/account` }),
      );
      return { url: portal.url };
    },
  };
}
