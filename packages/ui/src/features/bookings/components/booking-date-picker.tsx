// Inline calendar limited to min .. max (facility dates; docs/decisions/157-own-dialog-and-date-grid.md): one month
// as a grid with one tab stop (the chosen day, or the day the arrows reached); arrows move by a day or a week,
// Home/End to the week's ends, Page Up/Down by a month (with Shift by a year), Enter or Space picks. Every day is
// named in full for screen readers ("Monday, November 23, 2026"), days outside the range are disabled, and the
// month shown is announced when it changes.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDaysToDateString, addMonthsToDateString, facilityToday } from '@longwood/core';
import { cn } from '../../../lib/cn';
import { formatDateLong, formatMonthYear } from '../../../lib/format';

export interface BookingDatePickerProps {
  value: string;
  min: string;
  max: string;
  onChange: (date: string) => void;
  /** Days without a bookable start for the chosen duration: greyed (still selectable, to see the day). */
  unbookable?: ReadonlySet<string>;
}

const navButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A 'yyyy-MM-dd' date as a UTC midnight: calendar arithmetic and names without any time zone in play. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const monthOf = (date: string) => date.slice(0, 7);
const clamp = (date: string, min: string, max: string) => (date < min ? min : date > max ? max : date);

/** The month's weeks, Sunday first; null where a cell belongs to the month before or after. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = utc(first).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDaysToDateString(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

export function BookingDatePicker({ value, min, max, onChange, unbookable }: BookingDatePickerProps) {
  const labelId = useId();
  const monthId = useId();
  // The day holding the grid's tab stop; its month is the month shown.
  const [active, setActive] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setActive(value);
  }
  const month = monthOf(active);
  const today = facilityToday(new Date());
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the arrows, only once the person is in the grid (never on first render or a month button).
  const moveFocus = useRef(false);
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active]);

  const showMonth = (months: number) => {
    const target = clamp(addMonthsToDateString(active, months), min, max);
    setActive(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDaysToDateString(active, -1),
      ArrowRight: () => addDaysToDateString(active, 1),
      ArrowUp: () => addDaysToDateString(active, -7),
      ArrowDown: () => addDaysToDateString(active, 7),
      Home: () => addDaysToDateString(active, -utc(active).getUTCDay()),
      End: () => addDaysToDateString(active, 6 - utc(active).getUTCDay()),
      PageUp: () => addMonthsToDateString(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsToDateString(active, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setActive(clamp(move(), min, max));
  };

  return (
    <div role="group" aria-labelledby={labelId} className="w-full">
      <span id={labelId} className="sr-only">
        Booking date
      </span>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label="Previous month"
          disabled={month <= monthOf(min)}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <span id={monthId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {formatMonthYear(month)}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label="Next month"
          disabled={month >= monthOf(max)}
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={monthId} className="w-full border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                <span aria-hidden="true">{weekday[0]}</span>
                <span className="sr-only">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} className="p-0.5" />;
                const full = unbookable?.has(day) === true;
                const disabled = day < min || day > max;
                const selected = day === value;
                return (
                  <td key={j} className="p-0.5 text-center" aria-selected={selected}>
                    <button
                      type="button"
                      data-date={day}
                      data-selected={selected ? '' : undefined}
                      data-today={day === today ? '' : undefined}
                      data-disabled={disabled ? '' : undefined}
                      data-unbookable={full ? '' : undefined}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={`${formatDateLong(day)}${full ? ', no start time available' : ''}`}
                      disabled={disabled}
                      tabIndex={day === active ? 0 : -1}
                      onClick={() => {
                        setActive(day);
                        onChange(day);
                      }}
                      className={cn(
                        // No bookable start: struck through on a grey ground (readable, still selectable).
                        full && 'bg-slate-100 text-slate-600 line-through',
                        'inline-flex size-9 items-center justify-center rounded-md text-sm text-slate-800',
                        // Today is ringed, not coloured, so it stays readable when it is also the selected day.
                        'hover:bg-emerald-50 data-[today]:font-bold data-[today]:ring-1 data-[today]:ring-emerald-600',
                        'data-[selected]:bg-emerald-700 data-[selected]:text-white',
                        'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
                        'focus-ring',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
