import { useId } from 'react';
import { DURATION_OPTIONS_MINUTES, durationLabel } from '@longwood/core';
import { cn } from '../../../lib/cn';

export interface DurationPickerProps {
  value: number;
  onChange: (minutes: number) => void;
  /**
   * What the member may still book on the day under the 4-hour cap; undefined while the day is unknown. Longer
   * durations are disabled, and the buttons say why (docs/decisions/130-booking-page-shows-the-day.md).
   */
  minutesLeft?: number | undefined;
  /**
   * The day is being read: the note's line says so until minutesLeft comes. In a centred dialog a note appearing
   * under the buttons moves them up, under a pointer pressing one of them, and the press is lost.
   */
  checking?: boolean | undefined;
}

/** The note at the duration buttons about the member's remaining daily time. */
export function dailyTimeNote(minutesLeft: number): string {
  return minutesLeft > 0
    ? `You can book ${durationLabel(minutesLeft)} more on this day.`
    : 'You have reached the 4-hour daily limit on this day.';
}

/** 0.5 .. 4 hours in half-hour steps, as a group of toggle buttons. */
export function DurationPicker({ value, onChange, minutesLeft, checking }: DurationPickerProps) {
  const noteId = useId();
  const limited =
    minutesLeft !== undefined && minutesLeft < DURATION_OPTIONS_MINUTES[DURATION_OPTIONS_MINUTES.length - 1]!;
  const noted = minutesLeft !== undefined || checking === true;
  return (
    <fieldset aria-describedby={noted ? noteId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Duration</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {DURATION_OPTIONS_MINUTES.map((minutes) => {
          const selected = minutes === value;
          const fits = minutesLeft === undefined || minutes <= minutesLeft;
          return (
            <button
              key={minutes}
              type="button"
              aria-pressed={selected && fits}
              disabled={!fits}
              onClick={() => onChange(minutes)}
              className={cn(
                'focus-ring h-10 rounded-md border text-sm font-medium transition-colors',
                !fits
                  ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through'
                  : selected
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-emerald-600',
              )}
            >
              {durationLabel(minutes, 'short')}
            </button>
          );
        })}
      </div>
      {noted ? (
        <p
          id={noteId}
          data-testid="daily-time-note"
          className={cn('mt-2 text-sm', minutesLeft === 0 ? 'font-medium text-amber-800' : 'text-slate-600')}
        >
          {minutesLeft === undefined ? 'Checking your time left on this day...' : dailyTimeNote(minutesLeft)}
          {limited && minutesLeft > 0 ? ' Longer sessions are not available.' : ''}
        </p>
      ) : null}
    </fieldset>
  );
}
