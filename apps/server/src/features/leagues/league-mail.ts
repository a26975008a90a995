// The confirmation e-mail a member gets after joining a league (issue 8): the league nights in facility time and
// an .ics calendar with one event per night. Times in the calendar are UTC instants computed from the facility's
// wall clock (core's facilityInstant), so calendars in any zone show them right across DST changes.
import { facilityInstant, formatTime12h, leagueNights, weekdayName, type League, type User } from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';

const icsStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text escaping (backslash, semicolon, comma, newline). */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** One VEVENT per league night; CRLF line ends as the format requires. */
function leagueCalendar(league: League, now: Date, facilityName = 'Longwood Golf'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Longwood Golf//Leagues//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (league.startTime && league.endTime) {
    for (const date of leagueNights(league)) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:league-${league.id}-${date}@longwoodgolf`,
        `DTSTAMP:${icsStamp(now)}`,
        `DTSTART:${icsStamp(facilityInstant(date, league.startTime))}`,
        `DTEND:${icsStamp(facilityInstant(date, league.endTime))}`,
        `SUMMARY:${icsText(league.name)}`,
        `LOCATION:${icsText(facilityName)}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

export function composeLeagueJoinedMail(user: User, league: League, now: Date): OutgoingMail {
  const nights = leagueNights(league);
  const times =
    league.startTime && league.endTime
      ? `${formatTime12h(league.startTime)} - ${formatTime12h(league.endTime)} EST`
      : 'time to be announced';
  const list = nights.map((date) => `- ${weekdayName(date)} ${date}, ${times}`).join('\n');
  return {
    to: user.email,
    subject: `League registration confirmed: ${league.name}`,
    text: [
      `Hi ${user.username},`,
      '',
      `You have been registered for ${league.name}.`,
      '',
      nights.length > 0 ? `League nights:\n${list}` : 'The league nights will be announced.',
      '',
      'The attached calendar file adds every league night to your calendar.',
      '',
      'See you at Longwood Golf!',
    ].join('\n'),
    attachments: [
      { filename: 'league-nights.ics', content: leagueCalendar(league, now), contentType: 'text/calendar' },
    ],
  };
}
