import { describe, expect, it } from 'vitest';
import {
  analyticsEventName,
  bookingCancelledEvent,
  bookingCreatedEvent,
  bookingLimitReachedEvent,
  bookingSearchEvent,
  contactSubmissionEvent,
  durationCategory,
  timeOfDay,
} from './analytics';

describe('categories', () => {
  it('duration: <=1h short, <=2h medium, else long', () => {
    expect([0.5, 1, 1.5, 2, 2.5, 4].map(durationCategory)).toEqual([
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
    ]);
  });
  it('time of day by start hour', () => {
    expect([0, 4, 5, 11, 12, 16, 17, 20, 21, 23].map(timeOfDay)).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ]);
  });
});

describe('event names', () => {
  it('snake_case of category and action', () => {
    expect(analyticsEventName('Booking', 'Created')).toBe('booking_created');
    expect(analyticsEventName('Booking', 'Limit Reached')).toBe('booking_limit_reached');
  });
});

describe('event builders carry exactly the documented properties', () => {
  it('booking created', () => {
    expect(
      bookingCreatedEvent({
        simulator: 'Bay 2',
        bookingDate: '2026-11-21',
        startTime: '17:30:00',
        endTime: '20:00:00',
      }),
    ).toEqual({
      name: 'booking_created',
      category: 'Booking',
      action: 'Created',
      properties: {
        simulator: 'Bay 2',
        date: '2026-11-21',
        time: '17:30',
        dateTime: '2026-11-21T17:30',
        duration: 2.5,
        durationCategory: 'long',
        dayOfWeek: 'Saturday',
        timeOfDay: 'evening',
      },
    });
  });
  it('booking cancelled, search, limit reached, contact submission', () => {
    expect(bookingCancelledEvent({ simulator: 'Bay 1' })).toMatchObject({
      name: 'booking_cancelled',
      properties: { simulator: 'Bay 1', reason: 'not provided' },
    });
    expect(bookingSearchEvent({ date: '2026-11-21', simulator: 'Bay 1' }).properties).toEqual({
      date: '2026-11-21',
      simulator: 'Bay 1',
    });
    expect(bookingLimitReachedEvent({ date: '2026-11-21', hoursBooked: 3.5 })).toEqual({
      name: 'booking_limit_reached',
      category: 'Booking',
      action: 'Limit Reached',
      properties: { date: '2026-11-21', hoursBooked: 3.5, max: 4 },
    });
    expect(contactSubmissionEvent({ interest: 'free_sim_demo' })).toEqual({
      name: 'contact_submission',
      category: 'Contact',
      action: 'Submission',
      properties: { interest: 'free_sim_demo' },
    });
  });
});
