// No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md): the policy admins set (off by
// default; the fee of each kind, the late-cancel window and how money goes back, decision 412), when a booking owes a fee (one per booking), where a
// fee stands from the ledger's rows naming it (purpose "fee") and whether it was waived. A module of its own, apart
// from the facility settings' schemas, so that /booking never loads it.
import { z } from '../zod';
import { facilityInstant } from '../time';
import { idSchema } from '../schemas/common';
import { hasOnlyVisibleCharacters } from '../schemas/text-fields';
import { formatCents } from './rules';
import { MONEY_BACK_AS } from './cancel-money';

/** A booking owes a fee when staff confirm the member did not come, or when the member cancels too late. */
export const FEE_KINDS = ['no_show', 'late_cancel'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const FEE_KIND_LABELS = {
  no_show: 'No-show fee',
  late_cancel: 'Late-cancel fee',
} as const satisfies Record<FeeKind, string>;

/** The most a fee may be: $500. */
export const MAX_FEE_CENTS = 50_000;
/** The longest late-cancel window: a week. */
export const MAX_LATE_CANCEL_WINDOW_HOURS = 168;
export const MAX_WAIVE_REASON_LENGTH = 200;

export const FEE_POLICY_MESSAGES = {
  fee: `Enter a fee from $0.00 to ${formatCents(MAX_FEE_CENTS)}`,
  window: `Enter a whole number of hours from 1 to ${MAX_LATE_CANCEL_WINDOW_HOURS}`,
  enabled: 'Choose whether fees are charged',
  moneyBackAs: 'Choose how money goes back',
  reason: 'Say why the fee is waived',
  reasonLength: `Reason must be at most ${MAX_WAIVE_REASON_LENGTH} characters`,
  reasonCharacters: 'Reason contains characters that are not allowed',
} as const;

const feeField = z
  .number({ error: FEE_POLICY_MESSAGES.fee })
  .check(
    z.int(FEE_POLICY_MESSAGES.fee),
    z.minimum(0, FEE_POLICY_MESSAGES.fee),
    z.maximum(MAX_FEE_CENTS, FEE_POLICY_MESSAGES.fee),
  );

/** PUT /api/admin/fee-policy: whether fees are charged, each kind's fee in cents, and the late-cancel window. */
export const feePolicyInputSchema = z.strictObject({
  enabled: z.boolean({ error: FEE_POLICY_MESSAGES.enabled }),
  noShowFeeCents: feeField,
  lateCancelFeeCents: feeField,
  lateCancelWindowHours: z
    .number({ error: FEE_POLICY_MESSAGES.window })
    .check(
      z.int(FEE_POLICY_MESSAGES.window),
      z.minimum(1, FEE_POLICY_MESSAGES.window),
      z.maximum(MAX_LATE_CANCEL_WINDOW_HOURS, FEE_POLICY_MESSAGES.window),
    ),
  /** How a member's money goes back for a paid lesson canceled in time (decision 412); left out, kept as it is. */
  moneyBackAs: z.optional(z.enum(MONEY_BACK_AS, { error: FEE_POLICY_MESSAGES.moneyBackAs })),
});
export type FeePolicyInput = z.infer<typeof feePolicyInputSchema>;

export const feePolicySchema = z.object({
  enabled: z.boolean(),
  noShowFeeCents: z.number(),
  lateCancelFeeCents: z.number(),
  lateCancelWindowHours: z.number(),
  moneyBackAs: z.enum(MONEY_BACK_AS),
  /** When an admin last set it (ISO), or null: never set, no fee is charged. */
  updatedAt: z.nullable(z.string()),
});
export type FeePolicy = z.infer<typeof feePolicySchema>;

/** A fresh install's policy: off, so no booking owes anything until an admin turns fees on. */
export const DEFAULT_FEE_POLICY: FeePolicy = {
  enabled: false,
  noShowFeeCents: 0,
  lateCancelFeeCents: 0,
  lateCancelWindowHours: 24,
  moneyBackAs: 'refund',
  updatedAt: null,
};

/** What of a booking the fee rules read. */
export interface FeeBooking {
  kind: string;
  walkIn: boolean;
  userId: number | null;
  bookingDate: string;
  startTime: string;
}

/** A member's booking made ahead (kinds member and staff, not a walk-in): the only bookings that may owe a fee. */
const feeable = (booking: FeeBooking) =>
  (booking.kind === 'member' || booking.kind === 'staff') && !booking.walkIn && booking.userId !== null;

/** True when a cancellation at `at` is inside the window: the booking has not started and starts in less than it. */
export function isLateCancel(booking: Pick<FeeBooking, 'bookingDate' | 'startTime'>, at: Date, windowHours: number) {
  const untilStart = facilityInstant(booking.bookingDate, booking.startTime).getTime() - at.getTime();
  return untilStart > 0 && untilStart < windowHours * 3_600_000;
}

/**
 * The fee `booking` owes for what happened at `at` (staff marked it a no-show, or it was canceled), or null: fees off,
 * not a member's booking made ahead, a cancellation outside the window, or a fee of $0 for that kind.
 */
export function feeDue(
  policy: Pick<FeePolicy, 'enabled' | 'noShowFeeCents' | 'lateCancelFeeCents' | 'lateCancelWindowHours'>,
  event: 'no_show' | 'canceled',
  booking: FeeBooking,
  at: Date,
): { kind: FeeKind; amountCents: number } | null {
  if (!policy.enabled || !feeable(booking)) return null;
  if (event === 'no_show')
    return policy.noShowFeeCents > 0 ? { kind: 'no_show', amountCents: policy.noShowFeeCents } : null;
  if (policy.lateCancelFeeCents === 0 || !isLateCancel(booking, at, policy.lateCancelWindowHours)) return null;
  return { kind: 'late_cancel', amountCents: policy.lateCancelFeeCents };
}

/** Where a fee stands: due until the ledger's rows naming it pay it, or staff waive it. */
export const FEE_STATUSES = ['due', 'paid', 'waived'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export function feeStatusOf(fee: { amountCents: number; paidCents: number; waivedAt: string | null }): FeeStatus {
  if (fee.paidCents >= fee.amountCents) return 'paid';
  return fee.waivedAt !== null ? 'waived' : 'due';
}

/** What is left to pay of a fee (nothing once waived). */
export const feeDueCents = (fee: { amountCents: number; paidCents: number; waivedAt: string | null }) =>
  fee.waivedAt !== null ? 0 : Math.max(0, fee.amountCents - fee.paidCents);

/** Why the desk may not record `amountCents` against a fee of which `dueCents` is left, or undefined. */
export function feePaymentRefusal(amountCents: number, dueCents: number): string | undefined {
  if (amountCents <= dueCents) return undefined;
  return dueCents === 0 ? 'This fee is not due.' : `Only ${formatCents(dueCents)} of this fee is left to pay.`;
}

/** One booking's fee as the desk sees it: the member by name, the booking, the amount and where it stands. */
export const bookingFeeSchema = z.object({
  bookingId: idSchema,
  kind: z.enum(FEE_KINDS),
  userId: idSchema,
  memberName: z.string(),
  bookingDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  bayName: z.string(),
  amountCents: z.number(),
  paidCents: z.number(),
  dueCents: z.number(),
  status: z.enum(FEE_STATUSES),
  /** When it became due (ISO). */
  dueSince: z.string(),
  waivedReason: z.nullable(z.string()),
  /** Online payments are on and the member's dues customer at Stripe may be charged: "Charge Card" is offered. */
  cardOnFile: z.boolean(),
  /** The card on file is being charged: only Stripe's event settles it or returns it to due. */
  charging: z.boolean(),
  /** Why the last charge of the card failed ('Card declined'), or null. */
  chargeFailure: z.nullable(z.string()),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

/** GET /api/desk/fees: every fee still due, oldest first. */
export const feesDueSchema = z.object({ fees: z.array(bookingFeeSchema) });
export type FeesDue = z.infer<typeof feesDueSchema>;

/** POST /api/desk/bookings/:id/fee/waive: why staff waive it (kept in the activity log). */
export const waiveFeeSchema = z.strictObject({
  reason: z
    .string({ error: FEE_POLICY_MESSAGES.reason })
    .check(
      z.trim(),
      z.minLength(1, FEE_POLICY_MESSAGES.reason),
      z.maxLength(MAX_WAIVE_REASON_LENGTH, FEE_POLICY_MESSAGES.reasonLength),
      z.refine(hasOnlyVisibleCharacters, FEE_POLICY_MESSAGES.reasonCharacters),
    ),
});
export type WaiveFeeInput = z.infer<typeof waiveFeeSchema>;

/** The desk's one line about a fee: 'No-show fee: $25.00 due'. */
export function feeLabel(fee: Pick<BookingFee, 'kind' | 'amountCents' | 'paidCents' | 'dueCents' | 'status'>): string {
  const name = FEE_KIND_LABELS[fee.kind];
  if (fee.status === 'paid') return `${name}: paid ${formatCents(fee.paidCents)}`;
  if (fee.status === 'waived') return `${name}: waived`;
  const paid = fee.paidCents > 0 ? `, ${formatCents(fee.paidCents)} paid` : '';
  return `${name}: ${formatCents(fee.dueCents)} due${paid}`;
}
