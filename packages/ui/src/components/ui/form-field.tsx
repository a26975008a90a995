// The one way to build a form field: a visible label tied to its control, and the field's message (the
// validation or server error, else a hint) under it and read with it (aria-describedby, aria-invalid). Every
// control has the same look and the same focus ring, solid enough to see on white. Forms with react-hook-form
// spread `registerField(form, name)` into a field: the registration and the field's error in one.
// A checkbox or switch, labelled beside it, is checkbox-field.tsx.
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../../lib/cn';

/**
 * The error of a field by its dotted name ('teams.0.name'), as react-hook-form keeps it. Types only from react-hook-form: a runtime import would
 * pull the library into every page with a field (/booking's start-time list; decision 158's budget).
 */
function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: string): FieldError | undefined {
  let at: unknown = errors;
  for (const key of name.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at as FieldError | undefined;
}

/** The look of every text box, select and text area, at the caller's size (text areas grow with their rows). */
export function controlClass(size: string, invalid?: boolean): string {
  return cn(
    size,
    'rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm',
    'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600',
    'disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-500' : 'border-slate-300',
  );
}

/** The label of every field (checkbox-field.tsx's too). */
export const labelClass = 'block text-sm font-medium text-slate-800';
const fieldControlClass = (error: string | undefined, height = 'h-10') =>
  controlClass(`block w-full ${height}`, Boolean(error));

/** What FormField hands its control so the label, the message and the control agree. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The field's error; shown instead of the hint while there is one. */
  error?: string | undefined;
  hint?: ReactNode;
  /** 'row': the label beside a short control from the small breakpoint up (a sheet of scores). */
  layout?: 'stacked' | 'row';
  id?: string | undefined;
  className?: string | undefined;
}

/** Label, control and message of every field below (export it when a new kind of control needs one). */
function FormField({
  label,
  error,
  hint,
  layout = 'stacked',
  id,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const noteId = `${controlId}-note`;
  const note = error ?? hint;
  const control = children({
    id: controlId,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(note ? { 'aria-describedby': noteId } : {}),
  });
  const message = note ? (
    <p id={noteId} className={cn('text-sm', error ? 'text-red-600' : 'text-slate-500')}>
      {note}
    </p>
  ) : null;
  if (layout === 'row') {
    return (
      <div className={cn('flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between', className)}>
        <label htmlFor={controlId} className={cn(labelClass, 'sm:pt-2.5')}>
          {label}
        </label>
        <div className="space-y-1 sm:w-32">
          {control}
          {message}
        </div>
      </div>
    );
  }
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {control}
      {message}
    </div>
  );
}

/** Makes a labelled field of a control: FormField's id and message, the one look, then the caller's props. */
function labelledControl<E extends HTMLElement, P extends object>(
  name: string,
  renderControl: (control: FieldControlProps & { ref: Ref<E>; className: string }, props: P) => ReactNode,
  height = 'h-10',
) {
  const Field = forwardRef<E, FieldProps & P>(function Field(
    { label, error, hint, layout, id, className, ...props },
    ref,
  ) {
    return (
      <FormField label={label} error={error} hint={hint} layout={layout} id={id} className={className}>
        {(control) => renderControl({ ...control, ref, className: fieldControlClass(error, height) }, props as P)}
      </FormField>
    );
  });
  Field.displayName = name;
  return Field;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;
export type TextFieldProps = FieldProps & InputProps;

/** A labelled input: text, e-mail, password, phone, date, number. */
export const TextField = labelledControl<HTMLInputElement, InputProps>('TextField', (control, props) => (
  <input {...control} {...props} />
));

/**
 * A labelled amount in dollars, typed as text ('25', '25.50'): the decimal keyboard and no autofill. The form reads it
 * with core's dollarsToCents and says what it refuses beside the field.
 */
export const AmountField = forwardRef<HTMLInputElement, TextFieldProps>(function AmountField(props, ref) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} ref={ref} />;
});

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled search box that reports what is typed as it is typed. */
export function SearchField({ onValueChange, ...props }: SearchFieldProps) {
  return <TextField type="search" onChange={(event) => onValueChange(event.target.value)} {...props} />;
}

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  /** Listed after `children` (which hold any leading choice such as 'Select a member'). */
  options?: readonly SelectOption[];
};
export type SelectFieldProps = FieldProps & SelectProps;

/** A labelled native select (on phones it opens the platform's picker). */
export const SelectField = labelledControl<HTMLSelectElement, SelectProps>(
  'SelectField',
  (control, { options = [], children, ...props }) => (
    <select {...control} {...props}>
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  ),
);

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export const TextAreaField = labelledControl<HTMLTextAreaElement, TextAreaProps>(
  'TextAreaField',
  (control, props) => <textarea {...control} {...props} />,
  'py-2',
);

/**
 * A react-hook-form field's registration and its message (the form's own validation or a server error placed
 * by `showServerFieldErrors`), to spread into TextField, SelectField or TextAreaField.
 */
export function registerField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error = fieldError(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}
