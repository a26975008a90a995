// The .ics file of one booking as "Add to calendar" downloads it (docs/decisions/192-one-icalendar-writer.md): the
// event the booking's e-mails carry, with the same UID and the SEQUENCE of its last change (core's bookingEvent).
// Loaded when a member reaches for the link, keeping the calendar writer off /booking's first load.
import { bookingEvent, calendarSender, writePublishedCalendar, type MyBooking } from '@longwood/core';

/**
 * A data: address of the booking's calendar file, PUBLISH: a file to keep, not an invitation. `facilityEmail`: the
 * facility's address, which stands for the e-mails' sender (deployments keep both in one domain, .env.example).
 */
export function bookingCalendarHref(booking: MyBooking, facilityEmail: string, now: Date): string {
  const event = bookingEvent(booking, calendarSender(facilityEmail).domain);
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(writePublishedCalendar([event], now))}`;
}
