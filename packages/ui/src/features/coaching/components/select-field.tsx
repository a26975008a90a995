import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled select with its message tied to it (aria-describedby / aria-invalid), like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, id, children, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const noteId = `${selectId}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'block h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm',
          'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...props}
      >
        {children}
      </select>
      {note ? (
        <p id={noteId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
          {note}
        </p>
      ) : null}
    </div>
  );
});
