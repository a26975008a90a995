// Facility dates and times read the same whatever the machine's time zone (unit tests run under TZ=UTC and
// TZ=Pacific/Auckland).
import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateShort,
  formatDateTimeLong,
  formatDateTimeRange,
  formatDateTimeShort,
  formatFacilityDateTime,
  formatFacilityDateTimeLong,
  formatFacilityTimestamp,
  formatTimeRange,
  TIME_ZONE_LABEL,
} from './time-format';

describe('facility date and time formatting', () => {
  it('writes calendar dates without shifting their day', () => {
    expect(formatDateLong('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatDateLong('2026-03-08')).toBe('Sunday, March 8, 2026'); // daylight saving starts
    expect(formatDateLong('2026-11-01')).toBe('Sunday, November 1, 2026'); // and ends
    expect(formatDateShort('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDateShort('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDateShort('not a date')).toBe('not a date');
  });

  it('writes 12-hour time ranges, labelled EST on request', () => {
    expect(TIME_ZONE_LABEL).toBe('EST');
    expect(formatTimeRange('13:30:00', '15:00:00')).toBe('1:30 PM - 3:00 PM');
    expect(formatTimeRange('00:00:00', '00:30:00', { zone: true })).toBe('12:00 AM - 12:30 AM EST');
  });

  it('writes the one style of e-mail subjects and bodies, labelled EST all year', () => {
    expect(formatDateTimeLong('2026-11-27', '11:00:00')).toBe('Friday, November 27, 2026 at 11:00 AM EST');
    expect(formatDateTimeLong('2027-07-04', '18:30')).toBe('Sunday, July 4, 2027 at 6:30 PM EST');
    expect(formatDateTimeRange('2026-11-27', '11:00:00', '12:30:00')).toBe(
      'Friday, November 27, 2026, 11:00 AM - 12:30 PM EST',
    );
  });

  it('writes an instant for an export on the wall clock with its offset, either side of a change of daylight time', () => {
    expect(formatFacilityTimestamp('2026-11-21T18:30:05.000Z')).toBe('2026-11-21T13:30:05-05:00');
    expect(formatFacilityTimestamp('2026-07-01T03:15:00.000Z')).toBe('2026-06-30T23:15:00-04:00');
    // 2027-03-14 02:00 EST the clocks go forward: 06:59 UTC is 1:59 EST, 07:00 UTC is 3:00 EDT.
    expect(formatFacilityTimestamp('2027-03-14T06:59:00.000Z')).toBe('2027-03-14T01:59:00-05:00');
    expect(formatFacilityTimestamp('2027-03-14T07:00:00.000Z')).toBe('2027-03-14T03:00:00-04:00');
    expect(formatFacilityTimestamp('later')).toBe('later');
  });

  it('shows an instant on the facility wall clock, short for screens and long for e-mails', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(formatFacilityDateTime('2026-11-21T18:30:00.000Z', now)).toBe('Sat, Nov 21, 1:30 PM EST');
    expect(formatFacilityDateTime('2026-07-01T03:15:00.000Z', now)).toBe('Tue, Jun 30, 11:15 PM EST');
    // Another year on the facility's calendar says which: 04:30 UTC on January 1 is still New Year's Eve there.
    expect(formatFacilityDateTime('2026-01-01T04:30:00.000Z', now)).toBe('Wed, Dec 31, 2025, 11:30 PM EST');
    expect(formatFacilityDateTime('2027-01-01T05:00:00.000Z', now)).toBe('Fri, Jan 1, 2027, 12:00 AM EST');
    expect(formatFacilityDateTime('soon', now)).toBe('soon');
    expect(formatDateTimeShort('2026-11-18', '18:00', now)).toBe('Wed, Nov 18, 6:00 PM EST');
    expect(formatFacilityDateTimeLong('2026-11-21T18:05:00.000Z')).toBe('Saturday, November 21, 2026 at 1:05 PM EST');
    // 03:15 UTC on July 1 is still June 30 in Longwood (EDT, UTC-4).
    expect(formatFacilityDateTimeLong('2026-07-01T03:15:00.000Z')).toBe('Tuesday, June 30, 2026 at 11:15 PM EST');
  });
});
