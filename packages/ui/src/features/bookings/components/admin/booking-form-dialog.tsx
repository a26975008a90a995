// Create or move a booking for a member (docs/requirements.md#admin-booking): member picker (members only; the
// server refuses others too), date, start and duration; the end time is computed from them and read-only. Every
// rule of core applies on the server, the member's daily cap included; only an admin goes past it, with a reason
// (docs/decisions/466-the-desk-moves-bookings.md) — the form says so, at the facility's cap. A new booking opens at the next bookable start (never a
// past one) and the start times list no past ones; a refusal shows once, inside the dialog.
import {
  addDaysToDateString,
  bookingDurationMinutes,
  endTimeFor,
  facilityToday,
  LATEST_END_MINUTES,
  normalizeTime,
  personWithEmail,
  staffCapNote,
  timeToMinutes,
  type StaffBooking,
} from '@longwood/core';
import { useCallback, useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DialogFormFoot,
  DurationField,
  StartTimeField,
  upcomingStarts,
  useOfferedStart,
} from '../../../../components/booking-fields';
import { Modal } from '../../../../components/ui/dialog';
import { registerField, SearchField, SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { bayOptions, facilityBayName } from '../../../../lib/booking-choices';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { formatDateLong, formatTime, formatTimeRange } from '../../../../lib/format';
import { useNow } from '../../../../lib/use-now';
import { useCreateStaffBooking, useUpdateStaffBooking } from '../../api/staff-bookings';
import { holderOf } from '../../lib/occupancy-labels';
import { BookingDetails } from '../booking-details';
import { useAdminUsers } from '../../../admin';
import { bookingRules } from '../../../../config/booking-rules';

const CREATE_BOOKING_FAILED = 'Failed to create booking';
const UPDATE_BOOKING_FAILED = 'Failed to update booking';
/** What the staff booking forms say of the cap, at the facility's setting (read while rendering). */
export const capNote = () => staffCapNote(bookingRules.dailyCapMinutes);

/** The form's fields, as the request names them; the end time is computed from the start and the duration. */
interface BookingFormValues {
  userId: number | '';
  bookingDate: string;
  startTime: string;
  duration: number;
  simulatorId: number;
}

export interface BookingDraft {
  bookingDate: string;
  startTime: string;
  simulatorId: number;
}

/** The member's contact, recent visits, shot files and the no-show mark of the booking being edited (decision 266). */
function EditedBookingDetails({ booking }: { booking: StaffBooking }) {
  const now = useNow();
  return (
    <section aria-label="Booking details" className="mt-6 border-t border-slate-200 pt-4">
      <BookingDetails booking={{ ...booking, holder: holderOf(booking) }} now={now} writable />
    </section>
  );
}

export function BookingFormDialog({
  open,
  onOpenChange,
  booking,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking being moved; absent when creating. */
  booking?: StaffBooking | undefined;
  /** Prefilled date, start and bay for a new booking (e.g. a free calendar slot). */
  draft: BookingDraft;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={booking ? 'Edit Booking' : 'Book for a Member'}
      description={capNote()}
    >
      {open ? <BookingForm booking={booking} draft={draft} onDone={() => onOpenChange(false)} /> : null}
      {open && booking ? <EditedBookingDetails booking={booking} /> : null}
    </Modal>
  );
}

/**
 * Where a new booking opens: the draft's date and start when still ahead; else the next start that is (today's next
 * half hour, or the next day at the draft's start once today has none left).
 */
function nextBookableDraft(draft: BookingDraft, now: Date): { bookingDate: string; startTime: string } {
  const today = facilityToday(now);
  const preferred = normalizeTime(draft.startTime);
  const date = draft.bookingDate < today ? today : draft.bookingDate;
  const starts = upcomingStarts(date, now);
  if (starts.includes(preferred)) return { bookingDate: date, startTime: preferred };
  const later = starts.find((start) => start > preferred);
  if (later) return { bookingDate: date, startTime: later };
  return { bookingDate: addDaysToDateString(date, 1), startTime: preferred };
}

function BookingForm({
  booking,
  draft,
  onDone,
}: {
  booking?: StaffBooking | undefined;
  draft: BookingDraft;
  onDone: () => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const now = useNow();
  const [opening] = useState(() =>
    booking
      ? { bookingDate: booking.bookingDate, startTime: normalizeTime(booking.startTime) }
      : nextBookableDraft(draft, new Date()),
  );
  const form = useForm<BookingFormValues>({
    defaultValues: {
      userId: booking?.userId ?? '',
      bookingDate: opening.bookingDate,
      startTime: opening.startTime,
      duration: booking ? bookingDurationMinutes(booking.startTime, booking.endTime) : 60,
      simulatorId: booking?.simulatorId ?? draft.simulatorId,
    },
  });
  const [userId, bookingDate, chosenStart, duration] = form.watch(['userId', 'bookingDate', 'startTime', 'duration']);
  const users = useAdminUsers({ q: deferred || undefined, pageSize: 20, sort: 'username' });
  const members = (users.data?.items ?? []).filter((u) => u.isMember);
  const create = useCreateStaffBooking();
  const update = useUpdateStaffBooking();
  const busy = create.isPending || update.isPending;

  // No past start is offered (a moved booking keeps its own start on its own day); a start the clock or a new date
  // left behind gives way to the first one offered.
  const ownStart = booking && bookingDate === booking.bookingDate ? normalizeTime(booking.startTime) : undefined;
  const { setValue } = form;
  const setStart = useCallback((start: string) => setValue('startTime', start), [setValue]);
  const { starts, startTime } = useOfferedStart({
    date: bookingDate,
    chosen: chosenStart,
    now,
    kept: ownStart,
    setStart,
  });

  const endMinutes = startTime ? timeToMinutes(startTime) + duration : 0;
  const endsTooLate = endMinutes > LATEST_END_MINUTES;
  const endTime = endsTooLate || !startTime ? '' : endTimeFor(startTime, duration);

  const submit = form.handleSubmit((values) => {
    if (values.userId === '') return;
    const body = { userId: values.userId, simulatorId: values.simulatorId, bookingDate, startTime, endTime };
    const fallback = booking ? UPDATE_BOOKING_FAILED : CREATE_BOOKING_FAILED;
    const onSuccess = () => {
      toast({
        title: booking ? 'Booking Updated' : 'Booking Created',
        description: `${facilityBayName(body.simulatorId)}, ${formatDateLong(bookingDate)}, ${formatTimeRange(startTime, endTime, { zoneOn: bookingDate })}.`,
      });
      onDone();
    };
    // The refusal shows once, beside the form it is about (a toast would repeat it behind the dialog); the server's
    // field errors go beside their fields (the end time is the duration's).
    const onError = (error: unknown) => {
      showServerFieldErrors(form, error, { endTime: 'duration' });
      form.setError('root.server', { message: errorMessage(error, fallback) });
    };
    if (booking) update.mutate({ id: booking.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });
  const problem = form.formState.errors.root?.server?.message;

  const selectedMissing = booking && userId === booking.userId && !members.some((m) => m.id === userId);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchField label="Find member" value={search} onValueChange={setSearch} placeholder="Name or e-mail" />
        <SelectField
          label="Member"
          hint={users.isError ? errorMessage(users.error) : undefined}
          options={members.map((m) => ({ value: m.id, label: personWithEmail(m) }))}
          {...registerField(form, 'userId', {
            setValueAs: (value: string | number) => (value === '' ? '' : Number(value)),
            validate: (value) => value !== '' || 'Please select a member',
          })}
          // Shown from the form's value, not the list's first option, while the member list reloads under the search.
          value={userId}
        >
          <option value="">{users.isPending ? 'Loading members...' : 'Select a member'}</option>
          {selectedMissing ? <option value={booking.userId ?? ''}>{booking.name}</option> : null}
        </SelectField>
        <TextField
          label="Date"
          type="date"
          {...registerField(form, 'bookingDate', { required: 'Please select a date' })}
        />
        <SelectField
          label="Bay"
          options={bayOptions()}
          {...registerField(form, 'simulatorId', { valueAsNumber: true })}
        />
        <StartTimeField
          starts={starts}
          {...registerField(form, 'startTime', { required: 'Please select a start time' })}
          value={startTime}
        />
        <DurationField
          {...registerField(form, 'duration', {
            valueAsNumber: true,
            validate: (minutes, values) =>
              !values.startTime ||
              timeToMinutes(values.startTime) + Number(minutes) <= LATEST_END_MINUTES ||
              'Bookings must end by 11:30 PM.',
          })}
        />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">End time</p>
        <output aria-live="polite" className="mt-1 block text-sm text-slate-900" data-testid="computed-end-time">
          {endsTooLate
            ? 'After 11:30 PM — choose an earlier start or a shorter duration'
            : endTime
              ? formatTime(endTime)
              : '—'}
        </output>
      </div>
      <DialogFormFoot
        problem={problem}
        busy={busy}
        onCancel={onDone}
        submitLabel={booking ? 'Save Changes' : 'Book Session'}
        busyLabel="Saving..."
      />
    </form>
  );
}
