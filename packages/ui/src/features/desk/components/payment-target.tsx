// What a payment at the till pays for, picked by name and time instead of typed ids
// (docs/decisions/304-guest-rentals-at-the-desk.md): a guest's rental,
// a member's booking or a lesson from a day's board (today's unless the Day field says another: a rental booked
// ahead and paid now; who holds it, when, which bay), or a member found by name for dues and fees. A guest rental's or a lesson's line says what is due. The till's form turns the choice into the
// ids of POST /api/payments (toPaymentIds).
import {
  API,
  facilityToday,
  guestRentalLabel,
  isMemberBookingKind,
  lessonPaymentStatusLabel,
  type DeskOccupancy,
  type PaymentPurpose,
  type RecordPaymentInput,
} from '@longwood/core';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { callApi } from '../../../lib/api-client';
import { facilityBayName } from '../../../lib/booking-choices';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useDeskBoard } from '../api/get-board';
import { useDeskLesson } from '../api/lesson-payment';
import { useGuestRental } from '../api/rentals';
import { MemberPicker } from '../../bookings';

/**
 * The choice: a board occupancy's id (guest, booking, lesson) on `day` ('' for today), or a member's id (dues, fee),
 * as the controls hold it.
 */
export interface PaymentTargetValue {
  occupancyId: string;
  memberId: string;
  day: string;
}

export const NO_TARGET: PaymentTargetValue = { occupancyId: '', memberId: '', day: '' };

/** The board a choice's occupancy is read from: today's, or its day's (undefined: today's). */
export const targetDay = (value: PaymentTargetValue, now = new Date()): string | undefined =>
  value.day && value.day !== facilityToday(now) ? value.day : undefined;

/** Which of a day's occupancies each purpose pays for; `what` names them in the picker's label. */
const OCCUPANCY_PURPOSES: Partial<Record<PaymentPurpose, { what: string; fits: (o: DeskOccupancy) => boolean }>> = {
  guest: { what: "Guest's booking", fits: (o) => o.kind === 'walk_in' },
  booking: { what: "Member's booking", fits: (o) => isMemberBookingKind(o.kind) },
  lesson: { what: 'Lesson', fits: (o) => o.kind === 'lesson' },
};

const occupancyOption = (o: DeskOccupancy) => ({
  value: String(o.id),
  label: `${o.holder}, ${formatTimeRange(o.startTime, o.endTime)}, ${facilityBayName(o.simulatorId)}${o.kind === 'lesson' && o.detail ? ` with ${o.detail}` : ''}`,
});

function RentalDue({ bookingId }: { bookingId: number }) {
  const rental = useGuestRental(bookingId);
  return rental.data ? <p className="text-sm text-slate-700">Guest rental: {guestRentalLabel(rental.data)}</p> : null;
}

function LessonDue({ bookingId }: { bookingId: number }) {
  const lesson = useDeskLesson(bookingId);
  return lesson.data ? <p className="text-sm text-slate-700">{lessonPaymentStatusLabel(lesson.data)}</p> : null;
}

export function PaymentTarget({
  purpose,
  value,
  onChange,
}: {
  purpose: PaymentPurpose;
  value: PaymentTargetValue;
  onChange: (value: PaymentTargetValue) => void;
}) {
  const day = targetDay(value);
  const board = useDeskBoard(day);
  const pick = OCCUPANCY_PURPOSES[purpose];
  if (!pick) {
    return <MemberPicker selected={value.memberId} onSelect={(memberId) => onChange({ ...NO_TARGET, memberId })} />;
  }
  const options = (board.data?.occupancies ?? []).filter(pick.fits).map(occupancyOption);
  const chosen = Number(value.occupancyId);
  const dayName = day ? `on ${formatDateLong(day)}` : 'today';
  return (
    <div className="space-y-1">
      <TextField
        label="Day"
        type="date"
        value={value.day || facilityToday(new Date())}
        onChange={(event) => onChange({ ...NO_TARGET, day: event.target.value })}
      />
      <SelectField
        label={`${pick.what} ${dayName}`}
        options={options}
        value={value.occupancyId}
        onChange={(event) => onChange({ ...value, memberId: '', occupancyId: event.target.value })}
        hint={
          board.isError
            ? `The board of ${day ? formatDateLong(day) : 'today'} could not be loaded.`
            : board.isSuccess && options.length === 0
              ? `No ${pick.what.toLowerCase()}s ${dayName}: choose another day above.`
              : undefined
        }
      >
        <option value="">None</option>
      </SelectField>
      {chosen && purpose === 'guest' ? <RentalDue bookingId={chosen} /> : null}
      {chosen && purpose === 'lesson' ? <LessonDue bookingId={chosen} /> : null}
    </div>
  );
}

type PaymentIds = Pick<RecordPaymentInput, 'userId' | 'bookingId' | 'lessonId'>;

/** The ids the choice names: a lesson's id (and member) read from its booking, a member's booking with its member. */
export async function toPaymentIds(
  purpose: PaymentPurpose,
  value: PaymentTargetValue,
  occupancies: readonly DeskOccupancy[],
): Promise<PaymentIds> {
  if (value.memberId) return { userId: Number(value.memberId) };
  const occupancy = occupancies.find((o) => String(o.id) === value.occupancyId);
  if (!occupancy) return {};
  if (purpose === 'lesson') {
    const lesson = await callApi(API.coaching.deskLesson, { params: { id: occupancy.id } });
    return { lessonId: lesson.id, userId: lesson.memberId };
  }
  return { bookingId: occupancy.id, ...(occupancy.userId !== null ? { userId: occupancy.userId } : {}) };
}
