// The bays' table as a feature (docs/decisions/229-bays-as-facility-settings.md): the facility feature saves the
// bays with its settings through this repository, and the members' list of bays is answered here.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createSimulatorsRepository } from './repository';
import { createSimulatorsRouter } from './router';

export interface BaysNeeds {
  /** Drops the facility's kept settings, which carry the bays, in every process (the facility feature). */
  onChanged: () => void;
}

export function composeBays(base: Base, needs: BaysNeeds) {
  const simulators = createSimulatorsRepository(base.db, { onChanged: needs.onChanged });
  return { services: { simulators }, routes: [createSimulatorsRouter(simulators)] } satisfies ServerFeature;
}
