// The lesson e-mails (docs/decisions/120-coaching-lessons.md): confirmation and cancellation to the
// member and the coach, and the day-before reminder to the member. Each confirmation and cancellation carries the
// lesson as an .ics calendar entry addressed to its reader (core's writer, docs/decisions/192-one-icalendar-writer.md),
// with one UID per lesson, so a calendar replaces or removes the same event.
import {
  attendee,
  calendarSender,
  cancelMoneyTexts,
  formatDateTimeLong,
  formatDateTimeRange,
  greetingTo,
  lessonCutoffMessages,
  lessonEvent,
  lessonPaymentLabel,
  writeSchedulingMessage,
  type CancelMoney,
  type LessonCutoffs,
} from '@longwood/core';
import { emailFact, phoneFact, type MailFact } from '../../mail/mail-content';
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

const CALENDAR_ATTACHED = 'The calendar entry is attached.';

/** The lesson's key facts in its e-mails' HTML part. */
const lessonFacts = (lesson: LessonRecord): MailFact[] => [
  { label: 'When', value: when(lesson) },
  { label: 'Coach', value: lesson.coachName },
  { label: 'Bay', value: lesson.simulatorName },
];

const memberOf = (lesson: LessonRecord) => ({ email: lesson.memberEmail, name: lesson.memberName });
const coachOf = (lesson: LessonRecord) => ({ email: lesson.coachEmail, name: lesson.coachName });

/** Confirmation to the member and the coach; the member's names the configured cancellation cut-off. */
export function composeLessonConfirmations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
  cutoffs?: LessonCutoffs,
): OutgoingMail[] {
  const { cancellationPolicy } = lessonCutoffMessages(cutoffs);
  const link = settings.appUrl ? `${settings.appUrl}/book-lesson` : null;
  const member: OutgoingMail = {
    to: lesson.memberEmail,
    subject: `Lesson Confirmed: ${subjectWhen(lesson)}`,
    content: {
      preview: `Your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName} is booked: ${when(lesson)}.`,
      heading: 'Lesson Confirmed',
      paragraphs: [
        greetingTo({ name: lesson.memberName, email: lesson.memberEmail }, 'Hello'),
        `Your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName} is booked.`,
      ],
      facts: [
        ...lessonFacts(lesson),
        { label: 'Payment', value: lessonPaymentLabel(lesson.complimentary, lesson.priceCents) },
      ],
      action: { label: 'Your lessons', href: '/book-lesson' },
      closing: [cancellationPolicy, CALENDAR_ATTACHED],
      reason: 'You receive this e-mail because you booked this lesson, or the facility booked it for you.',
    },
    text: [
      greetingTo({ name: lesson.memberName, email: lesson.memberEmail }, 'Hello'),
      '',
      `Your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName} is booked:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      '',
      `Payment: ${lessonPaymentLabel(lesson.complimentary, lesson.priceCents)}.`,
      cancellationPolicy,
      ...(link ? ['', `Your lessons: ${link}`] : []),
      '',
      CALENDAR_ATTACHED,
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: attachment(lesson, 'REQUEST', memberOf(lesson), settings, now),
  };
  const coach: OutgoingMail = {
    to: lesson.coachEmail,
    subject: `New Lesson: ${subjectWhen(lesson)}`,
    content: {
      preview: `${lesson.memberName} booked a ${lesson.durationMinutes}-minute lesson with you: ${when(lesson)}.`,
      heading: 'New Lesson',
      paragraphs: [
        greetingTo({ name: lesson.coachName, email: lesson.coachEmail }, 'Hello'),
        `${lesson.memberName} booked a ${lesson.durationMinutes}-minute lesson with you.`,
      ],
      facts: [
        ...lessonFacts(lesson),
        { label: 'Member', value: lesson.memberName },
        emailFact('E-mail', lesson.memberEmail),
        ...(lesson.memberPhone ? [phoneFact('Phone', lesson.memberPhone)] : []),
      ],
      action: { label: 'Your schedule', href: '/coach/dashboard' },
      closing: [CALENDAR_ATTACHED],
      reason: 'You receive this e-mail because a lesson was booked with you.',
    },
    text: [
      greetingTo({ name: lesson.coachName, email: lesson.coachEmail }, 'Hello'),
      '',
      `${lesson.memberName} booked a ${lesson.durationMinutes}-minute lesson with you:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      `Member contact: ${lesson.memberEmail}${lesson.memberPhone ? `, ${lesson.memberPhone}` : ''}.`,
      '',
      CALENDAR_ATTACHED,
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: attachment(lesson, 'REQUEST', coachOf(lesson), settings, now),
  };
  return [member, coach];
}

/**
 * Cancellation notice to the member and the coach, each saying what happens to what was paid for it; when something
 * was paid, a third to the facility's team (`teamEmail`), who give back a desk payment and watch the refund
 * (decision 415).
 */
export function composeLessonCancellations(
  lesson: LessonRecord,
  settings: LessonMailSettings,
  now: Date,
  money: CancelMoney,
  teamEmail: string,
): OutgoingMail[] {
  const subject = `Lesson Canceled: ${subjectWhen(lesson)}`;
  const canceled = `The ${lesson.durationMinutes}-minute lesson of ${lesson.memberName} with ${lesson.coachName} on ${when(lesson)} is canceled.`;
  const said = cancelMoneyTexts(money, lesson.memberName);
  const told = [
    {
      ...memberOf(lesson),
      money: said.payer,
      reason: 'You receive this e-mail because this lesson was booked in your name.',
    },
    {
      ...coachOf(lesson),
      money: said.staff,
      reason: 'You receive this e-mail because this lesson was booked with you.',
    },
  ];
  const mails: OutgoingMail[] = told.map((person) => ({
    to: person.email,
    subject,
    content: {
      preview: canceled,
      heading: 'Lesson Canceled',
      paragraphs: [
        greetingTo(person, 'Hello'),
        `The ${lesson.durationMinutes}-minute lesson of ${lesson.memberName} with ${lesson.coachName} is canceled.`,
        ...person.money,
      ],
      facts: lessonFacts(lesson),
      closing: ['The attached calendar entry removes it from your calendar.'],
      reason: person.reason,
    },
    text: [
      greetingTo(person, 'Hello'),
      '',
      canceled,
      ...(person.money.length > 0 ? ['', ...person.money] : []),
      '',
      'The attached calendar entry removes it from your calendar.',
      '',
      '-- Longwood Golf',
    ].join('\n'),
    attachments: attachment(lesson, 'CANCEL', person, settings, now),
  }));
  if (money.kind === 'none') return mails;
  const team: OutgoingMail = {
    to: teamEmail,
    subject: `Paid Lesson Canceled: ${subjectWhen(lesson)}`,
    content: {
      preview: canceled,
      heading: 'Paid Lesson Canceled',
      paragraphs: [canceled, ...said.staff],
      facts: [...lessonFacts(lesson), { label: 'Member', value: lesson.memberName }],
      reason: "You receive this e-mail as the facility's team address.",
    },
    text: [canceled, '', ...said.staff, '', '-- Longwood Golf'].join('\n'),
  };
  return [...mails, team];
}

/** The day-before reminder to the member. */
export function composeLessonReminder(lesson: LessonRecord): OutgoingMail {
  return {
    to: lesson.memberEmail,
    subject: `Lesson Reminder: ${subjectWhen(lesson)}`,
    content: {
      preview: `A reminder of your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName}: ${when(lesson)}.`,
      heading: 'Lesson Reminder',
      paragraphs: [
        greetingTo({ name: lesson.memberName, email: lesson.memberEmail }, 'Hello'),
        `A reminder of your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName}.`,
      ],
      facts: [
        ...lessonFacts(lesson),
        { label: 'Payment', value: lessonPaymentLabel(lesson.complimentary, lesson.priceCents) },
      ],
      action: { label: 'Your lessons', href: '/book-lesson' },
      closing: ['See you at the facility!'],
      reason: 'You receive this e-mail because you have a lesson tomorrow.',
    },
    text: [
      greetingTo({ name: lesson.memberName, email: lesson.memberEmail }, 'Hello'),
      '',
      `A reminder of your ${lesson.durationMinutes}-minute lesson with ${lesson.coachName}:`,
      `${when(lesson)}, ${lesson.simulatorName}.`,
      '',
      `Payment: ${lessonPaymentLabel(lesson.complimentary, lesson.priceCents)}.`,
      'See you at the facility!',
      '',
      '-- Longwood Golf',
    ].join('\n'),
  };
}
