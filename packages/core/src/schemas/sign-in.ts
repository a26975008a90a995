// What people send to sign in and register, and the rules of their fields (docs/requirements.md#validation): a
// person's name, a password, an account's phone. Apart from the user as the API returns it (user.ts), which every
// signed-in page loads with the session's routes, so /booking does not carry these
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { emailField, hasOnlyVisibleCharacters, NAME_CHARACTERS_MESSAGE, trimmedTextField } from './text-fields';

export const PERSON_NAME_MAX_LENGTH = 60;
export const PERSON_NAME_MAX_MESSAGE = `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`;

/**
 * The name a person goes by (docs/decisions/200-a-persons-display-name.md): optional, trimmed, at most 60
 * characters, with the username's character hygiene; '' means none (stored as NULL).
 */
export const personNameField = z
  .string({ error: 'Please enter a valid name' })
  .check(
    z.trim(),
    z.maxLength(PERSON_NAME_MAX_LENGTH, PERSON_NAME_MAX_MESSAGE),
    z.refine(hasOnlyVisibleCharacters, { error: NAME_CHARACTERS_MESSAGE }),
  );

export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
/**
 * A new password (registration, every reset) found in the list of the most common and breached passwords
 * (server-side: apps/server/src/features/auth/common-passwords.ts, docs/decisions/282-common-passwords-refused.md).
 * Not in the spec: its lengths stay as they are; this refuses only the guessable ones within them.
 */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common and easy to guess. Please choose a different one.';
const PHONE_MESSAGE = 'Please enter a valid phone number';

export const loginSchema = z.strictObject({
  username: z
    .string({ error: 'Username or email must be at least 3 characters' })
    .check(z.trim(), z.minLength(3, 'Username or email must be at least 3 characters')),
  password: z.string({ error: PASSWORD_MIN_MESSAGE }).check(z.minLength(6, PASSWORD_MIN_MESSAGE)),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z.string({ error: PASSWORD_MIN_MESSAGE }).check(
  z.minLength(6, PASSWORD_MIN_MESSAGE),
  // bcrypt only reads 72 bytes; a cap also keeps hashing cheap.
  z.maxLength(100, 'Password is too long'),
);
/**
 * The one phone rule of an account (registration, an admin adding a member): trimmed, 10 to 30 characters
 * ('Please enter a valid phone number'). `required` is the message for a missing or empty one.
 */
export function accountPhoneField(required: string = PHONE_MESSAGE) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required)),
    trimmedTextField(10, 30, PHONE_MESSAGE, PHONE_MESSAGE),
  );
}

/** POST /api/register body. email is the username copied by the client; name is optional. */
export const registerPayloadSchema = z.strictObject({
  username: emailField(),
  phone: accountPhoneField(),
  password: passwordField,
  email: emailField(),
  name: z.optional(personNameField),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;
