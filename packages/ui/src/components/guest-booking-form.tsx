// A guest booking's form (no account needed): the guest's name, e-mail and phone, a date, a start, a duration and, if
// wanted, a bay. Two callers: the free demo booked from a visitor's request (decision 263: the e-mail is required,
// the confirmation goes to it) and a guest's bay rental booked ahead at the desk (decision 304: the e-mail is optional,
// the rental's price shows before booking). core's schema of the call judges the request and its messages land beside
// the fields; the server holds the bay under the booking lock with every bay rule, and a refusal (the time is taken)
// shows once, inside the form.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToDateString,
  endTimeFor,
  facilityToday,
  LATEST_END_MINUTES,
  timeToMinutes,
  type demoBookingSchema,
  type guestBookingSchema,
} from '@longwood/core';

/** The two calls' body schemas (core's): the free demo's and the desk's guest rental. */
type GuestBookingSchema = typeof demoBookingSchema | typeof guestBookingSchema;
import { useCallback, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage } from '../lib/api-client';
import { showServerFieldErrors } from '../lib/form-errors';
import { useNow } from '../lib/use-now';
import {
  BayPreferenceField,
  DialogFormFoot,
  DurationField,
  StartTimeField,
  upcomingStarts,
  useOfferedStart,
} from './booking-fields';
import { registerField, TextField } from './ui/form-field';

export interface GuestBookingFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  bookingDate: string;
  startTime: string;
  durationMinutes: number;
  /** '' = the first free bay. */
  simulatorId: string;
}

/** The form's values as the call's body; an empty optional e-mail is left out. */
function toRequest(values: GuestBookingFormValues, emailOptional: boolean): Record<string, unknown> {
  const end = values.startTime ? timeToMinutes(values.startTime) + Number(values.durationMinutes) : 0;
  const email = values.guestEmail.trim();
  return {
    guestName: values.guestName,
    ...(emailOptional && email === '' ? {} : { guestEmail: values.guestEmail }),
    guestPhone: values.guestPhone,
    bookingDate: values.bookingDate,
    startTime: values.startTime,
    // Past 11:30 PM: '24:00' so that core's rule refuses it by name ('Bookings must end by 11:30 PM.').
    endTime: !values.startTime
      ? ''
      : end > LATEST_END_MINUTES
        ? '24:00'
        : endTimeFor(values.startTime, values.durationMinutes),
    ...(values.simulatorId ? { simulatorId: Number(values.simulatorId) } : {}),
  };
}

/** The request judged by the call's schema; its end time is the form's duration, so its message goes there. */
function resolverFor(schema: GuestBookingSchema, emailOptional: boolean): Resolver<GuestBookingFormValues> {
  const schemaResolver = zodResolver(schema);
  return async (values, context, options) => {
    const result = await schemaResolver(toRequest(values, emailOptional) as never, context, options as never);
    const { endTime, ...errors } = result.errors as Record<string, unknown>;
    const placed = endTime ? { ...errors, durationMinutes: endTime } : errors;
    return Object.keys(placed).length > 0 ? { values: {}, errors: placed as never } : { values, errors: {} };
  };
}

/** The first date and start offered: today's next half hour, else tomorrow's first. */
function firstOpening(now: Date) {
  const today = facilityToday(now);
  const date = upcomingStarts(today, now).length > 0 ? today : addDaysToDateString(today, 1);
  return { date, start: upcomingStarts(date, now)[0] ?? '' };
}

export interface GuestBookingFormProps<Booked> {
  /** The call's body schema (core's): it decides what is required and the messages. */
  schema: GuestBookingSchema;
  /** Whether the guest's e-mail may be left empty (no confirmation is sent then). */
  emailOptional?: boolean;
  guest?: { name: string; email: string; phone: string };
  durationMinutes: number;
  /** Sends the body; calls back with the stored booking, or the error to show. */
  book: (
    body: Record<string, unknown>,
    handlers: { onSuccess: (booked: Booked) => void; onError: (error: unknown) => void },
  ) => void;
  busy: boolean;
  submitLabel: string;
  failedMessage: string;
  onBooked: (booked: Booked) => void;
  onCancel: () => void;
  /** Drawn under the fields with the chosen date, start and end minute (the rental's price). */
  children?: (chosen: { date: string; startTime: string; endMinutes: number }) => ReactNode;
}

export function GuestBookingForm<Booked>({
  schema,
  emailOptional = false,
  guest,
  durationMinutes,
  book,
  busy,
  submitLabel,
  failedMessage,
  onBooked,
  onCancel,
  children,
}: GuestBookingFormProps<Booked>) {
  const now = useNow();
  const [opening] = useState(() => firstOpening(new Date()));
  const [resolver] = useState(() => resolverFor(schema, emailOptional));
  const form = useForm<GuestBookingFormValues>({
    resolver,
    defaultValues: {
      guestName: guest?.name ?? '',
      guestEmail: guest?.email ?? '',
      guestPhone: guest?.phone ?? '',
      bookingDate: opening.date,
      startTime: opening.start,
      durationMinutes,
      simulatorId: '',
    },
  });
  const [bookingDate, chosenStart, chosenMinutes] = form.watch(['bookingDate', 'startTime', 'durationMinutes']);
  const { setValue } = form;
  const setStart = useCallback((start: string) => setValue('startTime', start), [setValue]);
  const { starts, startTime } = useOfferedStart({ date: bookingDate, chosen: chosenStart, now, setStart });

  const submit = form.handleSubmit((values) => {
    book(toRequest(values, emailOptional), {
      onSuccess: onBooked,
      // The refusal shows once, beside the form it is about; field errors beside their fields.
      onError: (error) => {
        showServerFieldErrors(form, error, { endTime: 'durationMinutes' });
        form.setError('root.server', { message: errorMessage(error, failedMessage) });
      },
    });
  });
  const problem = form.formState.errors.root?.server?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Guest name" autoComplete="off" {...registerField(form, 'guestName')} />
        <TextField
          label={emailOptional ? 'Guest e-mail (optional)' : 'Guest e-mail'}
          type="email"
          autoComplete="off"
          {...registerField(form, 'guestEmail')}
        />
        <TextField label="Guest phone" type="tel" autoComplete="off" {...registerField(form, 'guestPhone')} />
        <TextField label="Date" type="date" {...registerField(form, 'bookingDate')} />
        <StartTimeField starts={starts} {...registerField(form, 'startTime')} value={startTime} />
        <DurationField {...registerField(form, 'durationMinutes', { valueAsNumber: true })} />
        <BayPreferenceField {...registerField(form, 'simulatorId')} />
      </div>
      {children && startTime
        ? children({
            date: bookingDate,
            startTime,
            endMinutes: timeToMinutes(startTime) + Number(chosenMinutes),
          })
        : null}
      <DialogFormFoot
        problem={problem}
        busy={busy}
        onCancel={onCancel}
        submitLabel={submitLabel}
        busyLabel="Booking..."
      />
    </form>
  );
}
