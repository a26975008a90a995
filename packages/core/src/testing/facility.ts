// GET /api/facility's answer for screen tests: a fresh install's facts, with `changes` laid over them. Test support
// only (exported as '@longwood/core/testing').
import { FACILITY_DEFAULTS, publicFacilityOf, type PublicFacility } from '../schemas/facility';
import { FACILITY_MEDIA_DEFAULTS } from '../schemas/facility-media';

export function publicFacilityFixture(changes: Partial<PublicFacility> = {}): PublicFacility {
  return {
    ...publicFacilityOf({ ...FACILITY_DEFAULTS, version: 2 }, { ...FACILITY_MEDIA_DEFAULTS }, [
      { id: 1, name: 'Bay 1', open: true },
    ]),
    ...changes,
  };
}
