import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import { morningEmailDue, morningRanges } from './morning';

describe('morningEmailDue', () => {
  it("is due from the settings' hour on the facility's clock, on the day the clocks go forward too", () => {
    // 2027-03-14 has no 2 AM: 6:59 AM EDT is 10:59 UTC, past 7 in UTC but not in Longwood.
    expect(morningEmailDue(facilityInstant('2027-03-14', '06:59'), 7)).toBeNull();
    expect(morningEmailDue(facilityInstant('2027-03-14', '07:00'), 7)).toBe('2027-03-14');
    expect(morningEmailDue(facilityInstant('2027-03-14', '23:59'), 7)).toBe('2027-03-14');
    // Midnight as the hour: due all day.
    expect(morningEmailDue(facilityInstant('2027-11-07', '00:30'), 0)).toBe('2027-11-07');
  });

  it('is never due with the hour 24 (switched off)', () => {
    expect(morningEmailDue(facilityInstant('2027-03-14', '23:59'), 24)).toBeNull();
  });
});

describe('morningRanges', () => {
  it('reads yesterday, today and the week from today', () => {
    expect(morningRanges('2027-03-01')).toEqual({
      yesterday: { from: '2027-02-28', to: '2027-02-28' },
      today: { from: '2027-03-01', to: '2027-03-01' },
      week: { from: '2027-03-01', to: '2027-03-07' },
    });
  });
});
