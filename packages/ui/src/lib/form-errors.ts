// Puts the server's field errors beside the fields (react-hook-form `setError`), the way the form's own
// validation does: the API answers `{ code, message, fieldErrors }`
// (docs/decisions/086-api-contract-and-error-codes.md), with fieldErrors keyed by the request's field names.
// Forms whose fields are named differently from the request pass `aliases` (register: the request's `email` is
// the form's `username`). The first placed field gets the focus. `showFormFailure` does that and says the failure
// in an error toast, as the forms do when a write is refused.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../components/ui/toast';
import { errorMessage, fieldErrorsOf } from './api-client';

/** Returns true when at least one message was placed beside a field. */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  aliases: Readonly<Record<string, Path<T>>> = {},
): boolean {
  const fields = new Set(Object.keys(form.getValues()));
  const placed = new Set<string>();
  for (const [serverField, messages] of Object.entries(fieldErrorsOf(error))) {
    const field = aliases[serverField] ?? serverField;
    const message = messages[0];
    if (!fields.has(field) || placed.has(field) || message === undefined) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
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
