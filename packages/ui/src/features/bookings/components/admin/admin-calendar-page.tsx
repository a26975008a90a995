// /admin/calendar (docs/requirements.md#admin-calendar): one facility day, half-hour rows from 00:00 to 23:00,
// one column per bay, every kind of bay use in its own colour and label (member, staff-made, walk-in, league,
// lesson). Each slot is Upcoming or Completed by the time of day; the current half-hour is highlighted and the
// clock re-read every 60 seconds. The day scrolls in its own box, which opens at the current half-hour (as the
// desk's board does). Click a free slot to book for a member, a member's booking to move it.
import {
  ALL_START_TIMES,
  dayAvailability,
  facilityToday,
  isMemberBookingKind,
  MAX_PAGE_SIZE,
  occupancyGrid,
  type StaffBooking,
} from '@longwood/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DayGrid, OccupancyLegend } from '../../../../components/day-grid';
import { PageContainer } from '../../../../components/page-container';
import { ScreenHeading } from '../../../../components/screen-heading';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { DayNavigator } from '../../../../components/ui/day-navigator';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { formatDateLong, formatTime, formatTimeRange } from '../../../../lib/format';
import { KIND_CLASSES } from '../../../../lib/occupancy-kinds';
import { leagueNightName, occupancyLabel, occupancyTitle } from '../../../../lib/occupancy-names';
import { useCan } from '../../../../lib/use-can';
import { useNow } from '../../../../lib/use-now';
import { useStaffBookings } from '../../api/staff-bookings';
import { holderOf } from '../../lib/occupancy-labels';
import { BookingFormDialog, type BookingDraft } from './booking-form-dialog';
import { FETCH_BOOKINGS_FAILED } from './booking-management';
import { facilityBayName } from '../../../../lib/booking-choices';
import { bookingRules } from '../../../../config/booking-rules';
import { useLeagues } from '../../../leagues';

/** The current time highlight refreshes every 60 seconds (docs/requirements.md#ui-timings). */
export const CALENDAR_REFRESH_MS = 60_000;

export function AdminCalendarPage() {
  const now = useNow(CALENDAR_REFRESH_MS);
  const adminScreens = useCan('admin:screens');
  const [date, setDate] = useState(() => facilityToday(new Date()));
  // A day holds at most two bays × 47 half-hours; one page of the maximum size covers it.
  const day = useStaffBookings(
    { from: date, to: date, pageSize: MAX_PAGE_SIZE, sort: 'date' },
    { refetchInterval: CALENDAR_REFRESH_MS },
  );
  // League nights hold bays: a league without a generated schedule holds them by computation, not by rows.
  const leagues = useLeagues();
  const [dialog, setDialog] = useState<{ booking?: StaffBooking; draft: BookingDraft } | null>(null);

  // Rows from core's one availability function, league nights included; the calendar's rows end with the last
  // start (23:00).
  const items = day.data?.items;
  const leagueList = leagues.data;
  const slots = useMemo(
    () =>
      occupancyGrid(
        dayAvailability({ date, occupancies: items ?? [], leagues: leagueList ?? [], bays: bookingRules.bays }),
      ).slice(0, ALL_START_TIMES.length),
    [date, items, leagueList],
  );
  const leagueName = (id: number | null) => leagueList?.find((l) => l.id === id)?.name;
  const byId = useMemo(() => new Map((items ?? []).map((b) => [b.id, b])), [items]);

  return (
    <PageContainer>
      <ScreenHeading
        title="Booking Calendar"
        description={formatDateLong(date)}
        actions={
          // Desk staff reach the calendar from the desk and go back there; Booking Management is the admins' (the
          // policy's admin:screens), and would send them to the home page.
          adminScreens ? (
            <Link to="/admin?tab=bookings" className={buttonClasses('ghost', 'md')}>
              Booking Management
            </Link>
          ) : (
            <Link to="/desk" className={buttonClasses('ghost', 'md')}>
              Today&apos;s Board
            </Link>
          )
        }
      />

      <div className="mt-6">
        <DayNavigator date={date} onDateChange={setDate} />
      </div>

      <div className="mt-4">
        <OccupancyLegend />
      </div>

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
        <div
          className="mt-4 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2"
          data-testid="calendar-day"
        >
          <DayGrid
            date={date}
            now={now}
            slots={slots}
            scrollToNow
            caption={`Bookings on ${formatDateLong(date)}, by half hour and bay`}
            renderCell={(cell, slot) => {
              const start = slot.startTime;
              const booking = cell.hold?.occupancyId != null ? byId.get(cell.hold.occupancyId) : undefined;
              if (!booking && cell.hold?.kind === 'league') {
                // The night of a league without a generated schedule: no row to open, but the bay cannot be booked.
                const label = leagueNightName(leagueName(cell.hold.leagueId));
                const first = cell.hold.startTime.slice(0, 5) === start.slice(0, 5);
                return (
                  <div
                    data-kind="league"
                    aria-label={`${label}, ${formatTimeRange(cell.hold.startTime, cell.hold.endTime)}`}
                    className={cn('h-9 w-full truncate rounded border px-1 text-left', KIND_CLASSES.league)}
                  >
                    {first ? label : ''}
                  </div>
                );
              }
              if (!booking) {
                return (
                  <button
                    type="button"
                    className="h-9 w-full rounded border border-dashed border-slate-200 text-slate-400 hover:bg-emerald-50"
                    aria-label={`Book ${facilityBayName(cell.simulatorId)} at ${formatTime(start)}`}
                    onClick={() =>
                      setDialog({
                        draft: { bookingDate: date, startTime: start.slice(0, 5), simulatorId: cell.simulatorId },
                      })
                    }
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                );
              }
              const first = booking.startTime.slice(0, 5) === start.slice(0, 5);
              const editable = isMemberBookingKind(booking.kind);
              const label = `${occupancyLabel(booking, holderOf(booking))}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
              return (
                <button
                  type="button"
                  disabled={!editable}
                  data-kind={booking.kind}
                  aria-label={editable ? `Edit ${label}` : label}
                  onClick={() =>
                    setDialog({
                      booking,
                      draft: { bookingDate: date, startTime: start, simulatorId: cell.simulatorId },
                    })
                  }
                  className={cn(
                    'h-9 w-full truncate rounded border px-1 text-left disabled:cursor-default',
                    KIND_CLASSES[booking.kind],
                  )}
                >
                  {first ? occupancyTitle(booking, holderOf(booking)) : ''}
                </button>
              );
            }}
          />
        </div>
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
