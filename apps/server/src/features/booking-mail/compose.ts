// The member's booking e-mails (docs/decisions/133-booking-emails-and-calendar.md): booked, moved, cancelled, each
// with the booking as an .ics calendar entry (core's bookingCalendar: one UID per booking, so a calendar moves or
// removes the same event).
import { bayName, bookingCalendar, facilityInstant, formatTime12h, type Occupancy } from '@longwood/core';
import { formatFacilityDateTime } from '../../mail/format';
import type { OutgoingMail } from '../../mail/mailer';

export interface BookingMailSettings {
  /** The sender: the calendar UIDs' domain. */
  mailFrom: string;
  appUrl: string | null;
}

export type BookingMailKind = 'booked' | 'moved' | 'cancelled';

function when(o: Occupancy): string {
  const start = facilityInstant(o.bookingDate, o.startTime).toISOString();
  return `${formatFacilityDateTime(start)} to ${formatTime12h(o.endTime)}, ${bayName(o.simulatorId)}`;
}

const SUBJECTS: Record<BookingMailKind, string> = {
  booked: 'Booking Confirmed',
  moved: 'Booking Moved',
  cancelled: 'Booking Canceled',
};

/** One e-mail to the member about one change of one of their bookings. */
export function composeBookingMail(args: {
  kind: BookingMailKind;
  to: string;
  /** The booking as it is now (booked, moved) or was (cancelled). */
  booking: Occupancy;
  /** A move's old slot. */
  before?: Occupancy;
  settings: BookingMailSettings;
  now: Date;
}): OutgoingMail {
  const { kind, booking, before, settings, now } = args;
  // MAIL_FROM may be 'Longwood Golf <no-reply@longwoodgolf.example>': the domain without the bracket.
  const domain = /@([^>\s]+)/.exec(settings.mailFrom)?.[1] ?? 'longwoodgolf.example';
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = bookingCalendar({
    id: booking.id,
    bookingDate: booking.bookingDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    simulatorName: bayName(booking.simulatorId),
    method,
    domain,
    // Seconds since 1970 grow with every change, so calendars always keep the newest version.
    sequence: Math.floor(now.getTime() / 1000),
    now,
  });
  const link = settings.appUrl ? `${settings.appUrl}/booking` : null;
  const lines =
    kind === 'booked'
      ? [`Your golf session is booked: ${when(booking)}.`]
      : kind === 'moved'
        ? [`Your booking has moved to ${when(booking)}.`, ...(before ? [`It was ${when(before)}.`] : [])]
        : [`Your booking on ${when(booking)} has been canceled.`];
  return {
    to: args.to,
    subject: `${SUBJECTS[kind]}: ${when(booking)}`,
    text: [
      ...lines,
      '',
      kind === 'cancelled'
        ? 'The attached calendar file removes it from your calendar.'
        : 'The attached calendar file adds it to your calendar.',
      ...(link ? ['', `Your bookings: ${link}`] : []),
      '',
      'Longwood Golf',
    ].join('\n'),
    attachments: [
      {
        filename: kind === 'cancelled' ? 'booking-canceled.ics' : 'booking.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
