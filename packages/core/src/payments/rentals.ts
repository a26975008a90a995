// Guest rentals at the desk (docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rates admins set (peak and
// off-peak), the price of a guest's bay time from them, and where a rental's payment stands. A module of its own, apart
// from the facility settings' schemas, so that /booking never loads it.
import { z } from '../zod';
import { timeToMinutes, weekdayName } from '../time';
import { idSchema, timeOfDaySchema } from '../schemas/common';
import { formatCents } from './rules';
import { moneyBackTermsSchema } from './cancel-money';

/** The most an hour of a bay may cost: $1,000. */
export const MAX_RENTAL_CENTS_PER_HOUR = 100_000;

export const RENTAL_RATE_MESSAGES = {
  rate: `Enter an hourly rate from $0.00 to ${formatCents(MAX_RENTAL_CENTS_PER_HOUR)}`,
  time: 'Choose a time on the half hour',
  window: 'Peak hours must end after they start',
} as const;

const rateField = z
  .number({ error: RENTAL_RATE_MESSAGES.rate })
  .check(
    z.int(RENTAL_RATE_MESSAGES.rate),
    z.minimum(0, RENTAL_RATE_MESSAGES.rate),
    z.maximum(MAX_RENTAL_CENTS_PER_HOUR, RENTAL_RATE_MESSAGES.rate),
  );

const halfHourField = z
  .string({ error: RENTAL_RATE_MESSAGES.time })
  .check(z.length(8, RENTAL_RATE_MESSAGES.time), z.regex(/^([01]\d|2[0-3]):[03]0:00$/, RENTAL_RATE_MESSAGES.time));

/** PUT /api/admin/rental-rates: a guest's hourly rates, the peak hours of every day, and whether weekends are peak. */
export const rentalRatesInputSchema = z
  .strictObject({
    peakCentsPerHour: rateField,
    offPeakCentsPerHour: rateField,
    peakFrom: halfHourField,
    peakUntil: halfHourField,
    weekendsPeak: z.boolean({ error: 'Choose whether weekends are peak' }),
  })
  .check(z.refine((r) => r.peakFrom < r.peakUntil, { error: RENTAL_RATE_MESSAGES.window, path: ['peakUntil'] }));
export type RentalRatesInput = z.infer<typeof rentalRatesInputSchema>;

export const rentalRatesSchema = z.object({
  peakCentsPerHour: z.number(),
  offPeakCentsPerHour: z.number(),
  peakFrom: timeOfDaySchema,
  peakUntil: timeOfDaySchema,
  weekendsPeak: z.boolean(),
  /** When an admin last set them (ISO), or null: never set, every rental costs nothing. */
  updatedAt: z.nullable(z.string()),
});
export type RentalRates = z.infer<typeof rentalRatesSchema>;

/** A fresh install's rates: none set, so a guest's bay costs nothing until an admin sets them. */
export const DEFAULT_RENTAL_RATES: RentalRates = {
  peakCentsPerHour: 0,
  offPeakCentsPerHour: 0,
  peakFrom: '17:00:00',
  peakUntil: '22:00:00',
  weekendsPeak: true,
  updatedAt: null,
};

export interface RentalPrice {
  priceCents: number;
  peakMinutes: number;
  offPeakMinutes: number;
}

/**
 * The price of a guest's bay from `startTime` to `endTime` on `date` (facility time): each minute at the peak rate
 * inside the peak hours (all day on Saturday and Sunday when weekends are peak), at the off-peak rate otherwise,
 * rounded to the cent once.
 */
export function guestRentalPrice(
  date: string,
  startTime: string,
  endTime: string,
  rates: Pick<RentalRates, 'peakCentsPerHour' | 'offPeakCentsPerHour' | 'peakFrom' | 'peakUntil' | 'weekendsPeak'>,
): RentalPrice {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  const minutes = Math.max(0, end - start);
  const weekend = ['Saturday', 'Sunday'].includes(weekdayName(date));
  const peakMinutes =
    rates.weekendsPeak && weekend
      ? minutes
      : Math.max(0, Math.min(end, timeToMinutes(rates.peakUntil)) - Math.max(start, timeToMinutes(rates.peakFrom)));
  const offPeakMinutes = minutes - peakMinutes;
  const priceCents = Math.round(
    (peakMinutes * rates.peakCentsPerHour + offPeakMinutes * rates.offPeakCentsPerHour) / 60,
  );
  return { priceCents, peakMinutes, offPeakMinutes };
}

/** '1 h peak, 30 min off-peak' for the desk's line under a price. */
export function rentalSplitLabel({ peakMinutes, offPeakMinutes }: Pick<RentalPrice, 'peakMinutes' | 'offPeakMinutes'>) {
  const part = (minutes: number, name: string) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return `${[h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ')} ${name}`;
  };
  return [peakMinutes ? part(peakMinutes, 'peak') : '', offPeakMinutes ? part(offPeakMinutes, 'off-peak') : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * GET /api/desk/bookings/:id/rental: a guest's booking with its price fixed when it was booked and what the ledger's
 * rows naming it (purpose "guest") have paid, net of refunds. A guest booking with no price (the free demo, or one
 * booked before rates were set) is free.
 */
export const guestRentalSchema = z.object({
  bookingId: idSchema,
  guestName: z.string(),
  priceCents: z.number(),
  peakMinutes: z.number(),
  offPeakMinutes: z.number(),
  paidCents: z.number(),
  dueCents: z.number(),
  /** No price was recorded: the free demo (docs/decisions/263-the-free-demo-as-a-guest-booking.md). */
  free: z.boolean(),
  /** What was paid and until when canceling gives it back (decision 414); null when nothing was paid. */
  moneyBack: z.nullable(moneyBackTermsSchema),
});
export type GuestRental = z.infer<typeof guestRentalSchema>;

/** What is left to pay of a rental. */
export const rentalDueCents = (priceCents: number, paidCents: number) => Math.max(0, priceCents - paidCents);

/** The desk's one line about a rental's payment. */
export function guestRentalLabel(rental: GuestRental): string {
  if (rental.free) return 'Free demo: no charge';
  if (rental.priceCents === 0) return 'No charge (no rental rate set)';
  if (rental.dueCents === 0) return `Paid ${formatCents(rental.paidCents)}`;
  const paid = rental.paidCents > 0 ? `, ${formatCents(rental.paidCents)} paid` : '';
  return `${formatCents(rental.priceCents)}${paid}: ${formatCents(rental.dueCents)} due`;
}

/** Why the desk may not record `amountCents` against a rental of which `dueCents` is left, or undefined. */
export function rentalPaymentRefusal(amountCents: number, dueCents: number): string | undefined {
  if (amountCents <= dueCents) return undefined;
  return dueCents === 0
    ? 'This guest rental is already paid.'
    : `Only ${formatCents(dueCents)} of this guest rental is left to pay.`;
}
