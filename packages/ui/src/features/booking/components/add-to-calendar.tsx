// "Add to calendar" for one booking: the same calendar event the confirmation e-mail attaches (core's
// bookingCalendar, one UID per booking), downloaded as an .ics file made in the browser
// (docs/decisions/133-booking-emails-and-calendar.md).
import { bookingCalendar, type MyBooking } from '@longwood/core';
import { buttonClasses } from '../../../components/ui/button';
import { facility } from '../../../config/facility';

export function AddToCalendar({ booking, label, now }: { booking: MyBooking; label: string; now: Date }) {
  const ics = bookingCalendar({
    id: booking.id,
    bookingDate: booking.bookingDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    simulatorName: booking.simulatorName,
    method: 'PUBLISH',
    domain: facility.email.split('@')[1] ?? 'longwoodgolf.example',
    sequence: 0,
    now,
  });
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
