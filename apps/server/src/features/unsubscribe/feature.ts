// One-click unsubscribe as a feature (docs/decisions/281-one-click-unsubscribe.md): a signed address in the results
// and reminder e-mails stops a league's results (the leagues feature) or the lesson reminders (the account's switch).
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createUnsubscribeRouter } from './router';
import { createUnsubscribeService } from './service';

type UnsubscribeDeps = Parameters<typeof createUnsubscribeService>[0];

export interface UnsubscribeNeeds {
  leagues: Pick<UnsubscribeDeps, 'stopResultsMail' | 'resultsMailOf'>;
}

export function composeUnsubscribe(base: Base, needs: UnsubscribeNeeds) {
  const { users } = base;
  const unsubscribe = createUnsubscribeService({
    key: base.env.SESSION_SECRET,
    stopResultsMail: (leagueId, userId) => needs.leagues.stopResultsMail(leagueId, userId),
    stopLessonReminders: (userId) => users.stopLessonReminders(userId),
    person: (userId) => users.findById(userId),
    resultsMailOf: (leagueId, userId) => needs.leagues.resultsMailOf(leagueId, userId),
    lessonRemindersOf: (userId) => users.lessonRemindersOf(userId),
  });
  return { services: { unsubscribe }, routes: [createUnsubscribeRouter(unsubscribe)] } satisfies ServerFeature;
}
