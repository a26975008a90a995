import { describe, expect, it } from 'vitest';
import { paidForText } from './paid-for';

const visit = { holder: 'Pat Smith', bay: 'Family Bay', date: '2026-11-26', startTime: '16:00', endTime: '18:00' };

describe('paidForText', () => {
  it("names a guest's booking by the guest, the bay and the times", () => {
    expect(paidForText({ booking: visit }, '2026-11-26')).toBe('Pat Smith · Family Bay, 4:00 PM - 6:00 PM');
  });

  it('says the day when the booking is on another day than the payment', () => {
    expect(paidForText({ booking: visit }, '2026-11-25')).toBe(
      'Pat Smith · Family Bay, 4:00 PM - 6:00 PM on Nov 26, 2026',
    );
  });

  it("names a lesson by the member and the coach, before the lesson's booking or the account", () => {
    const lesson = {
      ...visit,
      holder: 'Sam Lee',
      bay: 'Bay 1',
      coach: 'Kim Park',
      startTime: '15:00',
      endTime: '16:00',
    };
    expect(paidForText({ lesson, booking: visit, person: 'Sam Lee' }, '2026-11-26')).toBe(
      'Sam Lee · lesson with Kim Park, Bay 1, 3:00 PM - 4:00 PM',
    );
  });

  it('names dues or a fee by the person alone, and nothing when the row names nothing left', () => {
    expect(paidForText({ person: 'Sam Lee' }, '2026-11-26')).toBe('Sam Lee');
    expect(paidForText({}, '2026-11-26')).toBeNull();
  });
});
