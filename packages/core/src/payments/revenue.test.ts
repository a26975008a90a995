import { describe, expect, it } from 'vitest';
import { revenueCsv, revenueCsvName, revenueOf, type RevenueSum } from './revenue';

const NO_DISPUTES = { open: 0, won: 0, lost: 0 };

/** A ledger sum; paid by a member at the desk in cash on the day it is for, unless said. */
const sum = (
  facilityDate: string,
  kind: RevenueSum['kind'],
  purpose: RevenueSum['purpose'],
  cents: number,
  more: Partial<RevenueSum> = {},
): RevenueSum => ({
  facilityDate,
  kind,
  purpose,
  cents,
  method: 'cash',
  payer: 'member',
  earnedDate: facilityDate,
  ...more,
});

const SUMS: RevenueSum[] = [
  sum('2027-04-01', 'payment', 'dues', 20000, { method: 'stripe' }),
  sum('2027-03-10', 'payment', 'guest', 2500, { payer: 'guest' }),
  sum('2027-03-31', 'payment', 'booking', 1500, { method: 'card_terminal' }),
  // A lesson on April 12 paid on March 10 at the card terminal, and $5 of it given back on April 2.
  sum('2027-03-10', 'payment', 'lesson', 6500, { method: 'card_terminal', earnedDate: '2027-04-12' }),
  sum('2027-04-02', 'payment', 'fee', 1000, { payer: 'guest' }),
  sum('2027-04-02', 'refund', 'lesson', 500, { method: 'card_terminal', earnedDate: '2027-04-12' }),
];

describe('revenue from the ledger', () => {
  it('sums by source and facility month, refunds in the month given, net of both', () => {
    const revenue = revenueOf({ from: '2027-03-01', to: '2027-04-30' }, SUMS, {
      failedDues: 1,
      membersInGrace: 2,
      disputes: NO_DISPUTES,
    });
    expect(revenue.months).toEqual([
      {
        month: '2027-03',
        bySource: { dues: 0, lessons: 6500, rentals: 4000, fees: 0, leagues: 0 },
        refunds: 0,
        net: 10500,
      },
      {
        month: '2027-04',
        bySource: { dues: 20000, lessons: 0, rentals: 0, fees: 1000, leagues: 0 },
        refunds: 500,
        net: 20500,
      },
    ]);
    expect(revenue.total).toEqual({
      bySource: { dues: 20000, lessons: 6500, rentals: 4000, fees: 1000, leagues: 0 },
      refunds: 500,
      net: 31000,
    });
    expect(revenue).toMatchObject({ failedDues: 1, membersInGrace: 2, disputes: NO_DISPUTES });
    expect(
      revenueOf({ from: '2027-05-01', to: '2027-05-31' }, [], {
        failedDues: 0,
        membersInGrace: 0,
        disputes: NO_DISPUTES,
      }),
    ).toEqual({
      from: '2027-05-01',
      to: '2027-05-31',
      months: [],
      total: { bySource: { dues: 0, lessons: 0, rentals: 0, fees: 0, leagues: 0 }, refunds: 0, net: 0 },
      byMethod: {
        cash: { paid: 0, refunds: 0, net: 0 },
        card_terminal: { paid: 0, refunds: 0, net: 0 },
        stripe: { paid: 0, refunds: 0, net: 0 },
      },
      byPayer: { member: { paid: 0, refunds: 0, net: 0 }, guest: { paid: 0, refunds: 0, net: 0 } },
      refundsBySource: { dues: 0, lessons: 0, rentals: 0, fees: 0, leagues: 0 },
      earnedMonths: [],
      failedDues: 0,
      membersInGrace: 0,
      disputes: NO_DISPUTES,
    });
  });

  it('splits the same money by how and by whom it was paid, refunds by what they gave back, and by month earned', () => {
    const revenue = revenueOf({ from: '2027-03-01', to: '2027-04-30' }, SUMS, {
      failedDues: 0,
      membersInGrace: 0,
      disputes: NO_DISPUTES,
    });
    // Cash 2500 + 1000; the terminal 1500 + 6500 less 500; online the dues.
    expect(revenue.byMethod).toEqual({
      cash: { paid: 3500, refunds: 0, net: 3500 },
      card_terminal: { paid: 8000, refunds: 500, net: 7500 },
      stripe: { paid: 20000, refunds: 0, net: 20000 },
    });
    // Members 20000 + 1500 + 6500 less 500; guests 2500 + 1000.
    expect(revenue.byPayer).toEqual({
      member: { paid: 28000, refunds: 500, net: 27500 },
      guest: { paid: 3500, refunds: 0, net: 3500 },
    });
    expect(revenue.refundsBySource).toEqual({ dues: 0, lessons: 500, rentals: 0, fees: 0, leagues: 0 });
    // March: the guest's 2500 and the booking's 1500; April: dues, the fee and the lesson's 6500 less 500.
    expect(revenue.earnedMonths).toEqual([
      { month: '2027-03', net: 4000 },
      { month: '2027-04', net: 27000 },
    ]);
  });

  it('exports as CSV: a row per month and the total in dollars, refunds negative, the counts, then the splits', () => {
    const revenue = revenueOf({ from: '2027-03-01', to: '2027-04-30' }, SUMS, {
      failedDues: 3,
      membersInGrace: 1,
      disputes: NO_DISPUTES,
    });
    expect(revenueCsv(revenue).split('\r\n')).toEqual([
      'Month,Dues ($),Lessons ($),Rentals ($),Fees ($),League buy-ins ($),Refunds ($),Net ($)',
      '2027-03,0,65,40,0,0,0,105',
      '2027-04,200,0,0,10,0,-5,205',
      'Total,200,65,40,10,0,-5,310',
      'Failed dues payments,3',
      'Members in grace now,1',
      '',
      'Paid by,Paid ($),Refunds ($),Net ($)',
      'Cash,35,0,35',
      'Card terminal,80,-5,75',
      'Online (Stripe),200,0,200',
      'Members,280,-5,275',
      'Guests and others,35,0,35',
      '',
      'Refunds of,Dues ($),Lessons ($),Rentals ($),Fees ($),League buy-ins ($)',
      'Total,0,-5,0,0,0',
      '',
      'Earned in,Net ($)',
      '2027-03,40',
      '2027-04,270',
      '',
    ]);
    expect(revenueCsvName(revenue)).toBe('insights_revenue_2027-03-01_2027-04-30.csv');
  });
});
