// A received .ics file read back with a maintained iCalendar parser (ical.js), so the tests check what a
// calendar program would understand, not just the text the writer meant to produce.
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ReceivedMail } from './smtp-inbox';

export interface ParsedPerson {
  email: string;
  name: string | null;
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  location: string;
  status: string | null;
  organizer: ParsedPerson | null;
  attendees: ParsedPerson[];
}

export interface ParsedCalendar {
  method: string;
  events: ParsedEvent[];
}

const person = (property: ICAL.Property): ParsedPerson => ({
  email: String(property.getFirstValue()).replace(/^mailto:/i, ''),
  name: (property.getParameter('cn') as string | undefined) ?? null,
});

/** A calendar's text read by ical.js: its METHOD and events, times as UTC instants. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const organizer = vevent.getFirstProperty('organizer');
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        location: event.location,
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        organizer: organizer ? person(organizer) : null,
        attendees: event.attendees.map(person),
      };
    }),
  };
}

/** The calendar attached to a received mail, checked for CRLF line ends in the message as sent. */
export function attachedCalendar(mail: ReceivedMail, filename?: string): ParsedCalendar {
  const file = mail.attachments.find((a) =>
    filename ? a.filename === filename : a.mimeType.startsWith('text/calendar'),
  );
  if (!file) throw new Error(`no calendar attached to "${mail.subject}"`);
  expect(file.mimeType).toBe('text/calendar');
  // The MIME parser hands the text back with plain line feeds; the raw message carries CRLF.
  expect(file.content).toMatch(/^BEGIN:VCALENDAR\r?\n[\s\S]*END:VEVENT\r?\nEND:VCALENDAR\r?\n$/);
  return parseCalendar(file.content);
}
