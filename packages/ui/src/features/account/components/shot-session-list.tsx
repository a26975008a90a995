// The sessions of the Game panel (docs/decisions/220-shot-data-import.md): each with the booking it belongs to, which
// its member changes; its shots on request, each excluded from the good ones or restored (decision 238); its CSV;
// and, for its member, deleting it.
import { useId, useState } from 'react';
import {
  formatDateShort,
  formatTimeRange,
  shownDistance,
  type ShotMatchOption,
  type ShotSession,
  type UnitSystem,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { toast } from '../../../components/ui/toast';
import { downloadCsv } from '../../../lib/csv';
import { formatFacilityDateTime } from '../../../lib/format';
import {
  getShotSession,
  useDeleteShotSession,
  useMatchShotSession,
  useSetShotExclusion,
  useShotSession,
} from '../api/shot-sessions';
import { distanceLabel, sessionShotsCsv } from '../lib/shot-format';

function sessionDate(session: ShotSession): string {
  return session.startedAt
    ? formatFacilityDateTime(session.startedAt)
    : `Imported ${formatFacilityDateTime(session.importedAt)}`;
}

/** The booking or lesson a session belongs to, as the list shows it. */
function matchText(session: ShotSession): string {
  const booking = session.booking;
  if (!booking) return 'No booking matched';
  return `${booking.kind === 'lesson' ? 'Lesson' : 'Booking'} ${formatDateShort(booking.date)}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
}

/** A booking or lesson of that day, as the choice names it. */
function optionText(option: ShotMatchOption): string {
  const time = formatTimeRange(option.startTime, option.endTime);
  if (option.kind === 'lesson') return `Lesson${option.coachName ? ` with ${option.coachName}` : ''}, ${time}`;
  return `Booking${option.simulatorName ? `, ${option.simulatorName}` : ''}, ${time}`;
}

/**
 * The member changes the booking or lesson a session belongs to: the choice lists their bookings and lessons on the
 * session's day (read with the session) and None.
 */
function MatchChoice({ session }: { session: ShotSession }) {
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const match = useToastedMutation(useMatchShotSession(), 'Match Not Changed', 'Please try again.');
  const detail = useShotSession(session.id, open);
  const options = detail.data?.matchOptions ?? [];

  if (!open) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="mt-1"
        aria-label={`Change booking for ${session.fileName}`}
        onClick={() => setOpen(true)}
      >
        Change booking
      </Button>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm text-slate-700">
        Booking or lesson
      </label>
      {detail.isPending ? (
        <Spinner label="Loading the day's bookings..." />
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(detail.error, "The day's bookings could not be loaded. Please try again.")}
        </p>
      ) : (
        <select
          id={selectId}
          aria-label={`Booking or lesson for ${session.fileName}`}
          value={session.bookingId ?? ''}
          disabled={match.isPending}
          onChange={(e) =>
            match.mutate(
              { id: session.id, bookingId: e.target.value === '' ? null : Number(e.target.value) },
              { onSuccess: () => setOpen(false) },
            )
          }
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          <option value="">None</option>
          {options.map((option) => (
            <option key={option.bookingId} value={option.bookingId}>
              {optionText(option)}
            </option>
          ))}
          {session.bookingId !== null && !options.some((o) => o.bookingId === session.bookingId) ? (
            <option value={session.bookingId}>{matchText(session)}</option>
          ) : null}
        </select>
      )}
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Done
      </Button>
    </div>
  );
}

export function SessionList({
  sessions,
  own,
  system,
}: {
  sessions: readonly ShotSession[];
  own: boolean;
  system: UnitSystem;
}) {
  const remove = useToastedMutation(useDeleteShotSession(), 'Session Not Deleted', 'Please try again.');

  const download = async (session: ShotSession) => {
    try {
      const detail = await getShotSession(session.id);
      downloadCsv(`shots_${session.id}.csv`, sessionShotsCsv(detail.shots, system));
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div>
      <h3 id="sessions-heading" className="text-base font-semibold text-slate-900">
        Sessions
      </h3>
      <ul aria-labelledby="sessions-heading" className="mt-2 divide-y divide-slate-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium text-slate-900">{sessionDate(session)}</p>
              <p className="text-slate-600">
                {session.fileName} · {session.shotCount} shots
                {session.skippedCount > 0 ? ` · ${session.skippedCount} left out` : ''}
              </p>
              <p className="text-slate-600">{matchText(session)}</p>
              {own ? <MatchChoice session={session} /> : null}
              {session.coachNote ? <p className="text-slate-700">Coach’s note: {session.coachNote}</p> : null}
              <SessionShots session={session} system={system} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void download(session)}>
                Download CSV
              </Button>
              {own ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`Delete session ${session.fileName}`}
                  onClick={() => remove.mutate(session.id)}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A session's shots, each with its club and carry, flagged when it is a likely mis-hit, and a button to exclude it
 * from the good shots or restore it (decision 238). Shown on request: a session holds up to 5000 shots.
 */
function SessionShots({ session, system }: { session: ShotSession; system: UnitSystem }) {
  const [open, setOpen] = useState(false);
  const detail = useShotSession(session.id, open);
  const exclusion = useToastedMutation(useSetShotExclusion(), 'Shot Not Changed', 'Please try again.');
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Shots of ${session.fileName}`}>
        Shots
      </Button>
    );
  }
  return (
    <div className="mt-1">
      {detail.isPending ? (
        <Spinner label="Loading shots..." />
      ) : detail.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(detail.error, 'The shots could not be loaded. Please try again.')}
        </p>
      ) : (
        <ol aria-label={`Shots of ${session.fileName}`} className="max-h-64 space-y-1 overflow-y-auto">
          {detail.data.shots.map((shot, i) => (
            <li key={shot.id} className={`flex items-center gap-2 ${shot.excluded ? 'text-slate-400' : ''}`}>
              <span>
                {i + 1}. {shot.club} {shot.carryM === null ? '–' : shownDistance(shot.carryM, system).toFixed(1)}{' '}
                {distanceLabel(system)}
                {shot.likelyMishit ? ' · likely mis-hit' : ''}
                {shot.excluded ? ' · left out' : ''}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={exclusion.isPending}
                onClick={() => exclusion.mutate({ sessionId: session.id, shotId: shot.id, excluded: !shot.excluded })}
              >
                {shot.excluded ? 'Restore' : 'Exclude'}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Hide shots
      </Button>
    </div>
  );
}
