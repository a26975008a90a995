// Building blocks of what people type: an e-mail address, a name's visible characters, a trimmed text, a form's
// message. Apart from common.ts (dates, times, ids), which every page with a schema loads, because only forms need
// them and /booking has none of these (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A trimmed e-mail address. `required` is used when the field is missing or empty. */
export function emailField(required: string = INVALID_EMAIL_MESSAGE) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(254, INVALID_EMAIL_MESSAGE)),
    z.email({ error: INVALID_EMAIL_MESSAGE }),
  );
}

/**
 * Control characters (C0/C1, CR/LF), format characters (bidirectional overrides and isolates, zero-width
 * spaces and joiners, soft hyphen, BOM), private-use and unassigned code points, line/paragraph separators:
 * none can be seen or typed on purpose in a name, and they let one name pose as another
 * (docs/decisions/162-input-hardening.md).
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
export const USERNAME_CHARACTERS_MESSAGE = 'Username contains characters that are not allowed';
export const NAME_CHARACTERS_MESSAGE = 'Name contains characters that are not allowed';

/** True when `value` has no control, bidirectional, invisible or unassigned characters. */
export function hasOnlyVisibleCharacters(value: string): boolean {
  return !UNSAFE_NAME_CHARACTERS.test(value);
}

/**
 * A trimmed text of `min` to `max` characters (names, phones). A missing or non-string value and a too-short one
 * get `minMessage`; a too-long one `maxMessage` (zod's own "Too big" text when none is given).
 */
export function trimmedTextField(min: number, max: number, minMessage: string, maxMessage?: string) {
  return z.string({ error: minMessage }).check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage));
}

/** A free-text message of a form (contact, membership request): trimmed, at most 5000 characters. */
export const formMessageField = z
  .string()
  .check(z.trim(), z.maxLength(5000, 'Message must be at most 5000 characters'));
