// Entrance keypad code: members read it, admins change it.
import { z } from '../zod';

export const KEYPAD_CODE_MAX_LENGTH = 6;

export const KEYPAD_MESSAGES = {
  /** A change to the code the door already opens with changes nothing, so it is refused. */
  sameAsCurrent: 'That is already the current code',
} as const;

/** POST /api/admin/keypad-code body: 1 to 6 keypad characters (keypads commonly use 4 to 6 digit codes). */
export const keypadCodeUpdateSchema = z.strictObject({
  code: z.string({ error: 'Keypad code is required' }).check(
    z.trim(),
    z.minLength(1, { error: 'Keypad code is required', abort: true }),
    z.maxLength(KEYPAD_CODE_MAX_LENGTH, 'Keypad code must be at most 6 characters'),
    // What the entrance keypad can type: its ten digits, * and # (docs/decisions/162-input-hardening.md).
    z.regex(/^[0-9*#]*$/, 'Keypad code may contain only digits, * and #'),
  ),
});
export type KeypadCodeUpdate = z.infer<typeof keypadCodeUpdateSchema>;

/** GET /api/member/keypad-code and GET /api/admin/keypad-code response; null when none was ever set. */
export const keypadCodeResponseSchema = z.object({ keypadCode: z.nullable(z.string()) });
export type KeypadCodeResponse = z.infer<typeof keypadCodeResponseSchema>;

/** POST /api/admin/keypad-code response. */
export const keypadCodeUpdatedSchema = z.extend(keypadCodeResponseSchema, { message: z.string() });
export type KeypadCodeUpdated = z.infer<typeof keypadCodeUpdatedSchema>;

/** GET /api/admin/keypad-code/history: who changed the code and when, newest first; codes masked. */
export const keypadHistoryEntrySchema = z.object({
  changedAt: z.string(),
  /** The admin's display name (personName); null when the code was seeded or the account was deleted. */
  changedBy: z.nullable(z.string()),
  /** Every character but the last hidden (maskKeypadCode). */
  maskedCode: z.string(),
});
export type KeypadHistoryEntry = z.infer<typeof keypadHistoryEntrySchema>;
export const keypadHistorySchema = z.array(keypadHistoryEntrySchema);
/** How many past changes the history shows. */
export const KEYPAD_HISTORY_LIMIT = 20;
