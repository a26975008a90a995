// The activity log's use cases (docs/decisions/103-activity-log.md): recording an entry inside the transaction of
// the write it describes (the RecordActivity port other features receive in composition.ts), and reading it back
// for admins page by page or as export batches. There is deliberately no update or delete.
import type { ActivityEntry, ActivityFilters, ActivityQuery, Page } from '@longwood/core';
import type { RecordActivity } from '../../ports/activity';
import type { ActivityRepository } from './repository';

export function createActivityService({ repo, now }: { repo: ActivityRepository; now: () => Date }) {
  const record: RecordActivity = (unitOfWork, entry) => repo.within(unitOfWork).insert(entry, now());
  return {
    record,
    list: (query: ActivityQuery): Promise<Page<ActivityEntry>> => repo.page(query),
    /** A batch reader over the filtered log, in id order (the exports feature streams it). */
    reader:
      (filters: ActivityFilters) =>
      (afterId: number, size: number): Promise<ActivityEntry[]> =>
        repo.batchAfter(filters, afterId, size),
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
