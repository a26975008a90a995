// The lesson e-mails (docs/decisions/122-lesson-emails-and-reminders.md): confirmation and cancellation to the
// member and the coach, and the day-before reminder to the member. Each confirmation and cancellation carries the
// lesson as an .ics calendar entry addressed to its reader (core's writer, docs/decisions/192-one-icalendar-writer.md),
// with one UID per lesson, so a calendar replaces or removes the same event.
import {
  attendee,
  calendarSender,
  formatDateTimeLong,
  formatDateTimeRange,
  lessonEvent,
  lessonPaymentLabel,
  LESSON_MESSAGES,
  writeSchedulingMessage,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import type { LessonRecord } from './lessons-repository';

export interface LessonMailSettings {
  /** The sender: the calendar UIDs' domain and the entries' organizer. */
  mailFrom: string;
  appUrl: string | null;
}

type Method = 'REQUEST' | 'CANCEL';

const when = (lesson: LessonRecord) => formatDateTimeRange(lesson.lessonDate, lesson.startTime, lesson.endTime);

const subjectWhen = (lesson: LessonRecord) => formatDateTimeLong(lesson.lessonDate, lesson.startTime);

/** The lesson's calendar entry for one of the two people it concerns. */
function attachment(
  lesson: LessonRecord,
  method: Method,
  to: { email: string; name: string },
  settings: LessonMailSettings,
  now: Date,
) {
  const sender = calendarSender(settings.mailFrom);
  const content = writeSchedulingMessage({
    method,
    event: lessonEvent(lesson, sender.domain, { canceled: method === 'CANCEL' }),
    organizer: sender.organizer,
    attendee: attendee(to.email, to.name),
    now,
  });
  return [
    {
      filename: method === 'CANCEL' ? 'lesson-canceled.ics' : 'lesson.ics',
      content,
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  ];
}

const memberOf = (lesson: LessonRecord) => ({ email: lesson.memberEmail, name: lesson.memberName });
const coachOf = (lesson: LessonRecord) => ({ email: lesson.coachEmail, name: lesson.coachName });

/** Confirmation to the member and the coach. */
export function composeLessonConfirmations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
): OutgoingMail[] {
  const link = settings.appUrl ? `${settings.appUrl}/book-lesson` : null;
  const member: OutgoingMail = {
    to: lesson.memberEmail,
    subject: `Lesson Confirmed: ${subjectWhen(lesson)}`,
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
    attachments: attachment(lesson, 'REQUEST', memberOf(lesson), settings, now),
  };
  const coach: OutgoingMail = {
    to: lesson.coachEmail,
    subject: `New Lesson: ${subjectWhen(lesson)}`,
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
    attachments: attachment(lesson, 'REQUEST', coachOf(lesson), settings, now),
  };
  return [member, coach];
}

/** Cancellation notice to the member and the coach. */
export function composeLessonCancellations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
): OutgoingMail[] {
  const subject = `Lesson Canceled: ${subjectWhen(lesson)}`;
  return [memberOf(lesson), coachOf(lesson)].map((person) => ({
    to: person.email,
    subject,
    text: [
      `Hello ${person.name},`,
      '',
      `The ${lesson.durationMinutes}-minute lesson of ${lesson.memberName} with ${lesson.coachName} on ${when(lesson)} is canceled.`,
      '',
      'The attached calendar entry removes it from your calendar.',
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: attachment(lesson, 'CANCEL', person, settings, now),
  }));
}

/** The day-before reminder to the member. */
export function composeLessonReminder(lesson: LessonRecord): OutgoingMail {
  return {
    to: lesson.memberEmail,
    subject: `Lesson Reminder: ${subjectWhen(lesson)}`,
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
