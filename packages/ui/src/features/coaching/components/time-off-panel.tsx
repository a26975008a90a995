// A coach's days off (whole days, inclusive): listed with a remove button, and a small form to add one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { timeOffBodySchema, type TimeOffInput } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { formatDateLong } from '../../../lib/format';
import { useAddTimeOff, useCoachAvailability, useRemoveTimeOff } from '../api/coach';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function TimeOffPanel({ coachId }: { coachId: number }) {
  const availability = useCoachAvailability(coachId);
  const add = useAddTimeOff(coachId);
  const remove = useToastedMutation(useRemoveTimeOff(coachId), 'Error Removing Time Off');
  const form = useForm<TimeOffInput>({
    resolver: zodResolver(timeOffBodySchema),
    defaultValues: { startDate: '', endDate: '', note: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        form.reset({ startDate: '', endDate: '', note: '' });
        toast({ title: 'Time Off Added', description: 'No lessons can be booked on these days.' });
      },
      onError: (error) => {
        showFormFailure(form, error, 'Error Adding Time Off');
      },
    }),
  );

  return (
    <div className="space-y-4">
      {availability.isPending ? (
        <Spinner label="Loading time off..." className="text-emerald-700" />
      ) : availability.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Time off could not be loaded: {errorMessage(availability.error)}
        </p>
      ) : availability.data.timeOff.length === 0 ? (
        <p className="text-sm text-slate-600">No time off planned.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Time off">
          {availability.data.timeOff.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-800">
                {formatDateLong(t.startDate)}
                {t.endDate !== t.startDate ? ` to ${formatDateLong(t.endDate)}` : ''}
                {t.note ? ` · ${t.note}` : ''}
              </span>
              <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(t.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-3" aria-label="Add time off">
        <TextField label="First day off" type="date" {...registerField(form, 'startDate')} />
        <TextField label="Last day off" type="date" {...registerField(form, 'endDate')} />
        <TextField label="Note (optional)" maxLength={200} {...registerField(form, 'note')} />
        <div className="sm:col-span-3">
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add time off'}
          </Button>
        </div>
      </form>
    </div>
  );
}
