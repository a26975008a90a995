// The fields and the foot that every staff form booking a bay shares (Booking Management's dialog, the desk's walk-in
// form, the free demo's dialog, docs/decisions/263-the-free-demo-as-a-guest-booking.md): the start times left on a
// day, the duration, the bay preference with "First free bay", and a dialog form's refusal and buttons.
import { ALL_START_TIMES, isPastStart } from '@longwood/core';
import { useEffect } from 'react';
import { DURATION_OPTIONS, bayOptions } from '../lib/booking-choices';
import { formatTime } from '../lib/format';
import { FormButtons } from './ui/form-dialog';
import { SelectField, type SelectFieldProps } from './ui/form-field';

/** The starts of `date` not yet past at `now` (facility clock); none on a past day. */
export function upcomingStarts(date: string, now: Date): string[] {
  return ALL_START_TIMES.filter((start) => !isPastStart(date, start, now));
}

/**
 * The start times a form offers on `date` (with `kept`, a booking's own start, even when past), and the start it
 * shows: the chosen one while offered, else the first offered, which is written back to the form (a start the clock
 * or a new date left behind gives way).
 */
export function useOfferedStart({
  date,
  chosen,
  now,
  kept,
  setStart,
}: {
  date: string;
  chosen: string;
  now: Date;
  kept?: string | undefined;
  setStart: (start: string) => void;
}): { starts: string[]; startTime: string } {
  const starts = upcomingStarts(date, now);
  if (kept && !starts.includes(kept)) starts.unshift(kept);
  const startTime = starts.includes(chosen) ? chosen : (starts[0] ?? '');
  useEffect(() => {
    if (startTime !== chosen) setStart(startTime);
  }, [startTime, chosen, setStart]);
  return { starts, startTime };
}

/** 'Start time': the starts offered, or a word that there are none left that day. */
export function StartTimeField({
  starts,
  ...props
}: Omit<SelectFieldProps, 'label' | 'options'> & { starts: string[] }) {
  return (
    <SelectField label="Start time" options={starts.map((t) => ({ value: t, label: formatTime(t) }))} {...props}>
      {starts.length === 0 ? <option value="">No start times left on this day</option> : null}
    </SelectField>
  );
}

/** 'Duration': half an hour to four hours. */
export function DurationField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  return <SelectField label="Duration" options={DURATION_OPTIONS} {...props} />;
}

/** 'Bay': the open bays, or (the empty value) the first free one, which the server chooses. */
export function BayPreferenceField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  return (
    <SelectField label="Bay" options={bayOptions()} {...props}>
      <option value="">First free bay</option>
    </SelectField>
  );
}

/** A dialog form's foot: the refusal (once, beside the form it is about), Cancel and the submit button. */
export function DialogFormFoot({
  problem,
  busy,
  onCancel,
  submitLabel,
  busyLabel,
}: {
  problem: string | undefined;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <FormButtons busy={busy} onCancel={onCancel} submitLabel={submitLabel} busyLabel={busyLabel} />
    </>
  );
}
