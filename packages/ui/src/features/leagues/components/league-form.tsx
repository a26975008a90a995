// The league form (docs/requirements.md#league-form, #states, #league-validation,
// #league-limits): create and edit. Core's
// leagueFormSchema gives every message; changing the start date sets the league day, changing the bays sets
// maximum participants to 4 per bay. A help box and a live preview show what each type and scoring looks like.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAYS_OF_WEEK,
  LEAGUE_TYPE_LABELS,
  LEAGUE_TYPES,
  leagueFormSchema,
  maxParticipantsForBays,
  minLeagueStartDate,
  SCORING_TYPE_LABELS,
  SCORING_TYPES,
  weekdayName,
  isValidDateString,
  type LeagueForm as LeagueFormValues,
} from '@longwood/core';
import { useId, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { LeaguePreview } from './league-preview';

export type SubmitKind = 'create' | 'createWithSchedule' | 'update';

const selectClass = (error?: string) =>
  cn(
    'block h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm',
    'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
    error ? 'border-red-500' : 'border-slate-300',
  );

function Field({ label, error, children, id }: { label: string; error?: string; children: ReactNode; id: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function useLeagueForm(defaults: LeagueFormValues) {
  return useForm<LeagueFormValues>({ resolver: zodResolver(leagueFormSchema), defaultValues: defaults });
}

export function LeagueForm({
  form,
  mode,
  busy,
  now,
  onSubmit,
}: {
  form: UseFormReturn<LeagueFormValues>;
  mode: 'create' | 'edit';
  busy: boolean;
  now: Date;
  onSubmit: (values: LeagueFormValues, kind: SubmitKind) => void;
}) {
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const base = useId();
  const ids = (name: string) => `${base}-${name}`;
  const describedBy = (name: keyof LeagueFormValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids(name)}-error` } : {};
  const startDate = watch('startDate');
  const leagueType = watch('leagueType');
  const scoringType = watch('scoringType');
  const isActive = watch('isActive');

  const submit = (kind: SubmitKind) =>
    form.handleSubmit((values) =>
      onSubmit(kind === 'createWithSchedule' ? { ...values, isActive: true } : values, kind),
    );

  const startField = register('startDate', {
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (isValidDateString(value)) setValue('dayOfWeek', weekdayName(value), { shouldValidate: true });
    },
  });
  const baysField = register('numberOfBays', {
    valueAsNumber: true,
    onChange: (event: { target: { value: string } }) => {
      const bays = Number(event.target.value);
      if (Number.isInteger(bays) && bays >= 1) setValue('maxParticipants', maxParticipantsForBays(bays));
    },
  });

  return (
    <form noValidate onSubmit={submit(mode === 'edit' ? 'update' : 'create')} className="space-y-6">
      <aside
        aria-label="League types and scoring"
        className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      >
        <p>
          <strong>Individual</strong> leagues: every player plays for themself. <strong>Scramble</strong> leagues: teams
          of 2 play one ball.
        </p>
        <p className="mt-1">
          <strong>Lowest Score</strong>: enter each team&apos;s strokes per round; the lowest total ranks first.{' '}
          <strong>Match Play</strong>: teams play each other; a win is 1 point, a loss 0; most wins rank highest.
        </p>
      </aside>

      <TextField label="League Name" error={errors.name?.message} {...register('name')} />
      <Field label="Description (optional)" id={ids('description')} error={errors.description?.message}>
        <textarea
          id={ids('description')}
          rows={3}
          className={cn(selectClass(errors.description?.message), 'h-auto py-2')}
          {...describedBy('description')}
          {...register('description')}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="League Type" id={ids('leagueType')} error={errors.leagueType?.message}>
          <select
            id={ids('leagueType')}
            className={selectClass(errors.leagueType?.message)}
            {...describedBy('leagueType')}
            {...register('leagueType')}
          >
            {LEAGUE_TYPES.map((t) => (
              <option key={t} value={t}>
                {LEAGUE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Scoring Type" id={ids('scoringType')} error={errors.scoringType?.message}>
          <select
            id={ids('scoringType')}
            className={selectClass(errors.scoringType?.message)}
            {...describedBy('scoringType')}
            {...register('scoringType')}
          >
            {SCORING_TYPES.map((t) => (
              <option key={t} value={t}>
                {SCORING_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <LeaguePreview leagueType={leagueType} scoringType={scoringType} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label="Start Date"
          min={minLeagueStartDate(now)}
          error={errors.startDate?.message}
          {...startField}
        />
        <TextField
          type="date"
          label="End Date"
          min={isValidDateString(startDate) ? startDate : undefined}
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="League Day" id={ids('dayOfWeek')} error={errors.dayOfWeek?.message}>
          <select
            id={ids('dayOfWeek')}
            className={selectClass(errors.dayOfWeek?.message)}
            {...describedBy('dayOfWeek')}
            {...register('dayOfWeek')}
          >
            {DAYS_OF_WEEK.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label="Start Time (HH:MM)"
          inputMode="numeric"
          placeholder="18:00"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextField
          label="End Time (HH:MM)"
          inputMode="numeric"
          placeholder="20:00"
          error={errors.endTime?.message}
          {...register('endTime')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="number"
          min={1}
          max={2}
          step={1}
          label="Number of Bays"
          error={errors.numberOfBays?.message}
          {...baysField}
        />
        <TextField
          type="number"
          min={1}
          max={50}
          step={1}
          label="Maximum Participants"
          error={errors.maxParticipants?.message}
          {...register('maxParticipants', { valueAsNumber: true })}
        />
      </div>

      <div className="flex items-start gap-3">
        <button
          type="button"
          role="switch"
          id={ids('isActive')}
          aria-checked={isActive}
          aria-describedby={ids('isActive-help')}
          onClick={() => setValue('isActive', !isActive)}
          className={cn(
            'relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600',
            isActive ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-block h-5 w-5 translate-y-0.5 rounded-full bg-white shadow transition-transform',
              isActive ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </button>
        <div>
          <label htmlFor={ids('isActive')} className="text-sm font-medium text-slate-800">
            Active League
          </label>
          <p id={ids('isActive-help')} className="text-sm text-slate-600">
            Inactive leagues won&apos;t appear in public league listings
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {mode === 'create' ? (
          <>
            <Button type="submit" variant="outline" disabled={busy}>
              Create League
            </Button>
            <Button type="button" disabled={busy} onClick={() => void submit('createWithSchedule')()}>
              Activate League &amp; Create Schedule
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={busy}>
            Update League
          </Button>
        )}
      </div>
    </form>
  );
}
