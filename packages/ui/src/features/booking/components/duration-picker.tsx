import { DURATION_OPTIONS_MINUTES, durationLabel } from '@longwood/core';
import { cn } from '../../../lib/cn';

/** 0.5 .. 4 hours in half-hour steps, as a group of toggle buttons. */
export function DurationPicker({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Duration</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {DURATION_OPTIONS_MINUTES.map((minutes) => {
          const selected = minutes === value;
          return (
            <button
              key={minutes}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(minutes)}
              className={cn(
                'h-10 rounded-md border text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                selected
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-emerald-600',
              )}
            >
              {durationLabel(minutes, 'short')}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
