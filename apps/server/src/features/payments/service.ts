// The desk's till (docs/decisions/260-payments-ledger.md): payments taken in person and refunds, each one ledger row
// and one activity-log entry in the same transaction (the day's till and its close: till-close-service.ts). Core's payment rules
// decide (the desk's limit, what is left to refund); this loads, locks and saves.
import {
  deskLimitRefusal,
  closedDayRefusal,
  deskRefundRefusal,
  facilityToday,
  formatCents,
  LEDGER_CURRENCY,
  PAYMENT_METHOD_LABELS,
  personName,
  PAYMENT_PURPOSE_LABELS,
  refundRefusal,
  type DayPayments,
  type LedgerEntry,
  type RecordPaymentInput,
  type RefundPaymentInput,
  type User,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import { dayPayments, type PaymentNames } from './day-payments';
import { feeTaken, refuseOverLesson, refuseOverRental } from './payment-limits';
import type { PaymentsRepository } from './repository';
import type { FeesRepository } from './fees-repository';
import type { RentalsRepository } from './rentals-repository';
import type { TillCloseRepository } from './till-close-repository';

export interface PaymentsDeps {
  repo: PaymentsRepository;
  /** The guest rentals' prices: a payment for a guest's booking takes at most what is left of its price. */
  rentals: RentalsRepository;
  /** A booking's no-show or late-cancel fee: a payment for it takes at most what is left, and settles it when paid. */
  fees: FeesRepository;
  /** The days' closes: once a day is closed, its payments and refunds are an administrator's (decision 407). */
  closes: TillCloseRepository;
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
  ) => Promise<{ id: number; priceCents: number | null; checkoutOpenUntil: string | null } | null>;
  now: () => Date;
  /** What the day's rows name, read through their owners (composition.ts), to say what each pays for by name. */
  names: PaymentNames;
}

/** How a row reads in the activity log. */
const labelOf = (entry: LedgerEntry) =>
  `${entry.kind === 'refund' ? 'Refund' : 'Payment'} #${entry.id}: ${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()}, ${PAYMENT_PURPOSE_LABELS[entry.purpose].toLowerCase()}`;

const snapshotOf = (entry: LedgerEntry) => ({
  amountCents: entry.amountCents,
  method: entry.method,
  purpose: entry.purpose,
  userId: entry.userId,
  bookingId: entry.bookingId,
  lessonId: entry.lessonId,
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

  const stamp = () => {
    const at = now();
    return { at: isoTimestamp(at), facilityDate: facilityToday(at) };
  };

  return {
    async record(actor: User, body: RecordPaymentInput): Promise<LedgerEntry> {
      await checkDeskLimit(actor, body.amountCents);
      await checkTargets(body);
      // Its price and Checkout are fixed when it is booked: read before the transaction (SQLite has one connection).
      const lesson =
        body.purpose === 'lesson' && body.lessonId !== undefined ? await deps.lessonPrice(body.lessonId) : null;
      return transaction(async (unitOfWork) => {
        await refuseClosedDay(unitOfWork, actor);
        const ledger = repo.within(unitOfWork);
        if (body.purpose === 'guest' && body.bookingId !== undefined) {
          await refuseOverRental(ledger, deps.rentals.within(unitOfWork), body.bookingId, body.amountCents);
        }
        if (lesson) await refuseOverLesson(ledger, lesson, body.amountCents, now());
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
          refundOf: null,
          note: body.note ? body.note : null,
          recordedBy: actor.id,
          recordedByName: personName(actor),
          stripeEventId: null,
          stripeCheckoutSessionId: null,
          stripePaymentIntentId: null,
          stripeInvoiceId: null,
          stripeCustomerId: null,
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

    /** A refund of `paymentId`: what is left of it is read under its lock, so a burst never gives back more. */
    async refund(actor: User, paymentId: number, { amountCents }: RefundPaymentInput): Promise<LedgerEntry> {
      // Read before the transaction (SQLite has one connection).
      const limitDollars = await checkDeskLimit(actor, amountCents);
      return transaction(async (unitOfWork) => {
        await refuseClosedDay(unitOfWork, actor);
        const ledger = repo.within(unitOfWork);
        await ledger.lockRefunds(paymentId);
        const payment = await ledger.find(paymentId);
        if (!payment) throw new AppError('NOT_FOUND', 'No payment has this id.');
        const refundedCents = await ledger.refundedCents(paymentId);
        const refusal = refundRefusal(payment, refundedCents, amountCents);
        if (refusal) throw new AppError(refusal.code, refusal.message);
        // The desk's limit over the payment and the day, not each refund alone: under both locks, so a burst of small
        // refunds never adds up past it (docs/decisions/502-desk-refund-limit-per-payment-and-day.md).
        const today = facilityToday(now());
        await ledger.lockRefundsBy(actor.id, today);
        const soFar = { ofPaymentCents: refundedCents, byActorTodayCents: await ledger.refundedBy(actor.id, today) };
        const over = deskRefundRefusal(actor, amountCents, limitDollars, soFar);
        if (over) throw new AppError('PAYMENT_OVER_DESK_LIMIT', over);
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
        return entry;
      });
    },

    /**
     * The day's rows, each with what it pays for in words and its recorder by their shown name (day-payments.ts).
     */
    day: (date: string = facilityToday(now())): Promise<DayPayments> => dayPayments(repo, deps.names, date),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
