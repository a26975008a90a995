// The day picker of the staff's day screens (the booking calendar, the daily chart): the day before, the
// facility's today, the day after, or any day typed or picked in the Day field. It stays in place while the day's
// data loads, so the button just pressed keeps the focus, and the day now shown is announced to screen readers.
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { formatDateLong } from '../../lib/format';
import { Button } from './button';
import { TextField } from './form-field';

export function DayNavigator({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  return (
    <div role="group" aria-label="Choose the day" className="flex flex-wrap items-end gap-2">
      <Button variant="outline" onClick={() => onDateChange(addDaysToDateString(date, -1))}>
        Previous Day
      </Button>
      <Button variant="outline" onClick={() => onDateChange(facilityToday(new Date()))}>
        Today
      </Button>
      <Button variant="outline" onClick={() => onDateChange(addDaysToDateString(date, 1))}>
        Next Day
      </Button>
      {/* A cleared field keeps the day shown: the screens always show one day. */}
      <TextField
        label="Day"
        type="date"
        value={date}
        onChange={(e) => e.target.value && onDateChange(e.target.value)}
      />
      <p className="sr-only" aria-live="polite">
        Showing {formatDateLong(date)}
      </p>
    </div>
  );
}
