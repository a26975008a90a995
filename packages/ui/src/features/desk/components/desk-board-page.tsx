// Today's board (docs/decisions/171-front-desk-app.md): both bays in half-hour rows with a line at the current
// minute, every kind of bay use in its own colour with who holds it and whether they have arrived, the leagues
// whose nights hold bays by computation, and beside it the walk-in form. It is read again whenever anyone changes
// a bay (live events); offline, the last board read stays on screen, read-only (docs/decisions/175-desk-offline-and-closed.md).
import {
  ALL_START_TIMES,
  dayAvailability,
  everyBay,
  occupancyGrid,
  openBayIds,
  staffedHoursRange,
  walkInStartAt,
  type GridCell,
  type GridSlot,
} from '@longwood/core';
import { useMemo, useState } from 'react';
import { DayGrid, OccupancyLegend, type SlotState } from '../../../components/day-grid';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { deskStaffedHours } from '../../../config/booking-rules';
import {
  formatDateLong,
  formatFacilityDateTime,
  formatTime,
  formatTimeRange,
  TIME_ZONE_LABEL,
} from '../../../lib/format';
import { KIND_CLASSES } from '../../../lib/occupancy-kinds';
import { leagueNightName, occupancyLabel, occupancyTitle } from '../../../lib/occupancy-names';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useDeskBoard } from '../api/get-board';
import { useDeskStatus } from './desk-status';
import { OccupancyDialog } from './occupancy-dialog';
import { UnassignedBayShots } from './bay-shots';
import { WalkInForm, type WalkInPreset } from './walk-in-form';
import { facilityBayName } from '../../../lib/booking-choices';
import { bookingRules } from '../../../config/booking-rules';

/** 'both bays are free all day', 'the bay is free all day', 'all 6 bays are free all day'. */
function freeAllDay(bays: number): string {
  return `${everyBay(bays)} ${bays === 1 ? 'is' : 'are'} free all day.`;
}

export function DeskBoardPage() {
  const { now, limited, hours } = useDeskStatus();
  const writes = useWritesAllowed();
  const board = useDeskBoard();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [preset, setPreset] = useState<WalkInPreset | undefined>(undefined);

  const data = board.data;
  const day = useMemo(
    () =>
      data
        ? dayAvailability({
            date: data.date,
            occupancies: data.occupancies,
            leagues: data.leagues,
            bays: bookingRules.bays,
          })
        : null,
    [data],
  );
  const slots = useMemo(() => (day ? occupancyGrid(day).slice(0, ALL_START_TIMES.length) : []), [day]);
  // A league's night is named after its league ('Thursday Match Play · league night'), on the board and in its dialog.
  const leagueNight = useMemo(() => {
    const names = new Map((data?.leagues ?? []).map((l) => [l.id, l.name]));
    return (id: number | null) => leagueNightName(id === null ? null : names.get(id));
  }, [data]);
  const byId = useMemo(
    () =>
      new Map(
        (data?.occupancies ?? []).map((o) => [
          o.id,
          o.kind === 'league' ? { ...o, holder: leagueNight(o.leagueId) } : o,
        ]),
      ),
    [data, leagueNight],
  );
  const selected = selectedId === null ? undefined : byId.get(selectedId);

  const nowStart = walkInStartAt('now', now);
  const nextStart = walkInStartAt('next', now);
  const presetFor = (slot: GridSlot, cell: GridCell): WalkInPreset | null => {
    if (!data || nowStart.date !== data.date) return null;
    if (slot.startTime === nowStart.time) return { start: 'now', simulatorId: cell.simulatorId };
    if (slot.startTime === nextStart.time) return { start: 'next', simulatorId: cell.simulatorId };
    return null;
  };

  const renderCell = (cell: GridCell, slot: GridSlot, state: SlotState) => {
    const hold = cell.hold;
    if (!hold) {
      const walkIn = writes.allowed ? presetFor(slot, cell) : null;
      if (!walkIn) {
        return (
          <span className="block h-9">
            <span className="sr-only">{facilityBayName(cell.simulatorId)} free</span>
          </span>
        );
      }
      return (
        <button
          type="button"
          className="h-9 w-full rounded border border-dashed border-emerald-300 text-emerald-800 hover:bg-emerald-50"
          aria-label={`Walk-in in ${facilityBayName(cell.simulatorId)} at ${formatTime(slot.startTime)}`}
          onClick={() => setPreset(walkIn)}
        >
          <span aria-hidden="true">+ Walk-in</span>
        </button>
      );
    }
    const occupancy = hold.occupancyId !== null ? byId.get(hold.occupancyId) : undefined;
    const first = hold.startTime === slot.startTime || slot.startTime === '00:00:00';
    if (!occupancy) {
      // A league's night held by computation (its schedule not generated yet): named once, then coloured.
      return (
        <div
          className={cn('h-9 truncate rounded border px-1 py-2 text-left', KIND_CLASSES.league)}
          data-kind="league"
          {...(first
            ? {
                role: 'img',
                'aria-label': `${leagueNight(hold.leagueId)}, ${formatTimeRange(hold.startTime, hold.endTime)}`,
              }
            : { 'aria-hidden': true })}
        >
          {first ? leagueNight(hold.leagueId) : ''}
        </div>
      );
    }
    if (!first) {
      // The rest of a booking's span: coloured, and one button per booking for keyboards and screen readers.
      return (
        <div
          aria-hidden="true"
          data-kind={occupancy.kind}
          className={cn('h-9 rounded border', KIND_CLASSES[occupancy.kind])}
        />
      );
    }
    const arrived = occupancy.arrivedAt !== null;
    const label = `${occupancyLabel(occupancy, occupancy.holder)}, ${formatTimeRange(occupancy.startTime, occupancy.endTime)}${arrived ? ', checked in' : ''}`;
    return (
      <button
        type="button"
        data-kind={occupancy.kind}
        data-state={state}
        aria-label={label}
        onClick={() => setSelectedId(occupancy.id)}
        className={cn('h-9 w-full truncate rounded border px-1 text-left', KIND_CLASSES[occupancy.kind])}
      >
        {arrived ? <span aria-hidden="true">✓ </span> : null}
        {occupancyTitle(occupancy, occupancy.holder)}
      </button>
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="board-heading" className="min-w-0">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 id="board-heading" className="text-2xl font-bold text-slate-900">
              Today&apos;s Board
            </h1>
            <p className="text-slate-600">{data ? formatDateLong(data.date) : 'Loading today…'}</p>
          </div>
          {data ? (
            <p className="text-xs text-slate-500" data-testid="board-read-at">
              Read at {formatFacilityDateTime(new Date(board.dataUpdatedAt).toISOString())}
            </p>
          ) : null}
        </div>
        {!limited && !hours.isOpen ? (
          <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
            Outside staff hours ({staffedHoursRange(deskStaffedHours)} {TIME_ZONE_LABEL}): the desk is open to you as an
            administrator.
          </p>
        ) : null}
        <div className="mt-3">
          <OccupancyLegend />
        </div>
        {board.isPending ? (
          <div className="flex justify-center py-12 text-emerald-700">
            <Spinner label="Loading today's board..." />
          </div>
        ) : !data ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
            <p className="text-red-800">{errorMessage(board.error, "Today's board could not be loaded.")}</p>
            <Button variant="outline" className="mt-4" onClick={() => void board.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            {data.occupancies.length === 0 && data.leagues.length === 0 ? (
              <p className="mt-4 rounded-md border border-dashed border-slate-300 p-4 text-center text-slate-700">
                No bookings today yet: {freeAllDay(openBayIds(bookingRules.bays).length)}
              </p>
            ) : null}
            <div className="mt-4 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2">
              <DayGrid
                date={data.date}
                now={now}
                slots={slots}
                caption={`Today's board, ${formatDateLong(data.date)}, by half hour and bay`}
                renderCell={renderCell}
                nowLine
                scrollToNow
              />
            </div>
          </>
        )}
      </section>
      <aside className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:self-start">
        <WalkInForm now={now} day={day} preset={preset} />
        {data ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <UnassignedBayShots date={data.date} bays={bookingRules.bays} />
          </div>
        ) : null}
      </aside>
      <OccupancyDialog occupancy={selected} now={now} onClose={() => setSelectedId(null)} />
    </div>
  );
}
