// A fresh install's facility settings from the environment (the offer's price and value have no variable: they
// start from the defaults) (docs/decisions/228-facility-settings-in-the-database.md):
// the VITE_* facts the web build was once configured with seed the settings row when it is first made, and are not
// read again. Only values that differ from the defaults are stored (the rest follow the defaults); a value the
// settings would refuse is left out with a warning, so a typo never stops the server.
import { FACILITY_DEFAULTS, facilityFactsSchema, type FacilityFacts } from '@longwood/core';
import type { Env } from '../../env';

const SOURCES = {
  name: 'VITE_FACILITY_NAME',
  street: 'VITE_FACILITY_STREET',
  city: 'VITE_FACILITY_CITY',
  region: 'VITE_FACILITY_REGION',
  postalCode: 'VITE_FACILITY_POSTAL_CODE',
  phone: 'VITE_FACILITY_PHONE',
  email: 'VITE_FACILITY_EMAIL',
  memberHours: 'VITE_FACILITY_MEMBER_HOURS',
  physicalTherapist: 'VITE_PHYSICAL_THERAPIST_NAME',
  facebookUrl: 'VITE_SOCIAL_FACEBOOK_URL',
  instagramUrl: 'VITE_SOCIAL_INSTAGRAM_URL',
  xUrl: 'VITE_SOCIAL_X_URL',
  youtubeUrl: 'VITE_SOCIAL_YOUTUBE_URL',
} as const satisfies Partial<Record<keyof FacilityFacts, keyof Env>>;

/** The variables that seed the settings. */
type SeedEnv = Pick<Env, (typeof SOURCES)[keyof typeof SOURCES]>;

export function facilitySeed(env: SeedEnv, warn: (line: string) => void): Partial<FacilityFacts> {
  const seed: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(SOURCES) as [keyof FacilityFacts, keyof SeedEnv][]) {
    const value = env[key];
    if (value === FACILITY_DEFAULTS[field]) continue;
    const checked = facilityFactsSchema.shape[field].safeParse(value);
    if (checked.success) seed[field] = checked.data;
    else warn(`[facility] ${key} is not used: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  }
  return seed;
}
