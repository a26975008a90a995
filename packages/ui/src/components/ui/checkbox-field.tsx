// A checkbox, or an on/off switch, with its label and an optional description beside it: the one way to build one.
// Apart from form-field.tsx (which it shares the label's look with), so a page without one, such as /booking, does not
// load it (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { labelClass } from './form-field';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type' | 'role'
> {
  label: ReactNode;
  /** A line under the label, read with the control. */
  description?: ReactNode;
  /** Drawn and announced as an on/off switch instead of a box to tick. */
  asSwitch?: boolean;
  className?: string | undefined;
}

const boxClass =
  'mt-1 size-4 shrink-0 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';
/** The drawn switch (also SettingSwitch's). */
export const switchClass = cn(
  'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors',
  'checked:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
  'before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow',
  'before:transition-transform checked:before:translate-x-5',
);

/** A checkbox (or switch) with its label and an optional description beside it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, description, asSwitch, className, ...props },
  ref,
) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('grid grid-cols-[auto_1fr] items-start gap-x-3', className)}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        aria-describedby={description ? descriptionId : undefined}
        className={cn('row-span-2', asSwitch ? switchClass : boxClass)}
        {...props}
      />
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="col-start-2 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
    </div>
  );
});
