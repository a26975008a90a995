// Book a walk-in (docs/decisions/173-walk-ins-and-arrival.md): starting now (now rounded to the nearest half hour)
// or at any later half hour today, for a guest (name and phone) or for a member picked by name; a duration and, if
// wanted, a bay. The form shows which bays are free for the choice, from core's availability over the board the desk
// has, and when every bay is taken it says what is free next ("Family Bay free at 4:30 PM") instead of letting the
// desk press a button bound to fail (docs/decisions/262-the-desk-on-a-busy-night.md); the server decides under the
// booking lock with every bay rule (a member's walk-in counts toward their 4-hour day, a guest's toward nobody's).
// Validation messages come from core's walkInSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  durationLabel,
  formatCents,
  guestRentalPrice,
  rentalSplitLabel,
  baysAt,
  freeBays,
  LATEST_END_MINUTES,
  minutesToTime,
  nextFreeStarts,
  timeToMinutes,
  walkInSchema,
  walkInStartAt,
  walkInStartsToday,
  type BayStatus,
  type DayAvailability,
  type FreeStart,
  type Hold,
  type WalkInInput,
  type WalkInStartChoice,
} from '@longwood/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { BayPreferenceField, DurationField } from '../../../components/booking-fields';
import { Button } from '../../../components/ui/button';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { facilityBayName } from '../../../lib/booking-choices';
import { formatTime, formatTimeRange } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { KIND_LABELS } from '../../../lib/occupancy-kinds';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useBookWalkIn } from '../api/desk-writes';
import { useRentalRates } from '../api/rentals';
import { MemberPicker } from '../../bookings';

/** The form's values: both kinds of walk-in side by side; the request is built from the chosen one. */
interface WalkInFormValues {
  for: 'guest' | 'member';
  /** 'now', or a later half hour today ('HH:mm:ss'). */
  start: WalkInStartChoice;
  durationMinutes: number;
  /** '' = the first free bay. */
  simulatorId: string;
  guestName: string;
  guestPhone: string;
  userId: string;
}

/** A start and bay chosen elsewhere (a free cell of the board): the bay is kept when free, else the next free one. */
export interface WalkInPreset {
  start: WalkInStartChoice;
  simulatorId: number;
}

/** The desk's N and F keys: the walk-in for a guest (its name) or a member (its search) gets the focus. */
export interface WalkInFocus {
  for: 'guest' | 'member';
  /** Asked again with the same kind: a new number. */
  seq: number;
}

/** At most this many of the bays free next are offered when the chosen time is full. */
const OFFERS_SHOWN = 3;

/** A refusal that means the time is taken after all (the board was behind): said in the form, not a toast. */
const TAKEN_CODES = new Set(['BOOKING_FULL', 'BOOKING_LEAGUE_SESSION']);

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
  focus,
}: {
  now: Date;
  /** The board as the desk last read it (for the free-bay preview); null while it loads. */
  day: DayAvailability | null;
  /** A free cell of the board that was clicked: its start and bay. */
  preset?: WalkInPreset | undefined;
  /** Put the focus on the guest's name or the member search (the desk's shortcuts). */
  focus?: WalkInFocus | undefined;
}) {
  const writes = useWritesAllowed();
  const book = useBookWalkIn();
  const form = useForm<WalkInFormValues>({ resolver, defaultValues: DEFAULTS });
  const { watch, setValue, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (!preset) return;
    setValue('start', preset.start);
    setValue('simulatorId', String(preset.simulatorId));
  }, [preset, setValue]);

  const values = watch();
  const formRef = useRef<HTMLFormElement>(null);
  const focusWanted = useRef<WalkInFocus['for'] | null>(null);
  useEffect(() => {
    if (!focus) return;
    focusWanted.current = focus.for;
    setValue('for', focus.for);
  }, [focus, setValue]);
  // Once the chosen kind's fields are on screen.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted || values.for !== wanted) return;
    focusWanted.current = null;
    if (wanted === 'guest') form.setFocus('guestName');
    else formRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  });
  const nowStart = walkInStartAt('now', now);
  const starts = walkInStartsToday(now);
  const startAt = walkInStartAt(values.start, now);
  const endMinutes = timeToMinutes(startAt.time) + Number(values.durationMinutes);
  // A later start chosen a while ago that has since passed: back to 'now'.
  const startGone = values.start !== 'now' && !starts.includes(startAt.time);
  useEffect(() => {
    if (startGone) setValue('start', 'now');
  }, [startGone, setValue]);
  const startOptions = [
    { value: 'now', label: `Now (${formatTime(nowStart.time)})` },
    ...starts.filter((time) => time !== nowStart.time).map((time) => ({ value: time, label: formatTime(time) })),
  ];
  const full = fullAt(day, startAt.date, startAt.time, endMinutes);
  const { onSubmit, taken, setTaken } = useWalkInBooking(form, book);

  const useOffer = (offer: FreeStart) => {
    setTaken(null);
    setValue('start', offer.startTime === nowStart.time ? 'now' : offer.startTime);
    setValue('simulatorId', String(offer.simulatorId));
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="walk-in-heading" className="space-y-4">
      <h2 id="walk-in-heading" className="text-lg font-semibold text-slate-900">
        Book a Walk-in
      </h2>

      <WalkInWho
        form={form}
        kind={values.for}
        userId={values.userId}
        userError={errors.userId?.message}
        onUser={(id) => setValue('userId', id, { shouldValidate: formState.isSubmitted })}
      />

      <SelectField label="Starts" options={startOptions} {...registerField(form, 'start')} />

      {/* Side by side, but not in the narrow column beside six bays at 1024 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DurationField {...registerField(form, 'durationMinutes', { valueAsNumber: true })} />
        <BayPreferenceField {...registerField(form, 'simulatorId')} />
      </div>

      <BayPreview day={day} date={startAt.date} startTime={startAt.time} endMinutes={endMinutes} />
      {values.for === 'guest' ? (
        <RentalPricePreview date={startAt.date} startTime={startAt.time} endMinutes={endMinutes} />
      ) : null}
      {full ? (
        <FreeNext
          day={full}
          startTime={startAt.time}
          durationMinutes={Number(values.durationMinutes)}
          onUse={useOffer}
        />
      ) : taken ? (
        <p role="alert" className="text-sm text-red-700">
          {taken}
        </p>
      ) : null}

      {!writes.allowed && writes.reason ? (
        <p className="text-sm text-slate-600" role="status">
          {writes.reason}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={!writes.allowed || book.isPending || full !== null}>
        {book.isPending ? 'Booking...' : 'Book Walk-in'}
      </Button>
    </form>
  );
}

/**
 * Booking the walk-in: confirmed in a toast and the form emptied for the next (its kind kept); a time taken since the
 * board was read is said in the form (`taken`) and the board read again, so the form offers what is free next.
 */
function useWalkInBooking(form: UseFormReturn<WalkInFormValues>, book: ReturnType<typeof useBookWalkIn>) {
  const [taken, setTaken] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const onSubmit = form.handleSubmit((formValues) => {
    setTaken(null);
    book.mutate(toRequest(formValues) as WalkInInput, {
      onSuccess: (booked) => {
        toast({
          title: 'Walk-in Booked',
          description: `${booked.holder} in ${facilityBayName(booked.simulatorId)}, ${formatTimeRange(booked.startTime, booked.endTime)}.`,
        });
        form.reset({ ...DEFAULTS, for: formValues.for });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code && TAKEN_CODES.has(error.code)) {
          // Someone took it since the board was read: read it again, and the form offers what is free next.
          setTaken(errorMessage(error));
          void queryClient.invalidateQueries({ queryKey: queryKeys.desk.board });
          return;
        }
        showFormFailure(form, error, 'Booking Failed');
      },
    });
  });
  return { onSubmit, taken, setTaken };
}

/** Who the walk-in is for: a guest (name and phone) or a member found by name. */
function WalkInWho({
  form,
  kind,
  userId,
  userError,
  onUser,
}: {
  form: UseFormReturn<WalkInFormValues>;
  kind: WalkInFormValues['for'];
  userId: string;
  userError: string | undefined;
  onUser: (id: string) => void;
}) {
  const radioClass = 'flex items-center gap-2 text-sm text-slate-800';
  return (
    <>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">For</legend>
        <div className="flex gap-4">
          <label className={radioClass}>
            <input type="radio" value="guest" {...form.register('for')} /> Guest
          </label>
          <label className={radioClass}>
            <input type="radio" value="member" {...form.register('for')} /> Member
          </label>
        </div>
      </fieldset>

      {kind === 'guest' ? (
        <div className="space-y-3">
          <TextField label="Guest name" autoComplete="off" {...registerField(form, 'guestName')} />
          <TextField label="Guest phone" type="tel" autoComplete="off" {...registerField(form, 'guestPhone')} />
        </div>
      ) : (
        <MemberPicker selected={userId} onSelect={onUser} error={userError} />
      )}
    </>
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

/** The board's day when no open bay is free over the chosen stay (the walk-in cannot be booked as chosen), else null. */
function fullAt(
  day: DayAvailability | null,
  date: string,
  startTime: string,
  endMinutes: number,
): DayAvailability | null {
  if (!day || day.date !== date || endMinutes > LATEST_END_MINUTES) return null;
  return freeBays(day, startTime, minutesToTime(endMinutes)).length === 0 ? day : null;
}

/** Every bay is taken for the chosen stay: what is free next, each a button that puts its time and bay in the form. */
function FreeNext({
  day,
  startTime,
  durationMinutes,
  onUse,
}: {
  day: DayAvailability;
  startTime: string;
  durationMinutes: number;
  onUse: (offer: FreeStart) => void;
}) {
  const offers = nextFreeStarts(day, startTime, durationMinutes).slice(0, OFFERS_SHOWN);
  const stay = durationLabel(durationMinutes);
  return (
    <div role="status" data-testid="walk-in-free-next" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm">
      <p className="text-amber-950">
        Every bay is taken at {formatTime(startTime)} for {stay}.
        {offers.length > 0 ? ' Free next:' : ' No bay is free that long later today; try a shorter stay.'}
      </p>
      {offers.length > 0 ? (
        <ul className="flex flex-col gap-1.5" aria-label="Free next">
          {offers.map((offer) => (
            <li key={offer.simulatorId}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-full justify-start"
                onClick={() => onUse(offer)}
              >
                {facilityBayName(offer.simulatorId)} free at {formatTime(offer.startTime)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
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

/**
 * What the guest's bay time will cost at the rental rates (docs/decisions/304-guest-rentals-at-the-desk.md): the server
 * fixes the same price when it books it. Nothing while the rates load, or when none are set.
 */
export function RentalPricePreview({
  date,
  startTime,
  endMinutes,
}: {
  date: string;
  startTime: string;
  endMinutes: number;
}) {
  const rates = useRentalRates();
  if (!rates.data?.updatedAt || !Number.isInteger(endMinutes) || endMinutes >= 24 * 60) return null;
  const price = guestRentalPrice(date, startTime, minutesToTime(endMinutes), rates.data);
  return (
    <p className="text-sm text-slate-800" data-testid="rental-price">
      Guest rental: {formatCents(price.priceCents)} ({rentalSplitLabel(price)})
    </p>
  );
}
