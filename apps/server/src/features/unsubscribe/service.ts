// One-click unsubscribe (RFC 8058; docs/decisions/281-one-click-unsubscribe.md): the address in a results or reminder
// e-mail's List-Unsubscribe header, posted by the reader's mail program. The signed token names what to stop.
import { AppError } from '../../http/errors';
import { readUnsubscribeToken } from '../../mail/unsubscribe';

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer get these e-mails.',
  unknown: 'This unsubscribe link is not valid.',
} as const;

export function createUnsubscribeService(deps: {
  /** The server's key the tokens are signed with (SESSION_SECRET). */
  key: string;
  stopResultsMail: (leagueId: number, userId: number) => Promise<void>;
  stopLessonReminders: (userId: number) => Promise<void>;
}) {
  return {
    async unsubscribe(token: string): Promise<{ message: string }> {
      const topic = readUnsubscribeToken(deps.key, token);
      if (!topic) throw new AppError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.unknown);
      if (topic.kind === 'league-results') await deps.stopResultsMail(topic.leagueId, topic.userId);
      else await deps.stopLessonReminders(topic.userId);
      return { message: UNSUBSCRIBE_MESSAGES.done };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
