// Turns a zod error into the API's 400 VALIDATION_FAILED. The message is the first issue's own text (the exact
// docs/requirements.md#validation wording from @longwood/core), so a client that only shows `message` still shows the right words, and
// `fieldErrors` lets forms put each message beside its field.
import type { $ZodError } from 'zod/v4/core';
import { AppError, type FieldErrors } from './errors';

export function zodToAppError(error: $ZodError): AppError {
  // Prototype-free: a body key named "constructor" or "__proto__" must be a plain entry, not Object's member
  // (`fieldErrors.constructor ??= []` on a {} literal found a function and answered 500).
  const fieldErrors: FieldErrors = Object.create(null) as FieldErrors;
  let firstMessage: string | undefined;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path.map(String), key].join('.');
        const text = `Unknown field "${key}"`;
        (fieldErrors[path] ??= []).push(text);
        firstMessage ??= text;
      }
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '_root';
    (fieldErrors[path] ??= []).push(issue.message);
    firstMessage ??= issue.message;
  }
  return new AppError('VALIDATION_FAILED', firstMessage, fieldErrors);
}
