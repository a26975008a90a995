// The member's booking e-mails (docs/decisions/133-booking-emails-and-calendar.md), and a guest booking's to the
// visitor (the free demo, docs/decisions/263-the-free-demo-as-a-guest-booking.md): booked, moved, canceled, each
// with the booking as an .ics calendar entry (core's writer, docs/decisions/192-one-icalendar-writer.md: one UID per
// booking and the SEQUENCE of its last change, so a calendar moves or removes the same event).
import {
  attendee,
  bayName,
  bookingEvent,
  calendarSender,
  formatDateTimeLong,
  formatDateTimeRange,
  writeSchedulingMessage,
  type Occupancy,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';

export interface BookingMailSettings {
  /** The sender: the calendar UIDs' domain and the entries' organizer. */
  mailFrom: string;
  appUrl: string | null;
}

export type BookingMailKind = 'booked' | 'moved' | 'cancelled';

type BayNames = readonly { id: number; name: string }[];

const where = (o: Occupancy, bays: BayNames) =>
  `${formatDateTimeRange(o.bookingDate, o.startTime, o.endTime)}, ${bayName(o.simulatorId, bays)}`;

const SUBJECTS: Record<BookingMailKind, string> = {
  booked: 'Booking Confirmed',
  moved: 'Booking Moved',
  cancelled: 'Booking Canceled',
};

const HEADLINES: Record<BookingMailKind, string> = {
  booked: 'Your golf session is booked.',
  moved: 'Your booking has moved.',
  cancelled: 'Your booking has been canceled.',
};

/** One e-mail to the member (or a guest booking's visitor) about one change of one of their bookings. */
export function composeBookingMail(args: {
  kind: BookingMailKind;
  to: string;
  /** The booking as it is now (booked, moved) or was (cancelled). */
  booking: Occupancy;
  /** A move's old slot. */
  before?: Occupancy;
  settings: BookingMailSettings;
  /** The facility's bays ('Bay N' for a bay not among them). */
  bays?: BayNames;
  now: Date;
  /** To a guest without an account: no link to the member's bookings, which they cannot open. */
  guest?: boolean;
  /** A canceled paid rental's: what happens to the money (core's cancelMoneyTexts, decision 414). */
  money?: readonly string[];
}): OutgoingMail {
  const { kind, booking, before, settings, now, bays = [], guest = false, money = [] } = args;
  const sender = calendarSender(settings.mailFrom);
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const event = bookingEvent(
    {
      ...booking,
      simulatorName: bayName(booking.simulatorId, bays),
      // The cancellation is the booking's last change.
      ...(kind === 'cancelled' ? { changedAt: now.toISOString() } : {}),
    },
    sender.domain,
  );
  const ics = writeSchedulingMessage({ method, event, organizer: sender.organizer, attendee: attendee(args.to), now });
  const link = settings.appUrl && !guest ? `${settings.appUrl}/booking` : null;
  const lines =
    kind === 'booked'
      ? [`Your golf session is booked: ${where(booking, bays)}.`]
      : kind === 'moved'
        ? [`Your booking has moved to ${where(booking, bays)}.`, ...(before ? [`It was ${where(before, bays)}.`] : [])]
        : [`Your booking on ${where(booking, bays)} has been canceled.`, ...money];
  const calendarLine =
    kind === 'cancelled'
      ? 'The attached calendar file removes it from your calendar.'
      : 'The attached calendar file adds it to your calendar.';
  return {
    to: args.to,
    subject: `${SUBJECTS[kind]}: ${formatDateTimeLong(booking.bookingDate, booking.startTime)}`,
    text: [...lines, '', calendarLine, ...(link ? ['', `Your bookings: ${link}`] : []), '', 'Longwood Golf'].join('\n'),
    content: {
      preview: lines[0]!,
      heading: SUBJECTS[kind],
      paragraphs: [HEADLINES[kind], ...money],
      facts: [
        { label: 'When', value: formatDateTimeRange(booking.bookingDate, booking.startTime, booking.endTime) },
        { label: 'Bay', value: bayName(booking.simulatorId, bays) },
        ...(before && kind === 'moved' ? [{ label: 'Was', value: where(before, bays) }] : []),
      ],
      ...(guest
        ? {}
        : { action: { label: kind === 'cancelled' ? 'Book another time' : 'Your bookings', href: '/booking' } }),
      closing: [calendarLine],
      reason: 'You receive this e-mail because this booking is in your name.',
    },
    attachments: [
      {
        filename: kind === 'cancelled' ? 'booking-canceled.ics' : 'booking.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
