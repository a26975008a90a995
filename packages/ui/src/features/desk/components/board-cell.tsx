// A cell of today's board (desk-board-page.tsx): a free half hour (a walk-in button from now on), a league's night
// held by computation, or a booking's block with who holds it, when it ends and whether they have arrived.
import type { DeskOccupancy, GridCell, GridSlot } from '@longwood/core';
import type { SlotState } from '../../../components/day-grid';
import { facilityBayName } from '../../../lib/booking-choices';
import { cn } from '../../../lib/cn';
import { formatTime, formatTimeRange } from '../../../lib/format';
import { KIND_CLASSES, kindLabel } from '../../../lib/occupancy-kinds';
import { occupancyLabel } from '../../../lib/occupancy-names';
import type { WalkInPreset } from './walk-in-form';

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
      {rows > 1 && occupancy.kind !== 'league' ? (
        <span data-testid="block-arrival" className={cn(line, 'truncate', arrived && 'font-semibold')}>
          {arrived ? '✓ Checked in' : 'Not checked in'}
        </span>
      ) : null}
    </>
  );
}

export interface BoardCellProps {
  cell: GridCell;
  slot: GridSlot;
  state: SlotState;
  rows: number;
  /** The booking holding the cell, if any (a league's night held by computation has none). */
  occupancy: DeskOccupancy | undefined;
  /** A league's night by its league ('Thursday Match Play · league night'). */
  leagueNight: (leagueId: number | null) => string;
  /** A free cell's walk-in (its start and bay), or null where none may start. */
  walkIn: WalkInPreset | null;
  /** The free cell's time is now's or the next half hour's start. */
  soon: boolean;
  onWalkIn: (preset: WalkInPreset) => void;
  onOpen: (occupancyId: number) => void;
}

export function BoardCell({
  cell,
  slot,
  state,
  rows,
  occupancy,
  leagueNight,
  walkIn,
  soon,
  onWalkIn,
  onOpen,
}: BoardCellProps) {
  const hold = cell.hold;
  if (!hold) {
    if (!walkIn) {
      return (
        <span className="block h-9">
          <span className="sr-only">{facilityBayName(cell.simulatorId)} free</span>
        </span>
      );
    }
    // Now's and the next half hour's free cells say so; later ones show it on hover and focus. Only those two are
    // in the tab order: the form's Starts list reaches every other time from the keyboard.
    return (
      <button
        type="button"
        tabIndex={soon ? undefined : -1}
        className={cn(
          'group h-9 w-full rounded border border-dashed text-emerald-800 hover:border-emerald-300 hover:bg-emerald-50 focus-visible:border-emerald-300',
          soon ? 'border-emerald-300' : 'border-transparent',
        )}
        aria-label={`Walk-in in ${facilityBayName(cell.simulatorId)} at ${formatTime(slot.startTime)}`}
        onClick={() => onWalkIn(walkIn)}
      >
        <span aria-hidden="true" className={cn(!soon && 'invisible group-hover:visible group-focus-visible:visible')}>
          + Walk-in
        </span>
      </button>
    );
  }
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
      onClick={() => onOpen(occupancy.id)}
      className={cn(BLOCK_CLASS, KIND_CLASSES[occupancy.kind])}
    >
      <BlockText occupancy={occupancy} rows={rows} />
    </button>
  );
}
