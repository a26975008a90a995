// Facility dates and times read the same whatever the machine's time zone (unit tests run under TZ=UTC and
// TZ=Pacific/Auckland).
import { describe, expect, it } from 'vitest';
import {
  facilityZoneLabel,
  formatDateLong,
  formatDateShort,
  formatMonthYear,
  formatDateTimeLong,
  formatDateTimeRange,
  formatDateTimeShort,
  formatFacilityDateTime,
  formatFacilityDateTimeLong,
  formatFacilityTimeOfDay,
  formatFacilityTimestamp,
  formatTimeRange,
} from './time-format';

describe('facility date and time formatting', () => {
  it('writes calendar dates without shifting their day', () => {
    expect(formatDateLong('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatDateLong('2026-03-08')).toBe('Sunday, March 8, 2026'); // daylight saving starts
    expect(formatDateLong('2026-11-01')).toBe('Sunday, November 1, 2026'); // and ends
    expect(formatDateShort('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDateShort('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2027-01-31')).toBe('January 2027');
    expect(formatDateShort('not a date')).toBe('not a date');
  });

  it('names the zone of a date: EST in winter, EDT in daylight saving time, the day of a change by its noon', () => {
    expect(facilityZoneLabel('2026-11-27')).toBe('EST');
    expect(facilityZoneLabel('2027-07-04')).toBe('EDT');
    // 2027: the clocks go forward on March 14 and back on November 7 (both at 2 AM).
    expect(facilityZoneLabel('2027-03-13')).toBe('EST');
    expect(facilityZoneLabel('2027-03-14')).toBe('EDT');
    expect(facilityZoneLabel('2027-11-06')).toBe('EDT');
    expect(facilityZoneLabel('2027-11-07')).toBe('EST');
    // No date: today's on the facility's calendar (an evening of June 30 there is July 1 in UTC).
    expect(facilityZoneLabel(undefined, new Date('2026-07-01T03:15:00.000Z'))).toBe('EDT');
    expect(facilityZoneLabel(undefined, new Date('2026-12-01T03:15:00.000Z'))).toBe('EST');
  });

  it('writes 12-hour time ranges, with the zone of their day on request', () => {
    expect(formatTimeRange('13:30:00', '15:00:00')).toBe('1:30 PM - 3:00 PM');
    expect(formatTimeRange('00:00:00', '00:30:00', { zoneOn: '2026-11-27' })).toBe('12:00 AM - 12:30 AM EST');
    expect(formatTimeRange('18:00:00', '20:00:00', { zoneOn: '2027-07-06' })).toBe('6:00 PM - 8:00 PM EDT');
  });

  it('writes the one style of e-mail subjects and bodies, labelled by the date: EST, or EDT in summer', () => {
    expect(formatDateTimeLong('2026-11-27', '11:00:00')).toBe('Friday, November 27, 2026 at 11:00 AM EST');
    expect(formatDateTimeLong('2027-07-04', '18:30')).toBe('Sunday, July 4, 2027 at 6:30 PM EDT');
    expect(formatDateTimeRange('2027-07-04', '18:00:00', '19:00:00')).toBe(
      'Sunday, July 4, 2027, 6:00 PM - 7:00 PM EDT',
    );
    expect(formatDateTimeRange('2026-11-27', '11:00:00', '12:30:00')).toBe(
      'Friday, November 27, 2026, 11:00 AM - 12:30 PM EST',
    );
  });

  it("writes an instant's time of day on the facility's clock, whatever the machine's zone", () => {
    expect(formatFacilityTimeOfDay('2026-11-24T15:12:40.000Z')).toBe('10:12 AM');
    expect(formatFacilityTimeOfDay('2026-07-01T03:15:00.000Z')).toBe('11:15 PM');
    expect(formatFacilityTimeOfDay(new Date('2026-11-24T15:12:40.000Z'))).toBe('10:12 AM');
    expect(formatFacilityTimeOfDay('later')).toBe('later');
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
    expect(formatFacilityDateTime('2026-07-01T03:15:00.000Z', now)).toBe('Tue, Jun 30, 11:15 PM EDT');
    // Another year on the facility's calendar says which: 04:30 UTC on January 1 is still New Year's Eve there.
    expect(formatFacilityDateTime('2026-01-01T04:30:00.000Z', now)).toBe('Wed, Dec 31, 2025, 11:30 PM EST');
    expect(formatFacilityDateTime('2027-01-01T05:00:00.000Z', now)).toBe('Fri, Jan 1, 2027, 12:00 AM EST');
    expect(formatFacilityDateTime('soon', now)).toBe('soon');
    expect(formatDateTimeShort('2026-11-18', '18:00', now)).toBe('Wed, Nov 18, 6:00 PM EST');
    expect(formatFacilityDateTimeLong('2026-11-21T18:05:00.000Z')).toBe('Saturday, November 21, 2026 at 1:05 PM EST');
    // 03:15 UTC on July 1 is still June 30 in Longwood (EDT, UTC-4).
    expect(formatFacilityDateTimeLong('2026-07-01T03:15:00.000Z')).toBe('Tuesday, June 30, 2026 at 11:15 PM EDT');
  });
});
