// A coach's weekly hours (coach for themselves on the dashboard, admins for any coach): windows per weekday on the
// half-hour grid, saved as a whole; core's weeklyHoursProblem gives the same message the server would.
import { useEffect, useState } from 'react';
import { ALL_START_TIMES, formatTime12h, minutesToTime, weeklyHoursProblem, type WeeklyWindow } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCoachAvailability, useSetWeeklyHours } from '../api/coach';
import { WEEKDAY_LABELS } from '../lib/lesson-labels';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const END_TIMES = [...ALL_START_TIMES.slice(1), minutesToTime(23 * 60 + 30), minutesToTime(24 * 60)];
const selectClass = controlClass('h-9');

export function WeeklyHoursEditor({ coachId }: { coachId: number }) {
  const availability = useCoachAvailability(coachId);
  const save = useToastedMutation(useSetWeeklyHours(coachId), 'Error Saving Hours');
  const [hours, setHours] = useState<WeeklyWindow[] | null>(null);
  useEffect(() => {
    if (availability.data && hours === null) setHours(availability.data.hours);
  }, [availability.data, hours]);

  if (availability.isPending) return <Spinner label="Loading weekly hours..." className="text-emerald-700" />;
  if (availability.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="text-sm text-red-700">Weekly hours could not be loaded: {errorMessage(availability.error)}</p>
        <Button size="sm" variant="outline" onClick={() => void availability.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const current = hours ?? availability.data.hours;
  const problem = weeklyHoursProblem(current);
  const update = (index: number, change: Partial<WeeklyWindow>) =>
    setHours(current.map((w, i) => (i === index ? { ...w, ...change } : w)));

  const submit = () =>
    save.mutate(
      { hours: current },
      {
        onSuccess: (saved) => {
          setHours(saved.hours);
          toast({ title: 'Weekly Hours Saved', description: 'Members can book lessons in these hours.' });
        },
      },
    );

  return (
    <div className="space-y-3">
      {WEEKDAY_LABELS.map((day, weekday) => {
        const windows = current.map((w, index) => ({ w, index })).filter(({ w }) => w.weekday === weekday);
        return (
          <fieldset key={day} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">{day}</legend>
            {windows.length === 0 ? <p className="text-sm text-slate-500">No lessons</p> : null}
            <ul className="space-y-2">
              {windows.map(({ w, index }) => (
                <li key={index} className="flex flex-wrap items-center gap-2">
                  <select
                    aria-label={`${day} start`}
                    className={selectClass}
                    value={w.startTime}
                    onChange={(e) => update(index, { startTime: e.target.value })}
                  >
                    {ALL_START_TIMES.map((t) => (
                      <option key={t} value={t}>
                        {formatTime12h(t)}
                      </option>
                    ))}
                  </select>
                  <span aria-hidden="true">to</span>
                  <select
                    aria-label={`${day} end`}
                    className={selectClass}
                    value={w.endTime}
                    onChange={(e) => update(index, { endTime: e.target.value })}
                  >
                    {END_TIMES.map((t) => (
                      <option key={t} value={t}>
                        {t === '24:00:00' ? 'Midnight' : formatTime12h(t)}
                      </option>
                    ))}
                  </select>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${day} ${formatTime12h(w.startTime)} window`}
                    onClick={() => setHours(current.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => setHours([...current, { weekday, startTime: '09:00:00', endTime: '17:00:00' }])}
            >
              Add hours on {day}
            </Button>
          </fieldset>
        );
      })}
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <Button onClick={submit} disabled={save.isPending || problem !== null}>
        {save.isPending ? 'Saving...' : 'Save weekly hours'}
      </Button>
    </div>
  );
}
