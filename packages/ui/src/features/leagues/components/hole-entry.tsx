// Typing hole scores fast, shared by the stroke-play scorecard grid and the match sheet's cards
// (docs/decisions/211-league-handicaps-and-scorecards.md): cells are numbered in the order they are filled; a digit
// from 2 to 9 fills a hole and moves to the next cell (a 1 waits for a second digit, 10-15, or for Enter/Tab), and
// Enter moves on. Also the handicap a card plays off in a round and the strokes that gives.
import { playingStrokes, type CourseHole, type PlayerHandicap } from '@longwood/core';
import { useRef, type KeyboardEvent } from 'react';

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
 * A card table's heading row: the first column's label, one column per hole (its number as on the course, from
 * firstHole: 10 on a back nine; par under it), Total.
 */
export function HoleHeadingRow({
  label,
  holes,
  firstHole = 1,
  labelClassName,
  totalClassName,
}: {
  label: string;
  holes: readonly Pick<CourseHole, 'par'>[];
  firstHole?: number;
  labelClassName: string;
  totalClassName: string;
}) {
  return (
    <tr>
      <th scope="col" className={labelClassName}>
        {label}
      </th>
      {holes.map((h, i) => (
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
  );
}
