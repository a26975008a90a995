// Bay device keys as a feature (docs/decisions/240-bay-agent-and-device-keys.md): issued and revoked by admins, and
// checked on every request of a bay's PC (the shots feature's bay routes receive `authenticate`).
import type { FacilityBay } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import { createBayHealthRepository } from './health-repository';
import { createBayDevicesRepository } from './repository';
import { createBayDevicesRouter } from './router';
import { createBayDevicesService } from './service';

export interface BayDevicesNeeds {
  record: RecordActivity;
  /** The bays' table (the bays feature). */
  bays: { bays(): Promise<FacilityBay[]> };
}

export function composeBayDevices(base: Base, needs: BayDevicesNeeds) {
  const bayDevices = createBayDevicesService({
    repo: createBayDevicesRepository(base.db),
    health: createBayHealthRepository(base.db),
    transaction: base.transaction,
    record: needs.record,
    limiter: base.limiter,
    bays: () => needs.bays.bays(),
    maxOpenKeys: base.env.BAY_KEYS_PER_BAY,
    now: base.now,
  });
  return { services: { bayDevices }, routes: [createBayDevicesRouter(bayDevices)] } satisfies ServerFeature;
}
