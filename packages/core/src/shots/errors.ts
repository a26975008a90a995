// The shots' error codes and their HTTP statuses, merged into the one table by errors.ts
// (docs/decisions/232-leagues-as-one-domain-module.md).
export const SHOT_ERROR_STATUS = {
  // A file no parser reads (shots/readers/), or one over the limits; storage the member has used up.
  SHOT_FILE_INVALID: 400,
  SHOT_STORAGE_FULL: 413,
  /** A bay's PC with an unknown or revoked device key (docs/decisions/240-bay-agent-and-device-keys.md). */
  BAY_KEY_INVALID: 401,
  /** A bay with as many open device keys as it may have (docs/decisions/504-bay-keys-capped-and-paged.md). */
  BAY_KEY_LIMIT: 409,
} as const satisfies Record<string, number>;
