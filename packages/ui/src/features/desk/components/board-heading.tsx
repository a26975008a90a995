// The top of today's board (desk-board-page.tsx): its title and date, the shortcuts' help, when it was read, and for
// an administrator outside staff hours that the desk is open to them (docs/decisions/172-staffed-hours.md).
import { staffedHoursRange } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { deskStaffedHours } from '../../../config/booking-rules';
import { facilityZoneLabel, formatDateLong, formatFacilityDateTime } from '../../../lib/format';

export interface BoardHeadingProps {
  /** The board's date, once read. */
  date: string | undefined;
  /** When the board was read (ms since the epoch). */
  readAt: number;
  /** An administrator outside staff hours. */
  outsideHours: boolean;
  onHelp: () => void;
}

export function BoardHeading({ date, readAt, outsideHours, onHelp }: BoardHeadingProps) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="board-heading" className="text-2xl font-bold text-slate-900">
            Today&apos;s Board
          </h1>
          <p className="text-slate-600">{date ? formatDateLong(date) : 'Loading today…'}</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button variant="ghost" size="sm" onClick={onHelp}>
            Keyboard shortcuts <kbd className="ml-1 rounded border border-slate-300 px-1 font-mono text-xs">?</kbd>
          </Button>
          {date ? (
            <p className="text-xs text-slate-500" data-testid="board-read-at">
              Read at {formatFacilityDateTime(new Date(readAt).toISOString())}
            </p>
          ) : null}
        </div>
      </div>
      {outsideHours ? (
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Outside staff hours ({staffedHoursRange(deskStaffedHours)} {facilityZoneLabel()}): the desk is open to you as
          an administrator.
        </p>
      ) : null}
    </>
  );
}
