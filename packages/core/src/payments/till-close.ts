// The day's close at the desk (docs/decisions/407-the-days-close-at-the-desk.md): staff count the drawer once a
// facility day; the till says what the drawer should hold (the cash taken less the cash given back, plus the opening
// float when one is given), the close keeps it with what was counted and the difference, and from then on a payment or
// refund dated that day is an administrator's. The day's unpaid guest rentals and fees are listed beside the till.
import { z } from '../zod';
import { facilityNow } from '../facility-clock';
import type { RoleFlags } from '../roles';
import type { StaffedHours } from '../rules/staffed-hours';
import { dateStringField, idSchema } from '../schemas/common';
import { formatTime12h } from '../time';
import { formatDateLong } from '../time-format';
import { formatCents, MAX_PAYMENT_CENTS } from './rules';

const closeCents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .check(
      z.int(`${label} must be a whole number of cents`),
      z.minimum(0, `${label} cannot be negative`),
      z.maximum(MAX_PAYMENT_CENTS, `${label} can be at most ${formatCents(MAX_PAYMENT_CENTS)}`),
    );

/** POST /api/desk/till/close: the facility day, the cash counted in the drawer, and the float it opened with. */
export const tillCloseInputSchema = z.strictObject({
  date: dateStringField(),
  countedCashCents: closeCents('Counted cash'),
  openingFloatCents: z.optional(closeCents('Opening float')),
});
export type TillCloseInput = z.infer<typeof tillCloseInputSchema>;

/** A facility day's close as the till and its answer show it, all in cents. */
export const tillCloseSchema = z.object({
  date: z.string(),
  /** The cash taken less the cash given back that day, plus the opening float when one was given. */
  expectedCashCents: z.number(),
  countedCashCents: z.number(),
  /** null when none was given. */
  openingFloatCents: z.nullable(z.number()),
  /** Counted less expected: above 0 the drawer is over, below 0 it is short. */
  overShortCents: z.number(),
  /** Who closed the day (null once that account is deleted; the name stays). */
  closedBy: z.nullable(idSchema),
  closedByName: z.string(),
  /** ISO-8601 UTC instant. */
  closedAt: z.string(),
});
export type TillClose = z.infer<typeof tillCloseSchema>;

/** One line of the day's "Unpaid" list: a guest's rental or a member's fee with money still due. */
export const unpaidItemSchema = z.object({
  kind: z.enum(['rental', 'fee']),
  bookingId: idSchema,
  /** The guest's or the member's name. */
  name: z.string(),
  bayName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  priceCents: z.number(),
  paidCents: z.number(),
  dueCents: z.number(),
});
export type UnpaidItem = z.infer<typeof unpaidItemSchema>;

/**
 * The cash the drawer should hold at the close (see tillCloseSchema): the cash given back is the cash refunded and the
 * league payouts handed over in cash (docs/decisions/491-league-money-on-the-night.md).
 */
export function expectedCashCents(cashTakenCents: number, cashGivenBackCents: number, openingFloatCents?: number) {
  return cashTakenCents - cashGivenBackCents + (openingFloatCents ?? 0);
}

/** '$2.50 over', '$1.00 short', 'even'. */
export function overShortText(overShortCents: number): string {
  if (overShortCents === 0) return 'even';
  return `${formatCents(Math.abs(overShortCents))} ${overShortCents > 0 ? 'over' : 'short'}`;
}

/** Why the day may not be closed as asked (a day still to come), or undefined. */
export function tillCloseDateRefusal(date: string, today: string): string | undefined {
  return date > today ? 'A day still to come cannot be closed.' : undefined;
}

/**
 * Why `actor` may not close `date`'s till at `now` yet, or undefined: front-desk staff close a day once its staffed
 * hours are over (the desk's last sale may come at closing time, and a close shuts the day to the desk), so today's
 * only after the desk closes (in practice the next morning, the desk's hours over). An administrator may close early,
 * on a day the facility shuts early (docs/decisions/403-a-day-closed-once-the-desk-closes.md).
 */
export function tillDayNotOverRefusal(
  actor: Pick<RoleFlags, 'isAdmin'>,
  date: string,
  now: Date,
  hours: StaffedHours,
): string | undefined {
  if (actor.isAdmin) return undefined;
  const { date: today, minutes } = facilityNow(now);
  if (date !== today || minutes >= hours.closesHour * 60) return undefined;
  const closes = formatTime12h(`${String(hours.closesHour % 24).padStart(2, '0')}:00:00`);
  return `The till for ${formatDateLong(date)} can be closed once the front desk closes at ${closes}.`;
}

/**
 * Why `actor` may not record or refund a payment dated a closed facility day, or undefined: after the close only an
 * administrator changes that day's money.
 */
export function closedDayRefusal(actor: Pick<RoleFlags, 'isAdmin'>, close: TillClose | null | undefined) {
  if (!close || actor.isAdmin) return undefined;
  return `The till for ${close.date} was closed by ${close.closedByName}. Ask an administrator to record or refund a payment for that day.`;
}
