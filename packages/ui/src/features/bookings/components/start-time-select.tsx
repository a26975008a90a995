import type { SlotOption } from '@longwood/core';
import { SelectField } from '../../../components/ui/form-field';
import { facilityZoneLabel } from '../../../lib/format';
import { slotLabel } from '../lib/slot-label';

export interface StartTimeSelectProps {
  /** The day the times are on ('yyyy-MM-dd'): its zone labels the list (EST, or EDT in summer). */
  date: string;
  slots: SlotOption[];
  value: string;
  onChange: (startTime: string) => void;
  disabled?: boolean;
  /** The day is still loading: the list stands disabled in its place, saying so. */
  loading?: boolean;
}

/**
 * Starting-time dropdown. A native select: on phones it opens the platform picker, and disabled options
 * (full, league, over the daily cap) stay visible with their reason.
 */
export function StartTimeSelect({ date, slots, value, onChange, disabled, loading }: StartTimeSelectProps) {
  const empty = loading
    ? 'Loading available times...'
    : slots.length === 0
      ? 'No start times left on this day'
      : 'Select a start time';
  return (
    <SelectField
      label={`Starting Time (${facilityZoneLabel(date)})`}
      value={value}
      disabled={disabled}
      aria-busy={loading || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{empty}</option>
      {slots.map((slot) => (
        <option key={slot.startTime} value={slot.startTime} disabled={!slot.available}>
          {slotLabel(slot)}
        </option>
      ))}
    </SelectField>
  );
}
