// The ledger (migrations/260-payments-ledger.ts): only this repository touches the payments table, and it only
// inserts and reads: a row is never changed (the database refuses an UPDATE) and a refund is a new row.
import type { Knex } from 'knex';
import type {
  DayPaymentEntry,
  LedgerEntry,
  LedgerKind,
  LedgerSum,
  PaymentMethod,
  PaymentPurpose,
  PaymentSource,
  RevenuePayer,
  RevenueSum,
} from '@longwood/core';
import { acquireWriteLock, insertRow, toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';

/** A row to write: everything but its id. */
export type NewLedgerRow = Omit<LedgerEntry, 'id'>;

interface PaymentRow {
  id: number | string;
  kind: string;
  refund_of: number | string | null;
  amount_cents: number | string;
  currency: string;
  source: string;
  method: string;
  purpose: string;
  user_id: number | string | null;
  booking_id: number | string | null;
  lesson_id: number | string | null;
  league_id: number | string | null;
  round_id: number | string | null;
  note: string | null;
  recorded_by: number | string | null;
  recorded_by_name: string | null;
  stripe_event_id: string | null;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_invoice_id: string | null;
  stripe_customer_id: string | null;
  stripe_refund_id: string | null;
  stripe_dispute_id: string | null;
  at: string;
  facility_date: string;
}

const nullableId = (value: number | string | null) => (value === null ? null : toNumber(value));

/**
 * A row naming a payment (`refund_of`) as what it takes from what was refunded of it: a refund adds, the payment row of
 * a refund that failed (decision 411) takes it back.
 */
const REFUNDED = "CASE WHEN kind = 'refund' THEN amount_cents ELSE -amount_cents END";

function toEntry(row: PaymentRow): LedgerEntry {
  return {
    id: toNumber(row.id),
    kind: row.kind as LedgerKind,
    amountCents: toNumber(row.amount_cents),
    currency: row.currency,
    source: row.source as PaymentSource,
    method: row.method as PaymentMethod,
    purpose: row.purpose as PaymentPurpose,
    userId: nullableId(row.user_id),
    bookingId: nullableId(row.booking_id),
    lessonId: nullableId(row.lesson_id),
    leagueId: nullableId(row.league_id),
    roundId: nullableId(row.round_id),
    refundOf: nullableId(row.refund_of),
    note: row.note,
    recordedBy: nullableId(row.recorded_by),
    recordedByName: row.recorded_by_name,
    stripeEventId: row.stripe_event_id,
    stripeCheckoutSessionId: row.stripe_checkout_session_id,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    stripeInvoiceId: row.stripe_invoice_id,
    stripeCustomerId: row.stripe_customer_id,
    stripeRefundId: row.stripe_refund_id,
    stripeDisputeId: row.stripe_dispute_id,
    at: row.at,
    facilityDate: row.facility_date,
  };
}

function toRow(entry: NewLedgerRow): Omit<PaymentRow, 'id'> {
  return {
    kind: entry.kind,
    refund_of: entry.refundOf,
    amount_cents: entry.amountCents,
    currency: entry.currency,
    source: entry.source,
    method: entry.method,
    purpose: entry.purpose,
    user_id: entry.userId,
    booking_id: entry.bookingId,
    lesson_id: entry.lessonId,
    league_id: entry.leagueId,
    round_id: entry.roundId,
    note: entry.note,
    recorded_by: entry.recordedBy,
    recorded_by_name: entry.recordedByName,
    stripe_event_id: entry.stripeEventId,
    stripe_checkout_session_id: entry.stripeCheckoutSessionId,
    stripe_payment_intent_id: entry.stripePaymentIntentId,
    stripe_invoice_id: entry.stripeInvoiceId,
    stripe_customer_id: entry.stripeCustomerId,
    stripe_refund_id: entry.stripeRefundId,
    stripe_dispute_id: entry.stripeDisputeId,
    at: entry.at,
    facility_date: entry.facilityDate,
  };
}

function bind(db: Knex | Knex.Transaction) {
  async function find(id: number): Promise<LedgerEntry | undefined> {
    const row = await db('payments').where({ id }).first<PaymentRow | undefined>();
    return row ? toEntry(row) : undefined;
  }

  /** What the rows matching `where` have paid, net of their refunds, in cents. */
  async function netPaid(where: Record<string, number | string | null>): Promise<number> {
    const row = await db('payments')
      .where(where)
      .first<{ cents: number | string | null }>(
        db.raw("COALESCE(SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END), 0) AS cents"),
      );
    return toNumber(row?.cents);
  }

  return {
    find,

    async insert(entry: NewLedgerRow): Promise<LedgerEntry> {
      const id = await insertRow(db, 'payments', toRow(entry));
      return { ...entry, id };
    },

    /**
     * A refund Stripe failed after it succeeded, its money back: a payment row naming the refund it reverses, once
     * (docs/decisions/411-failed-refunds-reversed.md; the caller holds the payment's refund lock).
     */
    async insertReversal(entry: NewLedgerRow, stripeRefundId: string): Promise<LedgerEntry> {
      const id = await insertRow(db, 'payments', { ...toRow(entry), reverses_stripe_refund_id: stripeRefundId });
      return { ...entry, id };
    },

    /** Whether the money of a failed Stripe refund is back in the ledger. */
    async reversed(stripeRefundId: string): Promise<boolean> {
      const row = await db('payments').where({ reverses_stripe_refund_id: stripeRefundId }).first<{ id: number }>('id');
      return row !== undefined;
    },

    /**
     * Inside a transaction: waits for any other refund of this payment to commit, so what is left of it is read and
     * taken by one refund at a time (docs/decisions/161-atomic-limits.md).
     */
    async lockRefunds(paymentId: number): Promise<void> {
      await acquireWriteLock(db, `payment-refunds:${paymentId}`);
    },

    /**
     * Inside a transaction: waits for any other refund by `actorId` on facility day `date` to commit, so what they have
     * given back that day is read and added to by one refund at a time
     * (docs/decisions/502-desk-refund-limit-per-payment-and-day.md). Taken after the payment's own lock.
     */
    async lockRefundsBy(actorId: number, date: string): Promise<void> {
      await acquireWriteLock(db, `payment-refunds-by:${actorId}:${date}`);
    },

    /** What `actorId` has refunded on facility day `date`, in cents. */
    async refundedBy(actorId: number, date: string): Promise<number> {
      const row = await db('payments')
        .where({ kind: 'refund', recorded_by: actorId, facility_date: date })
        .first<{ cents: number | string | null }>(db.raw('COALESCE(SUM(amount_cents), 0) AS cents'));
      return toNumber(row?.cents);
    },

    /**
     * Inside a transaction: waits for any other payment naming this booking to commit, so what is left to pay of a
     * guest rental is read and taken by one payment at a time (docs/decisions/304-guest-rentals-at-the-desk.md).
     */
    async lockBookingPayments(bookingId: number): Promise<void> {
      await acquireWriteLock(db, `payment-booking:${bookingId}`);
    },

    /**
     * Inside a transaction: waits for any other payment naming this lesson to commit, so what is left to pay of its
     * price is read and taken by one payment at a time (docs/decisions/303-lesson-prices-and-payment.md).
     */
    async lockLessonPayments(lessonId: number): Promise<void> {
      await acquireWriteLock(db, `payment-lesson:${lessonId}`);
    },

    /**
     * Inside a transaction: waits for any other event's payment of this Checkout Session to commit, so a session's
     * money is recorded once (migrations/405-payments-one-per-checkout.ts), whichever of its events comes first.
     */
    async lockCheckoutPayments(sessionId: string): Promise<void> {
      await acquireWriteLock(db, `payment-checkout:${sessionId}`);
    },

    /**
     * Inside a transaction: waits for any other payment of this player's buy-in (a league's night, or its season) to
     * commit, so what is left of it is read and taken by one payment at a time
     * (docs/decisions/491-league-money-on-the-night.md).
     */
    async lockBuyIn(leagueId: number, userId: number, roundId: number | null): Promise<void> {
      await acquireWriteLock(db, `payment-league:${leagueId}:${userId}:${roundId ?? 'season'}`);
    },

    /** What a player has paid of a league's buy-in for a night (roundId) or the season (null), net of refunds. */
    paidForBuyIn: (leagueId: number, userId: number, roundId: number | null) =>
      netPaid({ purpose: 'league', league_id: leagueId, user_id: userId, round_id: roundId }),

    /** A league's buy-ins by player, night (null: the season's) and net of refunds, in cents. */
    async buyInsOf(leagueId: number): Promise<{ userId: number; roundId: number | null; cents: number }[]> {
      const rows: Array<{ user_id: number | string; round_id: number | string | null; cents: number | string }> =
        await db('payments')
          .where({ purpose: 'league', league_id: leagueId })
          .whereNotNull('user_id')
          .groupBy('user_id', 'round_id')
          .select(
            'user_id',
            'round_id',
            db.raw("SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END) AS cents"),
          );
      return rows.map((r) => ({
        userId: toNumber(r.user_id),
        roundId: nullableId(r.round_id),
        cents: toNumber(r.cents),
      }));
    },

    /** Whether a payment of this Checkout Session is recorded. */
    async checkoutPaid(sessionId: string): Promise<boolean> {
      const row = await db('payments')
        .where({ kind: 'payment', stripe_checkout_session_id: sessionId })
        .first<{ id: number } | undefined>('id');
      return row !== undefined;
    },

    /**
     * Inside a transaction: waits for any other event about this PaymentIntent to commit, so a refund told of before its
     * payment is recorded and that payment's own event never miss each other
     * (docs/decisions/408-refunds-of-online-payments.md). Taken before the payment's refund lock.
     */
    async lockPaymentIntent(paymentIntentId: string): Promise<void> {
      await acquireWriteLock(db, `payment-intent:${paymentIntentId}`);
    },

    /** The ledger's payment a Stripe PaymentIntent paid (a Checkout's, a fee's card charge), if it is recorded. */
    async paymentOfIntent(paymentIntentId: string): Promise<LedgerEntry | undefined> {
      const row = await db('payments')
        .where({ kind: 'payment', stripe_payment_intent_id: paymentIntentId })
        .orderBy('id')
        .first<PaymentRow | undefined>();
      return row ? toEntry(row) : undefined;
    },

    /** The ledger's row of a refund made at Stripe, if it is written. */
    async ofStripeRefund(stripeRefundId: string): Promise<LedgerEntry | undefined> {
      const row = await db('payments').where({ stripe_refund_id: stripeRefundId }).first<PaymentRow | undefined>();
      return row ? toEntry(row) : undefined;
    },

    /** The ledger's row of a lost dispute, if it is written. */
    async ofStripeDispute(stripeDisputeId: string): Promise<LedgerEntry | undefined> {
      const row = await db('payments').where({ stripe_dispute_id: stripeDisputeId }).first<PaymentRow | undefined>();
      return row ? toEntry(row) : undefined;
    },

    /** What has been refunded of a payment so far, in cents (less refunds that failed and came back). */
    async refundedCents(paymentId: number): Promise<number> {
      const row = await db('payments')
        .where({ refund_of: paymentId })
        .first<{ cents: number | string | null }>(db.raw(`COALESCE(SUM(${REFUNDED}), 0) AS cents`));
      return toNumber(row?.cents);
    },

    /**
     * The online (Stripe) payments naming a lesson or a guest's booking, oldest first, each with what has been refunded
     * of it: what a canceled lesson or rental gives back (docs/decisions/414-money-back-when-a-paid-booking-is-canceled.md).
     */
    async onlinePaymentsOf(
      of: { lessonId: number } | { bookingId: number },
    ): Promise<Array<{ id: number; leftCents: number }>> {
      const rows: Array<{ id: number | string; amount_cents: number | string; refunded: number | string | null }> =
        await db('payments as p')
          .where(
            'lessonId' in of ? { 'p.lesson_id': of.lessonId } : { 'p.booking_id': of.bookingId, 'p.purpose': 'guest' },
          )
          .andWhere({ 'p.kind': 'payment', 'p.method': 'stripe' })
          .whereNull('p.refund_of')
          .orderBy('p.id')
          .select(
            'p.id',
            'p.amount_cents',
            db.raw(`(SELECT COALESCE(SUM(${REFUNDED}), 0) FROM payments WHERE refund_of = p.id) AS refunded`),
          );
      return rows.map((r) => ({ id: toNumber(r.id), leftCents: toNumber(r.amount_cents) - toNumber(r.refunded) }));
    },

    /** What the rows naming booking `bookingId` for `purpose` have paid, net of their refunds, in cents. */
    paidForBooking: (bookingId: number, purpose: PaymentPurpose) => netPaid({ booking_id: bookingId, purpose }),

    /** What the rows naming lesson `lessonId` have paid, net of their refunds, in cents (as the lesson reads it). */
    paidForLesson: (lessonId: number) => netPaid({ lesson_id: lessonId }),

    /** The day's sums by kind and method (the till). */
    async sumsOn(date: string): Promise<LedgerSum[]> {
      const rows: Array<{ kind: string; method: string; cents: number | string }> = await db('payments')
        .where({ facility_date: date })
        .groupBy('kind', 'method')
        .select('kind', 'method', db.raw('SUM(amount_cents) AS cents'));
      return rows.map((r) => ({
        kind: r.kind as LedgerKind,
        method: r.method as PaymentMethod,
        cents: toNumber(r.cents),
      }));
    },

    /** The rows of facility days `from` to `to` summed by day, kind and purpose (revenue in the insights). */
    /**
     * The ledger's sums of the facility dates from..to by day, kind, purpose, method, payer (a member now, or not) and
     * the day earned (the booking's or lesson's date, else the day paid): revenue's one read (decision 413).
     */
    async sumsBetween(from: string, to: string): Promise<RevenueSum[]> {
      const rows: Array<{
        facility_date: string;
        kind: string;
        purpose: string;
        method: string;
        payer: string;
        earned_date: string;
        cents: number | string;
      }> = await db('payments as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('bookings as b', 'b.id', 'p.booking_id')
        .leftJoin('lessons as l', 'l.id', 'p.lesson_id')
        // A refund is earned when what it gives back was (a refund copies the payment's booking and lesson).
        .leftJoin('payments as o', 'o.id', 'p.refund_of')
        .whereBetween('p.facility_date', [from, to])
        .groupByRaw('1, 2, 3, 4, 5, 6')
        .select(
          'p.facility_date',
          'p.kind',
          'p.purpose',
          'p.method',
          db.raw("CASE WHEN u.is_member THEN 'member' ELSE 'guest' END AS payer"),
          db.raw('COALESCE(l.lesson_date, b.booking_date, o.facility_date, p.facility_date) AS earned_date'),
          db.raw('SUM(p.amount_cents) AS cents'),
        );
      return rows.map((r) => ({
        facilityDate: r.facility_date,
        kind: r.kind as LedgerKind,
        purpose: r.purpose as PaymentPurpose,
        method: r.method as PaymentMethod,
        payer: r.payer as RevenuePayer,
        earnedDate: r.earned_date,
        cents: toNumber(r.cents),
      }));
    },

    /** A person's rows (what they paid and got back), newest first: their receipts on /account. */
    async ofUser(userId: number, limit: number): Promise<LedgerEntry[]> {
      const rows = await db('payments')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(limit)
        .select<PaymentRow[]>();
      return rows.map(toEntry);
    },

    /** The day's rows, newest first, each with what has been refunded of it (on any day). */
    async entriesOn(date: string): Promise<Array<Omit<DayPaymentEntry, 'paidFor' | 'dispute'>>> {
      const refunded = db('payments')
        .whereNotNull('refund_of')
        .groupBy('refund_of')
        .select('refund_of', db.raw(`SUM(${REFUNDED}) AS refunded`))
        .as('r');
      const rows: Array<PaymentRow & { refunded: number | string | null }> = await db('payments')
        .leftJoin(refunded, 'r.refund_of', 'payments.id')
        .where('payments.facility_date', date)
        .orderBy('payments.id', 'desc')
        .select('payments.*', 'r.refunded');
      return rows.map((row) => ({ ...toEntry(row), refundedCents: toNumber(row.refunded) }));
    },
  };
}

export function createPaymentsRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
