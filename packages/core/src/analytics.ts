// Analytics: the five custom events of docs/requirements.md#analytics-events as pure builders, so the booking and contact screens send the
// same names and properties everywhere. Naming scheme (docs/decisions/060-web-analytics.md):
// name = snake_case(category + ' ' + action), e.g. ('Booking', 'Created') → 'booking_created'.
import { bookingDurationHours } from './rules/booking';
import { timeToMinutes, weekdayName } from './time';

export type DurationCategory = 'short' | 'medium' | 'long';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** Up to 1 hour short, up to 2 hours medium, above that long. */
export function durationCategory(hours: number): DurationCategory {
  if (hours <= 1) return 'short';
  if (hours <= 2) return 'medium';
  return 'long';
}

/** 5 to before 12 morning, 12 to before 17 afternoon, 17 to before 21 evening, otherwise night. */
export function timeOfDay(startHour: number): TimeOfDay {
  if (startHour >= 5 && startHour < 12) return 'morning';
  if (startHour >= 12 && startHour < 17) return 'afternoon';
  if (startHour >= 17 && startHour < 21) return 'evening';
  return 'night';
}

export type AnalyticsProperties = Record<string, string | number>;

export interface AnalyticsEvent<P extends AnalyticsProperties = AnalyticsProperties> {
  name: string;
  category: string;
  action: string;
  properties: P;
}

/** ('Booking', 'Limit Reached') → 'booking_limit_reached'. */
export function analyticsEventName(category: string, action: string): string {
  return `${category} ${action}`
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function event<P extends AnalyticsProperties>(category: string, action: string, properties: P): AnalyticsEvent<P> {
  return { name: analyticsEventName(category, action), category, action, properties };
}

export const ANALYTICS_CATEGORIES = { booking: 'Booking', contact: 'Contact' } as const;
export const MAX_DAILY_HOURS = 4;

/** booking_created: sent after the server confirms a booking. `simulator` is the bay name ('Bay 1'). */
export function bookingCreatedEvent(booking: {
  simulator: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
}) {
  const duration = bookingDurationHours(booking);
  const time = booking.startTime.slice(0, 5);
  return event(ANALYTICS_CATEGORIES.booking, 'Created', {
    simulator: booking.simulator,
    date: booking.bookingDate,
    time,
    dateTime: `${booking.bookingDate}T${time}`,
    duration,
    durationCategory: durationCategory(duration),
    dayOfWeek: weekdayName(booking.bookingDate),
    timeOfDay: timeOfDay(Math.floor(timeToMinutes(booking.startTime) / 60)),
  });
}

/** booking_cancelled: the app never asks why, so the reason is fixed. */
export function bookingCancelledEvent(args: { simulator: string }) {
  return event(ANALYTICS_CATEGORIES.booking, 'Cancelled', { simulator: args.simulator, reason: 'not provided' });
}

/** booking_search: the member looked at a day's availability. */
export function bookingSearchEvent(args: { date: string; simulator: string }) {
  return event(ANALYTICS_CATEGORIES.booking, 'Search', { date: args.date, simulator: args.simulator });
}

/** booking_limit_reached: the member hit the 4-hour daily cap. */
export function bookingLimitReachedEvent(args: { date: string; hoursBooked: number }) {
  return event(ANALYTICS_CATEGORIES.booking, 'Limit Reached', {
    date: args.date,
    hoursBooked: args.hoursBooked,
    max: MAX_DAILY_HOURS,
  });
}

/** contact_submission: a demo/contact request was sent. */
export function contactSubmissionEvent(args: { interest: string }) {
  return event(ANALYTICS_CATEGORIES.contact, 'Submission', { interest: args.interest });
}
