// /admin/calendar (docs/requirements.md#admin-calendar): one facility day, half-hour rows from 00:00 to 23:00,
// one column per bay, every kind of bay use in its own colour and label (member, staff-made, walk-in, league,
// lesson). Each slot is Upcoming or Completed by the time of day; the current half-hour is highlighted and the
// clock re-read every 60 seconds. Click a free slot to book for a member, a member's booking to move it.
import {
  addDaysToDateString,
  ALL_START_TIMES,
  BAY_IDS,
  bayName,
  facilityNow,
  facilityToday,
  isMemberBookingKind,
  MAX_PAGE_SIZE,
  SLOT_MINUTES,
  timeToMinutes,
  type StaffBooking,
} from '@longwood/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateLong, formatTime, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useAdminBookings } from '../api/admin-bookings';
import { KIND_CLASSES, KIND_LABELS, holderOf } from '../lib/occupancy-labels';
import { BookingFormDialog, type BookingDraft } from './booking-form-dialog';
import { FETCH_BOOKINGS_FAILED } from './booking-management';

/** The current time highlight refreshes every 60 seconds (docs/requirements.md#ui-timings). */
export const CALENDAR_REFRESH_MS = 60_000;

type SlotState = 'Completed' | 'Now' | 'Upcoming';

function slotState(date: string, start: string, now: Date): SlotState {
  const wall = facilityNow(now);
  if (date !== wall.date) return date < wall.date ? 'Completed' : 'Upcoming';
  const from = timeToMinutes(start);
  if (wall.minutes >= from + SLOT_MINUTES) return 'Completed';
  if (wall.minutes >= from) return 'Now';
  return 'Upcoming';
}

export function AdminCalendarPage() {
  const now = useNow(CALENDAR_REFRESH_MS);
  const [date, setDate] = useState(() => facilityToday(new Date()));
  const dateId = useId();
  // A day holds at most two bays × 47 half-hours; one page of the maximum size covers it.
  const day = useAdminBookings(
    { from: date, to: date, pageSize: MAX_PAGE_SIZE, sort: 'date' },
    { refetchInterval: CALENDAR_REFRESH_MS },
  );
  const [dialog, setDialog] = useState<{ booking?: StaffBooking; draft: BookingDraft } | null>(null);

  const at = (simulatorId: number, start: string) =>
    day.data?.items.find(
      (b) =>
        b.simulatorId === simulatorId &&
        timeToMinutes(b.startTime) <= timeToMinutes(start) &&
        timeToMinutes(start) < timeToMinutes(b.endTime),
    );

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Booking Calendar</h1>
          <p className="mt-1 text-slate-600">{formatDateLong(date)}</p>
        </div>
        <Link to="/admin?tab=bookings" className={buttonClasses('ghost', 'md')}>
          Booking Management
        </Link>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-2">
        <Button variant="outline" onClick={() => setDate(addDaysToDateString(date, -1))}>
          Previous Day
        </Button>
        <Button variant="outline" onClick={() => setDate(facilityToday(new Date()))}>
          Today
        </Button>
        <Button variant="outline" onClick={() => setDate(addDaysToDateString(date, 1))}>
          Next Day
        </Button>
        <div>
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
            Day
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            className="mt-1.5 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm"
          />
        </div>
      </div>

      <ul className="mt-4 flex flex-wrap gap-2 text-xs" aria-label="Legend">
        {Object.entries(KIND_LABELS).map(([kind, label]) => (
          <li
            key={kind}
            className={cn('rounded-full border px-2 py-0.5', KIND_CLASSES[kind as keyof typeof KIND_LABELS])}
          >
            {label}
          </li>
        ))}
      </ul>

      {day.isPending ? (
        <div className="flex justify-center py-12 text-emerald-700">
          <Spinner label="Loading bookings..." />
        </div>
      ) : day.isError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-red-800">{errorMessage(day.error, FETCH_BOOKINGS_FAILED)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void day.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <table className="mt-4 w-full table-fixed border-collapse text-left text-xs sm:text-sm">
          <caption className="sr-only">Bookings on {formatDateLong(date)}, by half hour and bay</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="w-20 py-2 pr-2 font-medium text-slate-700 sm:w-32">
                Time
              </th>
              {BAY_IDS.map((id) => (
                <th key={id} scope="col" className="px-1 py-2 font-medium text-slate-700">
                  {bayName(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ALL_START_TIMES.map((start) => {
              const state = slotState(date, start, now);
              return (
                <tr
                  key={start}
                  data-testid={`slot-${start.slice(0, 5)}`}
                  data-state={state}
                  aria-current={state === 'Now' ? 'time' : undefined}
                  className={cn(
                    'border-b border-slate-100',
                    state === 'Now' && 'bg-amber-50 outline outline-2 -outline-offset-2 outline-amber-400',
                    state === 'Completed' && 'text-slate-400',
                  )}
                >
                  <th scope="row" className="py-1 pr-2 align-top font-normal">
                    <span className="block font-medium">{formatTime(start)}</span>
                    <span className="block text-[0.7rem]">{state === 'Now' ? 'Now' : state}</span>
                  </th>
                  {BAY_IDS.map((bay) => {
                    const booking = at(bay, start);
                    if (!booking) {
                      return (
                        <td key={bay} className="p-0.5">
                          <button
                            type="button"
                            className="h-9 w-full rounded border border-dashed border-slate-200 text-slate-400 hover:bg-emerald-50"
                            aria-label={`Book ${bayName(bay)} at ${formatTime(start)}`}
                            onClick={() =>
                              setDialog({
                                draft: { bookingDate: date, startTime: start.slice(0, 5), simulatorId: bay },
                              })
                            }
                          >
                            <span aria-hidden="true">+</span>
                          </button>
                        </td>
                      );
                    }
                    const first = booking.startTime.slice(0, 5) === start.slice(0, 5);
                    const editable = isMemberBookingKind(booking.kind);
                    const label = `${KIND_LABELS[booking.kind]}: ${holderOf(booking)}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
                    return (
                      <td key={bay} className="p-0.5">
                        <button
                          type="button"
                          disabled={!editable}
                          data-kind={booking.kind}
                          aria-label={editable ? `Edit ${label}` : label}
                          onClick={() =>
                            setDialog({ booking, draft: { bookingDate: date, startTime: start, simulatorId: bay } })
                          }
                          className={cn(
                            'h-9 w-full truncate rounded border px-1 text-left disabled:cursor-default',
                            KIND_CLASSES[booking.kind],
                          )}
                        >
                          {first ? `${KIND_LABELS[booking.kind]} · ${holderOf(booking)}` : ''}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <BookingFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        booking={dialog?.booking}
        draft={dialog?.draft ?? { bookingDate: date, startTime: '10:00', simulatorId: 1 }}
      />
    </PageContainer>
  );
}
