// Revenue in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md): summed from the ledger only, by
// source (dues, lessons, rentals, fees) and facility month, refunds apart (in the month they were given), with the
// failed dues payments Stripe told of in the range and the members in their grace period now.
import { z } from '../zod';
import { dateRangeCheck, dateStringField } from '../schemas/common';
import { csvText } from '../csv';
import type { LedgerKind, PaymentPurpose } from './schemas';

/** Where the money came from, as the owner reads it. */
export const REVENUE_SOURCES = ['dues', 'lessons', 'rentals', 'fees'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export const REVENUE_SOURCE_LABELS = {
  dues: 'Dues',
  lessons: 'Lessons',
  rentals: 'Rentals',
  fees: 'Fees',
} as const satisfies Record<RevenueSource, string>;

/** A ledger purpose's source: a guest's or a booking's payment is a bay rental. */
const SOURCE_OF = {
  dues: 'dues',
  lesson: 'lessons',
  guest: 'rentals',
  booking: 'rentals',
  fee: 'fees',
} as const satisfies Record<PaymentPurpose, RevenueSource>;

/** The longest range: two years of months. */
export const MAX_REVENUE_DAYS = 731;

/** GET /api/admin/revenue?from&to (facility dates, inclusive). */
export const revenueQuerySchema = z
  .strictObject({ from: dateStringField(), to: dateStringField() })
  .check(dateRangeCheck(MAX_REVENUE_DAYS));
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

const cents = z.number().check(z.int());
const bySourceSchema = z.object({ dues: cents, lessons: cents, rentals: cents, fees: cents });
const lineSchema = z.object({ bySource: bySourceSchema, refunds: cents, net: cents });

export const revenueSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each facility month of the range with money in it, oldest first ('2027-04'). */
  months: z.array(z.object({ month: z.string(), ...lineSchema.shape })),
  total: lineSchema,
  /** Dues payments that failed in the range (Stripe's invoice.payment_failed events). */
  failedDues: z.number(),
  /** Members in their grace period after a failed payment, now. */
  membersInGrace: z.number(),
});
export type Revenue = z.infer<typeof revenueSchema>;

/** One sum of the ledger: a facility day's rows of a kind and purpose. */
export interface RevenueSum {
  facilityDate: string;
  kind: LedgerKind;
  purpose: PaymentPurpose;
  cents: number;
}

type Line = z.infer<typeof lineSchema>;
const emptyLine = (): Line => ({ bySource: { dues: 0, lessons: 0, rentals: 0, fees: 0 }, refunds: 0, net: 0 });

function add(line: Line, sum: RevenueSum): void {
  if (sum.kind === 'refund') {
    line.refunds += sum.cents;
    line.net -= sum.cents;
  } else {
    line.bySource[SOURCE_OF[sum.purpose]] += sum.cents;
    line.net += sum.cents;
  }
}

/** The range's revenue from the ledger's sums (any order), by month and in total. */
export function revenueOf(
  range: RevenueQuery,
  sums: readonly RevenueSum[],
  counts: { failedDues: number; membersInGrace: number },
): Revenue {
  const months = new Map<string, Line>();
  const total = emptyLine();
  for (const sum of sums) {
    const month = sum.facilityDate.slice(0, 7);
    if (!months.has(month)) months.set(month, emptyLine());
    add(months.get(month)!, sum);
    add(total, sum);
  }
  return {
    ...range,
    months: [...months.keys()].sort().map((month) => ({ month, ...months.get(month)! })),
    total,
    ...counts,
  };
}

/** Dollars as a spreadsheet number (a refund negative, as the screen shows it): 2550 cents -> 25.5. */
const dollars = (cents: number) => cents / 100;

function csvLine(label: string, line: Line) {
  return [label, ...REVENUE_SOURCES.map((s) => dollars(line.bySource[s])), dollars(-line.refunds), dollars(line.net)];
}

/**
 * The revenue as the CSV file insights exports, written by core's one CSV writer: a row per facility month
 * ('2027-04') and the total, amounts in dollars, then the failed dues payments and the members in grace now.
 */
export function revenueCsv(revenue: Revenue): string {
  return csvText([
    ['Month', ...REVENUE_SOURCES.map((s) => `${REVENUE_SOURCE_LABELS[s]} ($)`), 'Refunds ($)', 'Net ($)'],
    ...revenue.months.map((m) => csvLine(m.month, m)),
    csvLine('Total', revenue.total),
    ['Failed dues payments', revenue.failedDues],
    ['Members in grace now', revenue.membersInGrace],
  ]);
}

/** The file's name: insights_revenue_{from}_{to}.csv, like the other figures' files. */
export const revenueCsvName = (revenue: Pick<Revenue, 'from' | 'to'>) =>
  `insights_revenue_${revenue.from}_${revenue.to}.csv`;
