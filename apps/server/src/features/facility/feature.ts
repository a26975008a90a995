// The facility's settings as a feature (docs/decisions/228-facility-settings-in-the-database.md): kept in every
// process and dropped in all of them by every change, over a relay of their own; the bays are part of them
// (decision 229). Every other feature reads the facts, limits, cut-offs and staffed hours through its service.
import type { Base } from '../../base';
import { createChangeRelay } from '../../db/change-relay';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import type { BayStore } from './bays';
import { createKeptSettings } from './kept-settings';
import { createMediaFiles } from './media-files';
import { createFacilitySettingsRepository } from './repository';
import { createFacilityRouter } from './router';
import { facilitySeed } from './seed';
import { createFacilityService, type KeptFacility } from './service';

export interface FacilityNeeds {
  record: RecordActivity;
  /** The bays' table (the bays feature), saved with the settings. */
  bays: BayStore;
}

export function composeFacility(base: Base, needs: FacilityNeeds) {
  const { db, env, warn, transaction, now } = base;
  const settingsRelay = createChangeRelay(db, { channel: 'longwood_settings', warn });
  const keptSettings = createKeptSettings<KeptFacility>(settingsRelay);
  const facility = createFacilityService({
    repo: createFacilitySettingsRepository(db, { onChanged: keptSettings.forget }),
    kept: keptSettings,
    mediaFiles: createMediaFiles(env.FACILITY_MEDIA_DIR),
    seed: facilitySeed(env, warn),
    bays: needs.bays,
    transaction,
    record: needs.record,
    now,
  });
  return {
    services: { facility },
    routes: [createFacilityRouter(facility)],
    forgetKept: keptSettings.forget,
    close: async () => {
      keptSettings.close();
      await settingsRelay.close();
    },
    /** Drops the kept settings here and in every other process: a write to the bays' table changes them. */
    offers: { forgetSettings: keptSettings.forget },
  } satisfies ServerFeature;
}
