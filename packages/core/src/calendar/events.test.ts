import { describe, expect, it } from 'vitest';
import {
  attendee,
  bookingEvent,
  bookingSequence,
  calendarSender,
  calendarUid,
  leagueNightEvents,
  lessonEvent,
  taughtLessonEvent,
} from './events';
import { calendarHead, ics } from '../testing/ics';
import { writePublishedCalendar, writeSchedulingMessage } from './icalendar';

const domain = 'longwoodgolf.example';
const now = new Date('2027-01-13T17:00:05Z');
const booking = {
  id: 42,
  bookingDate: '2027-01-14',
  startTime: '10:00:00',
  endTime: '11:30:00',
  simulatorName: 'Bay 2',
  createdAt: '2027-01-13T17:00:00.000Z',
  changedAt: null,
  walkIn: false,
};
const lesson = {
  id: 7,
  lessonDate: '2027-03-09',
  startTime: '10:00:00',
  endTime: '11:00:00',
  durationMinutes: 60,
  coachName: 'coach@longwoodgolf.example',
  memberName: 'sam@example.com',
  simulatorName: 'Bay 1',
  complimentary: true,
};

describe('calendar UIDs and sender', () => {
  it('names every kind of entry one way, in the domain of the sender', () => {
    expect(calendarUid({ kind: 'booking', id: 42 }, domain)).toBe('booking-42@longwoodgolf.example');
    expect(calendarUid({ kind: 'lesson', id: 7 }, domain)).toBe('lesson-7@longwoodgolf.example');
    expect(calendarUid({ kind: 'league', leagueId: 3, date: '2027-03-07' }, domain)).toBe(
      'league-3-20270307@longwoodgolf.example',
    );
  });

  it('reads the domain and organizer from a From value with or without a display name', () => {
    const organizer = { email: 'no-reply@longwoodgolf.example', name: 'Longwood Golf' };
    expect(calendarSender('Longwood Golf <no-reply@longwoodgolf.example>')).toEqual({ domain, organizer });
    expect(calendarSender('no-reply@longwoodgolf.example')).toEqual({ domain, organizer });
  });

  it("names an attendee by the part of the username before '@'", () => {
    expect(attendee('sam@example.com')).toEqual({ email: 'sam@example.com', name: 'sam' });
    expect(attendee('coach@example.com', 'Coach Kim')).toEqual({ email: 'coach@example.com', name: 'Coach Kim' });
  });
});

describe('booking events', () => {
  it('carry the Unix seconds of the last change as SEQUENCE, the same for the e-mail and the on-screen file', () => {
    expect(bookingSequence(booking)).toBe(1799859600);
    expect(bookingSequence({ ...booking, changedAt: '2027-01-13T18:30:00.000Z' })).toBe(1799865000);
    expect(bookingEvent(booking, domain)).toEqual({
      uid: 'booking-42@longwoodgolf.example',
      sequence: 1799859600,
      start: new Date('2027-01-14T15:00:00Z'),
      end: new Date('2027-01-14T16:30:00Z'),
      summary: 'Golf simulator, Bay 2',
      location: 'Longwood Golf, Bay 2',
    });
  });

  it('end at midnight of the facility day, across both daylight-saving changes', () => {
    const late = (bookingDate: string) =>
      bookingEvent({ ...booking, bookingDate, startTime: '23:00:00', endTime: '24:00:00' }, domain);
    // 2027-03-14: clocks go forward at 2 AM, so 23:00 is EDT (UTC-4); 2027-11-07: back to EST (UTC-5) at 2 AM.
    expect(late('2027-03-14')).toMatchObject({
      start: new Date('2027-03-15T03:00:00Z'),
      end: new Date('2027-03-15T04:00:00Z'),
    });
    expect(late('2027-11-07')).toMatchObject({
      start: new Date('2027-11-08T04:00:00Z'),
      end: new Date('2027-11-08T05:00:00Z'),
    });
    expect(bookingEvent({ ...booking, startTime: '23:30:00', endTime: '00:00:00' }, domain).end).toEqual(
      new Date('2027-01-15T05:00:00Z'),
    );
  });
});

describe('lesson events', () => {
  it('are requested with SEQUENCE 0 and canceled with 1, under a UID that ends with the domain', () => {
    const sender = calendarSender('Longwood Golf <no-reply@longwoodgolf.example>');
    const request = writeSchedulingMessage({
      method: 'REQUEST',
      event: lessonEvent(lesson, sender.domain, { canceled: false }),
      organizer: sender.organizer,
      attendee: attendee('coach@longwoodgolf.example'),
      now,
    });
    expect(request).toBe(
      ics(
        ...calendarHead('REQUEST'),
        'BEGIN:VEVENT',
        'UID:lesson-7@longwoodgolf.example',
        'SEQUENCE:0',
        'DTSTAMP:20270113T170005Z',
        'DTSTART:20270309T150000Z',
        'DTEND:20270309T160000Z',
        'SUMMARY:Golf lesson with coach@longwoodgolf.example (sam@example.com)',
        'LOCATION:Longwood Golf\\, Bay 1',
        'DESCRIPTION:60-minute lesson. Complimentary (monthly membership lesson).',
        'STATUS:CONFIRMED',
        'ORGANIZER;CN=Longwood Golf:mailto:no-reply@longwoodgolf.example',
        'ATTENDEE;CN=coach;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:',
        ' coach@longwoodgolf.example',
        'END:VEVENT',
        'END:VCALENDAR',
      ),
    );
    expect(lessonEvent(lesson, domain, { canceled: true })).toMatchObject({
      uid: 'lesson-7@longwoodgolf.example',
      sequence: 1,
    });
  });

  it("are the same event in the coach's calendar feed, naming no member (docs/decisions/203-calendar-feed.md)", () => {
    const { coachName: _coach, memberName: _member, ...taught } = lesson;
    const emailed = lessonEvent(lesson, domain, { canceled: false });
    expect(taughtLessonEvent(taught, domain)).toEqual({
      ...emailed,
      summary: 'Golf lesson to teach',
      description: '60-minute lesson.',
    });
  });
});

describe('league night events', () => {
  const league = {
    id: 3,
    name: 'Spring Sunday League',
    startDate: '2027-03-07',
    endDate: '2027-03-21',
    dayOfWeek: 'Sunday' as const,
    startTime: '18:00',
    endTime: '20:00',
  };

  it('are one event per night, at 18:00 facility time before and after the change to daylight time', () => {
    expect(writePublishedCalendar(leagueNightEvents(league, domain), now)).toBe(
      ics(
        ...calendarHead('PUBLISH'),
        ...[
          ['20270307', '20270307T230000Z', '20270308T010000Z'],
          ['20270314', '20270314T220000Z', '20270315T000000Z'],
          ['20270321', '20270321T220000Z', '20270322T000000Z'],
        ].flatMap(([date, start, end]) => [
          'BEGIN:VEVENT',
          `UID:league-3-${date}@longwoodgolf.example`,
          'SEQUENCE:0',
          'DTSTAMP:20270113T170005Z',
          `DTSTART:${start}`,
          `DTEND:${end}`,
          'SUMMARY:Spring Sunday League',
          'LOCATION:Longwood Golf',
          'STATUS:CONFIRMED',
          'END:VEVENT',
        ]),
        'END:VCALENDAR',
      ),
    );
  });

  it('are none while the league has no times', () => {
    expect(leagueNightEvents({ ...league, startTime: null }, domain)).toEqual([]);
  });
});
