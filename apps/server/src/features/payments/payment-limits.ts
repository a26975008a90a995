// What a payment at the till may take of what a booking or a lesson owes: at most what is left of a guest rental's
// price (docs/decisions/304-guest-rentals-at-the-desk.md), of a lesson's price and never while its Checkout is open
// (docs/decisions/303-lesson-prices-and-payment.md), of a fee and never while its card charge waits for Stripe
// (docs/decisions/305-no-show-and-late-cancel-fees.md). Each reads what was paid under the owing row's payment lock, so
// two desks, or a double click, never take more. Core's refusals decide.
import {
  buyInRefusal,
  feeDueCents,
  feePaymentRefusal,
  lessonPaymentRefusal,
  rentalDueCents,
  rentalPaymentRefusal,
  type BuyInTarget,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { CreditRepository } from './credit-repository';
import type { FeesRepository, StoredFee } from './fees-repository';
import type { PaymentsRepository } from './repository';
import type { RentalsRepository } from './rentals-repository';

type Ledger = ReturnType<PaymentsRepository['within']>;

/** Refuses a payment over what is left of the guest rental's price (none fixed on the booking: no limit). */
export async function refuseOverRental(
  ledger: Ledger,
  rentals: ReturnType<RentalsRepository['within']>,
  bookingId: number,
  amountCents: number,
): Promise<void> {
  await ledger.lockBookingPayments(bookingId);
  const rental = await rentals.rental(bookingId);
  if (!rental) return;
  const due = rentalDueCents(rental.priceCents, await ledger.paidForBooking(bookingId, 'guest'));
  const refusal = rentalPaymentRefusal(amountCents, due);
  if (refusal) throw new AppError('PAYMENT_OVER_DUE', refusal);
}

/** Refuses a payment over what is left of the lesson's price, or while the member's Checkout for it is open. */
export async function refuseOverLesson(
  ledger: Ledger,
  lesson: { id: number; priceCents: number | null; checkoutOpenUntil: string | null },
  amountCents: number,
  now: Date,
  credits: Pick<CreditRepository, 'paidForLesson'>,
): Promise<void> {
  await ledger.lockLessonPayments(lesson.id);
  // Account credit spent on it pays for it too (decision 412).
  const paidCents = (await ledger.paidForLesson(lesson.id)) + (await credits.paidForLesson(lesson.id));
  const refusal = lessonPaymentRefusal({ ...lesson, paidCents }, amountCents, now);
  if (refusal) throw new AppError('PAYMENT_OVER_DUE', refusal);
}

/**
 * Refuses a league buy-in core's rule refuses: no money game, not a player, the wrong night, or more than is left of
 * it after what the player paid, read under the buy-in's lock
 * (docs/decisions/491-league-money-on-the-night.md).
 */
export async function refuseOverBuyIn(
  ledger: Ledger,
  target: BuyInTarget,
  of: { leagueId?: number | undefined; userId?: number | undefined; roundId?: number | undefined },
  amountCents: number,
): Promise<void> {
  const roundId = of.roundId ?? null;
  await ledger.lockBuyIn(of.leagueId!, of.userId!, roundId);
  const refusal = buyInRefusal(target, await ledger.paidForBuyIn(of.leagueId!, of.userId!, roundId), amountCents);
  if (!refusal) return;
  const code = refusal.field === 'amountCents' ? 'PAYMENT_OVER_DUE' : 'VALIDATION_FAILED';
  throw new AppError(
    code,
    refusal.message,
    code === 'VALIDATION_FAILED' ? { [refusal.field]: [refusal.message] } : undefined,
  );
}

/**
 * The booking's fee a payment takes (undefined when it owes none), and whether the payment settles it; refused over what
 * is left of it, after it was waived, or while its card charge waits for Stripe
 * (docs/decisions/306-fee-charged-to-the-card-on-file.md).
 */
export async function feeTaken(
  ledger: Ledger,
  fees: ReturnType<FeesRepository['within']>,
  bookingId: number,
  amountCents: number,
): Promise<{ fee: StoredFee | undefined; settles: boolean }> {
  await ledger.lockBookingPayments(bookingId);
  const fee = await fees.find(bookingId);
  if (!fee) return { fee, settles: false };
  if (fee.chargingSince !== null) {
    throw new AppError('FEE_CHARGE_PROCESSING', 'This fee is being charged to the card on file.');
  }
  const paidCents = await ledger.paidForBooking(bookingId, 'fee');
  const refusal = feePaymentRefusal(amountCents, feeDueCents({ ...fee, paidCents }));
  if (refusal) throw new AppError('PAYMENT_OVER_DUE', refusal);
  return { fee, settles: paidCents + amountCents >= fee.amountCents };
}
