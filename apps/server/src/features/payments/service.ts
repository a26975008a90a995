// The desk's till (docs/decisions/260-payments-ledger.md): payments taken in person and refunds, each one ledger row
// and one activity-log entry in the same transaction (the day's till and its close: till-close-service.ts). Core's payment rules
// decide (the desk's limit, what is left to refund); this loads, locks and saves.
import {
  deskLimitRefusal,
  closedDayRefusal,
  deskRefundRefusal,
  facilityInstant,
  facilityToday,
  formatCents,
  LEDGER_CURRENCY,
  PAYMENT_METHOD_LABELS,
  personName,
  PAYMENT_PURPOSE_LABELS,
  REFUND_REASON_LABELS,
  REFUND_REASON_MESSAGE,
  refundRefusal,
  type BuyInTarget,
  type DayPayments,
  type LedgerEntry,
  type RecordPaymentInput,
  type RefundPaymentInput,
  type RefundReason,
  type User,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import { dayPayments, type PaymentNames } from './day-payments';
import { feeTaken, refuseOverBuyIn, refuseOverLesson, refuseOverRental } from './payment-limits';
import type { CreditRepository } from './credit-repository';
import type { PaymentsRepository } from './repository';
import type { FeesRepository } from './fees-repository';
import type { RentalsRepository } from './rentals-repository';
import type { TillCloseRepository } from './till-close-repository';
import type { DisputesRepository } from './disputes-repository';
import type { StripeRefunds } from './stripe-refund';
import type { StripeRefundsRepository } from './stripe-refunds-repository';

export interface PaymentsDeps {
  repo: PaymentsRepository;
  /** The guest rentals' prices: a payment for a guest's booking takes at most what is left of its price. */
  rentals: RentalsRepository;
  /** A booking's no-show or late-cancel fee: a payment for it takes at most what is left, and settles it when paid. */
  fees: FeesRepository;
  /** The days' closes: once a day is closed, its payments and refunds are an administrator's (decision 407). */
  closes: TillCloseRepository;
  /** Refunds asked of Stripe: held against their payments until Stripe answers (decision 408). */
  stripeRefunds: StripeRefundsRepository;
  /** Where each payment's dispute stands, shown on the day's list (decision 409). */
  disputes: Pick<DisputesRepository, 'outcomesOf'>;
  /** Asks Stripe for a held refund and records it once Stripe confirms (stripe-refund.ts). */
  online: Pick<StripeRefunds, 'ask'>;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  /** The facility setting: the most a front-desk user records at once, in whole dollars. */
  deskPaymentLimitDollars: () => Promise<number>;
  /** Whether an account, a booking, a lesson with this id exists (their features' readers, from composition.ts). */
  userExists: (id: number) => Promise<boolean>;
  bookingExists: (id: number) => Promise<boolean>;
  lessonExists: (id: number) => Promise<boolean>;
  /** A lesson's price and its Checkout's end, both fixed when it is booked (the coaching feature's reader), or null. */
  lessonPrice: (
    id: number,
  ) => Promise<{ id: number; memberId: number; priceCents: number | null; checkoutOpenUntil: string | null } | null>;
  /**
   * What a player's buy-in of a league is for (the leagues feature, composed later): its money settings, whether they
   * play in it, the night named; null when no league has this id.
   */
  leagueBuyIn: (leagueId: number, userId: number, roundId: number | null) => Promise<BuyInTarget | null>;
  now: () => Date;
  /** The credit ledger: credit spent on a lesson pays for it too (decision 412). */
  credits: Pick<CreditRepository, 'within'>;
  /** What the day's rows name, read through their owners (composition.ts), to say what each pays for by name. */
  names: PaymentNames;
}

/** How a row reads in the activity log. */
const labelOf = (entry: LedgerEntry) =>
  `${entry.kind === 'refund' ? 'Refund' : 'Payment'} #${entry.id}: ${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()}, ${PAYMENT_PURPOSE_LABELS[entry.purpose].toLowerCase()}`;

const NO_CARD_PAYMENT =
  "Stripe did not say which card payment this was (dues recorded before the product kept it are refunded in Stripe's Dashboard).";

const snapshotOf = (entry: LedgerEntry) => ({
  amountCents: entry.amountCents,
  method: entry.method,
  purpose: entry.purpose,
  userId: entry.userId,
  bookingId: entry.bookingId,
  lessonId: entry.lessonId,
  leagueId: entry.leagueId,
  roundId: entry.roundId,
  refundOf: entry.refundOf,
  note: entry.note,
});

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, transaction, record, now } = deps;

  /** Refuses an amount over the desk's limit for one entry; answers the limit it read (dollars). */
  async function checkDeskLimit(actor: User, amountCents: number): Promise<number> {
    const limitDollars = await deps.deskPaymentLimitDollars();
    const refusal = deskLimitRefusal(actor, amountCents, limitDollars);
    if (refusal) throw new AppError('PAYMENT_OVER_DESK_LIMIT', refusal);
    return limitDollars;
  }

  /** The ids a payment names must name something: each missing one is refused beside its field. */
  async function checkTargets(body: RecordPaymentInput): Promise<void> {
    const checks = [
      ['userId', body.userId, deps.userExists, 'No account has this id'],
      ['bookingId', body.bookingId, deps.bookingExists, 'No booking has this id'],
      ['lessonId', body.lessonId, deps.lessonExists, 'No lesson has this id'],
    ] as const;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, id, exists, message] of checks) {
      if (id !== undefined && !(await exists(id))) fieldErrors[field] = [message];
    }
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid request.', fieldErrors);
  }

  /**
   * Under the day's lock (the close takes it too): refuses desk staff a payment or refund dated a closed day, naming
   * the close (docs/decisions/407-the-days-close-at-the-desk.md).
   */
  async function refuseClosedDay(unitOfWork: UnitOfWork, actor: User): Promise<void> {
    const closes = deps.closes.within(unitOfWork);
    const today = facilityToday(now());
    await closes.lockDay(today);
    const refusal = closedDayRefusal(actor, await closes.find(today));
    if (refusal) throw new AppError('TILL_CLOSED', refusal);
  }

  /**
   * A league buy-in names its league and player (and its night, when bought by the night); nothing else names a
   * league. Answers what the buy-in is for, read before the transaction (SQLite has one connection).
   */
  async function buyInTarget(body: RecordPaymentInput): Promise<BuyInTarget | null> {
    const league = body.purpose === 'league';
    const fieldErrors: Record<string, string[]> = {};
    if (league && body.leagueId === undefined) fieldErrors.leagueId = ['Choose the league of this buy-in'];
    if (league && body.userId === undefined) fieldErrors.userId = ['Choose the player buying in'];
    if (!league && body.leagueId !== undefined) fieldErrors.leagueId = ['Only a league buy-in names a league'];
    if (!league && body.roundId !== undefined) fieldErrors.roundId = ['Only a league buy-in names a night'];
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid request.', fieldErrors);
    if (!league) return null;
    const target = await deps.leagueBuyIn(body.leagueId!, body.userId!, body.roundId ?? null);
    if (!target) throw new AppError('VALIDATION_FAILED', 'Invalid request.', { leagueId: ['No league has this id'] });
    return target;
  }

  const stamp = () => {
    const at = now();
    return { at: isoTimestamp(at), facilityDate: facilityToday(at) };
  };

  /** The refund of either kind: checked and held (or recorded) under the payment's lock, then asked of Stripe. */
  async function refundOf(
    actor: User,
    paymentId: number,
    { amountCents, reason }: RefundPaymentInput,
    { byPolicy, onlineOnly }: { byPolicy: boolean; onlineOnly: boolean },
  ): Promise<LedgerEntry> {
    // Read before the transaction (SQLite has one connection).
    const limitDollars = byPolicy ? null : await checkDeskLimit(actor, amountCents);
    const outcome = await transaction(async (unitOfWork) => {
      if (!byPolicy) await refuseClosedDay(unitOfWork, actor);
      const ledger = repo.within(unitOfWork);
      await ledger.lockRefunds(paymentId);
      const payment = await ledger.find(paymentId);
      if (!payment) throw new AppError('NOT_FOUND', 'No payment has this id.');
      const online = payment.kind === 'payment' && payment.method === 'stripe';
      if (onlineOnly && !online) throw new AppError('PAYMENT_NOT_REFUNDABLE', 'This payment was not made online.');
      if (online && !reason) {
        throw new AppError('VALIDATION_FAILED', 'Invalid request.', { reason: [REFUND_REASON_MESSAGE] });
      }
      if (online && !payment.stripePaymentIntentId) {
        throw new AppError('PAYMENT_NOT_REFUNDABLE', NO_CARD_PAYMENT);
      }
      const held = online ? deps.stripeRefunds.within(unitOfWork) : null;
      const refundedCents = (await ledger.refundedCents(paymentId)) + (held ? await held.heldCents(paymentId) : 0);
      const refusal = refundRefusal(payment, refundedCents, amountCents);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      const today = facilityToday(now());
      if (limitDollars !== null) {
        // The desk's limit over the payment and the day, not each refund alone: under both locks, so a burst of small
        // refunds never adds up past it (docs/decisions/502-desk-refund-limit-per-payment-and-day.md); an online
        // refund Stripe has not confirmed yet counts as given.
        await ledger.lockRefundsBy(actor.id, today);
        const heldToday = held ? await held.heldBy(actor.id, isoTimestamp(facilityInstant(today, '00:00'))) : 0;
        const soFar = {
          ofPaymentCents: refundedCents,
          byActorTodayCents: (await ledger.refundedBy(actor.id, today)) + heldToday,
        };
        const over = deskRefundRefusal(actor, amountCents, limitDollars, soFar);
        if (over) throw new AppError('PAYMENT_OVER_DESK_LIMIT', over);
      }
      if (held) {
        const asked = await held.request({
          paymentId,
          paymentIntentId: payment.stripePaymentIntentId,
          amountCents,
          reason: reason!,
          requestedBy: actor.id,
          requestedByName: personName(actor),
          createdAt: isoTimestamp(now()),
        });
        await record(unitOfWork, {
          actor,
          action: 'payment.refunded-online',
          targetType: 'payment',
          targetId: payment.id,
          targetLabel: `Refund of ${formatCents(amountCents)} asked of Stripe for payment #${payment.id}, ${PAYMENT_PURPOSE_LABELS[payment.purpose].toLowerCase()} (${REFUND_REASON_LABELS[reason!]})`,
          after: { ...snapshotOf(payment), amountCents, refundOf: payment.id },
        });
        return { entry: null, asked, payment };
      }
      const { id: _payment, ...paid } = payment;
      const entry = await ledger.insert({
        ...paid,
        kind: 'refund',
        amountCents,
        source: 'desk',
        refundOf: payment.id,
        note: null,
        recordedBy: actor.id,
        recordedByName: personName(actor),
        stripeEventId: null,
        stripeRefundId: null,
        stripeDisputeId: null,
        ...stamp(),
      });
      await record(unitOfWork, {
        actor,
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: payment.id,
        targetLabel: labelOf(entry),
        after: snapshotOf(entry),
      });
      return { entry, asked: null, payment };
    });
    if (!outcome.asked) return outcome.entry;
    return deps.online.ask(outcome.asked, outcome.payment, reason!);
  }

  return {
    async record(actor: User, body: RecordPaymentInput): Promise<LedgerEntry> {
      await checkDeskLimit(actor, body.amountCents);
      await checkTargets(body);
      // Its price and Checkout are fixed when it is booked: read before the transaction (SQLite has one connection).
      const lesson =
        body.purpose === 'lesson' && body.lessonId !== undefined ? await deps.lessonPrice(body.lessonId) : null;
      const buyIn = await buyInTarget(body);
      return transaction(async (unitOfWork) => {
        await refuseClosedDay(unitOfWork, actor);
        const ledger = repo.within(unitOfWork);
        if (body.purpose === 'guest' && body.bookingId !== undefined) {
          await refuseOverRental(ledger, deps.rentals.within(unitOfWork), body.bookingId, body.amountCents);
        }
        if (lesson) await refuseOverLesson(ledger, lesson, body.amountCents, now(), deps.credits.within(unitOfWork));
        if (buyIn) await refuseOverBuyIn(ledger, buyIn, body, body.amountCents);
        const taken =
          body.purpose === 'fee' && body.bookingId !== undefined
            ? await feeTaken(ledger, deps.fees.within(unitOfWork), body.bookingId, body.amountCents)
            : null;
        const entry = await ledger.insert({
          kind: 'payment',
          amountCents: body.amountCents,
          currency: LEDGER_CURRENCY,
          source: 'desk',
          method: body.method,
          purpose: body.purpose,
          userId: body.userId ?? taken?.fee?.userId ?? null,
          bookingId: body.bookingId ?? null,
          lessonId: body.lessonId ?? null,
          leagueId: body.leagueId ?? null,
          roundId: body.roundId ?? null,
          refundOf: null,
          note: body.note ? body.note : null,
          recordedBy: actor.id,
          recordedByName: personName(actor),
          stripeEventId: null,
          stripeCheckoutSessionId: null,
          stripePaymentIntentId: null,
          stripeInvoiceId: null,
          stripeCustomerId: null,
          stripeRefundId: null,
          stripeDisputeId: null,
          ...stamp(),
        });
        await record(unitOfWork, {
          actor,
          action: 'payment.recorded',
          targetType: 'payment',
          targetId: entry.id,
          targetLabel: labelOf(entry),
          after: snapshotOf(entry),
        });
        if (taken?.settles) await deps.fees.within(unitOfWork).settle(body.bookingId!, entry.at);
        return entry;
      });
    },

    /**
     * A refund of `paymentId`: what is left of it is read under its lock, so a burst never gives back more. A payment
     * taken at the desk goes back the way it came, recorded at once; an online one goes back through Stripe
     * (refundStripePayment).
     */
    async refund(actor: User, paymentId: number, body: RefundPaymentInput): Promise<LedgerEntry> {
      return refundOf(actor, paymentId, body, { byPolicy: false, onlineOnly: false });
    },

    /**
     * Gives back part or all of an online payment through Stripe (docs/decisions/408-refunds-of-online-payments.md):
     * held against the payment under its refund lock (never more than is left, whatever races it), asked of Stripe with
     * the request's idempotency key, and answered with its ledger row once Stripe says it succeeded (its events record
     * it otherwise: 502 STRIPE_REFUND_PENDING meanwhile). `byPolicy`: the amount is the product's own rule's (a member's
     * cancellation), not a person's at the desk: neither the desk's limit nor a closed day holds it back.
     */
    async refundStripePayment(request: {
      actor: User;
      paymentId: number;
      amountCents: number;
      reason: RefundReason;
      byPolicy?: boolean;
    }): Promise<LedgerEntry> {
      const { actor, paymentId, amountCents, reason } = request;
      return refundOf(
        actor,
        paymentId,
        { amountCents, reason },
        { byPolicy: request.byPolicy ?? false, onlineOnly: true },
      );
    },

    /**
     * The day's rows, each with what it pays for in words and its recorder by their shown name (day-payments.ts).
     */
    day: (date: string = facilityToday(now())): Promise<DayPayments> =>
      dayPayments(repo, deps.disputes, deps.names, date),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
