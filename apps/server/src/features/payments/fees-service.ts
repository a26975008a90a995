// No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md): admins set the policy (the
// activity log records the change); a booking marked a no-show, or canceled inside the late-cancel window, owes a fee,
// written in the mark's or the cancellation's transaction (one row per booking); the desk lists the fees due with the
// member's name, takes them at the till (POST /api/payments, purpose "fee": payments service) or waives them with a
// reason. What was paid of a fee is the ledger's rows naming its booking. Core's fee rules decide.
// With Stripe on, staff may charge the member's card on file instead (fee-charge.ts).
import type Stripe from 'stripe';
import {
  feeDue,
  feeStatusOf,
  formatCents,
  FEE_KIND_LABELS,
  type BookingFee,
  type FeePolicy,
  type FeePolicyInput,
  type FeesDue,
  type User,
  type WaiveFeeInput,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { ApplyBookingFee } from '../../ports/booking-fees';
import type { DuesRepository } from './dues-repository';
import { createFeeCharge } from './fee-charge';
import { feeSnapshot, feeView as viewOf } from './fee-view';
import type { FeesRepository } from './fees-repository';
import type { PaymentsRepository } from './repository';

export interface FeesDeps {
  /** Null when online payments are off (no STRIPE_SECRET_KEY): fees are taken at the till only. */
  stripe: Stripe | null;
  /** The member's dues customer at Stripe (docs/decisions/301-membership-dues.md), whose card is on file. */
  dues: DuesRepository;
  fees: FeesRepository;
  payments: PaymentsRepository;
  /** The facility's bays, to name a fee's bay. */
  bays: () => Promise<readonly { id: number; name: string }[]>;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  warn: (line: string) => void;
  now: () => Date;
}

const CHARGING = 'This fee is being charged to the card on file; wait for Stripe to answer.';
const CHARGING_UNDO =
  'The no-show fee is being charged to the card on file; wait for Stripe to answer before taking the no-show back.';

const policySnapshot = (policy: FeePolicy) => ({
  enabled: policy.enabled,
  noShowFeeCents: policy.noShowFeeCents,
  lateCancelFeeCents: policy.lateCancelFeeCents,
  lateCancelWindowHours: policy.lateCancelWindowHours,
  moneyBackAs: policy.moneyBackAs,
});

export function createFeesService(deps: FeesDeps) {
  const { stripe, dues, fees, payments, bays, transaction, record, now } = deps;
  /** Whether "Charge Card" is offered: Stripe on and the member's dues customer known (it has the card Checkout took). */
  const cardOnFile = async (userId: number) => stripe !== null && Boolean((await dues.find(userId))?.stripeCustomerId);

  return {
    policy: (): Promise<FeePolicy> => fees.policy(),

    async setPolicy(admin: User, input: FeePolicyInput): Promise<FeePolicy> {
      return transaction(async (unitOfWork) => {
        const repo = fees.within(unitOfWork);
        const before = await repo.policy();
        await repo.setPolicy({ ...input, moneyBackAs: input.moneyBackAs ?? before.moneyBackAs }, isoTimestamp(now()));
        const after = await repo.policy();
        await record(unitOfWork, {
          actor: admin,
          action: 'payment.fee-policy',
          targetType: 'facility',
          targetId: null,
          targetLabel: 'No-show and late-cancel fees',
          before: before.updatedAt ? policySnapshot(before) : null,
          after: policySnapshot(after),
        });
        return after;
      });
    },

    /**
     * Before a no-show mark or a cancellation: reads the policy, and gives what to do inside its transaction. A mark or
     * a late cancellation makes the booking's fee due (once: a second one finds it); taking the mark back drops a fee
     * nothing has paid yet.
     */
    async prepare(): Promise<ApplyBookingFee> {
      const policy = await fees.policy();
      return async (unitOfWork, event, booking, at) => {
        const repo = fees.within(unitOfWork);
        if (event === 'no_show_undone') {
          // Under the booking's payment lock, as a charge's start: a fee the card is being charged for is not dropped
          // from under the charge (its PaymentIntent may succeed), so the mark stays until Stripe answers.
          const ledger = payments.within(unitOfWork);
          await ledger.lockBookingPayments(booking.id);
          if ((await repo.find(booking.id))?.chargingSince != null) {
            throw new AppError('FEE_CHARGE_PROCESSING', CHARGING_UNDO);
          }
          if ((await ledger.paidForBooking(booking.id, 'fee')) === 0) await repo.dropNoShowFee(booking.id);
          return;
        }
        const due = feeDue(policy, event, booking, at);
        if (!due || booking.userId === null) return;
        await repo.insertIfNew({
          bookingId: booking.id,
          kind: due.kind,
          userId: booking.userId,
          bookingDate: booking.bookingDate,
          startTime: booking.startTime,
          endTime: booking.endTime,
          simulatorId: booking.simulatorId,
          amountCents: due.amountCents,
          dueSince: isoTimestamp(at),
        });
      };
    },

    /** Every fee not yet settled or waived, oldest first, with the member's name and what has been paid of it. */
    async due(): Promise<FeesDue> {
      const open = await fees.open();
      const bayList = await bays();
      const views: BookingFee[] = [];
      for (const fee of open) {
        const paid = await payments.paidForBooking(fee.bookingId, 'fee');
        views.push(viewOf(fee, paid, bayList, await cardOnFile(fee.userId)));
      }
      return { fees: views.filter((fee) => fee.status === 'due') };
    },

    /** Staff waive a booking's fee with a reason; 409 when it is not due (paid or waived already). */
    async waive(actor: User, bookingId: number, { reason }: WaiveFeeInput): Promise<BookingFee> {
      const bayList = await bays();
      return transaction(async (unitOfWork) => {
        const ledger = payments.within(unitOfWork);
        // The booking's payment lock: a payment at the till and a waiver at once cannot both stand.
        await ledger.lockBookingPayments(bookingId);
        const repo = fees.within(unitOfWork);
        const fee = await repo.find(bookingId);
        if (!fee) throw new AppError('NOT_FOUND', 'This booking owes no fee.');
        if (fee.chargingSince !== null) throw new AppError('FEE_CHARGE_PROCESSING', CHARGING);
        const paidCents = await ledger.paidForBooking(bookingId, 'fee');
        const at = isoTimestamp(now());
        if (feeStatusOf({ ...fee, paidCents }) !== 'due' || !(await repo.waive(bookingId, actor.id, reason, at))) {
          throw new AppError('FEE_NOT_DUE', 'This fee is not due: it was paid or waived already.');
        }
        await record(unitOfWork, {
          actor,
          action: 'payment.fee-waived',
          targetType: 'booking',
          targetId: bookingId,
          targetLabel: `${FEE_KIND_LABELS[fee.kind]} of ${formatCents(fee.amountCents)}, ${fee.memberName}, ${fee.bookingDate} ${fee.startTime.slice(0, 5)}-${fee.endTime.slice(0, 5)}`,
          after: { ...feeSnapshot(fee, fee.amountCents), reason },
        });
        return viewOf({ ...fee, waivedAt: at, waiveReason: reason }, paidCents, bayList, await cardOnFile(fee.userId));
      });
    },

    ...createFeeCharge(deps),
  };
}

export type FeesService = ReturnType<typeof createFeesService>;
