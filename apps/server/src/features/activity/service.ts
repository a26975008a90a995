// The activity log's use cases (docs/decisions/135-every-staff-write-in-the-activity-log.md): recording an entry inside the transaction of
// the write it describes (the RecordActivity port other features receive in composition.ts), and reading it back
// for admins page by page or as export batches. There is deliberately no update or delete. What is read back is in
// words (docs/decisions/135-every-staff-write-in-the-activity-log.md): the actor and the people an entry names by their shown names
// as they are now, the bays by the facility's names.
import {
  activitySentence,
  personName,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityLine,
  type ActivityQuery,
  type Page,
} from '@longwood/core';
import type { RecordActivity } from '../../ports/activity';
import type { ActivityRepository } from './repository';

export interface ActivityNameSources {
  /** Shown names (personName) of the accounts that still exist. */
  namesByIds: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The facility's bays as the settings name them. */
  bays: () => Promise<readonly { id: number; name: string }[]>;
}

/** Every account id an entry names: the actor, a user target, and the people in its snapshots. */
function accountIdsOf(entry: ActivityEntry): number[] {
  const ids: number[] = [];
  if (entry.actorId !== null) ids.push(entry.actorId);
  if (entry.targetType === 'user' && entry.targetId !== null) ids.push(entry.targetId);
  for (const snap of [entry.before, entry.after]) {
    for (const key of ['userId', 'memberId', 'coachId'] as const) {
      const id = snap?.[key];
      if (typeof id === 'number') ids.push(id);
    }
  }
  return ids;
}

export function createActivityService({
  repo,
  names,
  now,
}: {
  repo: ActivityRepository;
  names: ActivityNameSources;
  now: () => Date;
}) {
  const record: RecordActivity = (unitOfWork, entry) => repo.within(unitOfWork).insert(entry, now());

  async function inWords(entries: ActivityEntry[]): Promise<ActivityLine[]> {
    if (entries.length === 0) return [];
    const [people, bays] = await Promise.all([names.namesByIds(entries.flatMap(accountIdsOf)), names.bays()]);
    return entries.map((entry) => {
      const actor =
        (entry.actorId !== null ? people.get(entry.actorId) : undefined) ?? personName({ username: entry.actorName });
      return { ...entry, actor, sentence: activitySentence(entry, { actor, person: (id) => people.get(id), bays }) };
    });
  }

  return {
    record,
    list: async (query: ActivityQuery): Promise<Page<ActivityLine>> => {
      const page = await repo.page(query);
      return { ...page, items: await inWords(page.items) };
    },
    /** A batch reader over the filtered log, in id order (the exports feature streams it). */
    reader:
      (filters: ActivityFilters) =>
      async (afterId: number, size: number): Promise<ActivityLine[]> =>
        inWords(await repo.batchAfter(filters, afterId, size)),
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
