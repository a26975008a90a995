// Book the free demo for a visitor from their request (docs/decisions/263-the-free-demo-as-a-guest-booking.md): a
// guest booking, no account needed — the visitor's name, e-mail and phone come from the request and can be
// corrected; a date, a start and a duration (two hours, the demo the landing page offers) and, if wanted, a bay. The
// server holds the bay under the booking lock with every bay rule, completes the request and e-mails the visitor a
// confirmation with the calendar file; a refusal (the time is taken) shows once, inside the dialog. core's
// demoBookingSchema judges the request, and its messages land beside the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDaysToDateString,
  demoBookingSchema,
  endTimeFor,
  facilityToday,
  LATEST_END_MINUTES,
  timeToMinutes,
  type ContactSubmission,
  type DemoBookingInput,
} from '@longwood/core';
import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  BayPreferenceField,
  DialogFormFoot,
  DurationField,
  StartTimeField,
  upcomingStarts,
  useOfferedStart,
} from '../../../components/booking-fields';
import { Modal } from '../../../components/ui/dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { facilityBayName } from '../../../lib/booking-choices';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useBookDemo } from '../api/demo-requests';

/** The free demo is two hours of simulator time (the landing page's offer). */
const DEMO_MINUTES = 120;
const BOOK_DEMO_FAILED = 'Failed to book the demo';

interface DemoFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  bookingDate: string;
  startTime: string;
  durationMinutes: number;
  /** '' = the first free bay. */
  simulatorId: string;
}

function toRequest(values: DemoFormValues): unknown {
  const end = values.startTime ? timeToMinutes(values.startTime) + Number(values.durationMinutes) : 0;
  return {
    guestName: values.guestName,
    guestEmail: values.guestEmail,
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

const schemaResolver = zodResolver(demoBookingSchema);
// The request's end time is the form's duration: its message goes there.
const resolver: Resolver<DemoFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toRequest(values) as DemoBookingInput, context, options as never);
  const { endTime, ...errors } = result.errors as Record<string, unknown>;
  const placed = endTime ? { ...errors, durationMinutes: endTime } : errors;
  return Object.keys(placed).length > 0 ? { values: {}, errors: placed as never } : { values, errors: {} };
};

export function DemoBookingDialog({
  request,
  onClose,
}: {
  /** The request to book the demo of; null when closed. */
  request: ContactSubmission | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? `Book a Free Demo for ${request.name}` : 'Book a Free Demo'}
      description="A guest booking: no account is needed. The visitor gets a confirmation e-mail with a calendar file."
    >
      {request ? <DemoBookingForm request={request} onDone={onClose} /> : null}
    </Modal>
  );
}

function DemoBookingForm({ request, onDone }: { request: ContactSubmission; onDone: () => void }) {
  const now = useNow();
  const [opening] = useState(() => {
    const today = facilityToday(new Date());
    const date = upcomingStarts(today, new Date()).length > 0 ? today : addDaysToDateString(today, 1);
    return { date, start: upcomingStarts(date, new Date())[0] ?? '' };
  });
  const form = useForm<DemoFormValues>({
    resolver,
    defaultValues: {
      guestName: request.name,
      guestEmail: request.email,
      guestPhone: request.phone,
      bookingDate: opening.date,
      startTime: opening.start,
      durationMinutes: DEMO_MINUTES,
      simulatorId: '',
    },
  });
  const book = useBookDemo();
  const [bookingDate, chosenStart] = form.watch(['bookingDate', 'startTime']);
  const { setValue } = form;
  const setStart = useCallback((start: string) => setValue('startTime', start), [setValue]);
  const { starts, startTime } = useOfferedStart({ date: bookingDate, chosen: chosenStart, now, setStart });

  const submit = form.handleSubmit((values) => {
    book.mutate(
      { id: request.id, body: toRequest(values) as DemoBookingInput },
      {
        onSuccess: (booked) => {
          toast({
            title: 'Demo Booked',
            description: `${booked.guestName ?? request.name} in ${facilityBayName(booked.simulatorId)}, ${formatDateLong(booked.bookingDate)}, ${formatTimeRange(booked.startTime, booked.endTime, { zoneOn: booked.bookingDate })}. A confirmation is on its way to ${booked.guestEmail ?? request.email}.`,
          });
          onDone();
        },
        // The refusal shows once, beside the form it is about; field errors beside their fields.
        onError: (error) => {
          showServerFieldErrors(form, error, { endTime: 'durationMinutes' });
          form.setError('root.server', { message: errorMessage(error, BOOK_DEMO_FAILED) });
        },
      },
    );
  });
  const problem = form.formState.errors.root?.server?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={book.isPending} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Guest name" autoComplete="off" {...registerField(form, 'guestName')} />
        <TextField label="Guest e-mail" type="email" autoComplete="off" {...registerField(form, 'guestEmail')} />
        <TextField label="Guest phone" type="tel" autoComplete="off" {...registerField(form, 'guestPhone')} />
        <TextField label="Date" type="date" {...registerField(form, 'bookingDate')} />
        <StartTimeField starts={starts} {...registerField(form, 'startTime')} value={startTime} />
        <DurationField {...registerField(form, 'durationMinutes', { valueAsNumber: true })} />
        <BayPreferenceField {...registerField(form, 'simulatorId')} />
      </div>
      <DialogFormFoot
        problem={problem}
        busy={book.isPending}
        onCancel={onDone}
        submitLabel="Book Demo"
        busyLabel="Booking..."
      />
    </form>
  );
}
