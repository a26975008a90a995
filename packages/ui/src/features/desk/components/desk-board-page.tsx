// Today's board (docs/decisions/171-front-desk-app.md): every bay in half-hour rows with a line at the current
// minute, every kind of bay use in its own colour, each one block over its half hours with who holds it, when it
// ends and whether they have arrived ("Staff-made" and the like a small badge beside the name, never a prefix that
// cuts it), the bay names in view while it scrolls, the leagues whose nights hold bays by computation, and beside it
// the walk-in form; readable with six bays at 1024 px (docs/decisions/262-the-desk-on-a-busy-night.md), and at any
// bay count: sideways under a sticky time column, each bay saying when it is free next, one bay at a time on a phone
// (docs/decisions/462-the-board-at-any-bay-count.md). It is read again whenever anyone changes
// a bay (live events); offline, the last board read stays on screen, read-only (docs/decisions/174-live-board-events.md).
import {
  everyBay,
  nextFreeStarts,
  openBayIds,
  SLOT_MINUTES,
  walkInStartAt,
  type DayAvailability,
  type GridCell,
  type GridSlot,
} from '@longwood/core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { DayGrid, OccupancyLegend, type SlotState } from '../../../components/day-grid';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTime } from '../../../lib/format';
import { facilityBayName } from '../../../lib/booking-choices';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { bookingRules } from '../../../config/booking-rules';
import { lazyNamed } from '../../../lib/lazy-named';
import { useDeskBoard } from '../api/get-board';
import { useBoardDay } from '../hooks/use-board-day';
import { BoardCell, blockMinRem } from './board-cell';
import { BoardHeading } from './board-heading';
import { useDeskStatus } from './desk-status';
import { DeskShortcutsSheet, nextArrival, useDeskShortcuts, type DeskShortcut } from './desk-shortcuts';
import { BayAgents } from './bay-agents';
import { UnassignedBayShots } from './bay-shots';
import { GuestRentalDialog } from './guest-rental-dialog';
import { WalkInForm, type WalkInFocus, type WalkInPreset } from './walk-in-form';

// A booking's dialog, its own chunk (the desk screens chunk's budget, decision 255): rendered closed with the board,
// so its code arrives right after the board's and is there by the time a booking is opened.
const OccupancyDialog = lazyNamed(() => import('./occupancy-dialog'), 'OccupancyDialog');

/** 'both bays are free all day', 'the bay is free all day', 'all 6 bays are free all day'. */
function freeAllDay(bays: number): string {
  return `${everyBay(bays)} ${bays === 1 ? 'is' : 'are'} free all day.`;
}

/**
 * When each bay is free next for at least a half hour, from now's start on, by core's nextFreeStarts (the walk-in
 * form's "Free next"): 'Free now', 'Free at 4:30 PM', 'Full for today', or 'Closed' for a bay closed to bookings.
 */
function freeNextByBay(day: DayAvailability | null, from: string): (simulatorId: number) => string {
  const starts = new Map((day ? nextFreeStarts(day, from, SLOT_MINUTES) : []).map((s) => [s.simulatorId, s.startTime]));
  return (simulatorId) => {
    const start = starts.get(simulatorId);
    if (start) return start === from ? 'Free now' : `Free at ${formatTime(start)}`;
    return day && !day.openBays.includes(simulatorId) ? 'Closed' : 'Full for today';
  };
}

/** 'Free at 1:00 PM' → 'free at 1:00 PM'. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

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
  const { day, slots, leagueNight, byId } = useBoardDay(data);
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
  const freeNext = useMemo(() => freeNextByBay(day, nowStart.time), [day, nowStart.time]);
  // A phone shows one bay at a time, chosen by name (with when it is free next).
  const phone = useMediaQuery('(max-width: 639px)');
  const [shownBay, setShownBay] = useState<number | null>(null);
  const bayIds = slots[0]?.bays.map((cell) => cell.simulatorId) ?? [];
  const oneBay = phone ? (bayIds.find((id) => id === shownBay) ?? bayIds[0]) : undefined;
  const shownSlots = useMemo(
    () =>
      oneBay === undefined
        ? slots
        : slots.map((slot) => ({ ...slot, bays: slot.bays.filter((c) => c.simulatorId === oneBay) })),
    [slots, oneBay],
  );

  const renderCell = (cell: GridCell, slot: GridSlot, state: SlotState, rows: number) => (
    <BoardCell
      cell={cell}
      slot={slot}
      state={state}
      rows={rows}
      occupancy={cell.hold?.occupancyId != null ? byId.get(cell.hold.occupancyId) : undefined}
      leagueNight={leagueNight}
      walkIn={!cell.hold && writes.allowed ? presetFor(slot, cell) : null}
      soon={slot.startTime === nowStart.time || slot.startTime === nextStart}
      onWalkIn={setPreset}
      onOpen={setSelectedId}
    />
  );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="board-heading" className="min-w-0">
        <BoardHeading
          date={data?.date}
          readAt={board.dataUpdatedAt}
          outsideHours={!limited && !hours.isOpen}
          onHelp={() => setHelpOpen(true)}
        />
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
            {oneBay !== undefined ? (
              <div className="mt-4">
                <SelectField
                  label="Bay shown"
                  value={oneBay}
                  onChange={(event) => setShownBay(Number(event.target.value))}
                  options={bayIds.map((id) => ({
                    value: id,
                    label: `${facilityBayName(id)} (${lowerFirst(freeNext(id))})`,
                  }))}
                />
              </div>
            ) : null}
            <div className="mt-4 max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
              <DayGrid
                date={data.date}
                now={now}
                slots={shownSlots}
                minBayRem={blockMinRem(data.occupancies.filter((o) => o.kind !== 'league').map((o) => o.holder))}
                bayNote={(id) => (
                  <span data-testid="bay-next-free" className="block text-[0.7rem] font-normal text-emerald-800">
                    {freeNext(id)}
                  </span>
                )}
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
        <div className="mt-6 border-t border-slate-200 pt-4">
          <BayAgents bays={bookingRules.bays} now={now} />
        </div>
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
