// Facility dates and times read the same whatever the machine's time zone (unit tests run under TZ=UTC and
// TZ=Pacific/Auckland).
import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateShort,
  formatFacilityDateTime,
  formatHours,
  formatTimeRange,
  TIME_ZONE_LABEL,
} from './format';

describe('facility date and time formatting', () => {
  it('writes calendar dates without shifting their day', () => {
    expect(formatDateLong('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatDateLong('2026-03-08')).toBe('Sunday, March 8, 2026'); // daylight saving starts
    expect(formatDateLong('2026-11-01')).toBe('Sunday, November 1, 2026'); // and ends
    expect(formatDateShort('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDateShort('not a date')).toBe('not a date');
  });

  it('writes 12-hour time ranges, labelled EST on request', () => {
    expect(TIME_ZONE_LABEL).toBe('EST');
    expect(formatTimeRange('13:30:00', '15:00:00')).toBe('1:30 PM - 3:00 PM');
    expect(formatTimeRange('00:00:00', '00:30:00', { zone: true })).toBe('12:00 AM - 12:30 AM EST');
  });

  it('shows an instant on the facility wall clock', () => {
    expect(formatFacilityDateTime('2026-11-21T18:30:00.000Z')).toBe('2026-11-21 1:30 PM EST');
    expect(formatFacilityDateTime('2026-07-01T03:15:00.000Z')).toBe('2026-06-30 11:15 PM EST');
  });

  it('writes hours with at most two decimals', () => {
    expect(formatHours(2)).toBe('2');
    expect(formatHours(2.5)).toBe('2.5');
    expect(formatHours(1 / 3)).toBe('0.33');
  });
});
