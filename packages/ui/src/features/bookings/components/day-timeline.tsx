// The chosen day on both bays, beside the date picker, durations and start-time dropdown, which stay the form
// (docs/requirements.md#booking-page): a member sees what is free before choosing
// (docs/decisions/130-booking-page-shows-the-day.md). Each half hour is free, taken, league, lesson or the
// member's own. Rows come from core's occupancyGrid and the starts from slotAvailability (the one availability
// function, so the timeline never offers what the dropdown refuses); a start that can be booked for the chosen
// duration is a button that selects it in the dropdown. A start whose own half hour is free but whose duration runs
// into a taken one says why (core's slotConflict), instead of leaving "Free / Free" without a button.
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  bookingDurationMinutes,
  durationLabel,
  everyBay,
  occupancyGrid,
  openBayIds,
  slotConflict,
  type DayAvailability,
  type GridCell,
  type SlotOption,
} from '@longwood/core';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatTime } from '../../../lib/format';
import { facilityBayName } from '../../../lib/booking-choices';
import { bookingRules } from '../../../config/booking-rules';

export interface DayTimelineProps {
  day: DayAvailability;
  /** The dropdown's starts for the chosen duration (today's past starts already left out). */
  slots: readonly SlotOption[];
  selectedStart: string;
  onPick: (startTime: string) => void;
  /** Full starts the member already waits for ('HH:mm:ss-HH:mm:ss'). */
  watching?: ReadonlySet<string>;
  /** "Notify me" on a full start (docs/decisions/134-full-slot-waitlist.md); absent: not offered. */
  onNotify?: (slot: SlotOption) => void;
}

type CellState = 'free' | 'mine' | 'booking' | 'league' | 'lesson';

const CELL_TEXT: Record<CellState, string> = {
  free: 'Free',
  mine: 'Yours',
  booking: 'Taken',
  league: 'League',
  lesson: 'Lesson',
};

const CELL_CLASSES: Record<CellState, string> = {
  free: 'border-dashed border-slate-200 bg-white text-slate-500',
  mine: 'border-emerald-400 bg-emerald-100 font-semibold text-emerald-900',
  booking: 'border-slate-300 bg-slate-200 text-slate-700',
  league: 'border-purple-300 bg-purple-100 text-purple-900',
  lesson: 'border-rose-300 bg-rose-100 text-rose-900',
};

function cellState(cell: GridCell): CellState {
  if (cell.free || !cell.hold) return 'free';
  if (cell.hold.isMine) return 'mine';
  return cell.takenBy ?? 'booking';
}

/**
 * Why a start that looks free cannot be booked for its duration: '1 hr from 1:30 PM runs into 2:00 PM, which is
 * full.' Null when a bay is free for the whole of it.
 */
export function conflictNote(day: DayAvailability, slot: SlotOption): string | null {
  const conflict = slotConflict(day, slot.startTime, slot.endTime);
  if (!conflict) return null;
  const what = `${durationLabel(bookingDurationMinutes(slot.startTime, slot.endTime), 'short')} from ${formatTime(slot.startTime)}`;
  if (conflict.full) {
    return `${what} runs into ${formatTime(conflict.at)}, which is ${conflict.league ? 'held for league play' : 'full'}.`;
  }
  const taken = conflict.takenFrom.map((t) => `${facilityBayName(t.simulatorId)} is taken from ${formatTime(t.at)}`);
  return `${what} needs one bay until ${formatTime(slot.endTime)}: ${taken.join(', ')}.`;
}

export function DayTimeline({ day, slots, selectedStart, onPick, watching, onNotify }: DayTimelineProps) {
  const box = useRef<HTMLDivElement>(null);
  // The start whose "Notify me" was just pressed: once it reads "We'll e-mail you", focus moves there, not to <body>.
  const [asked, setAsked] = useState<string | null>(null);
  const firstStart = slots[0]?.startTime;
  const byStart = new Map(slots.map((s) => [s.startTime, s]));
  // Rows from the first start still offered (today: from now) to the last half hour of the booking day.
  const rows = occupancyGrid(day).filter(
    (row) => firstStart !== undefined && row.startTime >= firstStart && row.startTime < '23:30:00',
  );

  // A new day opens at 8 AM (or the first start left today), not at midnight.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const target = el.querySelector<HTMLElement>('[data-start="08:00:00"]') ?? null;
    el.scrollTop = target && firstStart !== undefined && firstStart < '08:00:00' ? target.offsetTop - 40 : 0;
  }, [day.date, firstStart]);

  if (rows.length === 0) return null;
  return (
    <TimelineFrame>
      <div
        ref={box}
        tabIndex={0}
        role="region"
        aria-label="Day timeline"
        className={cn('focus-ring overflow-y-auto', BOX_CLASSES)}
      >
        <table className="w-full table-fixed border-collapse text-xs">
          <caption className="sr-only">
            Every bay by half hour. Choose a start time to select it in the Starting Time list.
          </caption>
          <thead className="sticky top-0 z-10 bg-white">
            <tr className="border-b border-slate-200">
              <th scope="col" className="w-24 px-2 py-1.5 text-left font-medium text-slate-700">
                Start
              </th>
              {rows[0]!.bays.map(({ simulatorId: id }) => (
                <th key={id} scope="col" className="px-1 py-1.5 text-left font-medium text-slate-700">
                  {facilityBayName(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const slot = byStart.get(row.startTime);
              const bookable = slot?.available === true;
              const selected = bookable && row.startTime === selectedStart;
              const looksFree = row.bays.some((cell) => cell.free);
              const note =
                slot && !bookable && slot.reason !== 'exceeds_limit' && looksFree ? conflictNote(day, slot) : null;
              const key = slot ? `${slot.startTime}-${slot.endTime}` : '';
              return (
                <Fragment key={row.startTime}>
                  <tr data-start={row.startTime} className={cn(!note && 'border-b border-slate-100')}>
                    <th scope="row" className="px-1 py-0.5 text-left font-normal">
                      {bookable ? (
                        <button
                          type="button"
                          aria-pressed={selected}
                          onClick={() => onPick(row.startTime)}
                          className={cn(
                            'focus-ring w-full rounded px-1 py-1 text-left font-medium',
                            selected ? 'bg-emerald-700 text-white' : 'text-emerald-800 hover:bg-emerald-50',
                          )}
                        >
                          {formatTime(row.startTime)}
                        </button>
                      ) : (
                        <span className="block px-1 py-1 text-slate-500">{formatTime(row.startTime)}</span>
                      )}
                      {slot?.reason === 'full' && onNotify ? (
                        watching?.has(key) ? (
                          <span
                            tabIndex={-1}
                            ref={(el) => {
                              if (el && asked === key) {
                                el.focus();
                                setAsked(null);
                              }
                            }}
                            className="focus-ring block px-1 text-[0.7rem] text-emerald-800"
                          >
                            We&apos;ll e-mail you
                          </span>
                        ) : (
                          <button
                            type="button"
                            onClick={() => {
                              setAsked(key);
                              onNotify(slot);
                            }}
                            aria-label={`Notify me if ${formatTime(slot.startTime)} - ${formatTime(slot.endTime)} frees up`}
                            className="focus-ring block rounded px-1 text-left text-[0.7rem] font-medium text-emerald-800 underline"
                          >
                            Notify me
                          </button>
                        )
                      ) : null}
                    </th>
                    {row.bays.map((cell) => {
                      const state = cellState(cell);
                      return (
                        <td key={cell.simulatorId} className="p-0.5">
                          <span
                            data-state={state}
                            className={cn('block truncate rounded border px-1.5 py-1', CELL_CLASSES[state])}
                          >
                            {CELL_TEXT[state]}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                  {note ? (
                    <tr data-note-for={row.startTime} className="border-b border-slate-100">
                      <td colSpan={row.bays.length + 1} className="px-2 pb-1 text-[0.7rem] text-slate-600">
                        {note}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </TimelineFrame>
  );
}

/**
 * The box keeps one height whatever the day holds (its rows scroll inside it), and the loading frame has the same:
 * the day arriving after the page draws moves nothing under it (e2e/first-paint.spec.ts).
 */
const BOX_CLASSES = 'h-80 rounded-md border border-slate-200';

function TimelineFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="day-timeline-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="day-timeline-heading" className="text-sm font-medium text-slate-800">
          The day on {everyBay(openBayIds(bookingRules.bays).length)}
        </h3>
        <ul className="flex flex-wrap gap-1.5 text-[0.7rem]" aria-label="Legend">
          {(['free', 'mine', 'booking', 'league', 'lesson'] as const).map((state) => (
            <li key={state} className={cn('rounded border px-1.5 py-0.5', CELL_CLASSES[state])}>
              {CELL_TEXT[state]}
            </li>
          ))}
        </ul>
      </div>
      {children}
    </section>
  );
}

/** The timeline's place while the day loads: the same frame and box, so nothing moves when the day arrives. */
export function DayTimelineLoading() {
  return (
    <TimelineFrame>
      <div className={cn('flex items-center justify-center', BOX_CLASSES)}>
        <Spinner label="Loading the day..." className="text-emerald-700" />
      </div>
    </TimelineFrame>
  );
}
