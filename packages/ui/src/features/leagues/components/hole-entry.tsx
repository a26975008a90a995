// Typing hole scores fast, shared by the stroke-play scorecard grid and the match sheet's cards
// (docs/decisions/211-league-handicaps-and-scorecards.md): cells are numbered in the order they are filled; a digit
// from 2 to 9 fills a hole and moves to the next cell (a 1 waits for a second digit, 10-15, or for Enter/Tab), and
// Enter moves on. Also the handicap a card plays off in a round and the strokes that gives.
import { playingStrokes, type LeagueRound, type PlayerHandicap } from '@longwood/core';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';

/** The course a round is played on: its holes (par, stroke index) and the number of its first. */
export type RoundCourse = NonNullable<LeagueRound['course']>;

export function useHoleEntry() {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusCell = (index: number) => {
    const next = inputs.current[index];
    if (next) {
      next.focus();
      next.select();
    }
  };
  return {
    focusCell,
    /** The cell's ref, by its place in the order cells are filled. */
    cellRef: (index: number) => (el: HTMLInputElement | null) => {
      inputs.current[index] = el;
    },
    /** What a cell holds after typing (digits only, at most two); a complete hole moves to the next cell. */
    typed: (index: number, raw: string): string => {
      const value = raw.replace(/\D/g, '').slice(0, 2);
      if (value.length === 2 || (value.length === 1 && value !== '1')) focusCell(index + 1);
      return value;
    },
    onKeyDown: (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      focusCell(index + 1);
    },
  };
}

export type HoleEntry = ReturnType<typeof useHoleEntry>;

/** A hole cell without its width (the match sheet's cells are narrower on a phone). */
export const HOLE_INPUT_BASE_CLASS =
  'h-9 rounded border border-slate-300 text-center focus:border-emerald-600 focus:outline-none disabled:bg-slate-100';
export const HOLE_INPUT_CLASS = `${HOLE_INPUT_BASE_CLASS} w-9`;

/**
 * The handicap a card plays off in the round (the one the team took into it; before its card, its current one) and
 * the strokes that gives on the course; null when the league plays gross.
 */
export function playsOffIn(
  handicap: PlayerHandicap | undefined,
  roundId: number,
  holeCount: number,
): { handicap: number | null; strokes: number; provisional: boolean } | null {
  if (!handicap) return null;
  const card = handicap.rounds.find((r) => r.roundId === roundId);
  const figure = card ? card.handicapBefore : handicap.current.handicap;
  return {
    handicap: figure,
    strokes: card ? card.strokesGiven : figure === null ? 0 : playingStrokes(figure, holeCount),
    provisional: !card && handicap.current.provisional,
  };
}

/**
 * A card table's head: the first column's label, one column per hole (its number as on the course, from its first
 * hole: 10 on a back nine; par under it), Total.
 */
export function HoleTableHead({
  label,
  course,
  className,
  labelClassName,
  totalClassName,
}: {
  label: string;
  course: Pick<RoundCourse, 'holes' | 'firstHole'>;
  className?: string;
  labelClassName: string;
  totalClassName: string;
}) {
  const firstHole = course.firstHole ?? 1;
  return (
    <thead className={className}>
      <tr>
        <th scope="col" className={labelClassName}>
          {label}
        </th>
        {course.holes.map((h, i) => (
          <th key={i} scope="col" className="p-1 text-center font-medium">
            <span className="block">{firstHole + i}</span>
            <span className="block text-xs font-normal text-slate-500">
              <span className="sr-only">par </span>
              {h.par}
            </span>
          </th>
        ))}
        <th scope="col" className={totalClassName}>
          Total
        </th>
      </tr>
    </thead>
  );
}

/** One hole's box of a card, `cell` in the order the cells are filled; `onValue` gets what it holds after typing. */
export function HoleInput({
  entry,
  cell,
  label,
  value,
  onValue,
  disabled,
  className = HOLE_INPUT_CLASS,
}: {
  entry: HoleEntry;
  cell: number;
  label: string;
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <input
      ref={entry.cellRef(cell)}
      aria-label={label}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      className={className}
      value={value}
      onFocus={(e) => e.target.select()}
      onChange={(e) => onValue(entry.typed(cell, e.target.value))}
      onKeyDown={entry.onKeyDown(cell)}
    />
  );
}

/** A card's holes as typed added up; '—' before any is. */
export const cardTotal = (holes: readonly string[]): number | '—' =>
  holes.some((v) => v !== '') ? holes.reduce((t, v) => t + (v === '' ? 0 : Number(v)), 0) : '—';

/** The cards refused as the sheet was sent, one message a card. */
export function CardProblems({ problems, className }: { problems: readonly string[]; className?: string }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className={cn('rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800', className)}>
      {problems.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
