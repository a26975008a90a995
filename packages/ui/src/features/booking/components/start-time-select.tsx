import { useId } from 'react';
import type { SlotOption } from '@longwood/core';
import { TIME_ZONE_LABEL } from '../../../lib/format';
import { slotLabel } from '../lib/slot-label';

export interface StartTimeSelectProps {
  slots: SlotOption[];
  value: string;
  onChange: (startTime: string) => void;
  disabled?: boolean;
}

/**
 * Starting-time dropdown. A native select: on phones it opens the platform picker, and disabled options
 * (full, league, over the daily cap) stay visible with their reason.
 */
export function StartTimeSelect({ slots, value, onChange, disabled }: StartTimeSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Starting Time ({TIME_ZONE_LABEL})
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 disabled:bg-slate-100"
      >
        <option value="">{slots.length === 0 ? 'No start times left on this day' : 'Select a start time'}</option>
        {slots.map((slot) => (
          <option key={slot.startTime} value={slot.startTime} disabled={!slot.available}>
            {slotLabel(slot)}
          </option>
        ))}
      </select>
    </div>
  );
}
