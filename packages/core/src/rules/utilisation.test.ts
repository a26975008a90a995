import { describe, expect, it } from 'vitest';
import { bayHoursByHour, utilisationByDay } from './utilisation';

describe('bay use figures', () => {
  it('splits bookings over the hours they cover, across bays', () => {
    const hours = bayHoursByHour([
      { bookingDate: '2027-01-05', startTime: '09:30:00', endTime: '11:00:00' },
      { bookingDate: '2027-01-05', startTime: '10:00:00', endTime: '10:30:00' },
      { bookingDate: '2027-01-05', startTime: '23:00:00', endTime: '23:30:00' },
    ]);
    expect(hours[9]).toBe(0.5);
    expect(hours[10]).toBe(1.5);
    expect(hours[23]).toBe(0.5);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(2.5);
  });

  it('gives every day of the range, with the share of both bays used', () => {
    const days = utilisationByDay(
      [
        { bookingDate: '2027-01-05', startTime: '00:00:00', endTime: '23:30:00' },
        { bookingDate: '2027-01-07', startTime: '10:00:00', endTime: '12:21:00' },
      ],
      '2027-01-05',
      '2027-01-07',
    );
    expect(days).toEqual([
      { date: '2027-01-05', bookedMinutes: 1410, percent: 50 },
      { date: '2027-01-06', bookedMinutes: 0, percent: 0 },
      { date: '2027-01-07', bookedMinutes: 141, percent: 5 },
    ]);
  });
});
