// The one error type of the API. Anything thrown as an AppError reaches the client as
// JSON `{ message, fieldErrors? }` with its status (see error-middleware.ts); anything else is a 500
// with a generic message, so internals never leak.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors): AppError =>
  new AppError(400, message, fieldErrors);

export const unauthorized = (message = 'You must be signed in to do that.'): AppError =>
  new AppError(401, message);

export const forbidden = (message = "You don't have permission to do that."): AppError =>
  new AppError(403, message);

export const notFound = (message = 'Not found.'): AppError => new AppError(404, message);

export const conflict = (message: string): AppError => new AppError(409, message);

export const tooManyRequests = (message: string): AppError => new AppError(429, message);

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
