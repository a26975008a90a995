// A fee charged to the member's card on file (docs/decisions/306-fee-charged-to-the-card-on-file.md): an off-session
// PaymentIntent on their dues customer, one per attempt (Stripe's idempotency key), the fee "processing" until
// Stripe's event settles it or returns it to due with the reason (applyCharge, in the webhook's transaction); a card
// Stripe declines at once (its 402 naming the failed PaymentIntent) is due again at once.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  CHARGE_UNANSWERED,
  feeChargeDeclineOf,
  feeChargeIntent,
  feeChargeKeyLive,
  feeChargeMadeOf,
  feeDueCents,
  feeStatusOf,
  formatCents,
  FEE_KIND_LABELS,
  type BookingFee,
  type FeeChargeSignal,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import { feeSnapshot, feeView as viewOf } from './fee-view';
import type { FeesDeps } from './fees-service';
import { stripeNeverDidIt } from './stripe-client';

const NO_CARD = (name: string) => `${name} has no card on file with Stripe. Take the fee at the till instead.`;
const UNAVAILABLE = 'Stripe could not take this request just now. Nothing was charged; please try again in a minute.';
const MADE_UNANSWERED =
  'Stripe made this charge: the card was charged, or is being, though its answer never came. The fee is settled when Stripe says so.';

/** A charge under way at Stripe now: started and not left unanswered (CHARGE_UNANSWERED). */
const chargeInFlight = (fee: { chargingSince: string | null; chargeFailure: string | null }) =>
  fee.chargingSince !== null && fee.chargeFailure === null;

/** The saved card Stripe charges: the customer's default (the portal sets it), else the subscription's (Checkout's). */
async function savedCardOf(stripe: Stripe, customerId: string, subscriptionId: string | null): Promise<string | null> {
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  const customer = await stripe.customers.retrieve(customerId);
  if (!('deleted' in customer && customer.deleted)) {
    const chosen = idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method);
    if (chosen) return chosen;
  }
  if (!subscriptionId) return null;
  return idOf((await stripe.subscriptions.retrieve(subscriptionId)).default_payment_method);
}

/** Refuses (409, the fee left processing) when Stripe lists a charge the fee's current attempt made. */
async function refuseIfMade(
  stripe: Stripe,
  customerId: string,
  fee: { bookingId: number; chargeFailures: number; chargeKeyAt: string | null },
): Promise<void> {
  const since = fee.chargeKeyAt === null ? null : Math.floor(Date.parse(fee.chargeKeyAt) / 1000) - 60;
  const listed = await stripe.paymentIntents
    .list({ customer: customerId, limit: 100, ...(since === null ? {} : { created: { gte: since } }) })
    .catch(() => {
      throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
    });
  if (feeChargeMadeOf(listed.data, fee.bookingId, fee.chargeFailures + 1)) {
    throw new AppError('FEE_CHARGE_PROCESSING', MADE_UNANSWERED);
  }
}

export function createFeeCharge({ stripe, dues, fees, payments, bays, transaction, record, warn, now }: FeesDeps) {
  /**
   * For an answer of Stripe's about a fee's charge, in its transaction (the webhook's for an event): succeeded settles
   * the fee (the webhook wrote its ledger row); failed returns it to due with the reason, unless the answer is about
   * an older attempt or this attempt's failure is written already (the 402 and its event both tell it).
   */
  async function applyCharge(unitOfWork: UnitOfWork, signal: FeeChargeSignal): Promise<void> {
    await payments.within(unitOfWork).lockBookingPayments(signal.bookingId);
    const repo = fees.within(unitOfWork);
    if (signal.outcome === 'succeeded') await repo.settleCharged(signal.bookingId, isoTimestamp(now()));
    else await repo.endCharge(signal.bookingId, signal.attempt, signal.reason);
  }

  return {
    /**
     * Staff confirmed: the fee's due amount is charged to the member's card on file, off-session. The fee is
     * "processing" from here until Stripe's event (applyCharge); a second click of the same attempt, or a burst, finds
     * it processing and asks Stripe nothing more; the attempt's idempotency key makes a retry after a lost answer the
     * same PaymentIntent.
     */
    async charge(actor: User, bookingId: number): Promise<BookingFee> {
      if (!stripe) throw new AppError('ONLINE_PAYMENTS_OFF', 'Online payments are not set up on this server.');
      const bayList = await bays();
      const found = await fees.find(bookingId);
      if (!found) throw new AppError('NOT_FOUND', 'This booking owes no fee.');
      const paidBefore = await payments.paidForBooking(bookingId, 'fee');
      // A second click while the first charge runs: the fee as it stands, nothing asked of Stripe again. A charge
      // Stripe never answered for (chargeFailure set while charging) is asked again, with the attempt's key.
      if (chargeInFlight(found)) return viewOf(found, paidBefore, bayList, true);
      // A fee settled once stays settled: money given back of it (a refund in Stripe's Dashboard) forgives it, never
      // makes it chargeable again (docs/decisions/408-refunds-of-online-payments.md).
      if (found.settledAt !== null || feeStatusOf({ ...found, paidCents: paidBefore }) !== 'due') {
        throw new AppError('FEE_NOT_DUE', 'This fee is not due: it was paid or waived already.');
      }
      const memberDues = await dues.find(found.userId);
      const customerId = memberDues?.stripeCustomerId ?? null;
      if (!customerId) throw new AppError('NO_SAVED_CARD', NO_CARD(found.memberName));
      let card: string | null;
      try {
        card = await savedCardOf(stripe, customerId, memberDues?.stripeSubscriptionId ?? null);
      } catch (error) {
        warn(`Stripe card lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
      }
      if (!card) throw new AppError('NO_SAVED_CARD', NO_CARD(found.memberName));
      // An unanswered attempt whose key Stripe may have pruned (kept 24 hours): the key no longer stops a second charge,
      // so Stripe is asked whether the attempt's charge was made before one goes out under a new key.
      const checkedMade = found.chargingSince !== null && !feeChargeKeyLive(found.chargeKeyAt, now());
      if (checkedMade) await refuseIfMade(stripe, customerId, found);

      const at = isoTimestamp(now());
      const started = await transaction(async (unitOfWork) => {
        const ledger = payments.within(unitOfWork);
        // The booking's payment lock: a burst of clicks, a payment at the till and a waiver wait on each other.
        await ledger.lockBookingPayments(bookingId);
        const repo = fees.within(unitOfWork);
        const fee = (await repo.find(bookingId))!;
        const paidCents = await ledger.paidForBooking(bookingId, 'fee');
        if (chargeInFlight(fee)) return { fee, paidCents, charge: null };
        if (fee.settledAt !== null || feeStatusOf({ ...fee, paidCents }) !== 'due') {
          // Settled meanwhile by a charge another click of the burst started after this one read the fee (its key is
          // new) and Stripe's event completed while this click asked Stripe for the card: the fee as it stands, paid,
          // not an error (seen at load: one of six clicks answered 409 after the first click's charge had succeeded).
          const chargedMeanwhile =
            fee.settledAt !== null && fee.chargeKey !== null && fee.chargeKey !== found.chargeKey;
          if (chargedMeanwhile) return { fee, paidCents, charge: null };
          throw new AppError('FEE_NOT_DUE', 'This fee is not due: it was paid or waived already.');
        }
        const renewKey = fee.chargeKey !== null && !feeChargeKeyLive(fee.chargeKeyAt, now());
        // Left unanswered since this click read it: asked about next click.
        if (renewKey && fee.chargingSince !== null && !checkedMade) return { fee, paidCents, charge: null };
        await repo.startCharge(bookingId, actor.id, at, `fee-${bookingId}-${randomUUID()}`, renewKey);
        const chargeKey = (await repo.find(bookingId))!.chargeKey!;
        const dueCents = feeDueCents({ ...fee, paidCents });
        await record(unitOfWork, {
          actor,
          action: 'payment.fee-charged',
          targetType: 'booking',
          targetId: bookingId,
          targetLabel: `${FEE_KIND_LABELS[fee.kind]} of ${formatCents(dueCents)} charged to the card of ${fee.memberName}`,
          after: feeSnapshot(fee, dueCents),
        });
        const charging = { ...fee, chargingSince: at, chargeFailure: null };
        return { fee: charging, paidCents, charge: { attempt: fee.chargeFailures + 1, dueCents, key: chargeKey } };
      });
      const { fee, paidCents, charge } = started;
      if (!charge) return viewOf(fee, paidCents, bayList, true);
      try {
        await stripe.paymentIntents.create(
          {
            amount: charge.dueCents,
            currency: 'usd',
            customer: customerId,
            payment_method: card,
            off_session: true,
            confirm: true,
            // The saved card, never a method that sends the customer away: the version's way for an off-session charge
            // without a return_url (Stripe refuses a confirm that could need a redirect and has none to come back to).
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...feeChargeIntent(fee, charge.attempt),
          },
          { idempotencyKey: charge.key },
        );
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeCardError') {
          // Declined at once: Stripe's 402 names the PaymentIntent, failed (requires_payment_method). That answer is
          // Stripe's own for this attempt, so the fee is due again with the reason now, as its payment_failed event
          // would make it (applyCharge: the same write, only while this attempt is under way, so the event finds it
          // done). Without that PaymentIntent the fee stays processing and the event decides.
          const declined = feeChargeDeclineOf((error as { raw?: unknown }).raw);
          if (!declined || declined.bookingId !== bookingId || declined.attempt !== charge.attempt) {
            return viewOf(fee, paidCents, bayList, true);
          }
          await transaction((unitOfWork) => applyCharge(unitOfWork, declined));
          const due = (await fees.find(bookingId))!;
          return viewOf(due, await payments.paidForBooking(bookingId, 'fee'), bayList, true);
        }
        const text = error instanceof Error ? error.message : String(error);
        if (stripeNeverDidIt(error)) {
          // Stripe refused the request, or it never left: no charge was made. The fee is due again; a retry reuses
          // the attempt's key.
          warn(`Stripe fee charge failed: ${text}`);
          await transaction((unitOfWork) => fees.within(unitOfWork).endCharge(bookingId, charge.attempt, null));
          throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
        }
        // The request went out and its answer never came (the connection lost, Stripe's own 5xx): the card may have
        // been charged. The fee stays processing, so the till and a waiver cannot take it a second time, until
        // Stripe's event ends it or a click asks Stripe again with the same key.
        warn(`Stripe did not answer a fee charge (booking ${bookingId}): ${text}`);
        await transaction((unitOfWork) =>
          fees.within(unitOfWork).chargeUnanswered(bookingId, charge.attempt, CHARGE_UNANSWERED),
        );
        throw new AppError('FEE_CHARGE_UNANSWERED', CHARGE_UNANSWERED);
      }
      return viewOf(fee, paidCents, bayList, true);
    },

    applyCharge,
  };
}
