// Create or move a booking for a member (docs/requirements.md#admin-booking): member picker (members only, found
// through the staff's member search that desk staff may use too; the server refuses others), date, bay, start and
// duration; the end time is computed from them and read-only. Every rule of core applies on the server, the member's
// daily cap included; only an admin goes past it, giving a reason when the cap refuses
// (docs/decisions/466-the-desk-moves-bookings.md) — the form says so, at the facility's cap. The desk's "Move…" opens
// the same form with the member fixed (StaffMoveDialog). A new booking opens at the next bookable start (never a past
// one) and the start times list no past ones; a refusal shows once, inside the dialog.
import {
  addDaysToDateString,
  bookingDurationMinutes,
  endTimeFor,
  facilityToday,
  LATEST_END_MINUTES,
  normalizeTime,
  OVER_CAP_MESSAGES,
  OVER_CAP_REASON_MAX,
  staffCapNote,
  timeToMinutes,
  type StaffBooking,
} from '@longwood/core';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DialogFormFoot,
  DurationField,
  StartTimeField,
  upcomingStarts,
  useOfferedStart,
} from '../../../../components/booking-fields';
import { Modal } from '../../../../components/ui/dialog';
import { registerField, SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { bayOptions, facilityBayName } from '../../../../lib/booking-choices';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { formatDateLong, formatTime, formatTimeRange } from '../../../../lib/format';
import { useCan } from '../../../../lib/use-can';
import { useNow } from '../../../../lib/use-now';
import { bookingRules } from '../../../../config/booking-rules';
import { useCreateStaffBooking, useUpdateStaffBooking } from '../../api/staff-bookings';
import { holderOf } from '../../lib/occupancy-labels';
import { BookingDetails } from '../booking-details';
import { MemberPicker } from '../member-picker';

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
  /** An admin's reason to go past the member's daily cap, asked for once the cap refuses. */
  capOverrideReason: string;
}

/** The booking being moved, as a staff list row (the calendar) or the desk's board has it. */
export type MovedBooking = Pick<
  StaffBooking,
  'id' | 'userId' | 'bookingDate' | 'startTime' | 'endTime' | 'simulatorId' | 'name'
>;

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
 * The desk's "Move…": the staff form for one member's booking, the member fixed (another time, bay or day; the same
 * rules as the member's own move, decision 466). Closing it gives the focus to `returnFocusTo`.
 */
export function StaffMoveDialog({
  booking,
  onClose,
  returnFocusTo,
}: {
  booking: MovedBooking | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Move Booking"
      description={
        booking
          ? `${booking.name ?? 'Member'}: now ${facilityBayName(booking.simulatorId)}, ${formatDateLong(booking.bookingDate)}, ${formatTimeRange(booking.startTime, booking.endTime, { zoneOn: booking.bookingDate })}. The member is e-mailed the new time; a check-in stays.`
          : ''
      }
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      {booking ? <BookingForm booking={booking} memberFixed draft={booking} onDone={onClose} /> : null}
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
  memberFixed = false,
}: {
  booking?: MovedBooking | undefined;
  draft: BookingDraft;
  onDone: () => void;
  /** The desk's move: the booking stays the member's, so no picker. */
  memberFixed?: boolean;
}) {
  const now = useNow();
  const mayPassCap = useCan('bookings:over-cap');
  // The cap refused and an admin may go past it: the reason field shows, and the next save sends it.
  const [capRefused, setCapRefused] = useState(false);
  const [memberName, setMemberName] = useState(booking?.name ?? '');
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
      capOverrideReason: '',
    },
  });
  const [userId, bookingDate, chosenStart, duration] = form.watch(['userId', 'bookingDate', 'startTime', 'duration']);
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
    if (values.userId === '') {
      form.setError('userId', { message: 'Please select a member' });
      return;
    }
    const reason = values.capOverrideReason.trim();
    const body = {
      userId: values.userId,
      simulatorId: values.simulatorId,
      bookingDate,
      startTime,
      endTime,
      ...(capRefused && reason ? { capOverrideReason: reason } : {}),
    };
    const fallback = booking ? UPDATE_BOOKING_FAILED : CREATE_BOOKING_FAILED;
    const onSuccess = () => {
      toast({
        title: memberFixed ? 'Booking Moved' : booking ? 'Booking Updated' : 'Booking Created',
        description: `${memberFixed && memberName ? `${memberName}: ` : ''}${facilityBayName(body.simulatorId)}, ${formatDateLong(bookingDate)}, ${formatTimeRange(startTime, endTime, { zoneOn: bookingDate })}.`,
      });
      onDone();
    };
    // The refusal shows once, beside the form it is about (a toast would repeat it behind the dialog); the server's
    // field errors go beside their fields (the end time is the duration's).
    const onError = (error: unknown) => {
      showServerFieldErrors(form, error, { endTime: 'duration' });
      const overCap = error instanceof ApiError && error.code === 'BOOKING_DAILY_CAP' && mayPassCap;
      if (overCap) setCapRefused(true);
      const message = errorMessage(error, fallback);
      form.setError('root.server', {
        message: overCap ? `${message} As an administrator you may go past it: give the reason below.` : message,
      });
    };
    if (booking) update.mutate({ id: booking.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });
  const problem = form.formState.errors.root?.server?.message;
  const onMember = (id: string, name: string) => {
    form.setValue('userId', Number(id));
    form.clearErrors('userId');
    setMemberName(name);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-4">
      {memberFixed ? (
        <p className="text-sm text-slate-800">
          Member: <span className="font-medium">{memberName}</span>
        </p>
      ) : (
        <div className="space-y-1">
          <MemberPicker
            selected={userId === '' ? '' : String(userId)}
            onSelect={onMember}
            error={form.formState.errors.userId?.message}
          />
          {memberName ? (
            <p className="text-sm text-slate-700" data-testid="chosen-member">
              Booking for {memberName}
            </p>
          ) : null}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
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
      {capRefused ? (
        <TextField
          label="Reason for going past the daily limit"
          maxLength={OVER_CAP_REASON_MAX}
          autoComplete="off"
          {...registerField(form, 'capOverrideReason', {
            validate: (value) => String(value).trim() !== '' || OVER_CAP_MESSAGES.reasonRequired,
          })}
        />
      ) : null}
      <DialogFormFoot
        problem={problem}
        busy={busy}
        onCancel={onDone}
        submitLabel={memberFixed ? 'Move Booking' : booking ? 'Save Changes' : 'Book Session'}
        busyLabel="Saving..."
      />
    </form>
  );
}
