// One-click unsubscribe (RFC 8058; docs/decisions/281-one-click-unsubscribe.md): the address in a results or reminder
// e-mail's List-Unsubscribe header, posted by the reader's mail program, or read by the page a person opens it on
// (what it stops and for whom) before they press its button. The signed token names what to stop.
import { personName, type RouteResponse, type API } from '@longwood/core';
import { AppError } from '../../http/errors';
import { readUnsubscribeToken } from '../../mail/unsubscribe';

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer get these e-mails.',
  unknown: 'This unsubscribe link is not valid.',
} as const;

type UnsubscribeTopicView = RouteResponse<typeof API.mail.unsubscribeTopic>;

export function createUnsubscribeService(deps: {
  /** The server's key the tokens are signed with (SESSION_SECRET). */
  key: string;
  stopResultsMail: (leagueId: number, userId: number) => Promise<void>;
  stopLessonReminders: (userId: number) => Promise<void>;
  /** The person the e-mails go to (their name), if the account is still there. */
  person: (userId: number) => Promise<{ name: string | null; username: string } | undefined>;
  /** The league's name and whether the player still gets its results e-mail; undefined if not a player of it. */
  resultsMailOf: (leagueId: number, userId: number) => Promise<{ leagueName: string; on: boolean } | undefined>;
  lessonRemindersOf: (userId: number) => Promise<boolean | undefined>;
}) {
  const read = (token: string) => {
    const topic = readUnsubscribeToken(deps.key, token);
    if (!topic) throw new AppError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.unknown);
    return topic;
  };
  return {
    async unsubscribe(token: string): Promise<{ message: string }> {
      const topic = read(token);
      if (topic.kind === 'league-results') await deps.stopResultsMail(topic.leagueId, topic.userId);
      else await deps.stopLessonReminders(topic.userId);
      return { message: UNSUBSCRIBE_MESSAGES.done };
    },

    /** What the address stops and for whom; changes nothing. */
    async topic(token: string): Promise<UnsubscribeTopicView> {
      const topic = read(token);
      const person = await deps.person(topic.userId);
      if (!person) throw new AppError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.unknown);
      if (topic.kind === 'lesson-reminders') {
        const on = await deps.lessonRemindersOf(topic.userId);
        return { stops: 'lesson-reminders', name: personName(person), leagueName: null, subscribed: on ?? false };
      }
      const results = await deps.resultsMailOf(topic.leagueId, topic.userId);
      if (!results) throw new AppError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.unknown);
      return {
        stops: 'league-results',
        name: personName(person),
        leagueName: results.leagueName,
        subscribed: results.on,
      };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
