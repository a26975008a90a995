// The confirmation e-mail a member gets after joining a league: the league nights in facility time and an .ics
// calendar with one event per night (core's writer, docs/decisions/192-one-icalendar-writer.md). It is PUBLISH: a
// scheduling request carries one event, and these are the league's nights to keep, not an invitation to answer.
import {
  calendarSender,
  formatDateLong,
  formatDateTimeRange,
  leagueNightEvents,
  leagueNights,
  personName,
  writePublishedCalendar,
  type League,
  type User,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';

export interface LeagueMailSettings {
  /** The sender: the calendar UIDs' domain. */
  mailFrom: string;
}

export function composeLeagueJoinedMail(
  user: User,
  league: League,
  now: Date,
  settings: LeagueMailSettings,
): OutgoingMail {
  const { startTime, endTime } = league;
  const night = (date: string) =>
    startTime && endTime
      ? formatDateTimeRange(date, startTime, endTime)
      : `${formatDateLong(date)}, time to be announced`;
  const nights = leagueNights(league).map(night);
  const list = nights.map((line) => `- ${line}`).join('\n');
  const events = leagueNightEvents(league, calendarSender(settings.mailFrom).domain);
  const greeting = `Hi ${personName(user)},`;
  const registered = `You have been registered for ${league.name}.`;
  const calendarLine = 'The attached calendar file adds every league night to your calendar.';
  return {
    to: user.email,
    subject: `League registration confirmed: ${league.name}`,
    text: [
      greeting,
      '',
      registered,
      '',
      list ? `League nights:\n${list}` : 'The league nights will be announced.',
      '',
      calendarLine,
      '',
      'See you at Longwood Golf!',
    ].join('\n'),
    content: {
      preview: registered,
      heading: 'League registration confirmed',
      paragraphs: [greeting, registered],
      facts: [
        { label: 'League', value: league.name },
        { label: 'League nights', value: nights.length > 0 ? nights : 'To be announced' },
      ],
      action: { label: 'Your leagues', href: '/leagues-signup' },
      closing: [calendarLine, 'See you at Longwood Golf!'],
      reason: 'You receive this e-mail because you joined this league.',
    },
    attachments: [
      {
        filename: 'league-nights.ics',
        content: writePublishedCalendar(events, now),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
