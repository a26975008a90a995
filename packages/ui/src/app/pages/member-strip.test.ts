import { describe, expect, it } from 'vitest';
import type { MyBooking } from '@longwood/core';
import { hoursLeftToday, nextBooking } from './member-strip';

const booking = (bookingDate: string, startTime: string, endTime: string, isFuture: boolean): MyBooking => ({
  id: Math.floor(Math.random() * 1e6),
  kind: 'member',
  userId: 7,
  simulatorId: 1,
  bookingDate,
  startTime,
  endTime,
  createdAt: '2026-11-20T10:00:00.000Z',
  simulatorName: 'Bay 1',
  isFuture,
  changedAt: null,
});

// 2026-11-23 09:00 in Longwood (America/New_York, UTC-5).
const NOW = new Date('2026-11-23T14:00:00Z');

describe('member strip', () => {
  it('next booking: the earliest one still ahead, by date then start', () => {
    const later = booking('2026-11-25', '08:00:00', '09:00:00', true);
    const soonest = booking('2026-11-24', '18:00:00', '19:00:00', true);
    const past = booking('2026-11-23', '06:00:00', '07:00:00', false);
    expect(nextBooking([later, past, soonest])).toBe(soonest);
    expect(nextBooking([past])).toBeUndefined();
  });

  it("hours left today: the 4-hour cap less today's bookings on the facility's date, past ones included", () => {
    const today = [
      booking('2026-11-23', '06:00:00', '07:00:00', false),
      booking('2026-11-23', '18:00:00', '19:30:00', true),
    ];
    const otherDays = [
      booking('2026-11-24', '06:00:00', '10:00:00', true),
      booking('2026-11-22', '06:00:00', '10:00:00', false),
    ];
    expect(hoursLeftToday([...today, ...otherDays], NOW)).toBe(1.5);
    expect(hoursLeftToday(otherDays, NOW)).toBe(4);
    // 11:30 PM in Longwood is already the next day in UTC: still the 23rd's hours.
    expect(hoursLeftToday(today, new Date('2026-11-24T04:30:00Z'))).toBe(1.5);
  });
});
