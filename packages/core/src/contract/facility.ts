// The facility's slice of the API contract: its public details, settings, bays and media.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import { facilitySettingsPatchSchema, facilitySettingsSchema, publicFacilitySchema } from '../schemas/facility';
import { facilityMediaSchema, MAX_VIDEO_BYTES } from '../schemas/facility-media';

/**
 * The facility's own facts, kept by its admins (docs/decisions/228-facility-settings-in-the-database.md): anyone
 * reads the public part; admins read and change every field.
 */
export const facility = {
  /** Public facts, media, bays and booking rules; answered with the version as its ETag (304 when unchanged). */
  current: defineRoute({
    method: 'GET',
    path: '/api/facility',
    access: 'public',
    response: publicFacilitySchema,
    status: OK,
  }),
  adminSettings: defineRoute({
    method: 'GET',
    path: '/api/admin/facility-settings',
    access: 'admin:facility',
    response: facilitySettingsSchema,
    status: OK,
  }),
  /** Any of the fields; a save against an older `version` than the stored one is refused (STALE_VERSION, 409). */
  adminUpdate: defineRoute({
    method: 'PATCH',
    path: '/api/admin/facility-settings',
    access: 'admin:facility',
    body: facilitySettingsPatchSchema,
    response: facilitySettingsSchema,
    status: OK,
  }),
  /**
   * Replaces one of the landing page's media (`slot`: heroVideo, heroPoster, aboutImageSimulator,
   * aboutImageFitness) with the uploaded `file` (docs/decisions/230-more-facility-settings.md); answers the media.
   */
  uploadMedia: defineRoute({
    method: 'POST',
    path: '/api/admin/facility-media/:slot',
    access: 'admin:facility',
    textParams: ['slot'],
    consumes: {
      type: 'multipart/form-data',
      maxFiles: 1,
      maxFileBytes: MAX_VIDEO_BYTES,
      tooLargeCode: 'VALIDATION_FAILED',
    },
    response: facilityMediaSchema,
    status: OK,
  }),
  /** Puts the shipped file back in `slot`; answers the media. */
  resetMedia: defineRoute({
    method: 'DELETE',
    path: '/api/admin/facility-media/:slot',
    access: 'admin:facility',
    textParams: ['slot'],
    response: facilityMediaSchema,
    status: OK,
  }),
} as const;
