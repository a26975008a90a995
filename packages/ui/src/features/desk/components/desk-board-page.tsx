// Today's board (docs/decisions/171-front-desk-app.md): every bay in half-hour rows with a line at the current
// minute, every kind of bay use in its own colour, each one block over its half hours with who holds it, when it
// ends and whether they have arrived ("Staff-made" and the like a small badge beside the name, never a prefix that
// cuts it), the bay names in view while it scrolls, the leagues whose nights hold bays by computation, and beside it
// the walk-in form; readable with six bays at 1024 px (docs/decisions/262-the-desk-on-a-busy-night.md). It is read again whenever anyone changes
// a bay (live events); offline, the last board read stays on screen, read-only (docs/decisions/174-live-board-events.md).
import {
  ALL_START_TIMES,
  dayAvailability,
  everyBay,
  occupancyGrid,
  openBayIds,
  staffedHoursRange,
  walkInStartAt,
  type DeskOccupancy,
  type GridCell,
  type GridSlot,
} from '@longwood/core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { DayGrid, OccupancyLegend, type SlotState } from '../../../components/day-grid';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { deskStaffedHours } from '../../../config/booking-rules';
import {
  facilityZoneLabel,
  formatDateLong,
  formatFacilityDateTime,
  formatTime,
  formatTimeRange,
} from '../../../lib/format';
import { KIND_CLASSES, kindLabel } from '../../../lib/occupancy-kinds';
import { leagueNightName, occupancyLabel } from '../../../lib/occupancy-names';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useDeskBoard } from '../api/get-board';
import { useDeskStatus } from './desk-status';
import { DeskShortcutsSheet, nextArrival, useDeskShortcuts, type DeskShortcut } from './desk-shortcuts';
import { UnassignedBayShots } from './bay-shots';
import { GuestRentalDialog } from './guest-rental-dialog';
import { WalkInForm, type WalkInFocus, type WalkInPreset } from './walk-in-form';
import { facilityBayName } from '../../../lib/booking-choices';
import { bookingRules } from '../../../config/booking-rules';
import { lazyNamed } from '../../../lib/lazy-named';

// A booking's dialog, its own chunk (the desk screens chunk's budget, decision 255): rendered closed with the board,
// so its code arrives right after the board's and is there by the time a booking is opened.
const OccupancyDialog = lazyNamed(() => import('./occupancy-dialog'), 'OccupancyDialog');

/** A block of the board: fills its cell, however many half hours that spans. */
const BLOCK_CLASS =
  'absolute inset-0.5 flex flex-col items-start gap-0.5 overflow-hidden rounded border px-1.5 py-1 text-left leading-tight';

/**
 * What a booking's block says: who (whole on two lines from an hour and a half on, else cut with the full label in
 * the block's title), a small badge for anything but a member's own booking ("Staff-made", "Walk-in", "Guest",
 * "Lesson") from an hour on, when it ends, and whether they have arrived. The lines never shrink: what does not fit a
 * short block is cut at its foot, never the name.
 */
function BlockText({ occupancy, rows }: { occupancy: DeskOccupancy; rows: number }) {
  const badge = rows > 1 && occupancy.kind !== 'member' && occupancy.kind !== 'league' ? kindLabel(occupancy) : null;
  const arrived = occupancy.arrivedAt !== null;
  const line = 'w-full shrink-0 text-[0.7rem]';
  return (
    <>
      <span className={cn('w-full shrink-0 font-medium', rows > 2 ? 'line-clamp-2' : 'truncate')}>
        {occupancy.holder}
      </span>
      {badge ? (
        <span className="shrink-0 rounded-sm bg-white/70 px-1 text-[0.65rem] font-medium uppercase tracking-wide">
          {badge}
        </span>
      ) : null}
      <span className={cn(line, 'truncate')}>
        until {formatTime(occupancy.endTime)}
        {rows === 1 && arrived ? ' ✓' : ''}
      </span>
      {rows > 1 ? (
        <span data-testid="block-arrival" className={cn(line, 'truncate', arrived && 'font-semibold')}>
          {arrived ? '✓ Checked in' : 'Not checked in'}
        </span>
      ) : null}
    </>
  );
}

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
  const [focusWalkIn, setFocusWalkIn] = useState<WalkInFocus | undefined>(undefined);
  const [checkingIn, setCheckingIn] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [guestAheadOpen, setGuestAheadOpen] = useState(false);

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

  // The desk's keys (N, F, C, ?): docs/decisions/262-the-desk-on-a-busy-night.md.
  const onShortcut = useCallback(
    (shortcut: DeskShortcut) => {
      if (shortcut === 'help') setHelpOpen(true);
      else if (shortcut === 'new-walk-in') setFocusWalkIn((f) => ({ for: 'guest', seq: (f?.seq ?? 0) + 1 }));
      else if (shortcut === 'find-member') setFocusWalkIn((f) => ({ for: 'member', seq: (f?.seq ?? 0) + 1 }));
      else {
        const next = data ? nextArrival(data.occupancies, now) : null;
        if (!next) {
          toast({ title: 'Nobody to Check In', description: 'No booking is due to be checked in now.' });
          return;
        }
        setCheckingIn(true);
        setSelectedId(next.id);
      }
    },
    [data, now],
  );
  useDeskShortcuts(onShortcut);

  const nowStart = walkInStartAt('now', now);
  /** A free cell from now's start on: a walk-in there (the form takes its start and bay). */
  const presetFor = (slot: GridSlot, cell: GridCell): WalkInPreset | null => {
    if (!data || nowStart.date !== data.date || slot.startTime < nowStart.time) return null;
    return { start: slot.startTime === nowStart.time ? 'now' : slot.startTime, simulatorId: cell.simulatorId };
  };
  const nextStart = walkInStartAt('next', now).time;

  const renderCell = (cell: GridCell, slot: GridSlot, state: SlotState, rows: number) => {
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
      // Now's and the next half hour's free cells say so; later ones show it on hover and focus. Only those two are
      // in the tab order: the form's Starts list reaches every other time from the keyboard.
      const soon = slot.startTime === nowStart.time || slot.startTime === nextStart;
      return (
        <button
          type="button"
          tabIndex={soon ? undefined : -1}
          className={cn(
            'group h-9 w-full rounded border border-dashed text-emerald-800 hover:border-emerald-300 hover:bg-emerald-50 focus-visible:border-emerald-300',
            soon ? 'border-emerald-300' : 'border-transparent',
          )}
          aria-label={`Walk-in in ${facilityBayName(cell.simulatorId)} at ${formatTime(slot.startTime)}`}
          onClick={() => setPreset(walkIn)}
        >
          <span aria-hidden="true" className={cn(!soon && 'invisible group-hover:visible group-focus-visible:visible')}>
            + Walk-in
          </span>
        </button>
      );
    }
    const occupancy = hold.occupancyId !== null ? byId.get(hold.occupancyId) : undefined;
    if (!occupancy) {
      // A league's night held by computation (its schedule not generated yet): one block, named.
      const name = leagueNight(hold.leagueId);
      return (
        <div
          className={cn(BLOCK_CLASS, KIND_CLASSES.league)}
          data-kind="league"
          role="img"
          aria-label={`${name}, ${formatTimeRange(hold.startTime, hold.endTime)}`}
          title={name}
        >
          <span className={cn('w-full shrink-0 font-medium', rows > 2 ? 'line-clamp-2' : 'truncate')}>{name}</span>
          <span className="w-full shrink-0 truncate text-[0.7rem]">until {formatTime(hold.endTime)}</span>
        </div>
      );
    }
    const arrived = occupancy.arrivedAt !== null;
    const label = `${occupancyLabel(occupancy, occupancy.holder)}, ${formatTimeRange(occupancy.startTime, occupancy.endTime)}${arrived ? ', checked in' : ''}`;
    return (
      <button
        type="button"
        data-kind={occupancy.kind}
        data-state={state}
        data-testid={`board-block-${occupancy.id}`}
        aria-label={label}
        title={label}
        onClick={() => setSelectedId(occupancy.id)}
        className={cn(BLOCK_CLASS, KIND_CLASSES[occupancy.kind])}
      >
        <BlockText occupancy={occupancy} rows={rows} />
      </button>
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="board-heading" className="min-w-0">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 id="board-heading" className="text-2xl font-bold text-slate-900">
              Today&apos;s Board
            </h1>
            <p className="text-slate-600">{data ? formatDateLong(data.date) : 'Loading today…'}</p>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)}>
              Keyboard shortcuts <kbd className="ml-1 rounded border border-slate-300 px-1 font-mono text-xs">?</kbd>
            </Button>
            {data ? (
              <p className="text-xs text-slate-500" data-testid="board-read-at">
                Read at {formatFacilityDateTime(new Date(board.dataUpdatedAt).toISOString())}
              </p>
            ) : null}
          </div>
        </div>
        {!limited && !hours.isOpen ? (
          <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
            Outside staff hours ({staffedHoursRange(deskStaffedHours)} {facilityZoneLabel()}): the desk is open to you
            as an administrator.
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
                variant="board"
              />
            </div>
          </>
        )}
      </section>
      <aside className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:self-start">
        <WalkInForm now={now} day={day} preset={preset} focus={focusWalkIn} />
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Button
            variant="outline"
            className="w-full"
            disabled={!writes.allowed}
            onClick={() => setGuestAheadOpen(true)}
          >
            Book a Guest Ahead
          </Button>
        </div>
        <GuestRentalDialog open={guestAheadOpen} onClose={() => setGuestAheadOpen(false)} />
        {data ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <UnassignedBayShots date={data.date} bays={bookingRules.bays} />
          </div>
        ) : null}
      </aside>
      <Suspense fallback={null}>
        <OccupancyDialog
          occupancy={selected}
          now={now}
          focusCheckIn={checkingIn}
          onClose={() => {
            setSelectedId(null);
            setCheckingIn(false);
          }}
        />
      </Suspense>
      <DeskShortcutsSheet open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
