// A cell of today's board (desk-board-page.tsx): a free half hour (a walk-in button from now on), a league's night
// held by computation, or a booking's block with who holds it, its start and end and whether they have arrived.
import type { DeskOccupancy, GridCell, GridSlot } from '@longwood/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SlotState } from '../../../components/day-grid';
import { facilityBayName } from '../../../lib/booking-choices';
import { cn } from '../../../lib/cn';
import { formatTime, formatTimeRange } from '../../../lib/format';
import { KIND_CLASSES, kindLabel } from '../../../lib/occupancy-kinds';
import { occupancyLabel, personNameForms } from '../../../lib/occupancy-names';
import type { WalkInPreset } from './walk-in-form';

/**
 * The narrowest bay column (rem) in which every holder's shortest name fits a block on one line (about half a rem a
 * letter at the block's size, and its padding).
 */
export function blockMinRem(holders: readonly string[]): number {
  const shortest = holders.map((holder) => personNameForms(holder).at(-1)!.length);
  return Math.max(0, ...shortest) * 0.5 + 1;
}

/** A block of the board: fills its cell, however many half hours that spans. */
const BLOCK_CLASS =
  'absolute inset-0.5 flex flex-col items-start gap-0.5 overflow-hidden rounded border px-1 py-0.5 text-left text-xs leading-tight';

/** Whether `el` shows all of its text in its box with no word drawn over two lines. */
function fits(el: HTMLElement): boolean {
  if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) return false;
  const text = el.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE || typeof document.createRange !== 'function') return true;
  for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, word.index);
    range.setEnd(text, word.index + word[0].length);
    if (typeof range.getClientRects !== 'function') return true;
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) return false;
  }
  return true;
}

/**
 * The first of `forms` (longest first) that fits its box on at most `lines` lines with no word broken, measured in the
 * browser after layout and again whenever the box's width changes; never cut with an ellipsis. Where none fits, the
 * last. Shown to the eye only: the block's accessible name says it in full. Keyed by its forms where they may change.
 */
function FittedText({
  forms,
  lines,
  className,
  testId,
}: {
  forms: string[];
  lines: number;
  className?: string;
  testId: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, forms.length - 1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && index < forms.length - 1 && !fits(el)) setChosen(index + 1);
  }, [index, forms.length]);
  // A wider box may take a longer form again (the board at 1366 px after 1024 px).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      setChosen(0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'w-full shrink-0 overflow-hidden break-normal',
        lines === 1 ? 'max-h-[1lh] whitespace-nowrap' : lines === 2 ? 'max-h-[2lh]' : 'max-h-[3lh]',
        className,
      )}
    >
      {forms[index]}
    </span>
  );
}

/**
 * A block's start and end: '10:30 AM - 12:30 PM' (a time and its AM or PM never apart), else '10:30–12:30' (the time
 * column says AM or PM); with `mark`, after it.
 */
function timeForms(startTime: string, endTime: string, mark = ''): string[] {
  const whole = (time: string) => formatTime(time).replace(' ', '\u00a0');
  const bare = (time: string) => formatTime(time).replace(/ [AP]M$/, '');
  return [`${whole(startTime)} - ${whole(endTime)}`, `${bare(startTime)}\u2013${bare(endTime)}`].map((t) => t + mark);
}

/** Who holds a block, longest first: a person's name, else first name and initial; a league night, else its league. */
function holderForms(holder: string, league: boolean): string[] {
  return league ? [holder, holder.split(' · ')[0]!] : personNameForms(holder);
}

/** How many lines a block of `rows` half hours gives its name. */
const nameLines = (rows: number) => Math.min(rows, 3);

/**
 * What a booking's block shows: who (the whole name, else first name and initial), a small badge for anything but a
 * member's own booking ("Staff-made", "Walk-in", "Guest", "Lesson") from an hour on, its start and end, and whether
 * they have arrived. All of it for the eye; the block's accessible name is `label`, one sentence in full.
 */
function BlockText({ occupancy, rows, label }: { occupancy: DeskOccupancy; rows: number; label: string }) {
  const badge = rows > 1 && occupancy.kind !== 'member' && occupancy.kind !== 'league' ? kindLabel(occupancy) : null;
  const arrived = occupancy.arrivedAt !== null;
  const line = 'w-full shrink-0 text-[0.7rem]';
  const names = holderForms(occupancy.holder, occupancy.kind === 'league');
  const times = timeForms(occupancy.startTime, occupancy.endTime, rows === 1 && arrived ? ' ✓' : '');
  return (
    <>
      <span className="sr-only">{label}</span>
      <FittedText
        key={names.join('|')}
        forms={names}
        lines={nameLines(rows)}
        className="font-medium"
        testId="block-name"
      />
      {badge ? (
        <span
          aria-hidden="true"
          className="shrink-0 rounded-sm bg-white/70 px-1 text-[0.65rem] font-medium uppercase tracking-wide"
        >
          {badge}
        </span>
      ) : null}
      <FittedText key={times[0]} forms={times} lines={rows > 1 ? 2 : 1} className={line} testId="block-time" />
      {rows > 1 && occupancy.kind !== 'league' ? (
        <span aria-hidden="true" data-testid="block-arrival" className={cn(line, arrived && 'font-semibold')}>
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
        <FittedText
          key={name}
          forms={holderForms(name, true)}
          lines={nameLines(rows)}
          className="font-medium"
          testId="block-name"
        />
        <FittedText
          key={hold.startTime + hold.endTime}
          forms={timeForms(hold.startTime, hold.endTime)}
          lines={rows > 1 ? 2 : 1}
          className="text-[0.7rem]"
          testId="block-time"
        />
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
      title={label}
      onClick={() => onOpen(occupancy.id)}
      className={cn(BLOCK_CLASS, KIND_CLASSES[occupancy.kind])}
    >
      <BlockText occupancy={occupancy} rows={rows} label={label} />
    </button>
  );
}
