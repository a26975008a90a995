// Revenue in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md): summed from the ledger only, by
// source (dues, lessons, rentals, fees, league buy-ins) and facility month, refunds apart (in the month they were given), with the
// failed dues payments Stripe told of in the range and the members in their grace period now; and the same money by
// how it was paid, by who paid it, refunds by what they gave back, and by the month it was earned (decision 413).
import { z } from '../zod';
import { dateRangeCheck, dateStringField } from '../schemas/common';
import { csvText } from '../csv';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type LedgerKind,
  type PaymentMethod,
  type PaymentPurpose,
} from './schemas';

/** Who paid: an account that is a member now, or anyone else (a guest, an account that is not a member). */
export const REVENUE_PAYERS = ['member', 'guest'] as const;
export type RevenuePayer = (typeof REVENUE_PAYERS)[number];

/** Where the money came from, as the owner reads it. */
export const REVENUE_SOURCES = ['dues', 'lessons', 'rentals', 'fees', 'leagues'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export const REVENUE_SOURCE_LABELS = {
  dues: 'Dues',
  lessons: 'Lessons',
  rentals: 'Rentals',
  fees: 'Fees',
  leagues: 'League buy-ins',
} as const satisfies Record<RevenueSource, string>;

/** A ledger purpose's source: a guest's or a booking's payment is a bay rental. */
const SOURCE_OF = {
  dues: 'dues',
  lesson: 'lessons',
  guest: 'rentals',
  booking: 'rentals',
  fee: 'fees',
  league: 'leagues',
} as const satisfies Record<PaymentPurpose, RevenueSource>;

/** The longest range: two years of months. */
export const MAX_REVENUE_DAYS = 731;

/** GET /api/admin/revenue?from&to (facility dates, inclusive). */
export const revenueQuerySchema = z
  .strictObject({ from: dateStringField(), to: dateStringField() })
  .check(dateRangeCheck(MAX_REVENUE_DAYS));
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

const cents = z.number().check(z.int());
const bySourceSchema = z.object({ dues: cents, lessons: cents, rentals: cents, fees: cents, leagues: cents });
const lineSchema = z.object({ bySource: bySourceSchema, refunds: cents, net: cents });
/** Money in, given back and what is left, of one way of paying or one kind of payer. */
const flowSchema = z.object({ paid: cents, refunds: cents, net: cents });

export const revenueSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each facility month of the range with money in it, oldest first ('2027-04'). */
  months: z.array(z.object({ month: z.string(), ...lineSchema.shape })),
  total: lineSchema,
  /** The range's money by how it was paid: cash and the card terminal at the desk, online through Stripe. */
  byMethod: z.object({ cash: flowSchema, card_terminal: flowSchema, stripe: flowSchema }),
  /** By who paid: a member (now), or a guest or an account that is not a member. */
  byPayer: z.object({ member: flowSchema, guest: flowSchema }),
  /** The range's refunds by the source of the payment each gave back. */
  refundsBySource: bySourceSchema,
  /**
   * The range's money by the facility month it was earned: a booking's or lesson's date, else the day it was paid (a
   * December lesson paid in November counts in November above and in December here), oldest first.
   */
  earnedMonths: z.array(z.object({ month: z.string(), net: cents })),
  /** Dues payments that failed in the range (Stripe's invoice.payment_failed events). */
  failedDues: z.number(),
  /** Members in their grace period after a failed payment, now. */
  membersInGrace: z.number(),
  /**
   * Online payments disputed in the range, by where each dispute stands now (a lost one is also among the refunds:
   * docs/decisions/409-disputes-of-online-payments.md).
   */
  disputes: z.object({ open: cents, won: cents, lost: cents }),
});
export type Revenue = z.infer<typeof revenueSchema>;

/** One sum of the ledger: a facility day's rows of a kind, purpose, method, payer and day earned. */
export interface RevenueSum {
  facilityDate: string;
  kind: LedgerKind;
  purpose: PaymentPurpose;
  method: PaymentMethod;
  payer: RevenuePayer;
  /** The booking's or lesson's facility date the money is for, else the day paid. */
  earnedDate: string;
  cents: number;
}

type Flow = z.infer<typeof flowSchema>;
const emptyFlow = (): Flow => ({ paid: 0, refunds: 0, net: 0 });
function flowAdd(flow: Flow, sum: RevenueSum): void {
  if (sum.kind === 'refund') flow.refunds += sum.cents;
  else flow.paid += sum.cents;
  flow.net = flow.paid - flow.refunds;
}

type Line = z.infer<typeof lineSchema>;
const emptyLine = (): Line => ({
  bySource: { dues: 0, lessons: 0, rentals: 0, fees: 0, leagues: 0 },
  refunds: 0,
  net: 0,
});

function add(line: Line, sum: RevenueSum): void {
  if (sum.kind === 'refund') {
    line.refunds += sum.cents;
    line.net -= sum.cents;
  } else {
    line.bySource[SOURCE_OF[sum.purpose]] += sum.cents;
    line.net += sum.cents;
  }
}

/** The range's revenue from the ledger's sums (any order), by month and in total, by method, payer and month earned. */
export function revenueOf(
  range: RevenueQuery,
  sums: readonly RevenueSum[],
  counts: { failedDues: number; membersInGrace: number; disputes: Revenue['disputes'] },
): Revenue {
  const months = new Map<string, Line>();
  const total = emptyLine();
  const byMethod = { cash: emptyFlow(), card_terminal: emptyFlow(), stripe: emptyFlow() };
  const byPayer = { member: emptyFlow(), guest: emptyFlow() };
  const refundsBySource = { dues: 0, lessons: 0, rentals: 0, fees: 0, leagues: 0 };
  const earned = new Map<string, number>();
  for (const sum of sums) {
    const month = sum.facilityDate.slice(0, 7);
    if (!months.has(month)) months.set(month, emptyLine());
    add(months.get(month)!, sum);
    add(total, sum);
    flowAdd(byMethod[sum.method], sum);
    flowAdd(byPayer[sum.payer], sum);
    if (sum.kind === 'refund') refundsBySource[SOURCE_OF[sum.purpose]] += sum.cents;
    const earnedMonth = sum.earnedDate.slice(0, 7);
    earned.set(earnedMonth, (earned.get(earnedMonth) ?? 0) + (sum.kind === 'refund' ? -sum.cents : sum.cents));
  }
  return {
    ...range,
    months: [...months.keys()].sort().map((month) => ({ month, ...months.get(month)! })),
    total,
    byMethod,
    byPayer,
    refundsBySource,
    earnedMonths: [...earned.keys()].sort().map((month) => ({ month, net: earned.get(month)! })),
    ...counts,
  };
}

/** Dollars as a spreadsheet number (a refund negative, as the screen shows it): 2550 cents -> 25.5. */
const dollars = (cents: number) => cents / 100;

const flowLine = (label: string, flow: Flow) => [label, dollars(flow.paid), dollars(-flow.refunds), dollars(flow.net)];

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
    [],
    ['Paid by', 'Paid ($)', 'Refunds ($)', 'Net ($)'],
    ...PAYMENT_METHODS.map((m) => flowLine(PAYMENT_METHOD_LABELS[m], revenue.byMethod[m])),
    flowLine('Members', revenue.byPayer.member),
    flowLine('Guests and others', revenue.byPayer.guest),
    [],
    ['Refunds of', ...REVENUE_SOURCES.map((s) => `${REVENUE_SOURCE_LABELS[s]} ($)`)],
    ['Total', ...REVENUE_SOURCES.map((s) => dollars(-revenue.refundsBySource[s]))],
    [],
    ['Earned in', 'Net ($)'],
    ...revenue.earnedMonths.map((m) => [m.month, dollars(m.net)]),
  ]);
}

/** The file's name: insights_revenue_{from}_{to}.csv, like the other figures' files. */
export const revenueCsvName = (revenue: Pick<Revenue, 'from' | 'to'>) =>
  `insights_revenue_${revenue.from}_${revenue.to}.csv`;
