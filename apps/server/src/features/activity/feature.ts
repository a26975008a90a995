// The activity log as a feature (docs/decisions/135-every-staff-write-in-the-activity-log.md): its service records
// staff writes for every other feature (`record`, ports/activity.ts) and reads the log back in words, naming people
// and bays as they are now; its router lists it for admins.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createActivityRepository } from './repository';
import { createActivityRouter } from './router';
import { createActivityService, type ActivityNameSources } from './service';

export interface ActivityNeeds {
  /** The facility's bays by their names now (the facility feature, composed later: read once a request asks). */
  bays: ActivityNameSources['bays'];
}

export function composeActivity(base: Base, needs: ActivityNeeds) {
  const activity = createActivityService({
    repo: createActivityRepository(base.db),
    names: { namesByIds: (ids) => base.users.namesByIds(ids), bays: needs.bays },
    now: base.now,
  });
  return { services: { activity }, routes: [createActivityRouter(activity)] } satisfies ServerFeature;
}
