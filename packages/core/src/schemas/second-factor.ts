// An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): a TOTP authenticator
// app (RFC 6238) with single-use recovery codes, asked for at sign-in once enrolled and, with the password, before
// granting admin access or changing the keypad code.
import { z } from '../zod';
import { oneTimeSecret } from '../one-time-secret';

/** How long a re-authentication lets an admin grant admin access or change the keypad code. */
export const REAUTH_FRESH_MINUTES = 10;
/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Password is incorrect',
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  signInExpired: 'Your sign-in took too long. Please enter your password again.',
  notEnrolled:
    'Set up two-step sign-in on your account page first: it is needed to grant admin access or change the keypad code.',
  reauthNeeded: 'Confirm your password and a code from your authenticator app to do this.',
  noEnrolmentStarted: 'Start the set-up again: no authenticator was waiting to be confirmed.',
  alreadyEnrolled: 'Two-step sign-in is already set up for your account.',
} as const;

/** A code as typed: the app's six digits, or a recovery code (spaces and dashes are ignored by the server). */
const codeField = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .check(
    z.trim(),
    z.minLength(6, { error: SECOND_FACTOR_MESSAGES.codeRequired, abort: true }),
    z.maxLength(24, SECOND_FACTOR_MESSAGES.codeWrong),
    z.regex(/^[0-9A-Za-z -]*$/, SECOND_FACTOR_MESSAGES.codeWrong),
  );
const passwordField = z
  .string({ error: SECOND_FACTOR_MESSAGES.passwordRequired })
  .check(
    z.minLength(1, SECOND_FACTOR_MESSAGES.passwordRequired),
    z.maxLength(100, SECOND_FACTOR_MESSAGES.passwordWrong),
  );

/** POST /api/login/second-factor and POST /api/user/second-factor/confirm. */
export const secondFactorCodeSchema = z.strictObject({ code: codeField });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/** POST /api/user/second-factor/enrolment: the password again, so a borrowed session cannot enrol its own phone. */
export const secondFactorEnrolSchema = z.strictObject({ password: passwordField });
export type SecondFactorEnrol = z.infer<typeof secondFactorEnrolSchema>;

/** POST /api/user/reauthenticate: the password and a fresh code. */
export const reauthenticateSchema = z.strictObject({ password: passwordField, code: codeField });
export type Reauthenticate = z.infer<typeof reauthenticateSchema>;

/** The enrolment's secret, shown once: as text to type, as an otpauth:// address and as a QR code of it. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, as authenticator apps take it typed in. */
  secret: oneTimeSecret(z.string()),
  /** otpauth://totp/… (Key URI format) */
  uri: oneTimeSecret(z.string()),
  /** The address as a QR code: an SVG image as a data: URL. */
  qrCode: oneTimeSecret(z.string()),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** The recovery codes, shown once when the enrolment is confirmed. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: oneTimeSecret(z.array(z.string())),
  message: z.string(),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/user/second-factor */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** ISO instant until which granting admin or changing the keypad code needs no re-authentication; null if none. */
  reauthenticatedUntil: z.nullable(z.string()),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/user/reauthenticate answer. */
export const reauthenticatedSchema = z.object({ reauthenticatedUntil: z.string(), message: z.string() });
export type Reauthenticated = z.infer<typeof reauthenticatedSchema>;
