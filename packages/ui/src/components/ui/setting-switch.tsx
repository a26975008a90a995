// An on/off switch that saves its value at once (a person's reminder e-mails, a user's roles, a request's "became
// member"): the one way to draw one. It shows the value being saved (the caller passes the mutation's variables while
// it runs), is locked and says "Saving…" until the server answers, and a refused save leaves it as it was (the caller
// saves with useToastedMutation, whose toast says why: CHOICE_NOT_SAVED for a person's own choice). The input sits
// inside its label, so a click on the track or the words turns it. A switch inside a form is a CheckboxField.
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { switchClass } from './checkbox-field';

export interface SettingSwitchProps {
  label: ReactNode;
  /** Heard after the label, not seen: whose switch it is in a list ("for jane@example.com"). */
  labelFor?: string;
  /** A line under the label, read with the switch. */
  description?: ReactNode;
  /** Why the switch is disabled, under it and read with it. */
  note?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The value is still being read. */
  loading?: boolean;
  /** A change is being saved. */
  saving?: boolean;
  disabled?: boolean;
  className?: string;
}

export function SettingSwitch({
  label,
  labelFor,
  description,
  note,
  checked,
  onCheckedChange,
  loading = false,
  saving = false,
  disabled = false,
  className,
}: SettingSwitchProps) {
  const id = useId();
  const described = [description ? `${id}-description` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <label className="inline-flex cursor-pointer items-start gap-3 has-[:disabled]:cursor-not-allowed">
          <input
            type="checkbox"
            role="switch"
            className={cn(switchClass, 'disabled:opacity-50')}
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            disabled={disabled || loading || saving}
            aria-busy={loading || saving || undefined}
            aria-describedby={described || undefined}
          />
          <span className="pt-0.5 text-sm font-medium text-slate-800">
            {label}
            {labelFor ? (
              <>
                {' '}
                <span className="sr-only">for {labelFor}</span>
              </>
            ) : null}
          </span>
        </label>
        {saving ? <span className="pt-1 text-xs text-slate-500">Saving…</span> : null}
      </div>
      {description ? (
        <p id={`${id}-description`} className="pl-14 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="max-w-48 text-xs text-slate-500">
          {note}
        </p>
      ) : null}
    </div>
  );
}
