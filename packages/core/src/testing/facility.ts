// GET /api/facility's answer for screen tests: a fresh install's facts, with `changes` laid over them. Test support
// only (exported as '@longwood/core/testing').
import { FACILITY_DEFAULTS, socialLinksOf, type PublicFacility } from '../schemas/facility';
import { FACILITY_MEDIA_DEFAULTS } from '../schemas/facility-media';

export function publicFacilityFixture(changes: Partial<PublicFacility> = {}): PublicFacility {
  const { facebookUrl, instagramUrl, xUrl, youtubeUrl, dailyCapHours, bookingWindowDays, ...facts } = FACILITY_DEFAULTS;
  return {
    ...facts,
    version: 2,
    social: socialLinksOf({ facebookUrl, instagramUrl, xUrl, youtubeUrl }),
    media: { ...FACILITY_MEDIA_DEFAULTS },
    bays: [{ id: 1, name: 'Bay 1' }],
    rules: { dailyCapHours, bookingWindowDays, staffedHours: { opens: '08:00', closes: '20:00' } },
    ...changes,
  };
}
