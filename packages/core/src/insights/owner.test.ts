import { describe, expect, it } from 'vitest';
import { bookingsMadeFigures, churnByMonth, comparisonRanges, noShowRates, revenuePerBayHour } from './owner';

// The owner's figures worked by hand: the sums in each comment are the expected values.
describe('revenuePerBayHour', () => {
  it("divides all net money by the open hours, and each bay's and hour's own money by its hours", () => {
    // Bay 1 offers 2 h at 10 AM and 1 h at 11 AM, Bay 2 2 h at 10 AM: 5 bay-hours.
    const cells = [
      { simulatorId: 1, hour: 10, availableMinutes: 120 },
      { simulatorId: 2, hour: 10, availableMinutes: 120 },
      { simulatorId: 1, hour: 11, availableMinutes: 60 },
    ];
    const revenue = revenuePerBayHour(
      [
        { simulatorId: 1, hour: 10, netCents: 3000 },
        { simulatorId: 2, hour: 10, netCents: -500 }, // a refund larger than the bay's takings
        { simulatorId: null, hour: null, netCents: 20000 }, // dues: no bay
      ],
      cells,
      [{ id: 1 }, { id: 2 }],
    );
    // $225.00 over 5 h = $45.00; Bay 1 $30 / 3 h = $10; Bay 2 -$5 / 2 h = -$2.50; 10 AM $25 / 4 h = $6.25.
    expect(revenue).toEqual({
      netCents: 22500,
      availableBayHours: 5,
      perAvailableBayHourCents: 4500,
      perBay: [
        { simulatorId: 1, netCents: 3000, availableHours: 3, perAvailableHourCents: 1000 },
        { simulatorId: 2, netCents: -500, availableHours: 2, perAvailableHourCents: -250 },
      ],
      perHour: [
        { hour: 10, netCents: 2500, availableHours: 4, perAvailableHourCents: 625 },
        { hour: 11, netCents: 0, availableHours: 1, perAvailableHourCents: 0 },
      ],
    });
  });
});

describe('churnByMonth', () => {
  it('counts each change in its facility month and works the members at each start back from today', () => {
    const changes = [
      { userId: 1, at: '2027-02-10T15:00:00.000Z', isMember: true },
      // 11:30 PM on 28 February in Longwood (EST), already 1 March in UTC: February's.
      { userId: 2, at: '2027-03-01T04:30:00.000Z', isMember: false },
      { userId: 3, at: '2027-03-05T15:00:00.000Z', isMember: false },
      { userId: 4, at: '2027-03-15T15:00:00.000Z', isMember: true },
      { userId: 5, at: '2027-03-16T15:00:00.000Z', isMember: false },
    ];
    // Ten members on 20 March. Since 1 March: -1 +1 -1 = -1, so 11 at its start; since 1 February also -1: 11.
    expect(churnByMonth('2027-02-01', '2027-04-30', new Date('2027-03-20T16:00:00Z'), 10, changes)).toEqual([
      { month: '2027-02', membersAtStart: 11, joined: 1, lost: 1, percent: 9.1 },
      { month: '2027-03', membersAtStart: 11, joined: 1, lost: 2, percent: 18.2 },
    ]);
  });
});

describe('noShowRates', () => {
  it('rates members with bookings, highest first, and leaves out accounts that are not members', () => {
    const rates = noShowRates(
      [
        { userId: 1, bookings: 4, noShows: 1 },
        { userId: 2, bookings: 2, noShows: 1 },
        { userId: 3, bookings: 0, noShows: 0 },
        { userId: 99, bookings: 3, noShows: 3 },
      ],
      [
        { id: 1, name: 'Sam Lee' },
        { id: 2, name: 'Pat Green' },
        { id: 3, name: 'Lee Idle' },
      ],
    );
    expect(rates).toEqual([
      { userId: 2, name: 'Pat Green', bookings: 2, noShows: 1, percent: 50 },
      { userId: 1, name: 'Sam Lee', bookings: 4, noShows: 1, percent: 25 },
    ]);
  });
});

describe('bookingsMadeFigures', () => {
  it('measures lead time in real hours across the spring change and counts each channel', () => {
    const made = {
      kind: 'member' as const,
      userId: 1,
      createdBy: 1,
      walkIn: false,
      bookingDate: '2027-03-14',
      startTime: '10:00:00',
      // 10 AM EST on the 13th to 10 AM EDT on the 14th: 23 real hours.
      createdAt: '2027-03-13T15:00:00.000Z',
    };
    const figures = bookingsMadeFigures([
      made,
      // A walk-in made 15 minutes before its 2 PM EDT start: 0.25 h.
      {
        ...made,
        kind: 'walk_in',
        userId: null,
        createdBy: 9,
        walkIn: true,
        startTime: '14:00:00',
        createdAt: '2027-03-14T17:45:00.000Z',
      },
      // Staff booked Pat eight days ahead: 192 h less the hour the clocks skipped, 191 h.
      { ...made, kind: 'staff', userId: 2, createdBy: 9, createdAt: '2027-03-06T15:00:00.000Z' },
    ]);
    expect(figures.channels).toEqual({ online: 1, staff: 1, walkIn: 1 });
    expect(figures.leadTime).toEqual({
      bookings: 3,
      medianHours: 23,
      bands: [
        { label: 'Under 2 hours', count: 1 },
        { label: '2 to 24 hours', count: 1 },
        { label: '1 to 7 days', count: 0 },
        { label: 'Over 7 days', count: 1 },
      ],
    });
  });

  it('has no median without bookings', () => {
    expect(bookingsMadeFigures([]).leadTime.medianHours).toBeNull();
  });
});

describe('comparisonRanges', () => {
  it('takes as many days just before, and the same dates a year back', () => {
    // March 2028 has 31 days; 31 days before 1 March 2028 (a leap year) is 30 January.
    expect(comparisonRanges('2028-03-01', '2028-03-31')).toEqual({
      previousPeriod: { from: '2028-01-30', to: '2028-02-29' },
      previousYear: { from: '2027-03-01', to: '2027-03-31' },
    });
    expect(comparisonRanges('2028-02-29', '2028-02-29').previousYear).toEqual({ from: '2027-02-28', to: '2027-02-28' });
  });
});
