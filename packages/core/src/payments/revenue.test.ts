import { describe, expect, it } from 'vitest';
import { revenueOf } from './revenue';

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
});
