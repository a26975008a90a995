// One match's two cards on the match sheet of a round played on a course (match-sheet.tsx): typed like the scorecard
// grid, a side's handicap strokes marked on the holes it gets them, and the outcome as the cards decide it (core's
// matchFromCards, net with the handicaps when the league plays with them).
import { courseHoleNumber, matchOutcomeText, matchPlayStrokes, type matchFromCards } from '@longwood/core';
import {
  cardTotal,
  HOLE_INPUT_BASE_CLASS,
  HoleInput,
  HoleTableHead,
  type HoleEntry,
  type RoundCourse,
} from './hole-entry';
import { cardsStarted, type SheetRow } from './match-sheet-rows';

/**
 * One match's two cards: a row per side with a cell per hole (the side's handicap strokes in the match marked on the
 * holes it gets them), each card's total, and the outcome once both are complete.
 */
export function MatchCards({
  course,
  index,
  row,
  cellOffset,
  names,
  handicaps,
  decided,
  entry,
  onCell,
}: {
  course: RoundCourse;
  index: number;
  row: SheetRow;
  cellOffset: number;
  names: [string, string];
  handicaps: [number | null, number | null];
  decided: ReturnType<typeof matchFromCards>;
  entry: HoleEntry;
  /** A hole of a side's card as typed. */
  onCell: (side: 0 | 1, hole: number, value: string) => void;
}) {
  const n = course.holes.length;
  const strokes = matchPlayStrokes(handicaps, course.holes);
  const net = handicaps.some((h) => h !== null);
  return (
    <div className="mt-3">
      {/* Each side's name stands on its own line above its holes, and on a phone the cells are narrower, so a nine
          fits 390 px; eighteen holes scroll within this box, never the page. */}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">Hole scores of match {index + 1}</caption>
          <HoleTableHead
            label="Card"
            course={course}
            labelClassName="hidden"
            totalClassName="p-0.5 text-center sm:p-1"
          />
          {([0, 1] as const).map((side) => {
            const given = strokes[side].reduce((a, b) => a + b, 0);
            const card = row.cards[side];
            return (
              <tbody key={side}>
                <tr>
                  <th scope="rowgroup" colSpan={n + 1} className="px-0.5 pt-2 text-left font-medium">
                    {names[side]}
                    {given > 0 ? (
                      <span className="ml-2 text-xs font-normal text-slate-600">
                        Gets {given} {given === 1 ? 'stroke' : 'strokes'}
                      </span>
                    ) : null}
                  </th>
                </tr>
                <tr>
                  {card.map((value, hole) => {
                    const cell = cellOffset + side * n + hole;
                    const gets = strokes[side][hole]! > 0;
                    return (
                      <td key={hole} className="relative p-0 sm:p-0.5">
                        <HoleInput
                          entry={entry}
                          cell={cell}
                          label={`${names[side]}, hole ${courseHoleNumber(course, hole)}${gets ? ', gets a stroke' : ''}`}
                          className={`${HOLE_INPUT_BASE_CLASS} w-8 sm:w-9`}
                          value={value}
                          onValue={(typed) => onCell(side, hole, typed)}
                        />
                        {gets ? (
                          <span
                            aria-hidden="true"
                            className="absolute top-1 right-1.5 text-xs leading-none text-emerald-700"
                          >
                            •
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="p-0.5 text-center font-semibold sm:p-1">
                    <output aria-label={`${names[side]} total`}>{cardTotal(card)}</output>
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {decided
          ? `${matchOutcomeText(names[0], names[1], decided)}${net ? ' (net)' : ''}`
          : cardsStarted(row)
            ? 'Both cards complete decide the match.'
            : `Enter the two cards by the hole${net ? ' (net: • marks a stroke received)' : ''}, or choose the result.`}
      </p>
    </div>
  );
}
