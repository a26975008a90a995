// The fee_policy and booking_fees tables' one repository (migrations/305-booking-fees.ts,
// docs/decisions/305-no-show-and-late-cancel-fees.md): the policy admins set (one row, id 1; none until first set:
// core's default, fees off) and the fee a booking owes, one row per booking. Written inside the no-show's or the
// cancellation's transaction (`within`), and inside the booking's payment lock when settled or waived.
import type { Knex } from 'knex';
import { DEFAULT_FEE_POLICY, personName, type FeeKind, type FeePolicy, type FeePolicyInput } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';
import { insertIfNew, upsert } from '../../db/upsert';

interface PolicyRow {
  enabled: unknown;
  no_show_fee_cents: unknown;
  late_cancel_fee_cents: unknown;
  late_cancel_window_hours: unknown;
  money_back_as: string;
  updated_at: string;
}

interface FeeRow {
  booking_id: number | string;
  kind: string;
  user_id: number | string;
  booking_date: string;
  start_time: string;
  end_time: string;
  simulator_id: number | string;
  amount_cents: number | string;
  due_since: string;
  settled_at: string | null;
  waived_at: string | null;
  waive_reason: string | null;
  charging_since: string | null;
  charge_failures: number | string | null;
  charge_failure: string | null;
  charge_key: string | null;
  charge_key_at: string | null;
  username: string | null;
  name: string | null;
}

/** A booking's fee as stored, with its member's shown name. */
export interface StoredFee {
  bookingId: number;
  kind: FeeKind;
  userId: number;
  memberName: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  simulatorId: number;
  amountCents: number;
  dueSince: string;
  settledAt: string | null;
  waivedAt: string | null;
  waiveReason: string | null;
  /** When staff asked Stripe to charge the card on file, until Stripe's event answers; else null. */
  chargingSince: string | null;
  /** Declined charges so far: the next attempt is this plus one. */
  chargeFailures: number;
  chargeFailure: string | null;
  /** The current attempt's idempotency key at Stripe, or null before one. */
  chargeKey: string | null;
  /** When chargeKey was made (null for one made before this was kept). */
  chargeKeyAt: string | null;
}

export type NewFee = Pick<
  StoredFee,
  'bookingId' | 'kind' | 'userId' | 'bookingDate' | 'startTime' | 'endTime' | 'simulatorId' | 'amountCents' | 'dueSince'
>;

const toFee = (row: FeeRow): StoredFee => ({
  bookingId: toNumber(row.booking_id),
  kind: row.kind as FeeKind,
  userId: toNumber(row.user_id),
  memberName:
    row.username === null ? `Account #${row.user_id}` : personName({ name: row.name, username: row.username }),
  bookingDate: row.booking_date,
  startTime: row.start_time,
  endTime: row.end_time,
  simulatorId: toNumber(row.simulator_id),
  amountCents: toNumber(row.amount_cents),
  dueSince: row.due_since,
  settledAt: row.settled_at,
  waivedAt: row.waived_at,
  waiveReason: row.waive_reason,
  chargingSince: row.charging_since,
  chargeFailures: toNumber(row.charge_failures ?? 0),
  chargeFailure: row.charge_failure,
  chargeKey: row.charge_key,
  chargeKeyAt: row.charge_key_at,
});

/** The most fees the desk's list shows at once. */
export const OPEN_FEES_LIMIT = 200;

function bind(db: Knex | Knex.Transaction) {
  const withMember = () =>
    db('booking_fees')
      .leftJoin('users', 'users.id', 'booking_fees.user_id')
      .select('booking_fees.*', 'users.username as username', 'users.name as name');
  return {
    async policy(): Promise<FeePolicy> {
      const row = await db('fee_policy').where({ id: 1 }).first<PolicyRow | undefined>();
      if (!row) return DEFAULT_FEE_POLICY;
      return {
        enabled: Boolean(toNumber(row.enabled)),
        noShowFeeCents: toNumber(row.no_show_fee_cents),
        lateCancelFeeCents: toNumber(row.late_cancel_fee_cents),
        lateCancelWindowHours: toNumber(row.late_cancel_window_hours),
        moneyBackAs: row.money_back_as === 'credit' ? 'credit' : 'refund',
        updatedAt: row.updated_at,
      };
    },

    async setPolicy(policy: FeePolicyInput & Pick<FeePolicy, 'moneyBackAs'>, at: string): Promise<void> {
      await upsert(db, 'fee_policy', 'id', {
        id: 1,
        enabled: policy.enabled,
        no_show_fee_cents: policy.noShowFeeCents,
        late_cancel_fee_cents: policy.lateCancelFeeCents,
        late_cancel_window_hours: policy.lateCancelWindowHours,
        money_back_as: policy.moneyBackAs,
        updated_at: at,
      });
    },

    /** The booking's fee, unless it has one already: its primary key keeps one per booking, also in a burst. */
    async insertIfNew(fee: NewFee): Promise<void> {
      await insertIfNew(db, 'booking_fees', 'booking_id', {
        booking_id: fee.bookingId,
        kind: fee.kind,
        user_id: fee.userId,
        booking_date: fee.bookingDate,
        start_time: fee.startTime,
        end_time: fee.endTime,
        simulator_id: fee.simulatorId,
        amount_cents: fee.amountCents,
        due_since: fee.dueSince,
      });
    },

    async find(bookingId: number): Promise<StoredFee | undefined> {
      const row = await withMember().where('booking_fees.booking_id', bookingId).first<FeeRow | undefined>();
      return row ? toFee(row) : undefined;
    },

    /** Fees neither settled nor waived, oldest first; only those of bookings on `bookingDate` when it is given. */
    async open(bookingDate?: string): Promise<StoredFee[]> {
      const query = withMember().whereNull('booking_fees.settled_at').whereNull('booking_fees.waived_at');
      if (bookingDate !== undefined) void query.where('booking_fees.booking_date', bookingDate);
      const rows = await query
        .orderBy([
          { column: 'booking_fees.due_since', order: 'asc' },
          { column: 'booking_fees.booking_id', order: 'asc' },
        ])
        .limit(OPEN_FEES_LIMIT);
      return (rows as FeeRow[]).map(toFee);
    },

    /** Drops a no-show's fee when staff take the mark back, unless it was settled or waived. */
    async dropNoShowFee(bookingId: number): Promise<void> {
      await db('booking_fees')
        .where({ booking_id: bookingId, kind: 'no_show' })
        .whereNull('settled_at')
        .whereNull('waived_at')
        .delete();
    },

    async settle(bookingId: number, at: string): Promise<void> {
      await db('booking_fees').where({ booking_id: bookingId }).whereNull('settled_at').update({ settled_at: at });
    },

    /** Settles a fee Stripe says its card charge paid, and ends the charge. */
    async settleCharged(bookingId: number, at: string): Promise<void> {
      await db('booking_fees')
        .where({ booking_id: bookingId })
        .update({
          settled_at: db.raw('COALESCE(settled_at, ?)', [at]),
          charging_since: null,
          charging_by: null,
          charge_failure: null,
        });
    },

    /**
     * Marks the card charge of an open fee under way (inside the booking's payment lock), keeping the attempt's key if
     * an earlier try of it never reached Stripe, else `key`.
     */
    /**
     * The fee's charge under way from `at`: under the attempt's key if it has one, else `key` (made now); `renewKey`
     * replaces a key Stripe no longer keeps (core's feeChargeKeyLive).
     */
    async startCharge(bookingId: number, by: number, at: string, key: string, renewKey: boolean): Promise<void> {
      await db('booking_fees')
        .where({ booking_id: bookingId })
        .update({
          charging_since: at,
          charging_by: by,
          charge_failure: null,
          ...(renewKey
            ? { charge_key: key, charge_key_at: at }
            : {
                charge_key: db.raw('COALESCE(charge_key, ?)', [key]),
                charge_key_at: db.raw('CASE WHEN charge_key IS NULL THEN ? ELSE charge_key_at END', [at]),
              }),
        });
    },

    /**
     * Ends the charge of attempt `attempt` without money: declined (`reason`, counted, so the next attempt is new) or
     * never made (Stripe unreachable: `reason` null, not counted, so a retry reuses the attempt's idempotency key).
     * True when it was that attempt's charge; a late answer about an older attempt changes nothing.
     */
    async endCharge(bookingId: number, attempt: number, reason: string | null): Promise<boolean> {
      const changed = await db('booking_fees')
        .where({ booking_id: bookingId, charge_failures: attempt - 1 })
        .whereNotNull('charging_since')
        .update({
          charging_since: null,
          charging_by: null,
          ...(reason === null
            ? {}
            : { charge_failure: reason, charge_failures: attempt, charge_key: null, charge_key_at: null }),
        });
      return changed > 0;
    },

    /**
     * Attempt `attempt`'s charge went to Stripe and its answer never came: the fee stays processing (its key kept, the
     * attempt not counted), with `text` saying so, until Stripe's event ends it or staff ask Stripe again
     * (startCharge clears the text).
     */
    async chargeUnanswered(bookingId: number, attempt: number, text: string): Promise<void> {
      await db('booking_fees')
        .where({ booking_id: bookingId, charge_failures: attempt - 1 })
        .whereNotNull('charging_since')
        .update({ charge_failure: text });
    },

    /** True when it was open and is now waived. */
    async waive(bookingId: number, by: number, reason: string, at: string): Promise<boolean> {
      const changed = await db('booking_fees')
        .where({ booking_id: bookingId })
        .whereNull('settled_at')
        .whereNull('waived_at')
        .update({ waived_at: at, waived_by: by, waive_reason: reason });
      return changed > 0;
    },
  };
}

export function createFeesRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type FeesRepository = ReturnType<typeof createFeesRepository>;
