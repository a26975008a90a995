// "Add to calendar" for one booking: the event the booking's e-mails carry, with the same UID and the SEQUENCE of
// its last change (core's bookingEvent), downloaded as an .ics file made in the browser
// (docs/decisions/192-one-icalendar-writer.md). PUBLISH: a file to keep, not an invitation.
import { bookingEvent, calendarSender, writePublishedCalendar, type MyBooking } from '@longwood/core';
import { buttonClasses } from '../../../components/ui/button';
import { facility } from '../../../config/facility';

export function AddToCalendar({ booking, label, now }: { booking: MyBooking; label: string; now: Date }) {
  // The facility's address stands for the e-mails' sender: deployments keep both in one domain (.env.example).
  const event = bookingEvent(booking, calendarSender(facility.email).domain);
  const ics = writePublishedCalendar([event], now);
  return (
    <a
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`longwood-booking-${booking.bookingDate}.ics`}
      aria-label={`Add to calendar: ${label}`}
      className={buttonClasses('ghost', 'sm')}
    >
      Add to calendar
    </a>
  );
}
