// One labelled on/off switch of a user's flag (Ark UI Switch). The accessible name names the user
// ("Member for jane@example.com") so a screen reader moving through the table knows whose switch it is.
import { Switch } from '@ark-ui/react/switch';
import { useId, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';

export interface FlagSwitchProps {
  label: string;
  userLabel: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
  /** Why the switch is disabled, shown under it and read with it. */
  note?: string | undefined;
}

export function FlagSwitch({ label, userLabel, checked, onCheckedChange, disabled, busy, note }: FlagSwitchProps) {
  const noteId = useId();
  // The switch is controlled: a click the parent does not (yet) accept — a confirmation still open, a
  // refused save — leaves the prop unchanged, and Ark then never resets the native checkbox the browser
  // already flipped, so assistive tech would read the wrong state. Re-align it after every render.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (inputRef.current && inputRef.current.checked !== checked) inputRef.current.checked = checked;
  });
  return (
    <div className="flex flex-col gap-1">
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked)}
        disabled={disabled || busy}
        className="group inline-flex cursor-pointer items-center gap-2 data-[disabled]:cursor-not-allowed"
      >
        <Switch.Control
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors',
            'data-[state=checked]:bg-emerald-600 data-[disabled]:opacity-50',
            'group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2',
            'group-has-[input:focus-visible]:outline-emerald-600',
          )}
        >
          <Switch.Thumb className="size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Control>
        <Switch.Label className="text-sm text-slate-700">
          {label} <span className="sr-only">for {userLabel}</span>
        </Switch.Label>
        <Switch.HiddenInput
          ref={inputRef}
          role="switch"
          aria-describedby={note ? noteId : undefined}
          aria-busy={busy || undefined}
        />
        {busy ? <span className="text-xs text-slate-500">Saving…</span> : null}
      </Switch.Root>
      {note ? (
        <p id={noteId} className="max-w-48 text-xs text-slate-500">
          {note}
        </p>
      ) : null}
    </div>
  );
}
