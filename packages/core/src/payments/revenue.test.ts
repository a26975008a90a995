import { describe, expect, it } from 'vitest';
import { revenueCsv, revenueCsvName, revenueOf } from './revenue';

describe('revenue from the ledger', () => {
  it('sums by source and facility month, refunds in the month given, net of both', () => {
    const revenue = revenueOf(
      { from: '2027-03-01', to: '2027-04-30' },
      [
        { facilityDate: '2027-04-01', kind: 'payment', purpose: 'dues', cents: 20000 },
        { facilityDate: '2027-03-10', kind: 'payment', purpose: 'guest', cents: 2500 },
        { facilityDate: '2027-03-31', kind: 'payment', purpose: 'booking', cents: 1500 },
        { facilityDate: '2027-03-10', kind: 'payment', purpose: 'lesson', cents: 6500 },
        { facilityDate: '2027-04-02', kind: 'payment', purpose: 'fee', cents: 1000 },
        { facilityDate: '2027-04-02', kind: 'refund', purpose: 'lesson', cents: 500 },
      ],
      { failedDues: 1, membersInGrace: 2 },
    );
    expect(revenue.months).toEqual([
      { month: '2027-03', bySource: { dues: 0, lessons: 6500, rentals: 4000, fees: 0 }, refunds: 0, net: 10500 },
      { month: '2027-04', bySource: { dues: 20000, lessons: 0, rentals: 0, fees: 1000 }, refunds: 500, net: 20500 },
    ]);
    expect(revenue.total).toEqual({
      bySource: { dues: 20000, lessons: 6500, rentals: 4000, fees: 1000 },
      refunds: 500,
      net: 31000,
    });
    expect(revenue).toMatchObject({ failedDues: 1, membersInGrace: 2 });
    expect(revenueOf({ from: '2027-05-01', to: '2027-05-31' }, [], { failedDues: 0, membersInGrace: 0 })).toEqual({
      from: '2027-05-01',
      to: '2027-05-31',
      months: [],
      total: { bySource: { dues: 0, lessons: 0, rentals: 0, fees: 0 }, refunds: 0, net: 0 },
      failedDues: 0,
      membersInGrace: 0,
    });
  });

  it('exports as CSV: a row per month and the total in dollars, refunds negative, then both counts', () => {
    const line = (rentals: number, dues: number, refunds: number) => ({
      bySource: { dues, lessons: 0, rentals, fees: 0 },
      refunds,
      net: rentals + dues - refunds,
    });
    const revenue = {
      from: '2027-03-01',
      to: '2027-04-30',
      months: [
        { month: '2027-03', ...line(2550, 0, 0) },
        { month: '2027-04', ...line(0, 20000, 550) },
      ],
      total: line(2550, 20000, 550),
      failedDues: 3,
      membersInGrace: 1,
    };
    expect(revenueCsv(revenue).split('\r\n')).toEqual([
      'Month,Dues ($),Lessons ($),Rentals ($),Fees ($),Refunds ($),Net ($)',
      '2027-03,0,0,25.5,0,0,25.5',
      '2027-04,200,0,0,0,-5.5,194.5',
      'Total,200,0,25.5,0,-5.5,220',
      'Failed dues payments,3',
      'Members in grace now,1',
      '',
    ]);
    expect(revenueCsvName(revenue)).toBe('insights_revenue_2027-03-01_2027-04-30.csv');
  });
});
