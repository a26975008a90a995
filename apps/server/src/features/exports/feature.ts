// The database view's CSV files as a feature: the users, bookings and demo requests (read in batches through their
// owners) and the activity log, each streamed the same way.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createExportsRouter } from './router';
import { createExportsService, type ExportsDeps } from './service';

export interface ExportsNeeds {
  bookings: { batchAfter: ExportsDeps['bookings'] };
  demoRequests: { batchAfter: ExportsDeps['contactSubmissions'] };
  activity: { reader: ExportsDeps['activity'] };
}

export function composeExports(base: Base, needs: ExportsNeeds) {
  const exports = createExportsService({
    users: (afterId, size) => base.users.batchAfter(afterId, size),
    bookings: (afterId, size) => needs.bookings.batchAfter(afterId, size),
    contactSubmissions: (afterId, size) => needs.demoRequests.batchAfter(afterId, size),
    activity: needs.activity.reader,
    now: base.now,
  });
  return { services: { exports }, routes: [createExportsRouter(exports)] } satisfies ServerFeature;
}
