// The API's error codes and the ONE table that turns a code into an HTTP status (cal.com's errorCodes +
// getHttpStatusCode). Rules and services name what went wrong with a code; the server's AppError takes its
// status from this table; clients read `code` to react (e.g. RATE_LIMITED, field errors on VALIDATION_FAILED)
// and show `message`, which keeps the exact texts of the product's requirements.
// Error body on the wire: { code, message, fieldErrors? } (docs/decisions/086-api-contract-and-error-codes.md).
// A domain module's own codes are in its folder (leagues/errors.ts, shots/errors.ts, payments/errors.ts), merged here.
import { z } from './zod';
import { LEAGUE_ERROR_STATUS } from './leagues/errors';
import { SHOT_ERROR_STATUS } from './shots/errors';
import { PAYMENT_ERROR_STATUS } from './payments/errors';

export const ERROR_STATUS = {
  // The request itself is wrong.
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Who is asking (the role policy, policy.ts).
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  MEMBERS_ONLY: 403,
  COACHES_ONLY: 403,
  STAFF_ONLY: 403,
  ADMINS_ONLY: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_OWNER: 403,
  PROTECTED_ADMIN: 403,
  /**
   * An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md): the sign-in's
   * password was right and a code is needed; the code was wrong or used already; the sign-in's second step came too
   * late; granting admin or changing the keypad code by an admin without a second factor, or without a fresh
   * re-authentication.
   */
  SECOND_FACTOR_REQUIRED: 401,
  SECOND_FACTOR_INVALID: 401,
  SECOND_FACTOR_EXPIRED: 401,
  SECOND_FACTOR_NOT_ENROLLED: 403,
  REAUTHENTICATION_REQUIRED: 403,
  /** Front-desk staff outside staffed hours, 8am-8pm (docs/requirements.md#roles). */
  FRONT_DESK_CLOSED: 403,
  // What is asked for.
  NOT_FOUND: 404,
  /** An event stream asked for by a client that does not accept text/event-stream. */
  NOT_ACCEPTABLE: 406,
  ACCOUNT_TAKEN: 409,
  ALREADY_MEMBER: 409,
  NOT_A_MEMBER: 409,
  /** A save made against an older version of what it changes (the facility's settings): reload and redo. */
  STALE_VERSION: 409,
  /** A write's Idempotency-Key whose first request is still running (docs/decisions/280-idempotency-keys.md). */
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /**
   * A repeat of a write whose answer held a one-time secret (a bay's key, recovery codes): the secret was handed out
   * once and is not kept (docs/decisions/500-one-time-secrets-never-replayed.md).
   */
  ALREADY_ISSUED: 409,
  // Bookings (rules/booking.ts).
  BOOKING_INVALID: 400,
  BOOKING_OUTSIDE_WINDOW: 422,
  BOOKING_IN_PAST: 422,
  BOOKING_LEAGUE_SESSION: 409,
  BOOKING_FULL: 409,
  BOOKING_DAILY_CAP: 409,
  /** The bay asked for is retired: it keeps its bookings but takes no new ones. */
  BOOKING_BAY_RETIRED: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  /** Staff edit only member and staff bookings here; leagues, lessons and walk-ins are changed where made. */
  BOOKING_NOT_MEMBER_KIND: 409,
  BOOKINGS_BUSY: 503,
  /** "Notify me" asked for a slot that can be booked right now: the member books it instead. */
  WAITLIST_SLOT_FREE: 409,
  /** Check-in outside its window, or of a league reservation (rules/front-desk.ts). */
  ARRIVAL_NOT_ALLOWED: 409,
  /** A no-show mark on what cannot be one: not a member's booking made ahead, not started, or checked in. */
  NO_SHOW_NOT_ALLOWED: 409,
  // Lessons (rules/lesson.ts).
  LESSON_TOO_SOON: 422,
  COACH_UNAVAILABLE: 409,
  LESSON_NOT_CANCELLABLE: 409,
  LESSON_NOT_STARTED: 409,
  COACH_HAS_LESSONS: 409,
  ...SHOT_ERROR_STATUS,
  ...LEAGUE_ERROR_STATUS,
  ...PAYMENT_ERROR_STATUS,
  // Password reset.
  RESET_CODE_INVALID: 400,
  RESET_LINK_INVALID: 400,
  /** An e-mail verification link that is forged, ran out, or was sent for an address the account no longer has. */
  VERIFICATION_LINK_INVALID: 400,
  // Limits and failures.
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The database (or the session store on it) cannot answer right now; the answer carries Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The HTTP status of an error code (getHttpStatusCode). */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/**
 * Messages for codes that are raised without a text of their own (role guards, generic failures). Codes that
 * carry a rule's or a feature's own sentence (BOOKING_*, RESET_*, ...) are always raised with that sentence.
 */
export const DEFAULT_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Invalid request.',
  INVALID_JSON: 'The request body is not valid JSON.',
  MALFORMED_REQUEST: 'The request could not be processed.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request could not be processed.',
  NOT_SIGNED_IN: 'You must be signed in to do that.',
  FORBIDDEN: "You don't have permission to do that.",
  MEMBERS_ONLY: 'This is available to members only.',
  COACHES_ONLY: "You don't have permission to do that. Coaches and administrators only.",
  STAFF_ONLY: "You don't have permission to do that. Front desk staff and administrators only.",
  ADMINS_ONLY: "You don't have permission to do that. Administrators only.",
  LEAGUE_ORGANISERS_ONLY: "You don't have permission to do that. This league's organisers and administrators only.",
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed.',
  FRONT_DESK_CLOSED: 'The front desk is closed. Staff hours are 8:00 AM to 8:00 PM.',
  NOT_FOUND: 'Not found.',
  NOT_ACCEPTABLE: 'This address sends server-sent events: ask for text/event-stream.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
};

/** The message to send for `code` when the raiser gave none. */
export function defaultErrorMessage(code: ErrorCode): string {
  return DEFAULT_ERROR_MESSAGES[code] ?? 'The request could not be completed.';
}

/** Field path (dotted, `_root` for the whole body) → messages, first one shown beside the field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every non-2xx API answer. */
export const apiErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  fieldErrors: z.optional(fieldErrorsSchema),
  /** On 5xx answers: the X-Request-Id of the request, so a member's report can be traced in the logs. */
  requestId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
