// Book a walk-in (docs/decisions/173-walk-ins-and-arrival.md): starting now (now rounded to the nearest half hour)
// or at the half hour after, for a guest (name and phone) or for a member picked by name; a duration and, if wanted, a
// bay. The form shows which bays are free for the choice, from core's availability over the board the desk
// has; the server decides under the booking lock with every bay rule (a member's walk-in counts toward their
// 4-hour day, a guest's toward nobody's). Validation messages come from core's walkInSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  durationLabel,
  baysAt,
  minutesToTime,
  timeToMinutes,
  walkInSchema,
  walkInStartAt,
  type BayStatus,
  type DayAvailability,
  type Hold,
  type WalkInInput,
  type WalkInStart,
} from '@longwood/core';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { registerField, SearchField, SelectField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { bayOptions, DURATION_OPTIONS, facilityBayName } from '../../../lib/booking-choices';
import { formatTime, formatTimeRange } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { KIND_LABELS } from '../../../lib/occupancy-kinds';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useBookWalkIn } from '../api/desk-writes';
import { MEMBER_SEARCH_MIN, useDeskMembers } from '../api/search-members';

/** The form's values: both kinds of walk-in side by side; the request is built from the chosen one. */
interface WalkInFormValues {
  for: 'guest' | 'member';
  start: WalkInStart;
  durationMinutes: number;
  /** '' = the first free bay. */
  simulatorId: string;
  guestName: string;
  guestPhone: string;
  userId: string;
}

/** Bay choice: kept when free, else the other bay (decision 003). */
export interface WalkInPreset {
  start: WalkInStart;
  simulatorId: number;
}

const DEFAULTS: WalkInFormValues = {
  for: 'guest',
  start: 'now',
  durationMinutes: 60,
  simulatorId: '',
  guestName: '',
  guestPhone: '',
  userId: '',
};

function toRequest(values: WalkInFormValues): unknown {
  const common = {
    start: values.start,
    durationMinutes: values.durationMinutes,
    ...(values.simulatorId ? { simulatorId: Number(values.simulatorId) } : {}),
  };
  return values.for === 'guest'
    ? { for: 'guest', ...common, guestName: values.guestName, guestPhone: values.guestPhone }
    : { for: 'member', ...common, ...(values.userId ? { userId: Number(values.userId) } : {}) };
}

// core's schema judges the request the form would send; its messages land beside the form's fields.
const schemaResolver = zodResolver(walkInSchema);
const resolver: Resolver<WalkInFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toRequest(values) as WalkInInput, context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
};

export function WalkInForm({
  now,
  day,
  preset,
}: {
  now: Date;
  /** The board as the desk last read it (for the free-bay preview); null while it loads. */
  day: DayAvailability | null;
  /** A free cell of the board that was clicked: its start and bay. */
  preset?: WalkInPreset | undefined;
}) {
  const writes = useWritesAllowed();
  const book = useBookWalkIn();
  const form = useForm<WalkInFormValues>({ resolver, defaultValues: DEFAULTS });
  const { register, handleSubmit, watch, setValue, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (!preset) return;
    setValue('start', preset.start);
    setValue('simulatorId', String(preset.simulatorId));
  }, [preset, setValue]);

  const values = watch();
  const nowStart = walkInStartAt('now', now);
  const nextStart = walkInStartAt('next', now);
  const startAt = values.start === 'now' ? nowStart : nextStart;
  const endMinutes = timeToMinutes(startAt.time) + Number(values.durationMinutes);

  const onSubmit = handleSubmit((formValues) => {
    book.mutate(toRequest(formValues) as WalkInInput, {
      onSuccess: (booked) => {
        toast({
          title: 'Walk-in Booked',
          description: `${booked.holder} in ${facilityBayName(booked.simulatorId)}, ${formatTimeRange(booked.startTime, booked.endTime)}.`,
        });
        reset({ ...DEFAULTS, for: formValues.for });
      },
      onError: (error) => {
        showFormFailure(form, error, 'Booking Failed');
      },
    });
  });

  const legendClass = 'text-sm font-medium text-slate-800';
  const radioClass = 'flex items-center gap-2 text-sm text-slate-800';

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="walk-in-heading" className="space-y-4">
      <h2 id="walk-in-heading" className="text-lg font-semibold text-slate-900">
        Book a Walk-in
      </h2>

      <fieldset className="space-y-1.5">
        <legend className={legendClass}>For</legend>
        <div className="flex gap-4">
          <label className={radioClass}>
            <input type="radio" value="guest" {...register('for')} /> Guest
          </label>
          <label className={radioClass}>
            <input type="radio" value="member" {...register('for')} /> Member
          </label>
        </div>
      </fieldset>

      {values.for === 'guest' ? (
        <div className="space-y-3">
          <TextField label="Guest name" autoComplete="off" {...registerField(form, 'guestName')} />
          <TextField label="Guest phone" type="tel" autoComplete="off" {...registerField(form, 'guestPhone')} />
        </div>
      ) : (
        <MemberPicker
          selected={values.userId}
          onSelect={(id) => setValue('userId', id, { shouldValidate: formState.isSubmitted })}
          error={errors.userId?.message}
        />
      )}

      <fieldset className="space-y-1.5">
        <legend className={legendClass}>Starts</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <label className={radioClass}>
            <input type="radio" value="now" {...register('start')} /> Now ({formatTime(nowStart.time)})
          </label>
          <label className={radioClass}>
            <input type="radio" value="next" {...register('start')} /> Next half hour ({formatTime(nextStart.time)})
          </label>
        </div>
        {errors.start?.message ? <p className="text-sm text-red-600">{errors.start.message}</p> : null}
      </fieldset>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Duration"
          options={DURATION_OPTIONS}
          {...registerField(form, 'durationMinutes', { valueAsNumber: true })}
        />
        <SelectField label="Bay" options={bayOptions()} {...registerField(form, 'simulatorId')}>
          <option value="">First free bay</option>
        </SelectField>
      </div>

      <BayPreview day={day} date={startAt.date} startTime={startAt.time} endMinutes={endMinutes} />

      {!writes.allowed && writes.reason ? (
        <p className="text-sm text-slate-600" role="status">
          {writes.reason}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={!writes.allowed || book.isPending}>
        {book.isPending ? 'Booking...' : 'Book Walk-in'}
      </Button>
    </form>
  );
}

const takenText = (kind: Hold['kind']) => (kind === 'booking' ? 'booked' : KIND_LABELS[kind]);

/**
 * One bay over the walk-in's window, in words: "free"; "free until 4:00 PM only (30 min), then booked" when it
 * is free at the start but taken before the end; "taken (booked) until 3:30 PM" when it is taken at the start.
 */
export function bayWindowText(bay: BayStatus, startMinutes: number): string {
  const [first] = bay.holds;
  if (bay.free || !first) return 'free';
  if (first.startMinutes > startMinutes) {
    const freeFor = first.startMinutes - startMinutes;
    return `free until ${formatTime(first.startTime)} only (${durationLabel(freeFor)}), then ${takenText(first.kind)}`;
  }
  // Taken at the start: until the end of the holds that follow on from one another.
  let until = first;
  for (const hold of bay.holds)
    if (hold.startMinutes <= until.endMinutes && hold.endMinutes > until.endMinutes) until = hold;
  return `taken (${takenText(first.kind)}) until ${formatTime(until.endTime)}`;
}

/** Which bays are free for the chosen start and duration, as the desk's board shows them. */
function BayPreview({
  day,
  date,
  startTime,
  endMinutes,
}: {
  day: DayAvailability | null;
  date: string;
  startTime: string;
  endMinutes: number;
}) {
  if (!day || day.date !== date || endMinutes > 24 * 60) return null;
  const bays = baysAt(day, startTime, minutesToTime(endMinutes));
  return (
    <ul className="space-y-1 text-sm" aria-label="Bays for this walk-in">
      {bays.map((bay) => (
        <li key={bay.simulatorId} className={bay.free ? 'text-emerald-800' : 'text-slate-600'}>
          {facilityBayName(bay.simulatorId)}: {bayWindowText(bay, timeToMinutes(startTime))}
        </li>
      ))}
    </ul>
  );
}

/** Find a member by name or e-mail and choose one (radio list); the walk-in form's, and the bay shots' giving. */
export function MemberPicker({
  selected,
  onSelect,
  error,
}: {
  selected: string;
  onSelect: (id: string) => void;
  error?: string | undefined;
}) {
  const searchId = useId();
  const errorId = `${searchId}-error`;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const members = useDeskMembers(q);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Member</legend>
      <SearchField
        label="Search members by name or e-mail"
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
      />
      {q.length < MEMBER_SEARCH_MIN ? (
        <p className="text-sm text-slate-500">Type at least {MEMBER_SEARCH_MIN} characters.</p>
      ) : members.isPending ? (
        <Spinner label="Searching members..." />
      ) : members.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(members.error, 'Members could not be searched.')}
        </p>
      ) : members.data.length === 0 ? (
        <p className="text-sm text-slate-600">No members match “{q}”.</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label="Matching members">
          {members.data.map((m) => (
            <li key={m.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800 [overflow-wrap:anywhere]">
                <input
                  type="radio"
                  name={`${searchId}-member`}
                  value={m.id}
                  checked={selected === String(m.id)}
                  onChange={() => onSelect(String(m.id))}
                />
                {m.name}{' '}
                <span className="text-slate-500">
                  (<EmailAddress address={m.email} />)
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
