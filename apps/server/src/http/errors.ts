// The one error type of the API. An AppError is created from a code of core's error table (errors.ts there),
// which gives its HTTP status; it reaches the client as JSON `{ code, message, fieldErrors? }` (see
// error-middleware.ts). Anything else thrown is a 500 with a generic message, so internals never leak. A client tells
// a rate limit from a wrong password by the code (docs/decisions/086-api-contract-and-error-codes.md).
import { defaultErrorMessage, httpStatusOf, type ErrorCode, type FieldErrors } from '@longwood/core';

export type { FieldErrors };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors?: FieldErrors;
  /** When the client may try again (a limit's refusal): sent as `Retry-After`, in whole seconds. */
  readonly retryAfterSeconds?: number;

  /** `message` defaults to the code's default text (role denials, NOT_FOUND, ...). */
  constructor(
    code: ErrorCode,
    message: string = defaultErrorMessage(code),
    fieldErrors?: FieldErrors,
    options: { retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = httpStatusOf(code);
    if (fieldErrors) this.fieldErrors = fieldErrors;
    if (options.retryAfterMs !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterMs / 1000));
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
