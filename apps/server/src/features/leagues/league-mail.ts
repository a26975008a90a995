// The confirmation e-mail a member gets after joining a league: the league nights in facility time and an .ics
// calendar with one event per night (core's writer, docs/decisions/192-one-icalendar-writer.md). It is PUBLISH: a
// scheduling request carries one event, and these are the league's nights to keep, not an invitation to answer.
import {
  calendarSender,
  formatDateLong,
  formatDateTimeRange,
  formatFacilityDateTimeLong,
  leagueNightEvents,
  leagueNights,
  greetingTo,
  plainName,
  writePublishedCalendar,
  type League,
  type RoundResults,
  type SeasonResults,
  type User,
} from '@longwood/core';
import type { OutgoingMail } from '../../mail/mailer';
import type { UnsubscribeTopic } from '../../mail/unsubscribe';

export interface LeagueMailSettings {
  /** The sender: the calendar UIDs' domain. */
  mailFrom: string;
  /** The site's public address (PUBLIC_APP_URL): the text part's links; null when not configured. */
  appUrl?: string | null;
  /** The one-click unsubscribe address of a results or reminder e-mail (mail/unsubscribe.ts). */
  unsubscribeAddress?: (topic: UnsubscribeTopic) => string | null;
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
  const greeting = greetingTo(user);
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

/**
 * The invitation a scramble partner with a member account gets when a member's join names them: they play only once
 * they accept in the app (docs/decisions/206-scramble-partner-invitations.md).
 */
export function composePartnerInvitationMail(
  invitee: User,
  inviterName: string,
  league: League,
  expiresAt: string,
): OutgoingMail {
  const greeting = greetingTo(invitee);
  const invited = `${plainName(inviterName) ?? 'A member'} has invited you to play as their partner in ${league.name}.`;
  const until = formatFacilityDateTimeLong(expiresAt);
  const held = `Your place on the team is held until ${until}. Accept or decline on your leagues page; you join the league only if you accept.`;
  const notYou = 'If you do not want to play, decline or let the invitation run out: the place is then freed.';
  return {
    to: invitee.email,
    subject: `League invitation: ${league.name}`,
    text: [greeting, '', invited, '', held, '', notYou, '', 'See you at Longwood Golf!'].join('\n'),
    content: {
      preview: invited,
      heading: 'You are invited to a league',
      paragraphs: [greeting, invited, held],
      facts: [
        { label: 'League', value: league.name },
        { label: 'Answer by', value: until },
      ],
      action: { label: 'Answer the invitation', href: '/leagues-signup' },
      closing: [notYou],
      reason: 'You receive this e-mail because a member named you as their partner in a league.',
    },
  };
}

/** The inviter's news when their partner declined or let the invitation run out: the held place is free again. */
export function composeInvitationEndedMail(
  inviter: Pick<User, 'email' | 'username' | 'name'>,
  partnerName: string,
  league: League,
  how: 'declined' | 'expired',
): OutgoingMail {
  const greeting = greetingTo(inviter);
  const what =
    how === 'declined'
      ? `${partnerName} declined your invitation to play in ${league.name}.`
      : `${partnerName} did not answer your invitation to play in ${league.name} in time.`;
  const next = 'You are still registered; the place held for your partner is free again, and your team needs a player.';
  return {
    to: inviter.email,
    subject: how === 'declined' ? `Partner declined: ${league.name}` : `Partner invitation expired: ${league.name}`,
    text: [greeting, '', what, '', next].join('\n'),
    content: {
      preview: what,
      heading: how === 'declined' ? 'Your partner declined' : 'Your partner invitation expired',
      paragraphs: [greeting, what, next],
      facts: [{ label: 'League', value: league.name }],
      action: { label: 'Your leagues', href: '/leagues-signup' },
      reason: 'You receive this e-mail because you invited a partner to a league.',
    },
  };
}

/** The facts of a results e-mail as its text part lists them: each label, then its lines. */
function factsText(facts: readonly { label: string; value: string | readonly string[] }[]): string[] {
  const lines = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : value);
  return facts.flatMap((f) => [`${f.label}:`, ...lines(f.value).map((line) => `- ${line}`), '']);
}

/** The one-click unsubscribe of a league's results e-mails (mail/unsubscribe.ts), when the site has one. */
function resultsUnsubscribe(settings: LeagueMailSettings, leagueId: number, userId: number) {
  const listUnsubscribe = settings.unsubscribeAddress?.({ kind: 'league-results', leagueId, userId });
  return listUnsubscribe ? { listUnsubscribe } : {};
}

/**
 * A player's results of a completed round: their score and handicap change, the winners and skins, the standings and
 * the way to the leaderboard, and how to stop these e-mails (the choice on their leagues page, made signed in).
 */
export function composeRoundResultsMail(results: RoundResults, settings: LeagueMailSettings): OutgoingMail {
  const { league, round, player } = results;
  const leaderboard = `/leagues/${league.id}/leaderboard`;
  const link = (path: string) => (settings.appUrl ? `${settings.appUrl}${path}` : null);
  const greeting = greetingTo(player);
  const complete = `Round ${round.roundNumber} of ${league.name} on ${formatDateLong(round.roundDate)} is complete.`;
  const optOut = 'Rather not get these? Turn off "E-mail me each round\'s results" on the league\'s page.';
  const facts = [
    { label: 'Your round', value: results.score },
    ...(results.handicap ? [{ label: 'Your handicap', value: results.handicap }] : []),
    {
      label: results.winners.length > 1 ? 'Winners' : 'Winner',
      value: results.winners.length ? results.winners : 'None',
    },
    ...(results.skins ? [{ label: 'Skins', value: results.skins.length ? results.skins : 'No skins won' }] : []),
    ...(results.sideGames ? [{ label: 'Side games', value: results.sideGames }] : []),
    // The night's money (docs/decisions/491-league-money-on-the-night.md): pots, payouts and the season purse.
    ...(results.money ? [{ label: 'Money', value: results.money }] : []),
    { label: 'Standings', value: results.standings.length ? results.standings : 'Not yet ranked' },
  ];
  const leaderboardLink = link(leaderboard);
  const signupLink = link(`/leagues/${league.id}/signup`);
  return {
    to: player.email,
    ...resultsUnsubscribe(settings, league.id, player.userId),
    subject: `Round ${round.roundNumber} results: ${league.name}`,
    text: [
      greeting,
      '',
      complete,
      '',
      ...factsText(facts),
      ...(leaderboardLink ? [`Leaderboard: ${leaderboardLink}`, ''] : []),
      optOut + (signupLink ? ` ${signupLink}` : ''),
    ].join('\n'),
    content: {
      preview: complete,
      heading: `Round ${round.roundNumber} results`,
      paragraphs: [greeting, complete],
      facts,
      action: { label: 'See the leaderboard', href: leaderboard },
      closing: [optOut],
      reason: 'You receive this e-mail because you play in this league.',
    },
  };
}

/**
 * The season's final e-mail, once, when its last round is complete (decision 480): the champion and the final
 * standings, sent to the players of that round who take the results e-mails.
 */
export function composeSeasonResultsMail(results: SeasonResults, settings: LeagueMailSettings): OutgoingMail {
  const { league, player } = results;
  const standingsPath = `/leagues/${league.id}/leaderboard`;
  const greeting = greetingTo(player);
  const over = `The ${league.name} season is complete: here are its final standings.`;
  const optOut = 'Rather not get these? Turn off "E-mail me each round\'s results" on the league\'s page.';
  const facts = [
    {
      label: results.champions.length > 1 ? 'Champions' : 'Champion',
      value: results.champions.length ? results.champions : 'Nobody was ranked',
    },
    { label: 'Final standings', value: results.standings.length ? results.standings : 'Not ranked' },
  ];
  return {
    to: player.email,
    ...resultsUnsubscribe(settings, league.id, player.userId),
    subject: `Final standings: ${league.name}`,
    text: [greeting, '', over, '', ...factsText(facts), optOut].join('\n'),
    content: {
      preview: over,
      heading: 'Season complete',
      paragraphs: [greeting, over],
      facts,
      action: { label: 'See the standings', href: standingsPath },
      closing: [optOut, 'Thank you for playing at Longwood Golf!'],
      reason: 'You receive this e-mail because you play in this league.',
    },
  };
}
