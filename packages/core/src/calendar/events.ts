// What each kind of calendar entry says (docs/decisions/192-one-icalendar-writer.md): a member's booking, a lesson,
// a league's nights. One UID scheme for all, `<kind>-<id>@<domain of the sender>`, so the e-mails and the on-screen
// file name the same event and a calendar updates or removes it instead of adding another.
import { leagueNights } from '../leagues/rules/league-schedule';
import { lessonPaymentLabel } from '../rules/lesson';
import type { League } from '../leagues/schemas/league-record';
import { addDaysToDateString, facilityInstant, minutesToTime, timeToMinutes } from '../time';
import type { CalendarEvent, CalendarPerson } from './icalendar';

const FACILITY_NAME = 'Longwood Golf';

/** Whose event: a booking or lesson by its id, a league night by its league and date. */
export type CalendarSubject =
  { kind: 'booking' | 'lesson'; id: number } | { kind: 'league'; leagueId: number; date: string };

/**
 * The e-mails' sender as calendars see it, from a From value ('Longwood Golf <no-reply@longwoodgolf.example>' or a
 * bare address): the UIDs' domain, and the facility as the organizer of what it e-mails.
 */
export function calendarSender(from: string): { domain: string; organizer: CalendarPerson } {
  const address = (/<([^>]*)>/.exec(from)?.[1] ?? from).trim();
  return { domain: address.slice(address.lastIndexOf('@') + 1), organizer: { email: address, name: FACILITY_NAME } };
}

export function calendarUid(subject: CalendarSubject, domain: string): string {
  const local =
    subject.kind === 'league'
      ? `league-${subject.leagueId}-${subject.date.replaceAll('-', '')}`
      : `${subject.kind}-${subject.id}`;
  return `${local}@${domain}`;
}

/** Until accounts carry a display name: the part of the username (an e-mail address) before '@'. */
export function attendee(email: string, username: string = email): CalendarPerson {
  return { email, name: username.split('@')[0] || username };
}

/** A stretch of a facility day as instants; an end at or before the start ('24:00', '00:00') is the next day's. */
function facilitySpan(date: string, startTime: string, endTime: string): { start: Date; end: Date } {
  const endMinutes = timeToMinutes(endTime);
  const sameDay = endMinutes > timeToMinutes(startTime) && endMinutes < 24 * 60;
  return {
    start: facilityInstant(date, startTime),
    end: sameDay
      ? facilityInstant(date, endTime)
      : facilityInstant(addDaysToDateString(date, 1), minutesToTime(endMinutes % (24 * 60))),
  };
}

export interface BookingEventInput {
  id: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  simulatorName: string;
  createdAt: string;
  /** When it was last moved or handed to another member; null if never since it was made. */
  changedAt: string | null;
}

/**
 * A booking's SEQUENCE: the Unix seconds of its last change (made, moved, handed over, canceled). The e-mail of each
 * change and the on-screen file both take it from here, so the file is never older than the last e-mail.
 */
export function bookingSequence(booking: Pick<BookingEventInput, 'createdAt' | 'changedAt'>): number {
  return Math.floor(Date.parse(booking.changedAt ?? booking.createdAt) / 1000);
}

export function bookingEvent(booking: BookingEventInput, domain: string): CalendarEvent {
  return {
    uid: calendarUid({ kind: 'booking', id: booking.id }, domain),
    sequence: bookingSequence(booking),
    ...facilitySpan(booking.bookingDate, booking.startTime, booking.endTime),
    summary: `Golf simulator, ${booking.simulatorName}`,
    location: `${FACILITY_NAME}, ${booking.simulatorName}`,
  };
}

export interface LessonEventInput {
  id: number;
  lessonDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  coachName: string;
  memberName: string;
  simulatorName: string;
  complimentary: boolean;
  /** Its price when booked (null: complimentary, or nothing charged through the product). */
  priceCents?: number | null;
}

/** A lesson is booked once and canceled at most once (never moved): SEQUENCE 0, then 1. */
export function lessonEvent(lesson: LessonEventInput, domain: string, options: { canceled: boolean }): CalendarEvent {
  return {
    uid: calendarUid({ kind: 'lesson', id: lesson.id }, domain),
    sequence: options.canceled ? 1 : 0,
    ...facilitySpan(lesson.lessonDate, lesson.startTime, lesson.endTime),
    summary: `Golf lesson with ${lesson.coachName} (${lesson.memberName})`,
    location: `${FACILITY_NAME}, ${lesson.simulatorName}`,
    description: `${lesson.durationMinutes}-minute lesson. ${lessonPaymentLabel(lesson.complimentary, lesson.priceCents)}.`,
  };
}

/**
 * A lesson in its coach's calendar feed (docs/decisions/203-calendar-feed.md): the e-mailed event (same UID and
 * SEQUENCE), naming no member, because a feed's address may be shared with anyone the coach chooses.
 */
export function taughtLessonEvent(
  lesson: Omit<LessonEventInput, 'coachName' | 'memberName'>,
  domain: string,
): CalendarEvent {
  return {
    ...lessonEvent({ ...lesson, coachName: '', memberName: '' }, domain, { canceled: false }),
    summary: 'Golf lesson to teach',
    description: `${lesson.durationMinutes}-minute lesson.`,
  };
}

export type LeagueNightsInput = Pick<
  League,
  'id' | 'name' | 'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime'
>;

/** One event per league night (none while the league has no times). */
export function leagueNightEvents(league: LeagueNightsInput, domain: string): CalendarEvent[] {
  const { startTime, endTime } = league;
  if (!startTime || !endTime) return [];
  return leagueNights(league).map((date) => ({
    uid: calendarUid({ kind: 'league', leagueId: league.id, date }, domain),
    sequence: 0,
    ...facilitySpan(date, startTime, endTime),
    summary: league.name,
    location: FACILITY_NAME,
  }));
}
