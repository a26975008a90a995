// The shots' error codes and their HTTP statuses, merged into the one table by errors.ts
// (docs/decisions/232-leagues-as-one-domain-module.md).
export const SHOT_ERROR_STATUS = {
  // A file no parser reads (shots/parse.ts), or one over the limits; storage the member has used up.
  SHOT_FILE_INVALID: 400,
  SHOT_STORAGE_FULL: 413,
} as const satisfies Record<string, number>;
