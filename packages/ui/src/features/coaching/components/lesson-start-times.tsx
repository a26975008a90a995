// /book-lesson's start times (docs/decisions/121-lesson-availability-and-cut-offs.md): the server's offer for the
// date, length and coach, or why there is none (loading, a failed read, no published hours, a full day).
import type { LessonAvailability } from '@longwood/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import type { registerField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTimeRange } from '../../../lib/format';

export interface LessonStartTimesProps {
  availability: UseQueryResult<LessonAvailability>;
  bookingDate: string;
  coachId: number | null;
  coachName: (id: number) => string;
  /** What follows each start time (the price, or who teaches then). */
  note: (option: { coachIds: number[] }) => string;
  field: ReturnType<typeof registerField>;
}

export function LessonStartTimes({
  availability,
  bookingDate,
  coachId,
  coachName,
  note,
  field,
}: LessonStartTimesProps) {
  const options = availability.data?.options ?? [];
  return (
    <div aria-live="polite">
      {availability.isPending ? (
        <Spinner label="Loading start times..." className="text-emerald-700" />
      ) : availability.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700">Start times could not be loaded: {errorMessage(availability.error)}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void availability.refetch()}>
            Try again
          </Button>
        </div>
      ) : options.length === 0 && availability.data.hoursPublished === false ? (
        <p className="text-sm text-slate-600">
          {coachId === null
            ? 'No coach has published lesson hours yet, so there are no lesson times to book. Please check back soon or ask at the front desk.'
            : `${coachName(coachId)} has not published lesson hours yet. Please choose another coach.`}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-600">
          No lesson times are available on {formatDateLong(bookingDate)}. Please try another date or coach.
        </p>
      ) : (
        <SelectField label="Start time" {...field}>
          <option value="">Select a start time</option>
          {options.map((o) => (
            <option key={o.startTime} value={o.startTime}>
              {formatTimeRange(o.startTime, o.endTime, { zoneOn: bookingDate })}
              {note(o)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
