// One facility day as a table of half-hour rows and one column per bay (docs/requirements.md#admin-calendar): the
// admin calendar and the desk's today's board both draw it. Rows come from core's occupancyGrid (the one
// availability function, docs/decisions/080-one-occupancy-model.md); each screen says what a cell shows and does.
// Each row is Completed, Now or Upcoming by the facility clock; the Now row is highlighted and can carry a line
// at the current minute. The desk's board draws it as a board (docs/decisions/262-the-desk-on-a-busy-night.md): the
// bay names stay in view while the rows scroll, and a hold over several half hours is one cell spanning them.
import {
  facilityNow,
  SLOT_MINUTES,
  timeToMinutes,
  type GridCell,
  type GridSlot,
  type Hold,
  type OccupancyKind,
} from '@longwood/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatTime } from '../lib/format';
import { KIND_CLASSES, KIND_LABELS } from '../lib/occupancy-kinds';
import { facilityBayName } from '../lib/booking-choices';

export type SlotState = 'Completed' | 'Now' | 'Upcoming';

/** Where a half-hour row starting at `start` on `date` stands at `now` (facility clock). */
function slotState(date: string, start: string, now: Date): SlotState {
  const wall = facilityNow(now);
  if (date !== wall.date) return date < wall.date ? 'Completed' : 'Upcoming';
  const from = timeToMinutes(start);
  if (wall.minutes >= from + SLOT_MINUTES) return 'Completed';
  if (wall.minutes >= from) return 'Now';
  return 'Upcoming';
}

export interface DayGridProps {
  date: string;
  now: Date;
  /** The rows to draw, from core's occupancyGrid (a screen may leave some out, e.g. after the last start). */
  slots: readonly GridSlot[];
  /** What the table holds, for screen readers. */
  caption: string;
  /**
   * A cell's content: a free slot's action, or who holds the bay. On a board, a hold's cell spans its `rows` half
   * hours; its content fills the cell (absolutely placed: it never stretches the rows).
   */
  renderCell: (cell: GridCell, slot: GridSlot, state: SlotState, rows: number) => ReactNode;
  /**
   * 'board' (the desk): the header row and the time column stay in view while the board scrolls (down, and sideways
   * where its bays need more room than the screen has), a hold is one cell over all its half hours, each bay at least
   * BOARD_BAY_MIN wide so that names read whole, and six bays fit beside the walk-in form at 1024 px.
   */
  variant?: 'calendar' | 'board';
  /** Under each bay's name in the header (the board's "Free at 4:30 PM"). */
  bayNote?: (simulatorId: number) => ReactNode;
  /** A board's narrowest bay column (rem) for what its cells must show on one line (a holder's shortest name). */
  minBayRem?: number;
  /** Draw a line across the Now row at the current minute (the desk's now-line). */
  nowLine?: boolean;
  /** Scroll the Now row into view when the grid appears (a long day on a desk screen). */
  scrollToNow?: boolean;
}

/** A board's time column and its narrowest bay column (rem): "10:30 AM" and "10:30–11:00 ✓" read whole. */
const BOARD_TIME_COLUMN = 5;
const BOARD_BAY_MIN = 6;
/** About the width of a letter of a bay's name in the header (rem, generous): a long word widens every bay's column. */
const HEADER_LETTER_REM = 0.58;

/** The longest word of `texts`, in letters. */
function longestWord(texts: readonly string[]): number {
  return Math.max(0, ...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length)));
}

/** The nearest ancestor that scrolls vertically (the board's box), if any. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** The line at the current minute, `offset` % down its box (by default the Now row's own cell). */
function NowLine({ now, testId, offset }: { now: Date; testId?: string; offset?: number }) {
  offset ??= ((facilityNow(now).minutes % SLOT_MINUTES) / SLOT_MINUTES) * 100;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-red-600"
      style={{ top: `${offset}%` }}
    />
  );
}

/** One hold, whichever half hours it covers: its row, or for a league's night held by computation, its league and start. */
const holdKey = (hold: Hold) =>
  hold.occupancyId !== null ? `o${hold.occupancyId}` : `l${hold.leagueId}-${hold.startMinutes}`;

/**
 * For a board: per row and bay, how many rows the cell there spans (1 for a free cell, n for the first half hour of a
 * hold over n rows) or 0 when a cell above already spans it.
 */
function rowSpans(slots: readonly GridSlot[]): number[][] {
  const spans = slots.map((slot) => slot.bays.map(() => 1));
  const bays = slots[0]?.bays.length ?? 0;
  for (let bay = 0; bay < bays; bay += 1) {
    for (let row = 0; row < slots.length;) {
      const hold = slots[row]!.bays[bay]?.hold;
      let end = row + 1;
      if (hold) {
        const key = holdKey(hold);
        while (end < slots.length && slots[end]!.bays[bay]?.hold && holdKey(slots[end]!.bays[bay]!.hold!) === key) {
          spans[end]![bay] = 0;
          end += 1;
        }
      }
      spans[row]![bay] = end - row;
      row = end;
    }
  }
  return spans;
}

export function DayGrid({
  date,
  now,
  slots,
  caption,
  renderCell,
  nowLine = false,
  scrollToNow = false,
  variant = 'calendar',
  bayNote,
  minBayRem = 0,
}: DayGridProps) {
  const board = variant === 'board';
  const bays = slots[0]?.bays.length ?? 0;
  // Every bay's column as wide as the longest word of any bay's name (never split) and what its cells need.
  const bayMin = Math.max(
    BOARD_BAY_MIN,
    minBayRem,
    longestWord((slots[0]?.bays ?? []).map((cell) => facilityBayName(cell.simulatorId))) * HEADER_LETTER_REM + 0.5,
  );
  const spans = board ? rowSpans(slots) : null;
  const wall = facilityNow(now);
  const nowRow = useRef<HTMLTableRowElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!scrollToNow || scrolled.current || !nowRow.current) return;
    scrolled.current = true;
    // Only the grid's own scrolling box moves (scrollIntoView would scroll the whole page, header and all).
    const box = scrollingAncestor(nowRow.current);
    if (!box) return;
    const row = nowRow.current.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    box.scrollTop += row.top - view.top - view.height / 3;
  });

  return (
    <table
      className="w-full table-fixed border-collapse text-left text-xs sm:text-sm"
      style={board ? { minWidth: `${BOARD_TIME_COLUMN + bays * bayMin}rem` } : undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th
            scope="col"
            className={cn(
              'py-2 pr-2 font-medium text-slate-700',
              // Above the bay names and the time column, which both pass under it.
              board ? 'sticky top-0 left-0 z-30 bg-white pl-2 shadow-[0_1px_0_#cbd5e1]' : 'w-20 sm:w-32',
            )}
            style={board ? { width: `${BOARD_TIME_COLUMN}rem` } : undefined}
          >
            Time
          </th>
          {(slots[0]?.bays ?? []).map(({ simulatorId: id }) => (
            <th
              key={id}
              scope="col"
              className={cn(
                'px-1 py-2 font-medium text-slate-700',
                // Words whole: a column is wide enough for a long word, and a longer one still is not split.
                board && 'sticky top-0 z-20 bg-white align-bottom leading-tight break-words shadow-[0_1px_0_#cbd5e1]',
              )}
            >
              {board ? (
                <>
                  <span data-testid="bay-name" className="block">
                    {facilityBayName(id)}
                  </span>
                  {bayNote?.(id)}
                </>
              ) : (
                facilityBayName(id)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {slots.map((slot, row) => {
          const state = slotState(date, slot.startTime, now);
          const isNow = state === 'Now';
          return (
            <tr
              key={slot.startTime}
              ref={isNow ? nowRow : undefined}
              data-testid={`slot-${slot.startTime.slice(0, 5)}`}
              data-state={state}
              aria-current={isNow ? 'time' : undefined}
              className={cn(
                'border-b border-slate-100',
                // Rows of one height on a board, so that a spanning cell and its now-line line up with the times.
                board && 'h-12',
                isNow && 'bg-amber-50 outline outline-2 -outline-offset-2 outline-amber-400',
                state === 'Completed' && 'text-slate-500',
              )}
            >
              <th
                scope="row"
                className={cn(
                  'relative py-1 pr-2 align-top font-normal',
                  // In view while the board scrolls sideways, over the blocks passing under it (and their now-line).
                  board && 'sticky left-0 z-[15] whitespace-nowrap pl-2 shadow-[1px_0_0_#e2e8f0]',
                  board && (isNow ? 'bg-amber-50' : 'bg-white'),
                )}
              >
                <span className="block font-medium">{formatTime(slot.startTime)}</span>
                <span className="block text-[0.7rem]">{state}</span>
                {isNow && nowLine ? <NowLine now={now} testId="now-line" /> : null}
              </th>
              {slot.bays.map((cell, bay) => {
                const rows = spans ? spans[row]![bay]! : 1;
                if (rows === 0) return null;
                const from = timeToMinutes(slot.startTime);
                // A spanning cell holds the now-line when the current minute falls within its rows.
                const lineHere =
                  nowLine && wall.date === date && wall.minutes >= from && wall.minutes < from + rows * SLOT_MINUTES;
                return (
                  <td
                    key={cell.simulatorId}
                    rowSpan={rows > 1 ? rows : undefined}
                    className={cn('relative p-0.5', board && cell.hold && 'align-top')}
                  >
                    {renderCell(cell, slot, state, rows)}
                    {lineHere ? (
                      <NowLine now={now} offset={((wall.minutes - from) / (rows * SLOT_MINUTES)) * 100} />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The kinds of bay use and their colours, as the grid's cells show them. */
export function OccupancyLegend() {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label="Legend">
      {(Object.entries(KIND_LABELS) as [OccupancyKind, string][]).map(([kind, label]) => (
        <li key={kind} className={cn('rounded-full border px-2 py-0.5', KIND_CLASSES[kind])}>
          {label}
        </li>
      ))}
    </ul>
  );
}
