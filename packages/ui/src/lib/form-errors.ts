// Puts the server's field errors beside the fields (react-hook-form `setError`), the way the form's own
// validation does: the API answers `{ code, message, fieldErrors }`
// (docs/decisions/086-api-contract-and-error-codes.md), with fieldErrors keyed by the request's field names.
// Forms whose fields are named differently from the request pass `aliases` (register: the request's `email` is
// the form's `username`). The first placed field gets the focus. `showFormFailure` does that and says the failure
// in an error toast, as the forms do when a write is refused.
// Grid forms (a list of rows edited at once, `useFieldArray`) are the same form way: the server names a row's field
// by its path ('bays.1.name') and the message lands beside that row's field; a message about the whole list ('bays')
// lands on the list (`bays.root`, where react-hook-form and the zod resolver keep a list's own message), shown by
// `listError` (docs/decisions/198-form-fields-one-way.md).
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../components/ui/toast';
import { errorMessage, fieldErrorsOf } from './api-client';

/** True when the form has a field (or a list, or a row) at the dotted `path`, even one whose value is unset. */
function hasPath(values: unknown, path: string): boolean {
  let at = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** What is at the dotted `path` of the form's values or errors (undefined when nothing is). */
function valueAt(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Returns true when at least one message was placed beside a field. */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  const values = form.getValues();
  const placed = new Set<string>();
  for (const [serverField, messages] of Object.entries(fieldErrorsOf(error))) {
    const named = aliases[serverField] ?? serverField;
    const value = valueAt(values, named);
    // A list's own message goes on the list; a field that the form does not have is left to the toast.
    const field = Array.isArray(value) ? `${named}.root` : named;
    const message = messages[0];
    if (!hasPath(values, named) || placed.has(field) || message === undefined) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
}

/** A grid form's message about its whole list (`name.root`, from core's schema or the server), if any. */
export function listError<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  const error = valueAt(errors, name) as { root?: { message?: string }; message?: string } | undefined;
  return error?.root?.message ?? error?.message;
}

/** A refused write: the server's field errors beside the fields, and the failure in an error toast titled `title`. */
export function showFormFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  title: string,
  fallback?: string,
  aliases?: Readonly<Record<string, Path<T>>>,
): void {
  showServerFieldErrors(form, error, aliases);
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
