// The lesson e-mails (docs/decisions/122-lesson-emails-and-reminders.md): confirmation and cancellation to the
// member and the coach, and the day-before reminder to the member. Each confirmation and cancellation carries an
// .ics calendar entry (RFC 5545) with a stable UID per lesson, so a calendar replaces or removes the same event.
import { facilityInstant, formatTime12h, lessonPaymentLabel, LESSON_MESSAGES } from '@longwood/core';
import { formatFacilityDateTime } from '../../mail/format';
import type { OutgoingMail } from '../../mail/mailer';
import type { LessonRecord } from './lessons-repository';

export interface LessonMailSettings {
  /** Domain of the calendar UIDs and the organizer's address. */
  mailFrom: string;
  appUrl: string | null;
}

type Method = 'REQUEST' | 'CANCEL';

/** '2027-03-10T14:00:00.000Z' → '20270310T140000Z'. */
const icsInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text escaping. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The lesson as one calendar event; times in UTC, so no time-zone block is needed. */
function lessonIcs(lesson: LessonRecord, method: Method, settings: LessonMailSettings, now: Date): string {
  const domain = settings.mailFrom.split('@')[1] ?? 'longwoodgolf.example';
  const start = facilityInstant(lesson.lessonDate, lesson.startTime);
  const end = new Date(start.getTime() + lesson.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Longwood Golf//Lessons//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:lesson-${lesson.id}@${domain}`,
    `SEQUENCE:${method === 'CANCEL' ? 1 : 0}`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(`Golf lesson with ${lesson.coachName} (${lesson.memberName})`)}`,
    `LOCATION:${icsText(`Longwood Golf, ${lesson.simulatorName}`)}`,
    `DESCRIPTION:${icsText(`${lesson.durationMinutes}-minute lesson. ${lessonPaymentLabel(lesson.complimentary)}.`)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function when(lesson: LessonRecord): string {
  const start = facilityInstant(lesson.lessonDate, lesson.startTime).toISOString();
  return `${formatFacilityDateTime(start)} to ${formatTime12h(lesson.endTime)}`;
}

function attachment(lesson: LessonRecord, method: Method, settings: LessonMailSettings, now: Date) {
  return [
    {
      filename: method === 'CANCEL' ? 'lesson-cancelled.ics' : 'lesson.ics',
      content: lessonIcs(lesson, method, settings, now),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  ];
}

/** Confirmation to the member and the coach. */
export function composeLessonConfirmations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
): OutgoingMail[] {
  const files = attachment(lesson, 'REQUEST', settings, now);
  const link = settings.appUrl ? `${settings.appUrl}/book-lesson` : null;
  const member: OutgoingMail = {
    to: lesson.memberEmail,
    subject: `Your lesson with ${lesson.coachName} is booked`,
    text: [
      `Hello ${lesson.memberName},`,
      '',
      `Your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName} is booked:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      '',
      `Payment: ${lessonPaymentLabel(lesson.complimentary)}.`,
      LESSON_MESSAGES.cancellationPolicy,
      ...(link ? ['', `Your lessons: ${link}`] : []),
      '',
      'The calendar entry is attached.',
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: files,
  };
  const coach: OutgoingMail = {
    to: lesson.coachEmail,
    subject: `New lesson: ${lesson.memberName}, ${lesson.lessonDate} ${formatTime12h(lesson.startTime)}`,
    text: [
      `Hello ${lesson.coachName},`,
      '',
      `${lesson.memberName} booked a ${lesson.durationMinutes}-minute lesson with you:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      `Member contact: ${lesson.memberEmail}${lesson.memberPhone ? `, ${lesson.memberPhone}` : ''}.`,
      '',
      'The calendar entry is attached.',
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: files,
  };
  return [member, coach];
}

/** Cancellation notice to the member and the coach. */
export function composeLessonCancellations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
): OutgoingMail[] {
  const files = attachment(lesson, 'CANCEL', settings, now);
  const body = (name: string) =>
    [
      `Hello ${name},`,
      '',
      `The ${lesson.durationMinutes}-minute lesson of ${lesson.memberName} with ${lesson.coachName} on ${when(lesson)} is cancelled.`,
      '',
      'The attached calendar entry removes it from your calendar.',
      '',
      '-- Longwood Golf',
    ].join('\n');
  const subject = `Lesson cancelled: ${lesson.lessonDate} ${formatTime12h(lesson.startTime)}`;
  return [
    { to: lesson.memberEmail, subject, text: body(lesson.memberName), attachments: files },
    { to: lesson.coachEmail, subject, text: body(lesson.coachName), attachments: files },
  ];
}

/** The day-before reminder to the member. */
export function composeLessonReminder(lesson: LessonRecord): OutgoingMail {
  return {
    to: lesson.memberEmail,
    subject: `Reminder: your lesson with ${lesson.coachName} tomorrow at ${formatTime12h(lesson.startTime)}`,
    text: [
      `Hello ${lesson.memberName},`,
      '',
      `A reminder of your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName}:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      '',
      `Payment: ${lessonPaymentLabel(lesson.complimentary)}.`,
      'See you at the facility!',
      '',
      '-- Longwood Golf',
    ].join('\n'),
  };
}
