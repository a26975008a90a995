// The sessions of the Game panel (docs/decisions/220-shot-data-import.md): each with the booking it belongs to, which
// its member changes; its shots on request, each excluded from the good ones or restored (decision 238); its CSV;
// and, for its member, deleting it.
import { useId, useState } from 'react';
import {
  formatDateShort,
  formatTimeRange,
  measuredOnly,
  shotFlightPath,
  shownDistance,
  type Shot,
  type ShotMatchOption,
  type ShotSession,
  type UnitSystem,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { toast } from '../../../components/ui/toast';
import { downloadCsv } from '../../../lib/csv';
import { formatFacilityDateTime } from '../../../lib/format';
import {
  getShotSession,
  useHideModelled,
  useDeleteShotSession,
  useMatchShotSession,
  useSetShotExclusion,
  useShotSession,
} from '../api/shot-sessions';
import { distanceLabel, sessionShotsCsv } from '../lib/shot-format';
import { FlightChart } from './flight-chart';

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
  const [hideModelled, setHideModelled] = useHideModelled();
  /** The shot whose flight is drawn (its id). */
  const [charted, setCharted] = useState<number | null>(null);
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
        <ShotList
          label={`Shots of ${session.fileName}`}
          shots={hideModelled ? detail.data.shots.map(measuredOnly) : detail.data.shots}
          system={system}
          hideModelled={hideModelled}
          onHideModelled={setHideModelled}
          charted={charted}
          onChart={setCharted}
          exclusion={{
            pending: exclusion.isPending,
            set: (shot) => exclusion.mutate({ sessionId: session.id, shotId: shot.id, excluded: !shot.excluded }),
          }}
        />
      )}
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Hide shots
      </Button>
    </div>
  );
}

/**
 * A session's shots: each with its club and carry (marked when the model gave it), its exclusion button and a button
 * drawing its flight above the list; the switch that hides modelled figures when any shot has them.
 */
function ShotList({
  label,
  shots,
  system,
  hideModelled,
  onHideModelled,
  charted,
  onChart,
  exclusion,
}: {
  label: string;
  shots: readonly Shot[];
  system: UnitSystem;
  hideModelled: boolean;
  onHideModelled: (hide: boolean) => void;
  charted: number | null;
  onChart: (id: number) => void;
  exclusion: { pending: boolean; set: (shot: Shot) => void };
}) {
  const anyModelled = hideModelled || shots.some((shot) => (shot.modelled ?? []).length > 0);
  const chartedShot = shots.find((shot) => shot.id === charted);
  return (
    <div className="space-y-2">
      {anyModelled ? (
        <SettingSwitch label="Hide modelled figures" checked={hideModelled} onCheckedChange={onHideModelled} />
      ) : null}
      {chartedShot ? (
        <FlightChart shot={chartedShot} system={system} title={`Flight of shot ${shots.indexOf(chartedShot) + 1}`} />
      ) : null}
      <ol aria-label={label} className="max-h-64 space-y-1 overflow-y-auto">
        {shots.map((shot, i) => (
          <li key={shot.id} className={`flex items-center gap-2 ${shot.excluded ? 'text-slate-400' : ''}`}>
            <span>
              {i + 1}. {shot.club} {shot.carryM === null ? '–' : shownDistance(shot.carryM, system).toFixed(1)}{' '}
              {distanceLabel(system)}
              {shot.modelled?.includes('carryM') ? ' (modelled)' : ''}
              {shot.likelyMishit ? ' · likely mis-hit' : ''}
              {shot.excluded ? ' · left out' : ''}
            </span>
            <Button size="sm" variant="outline" disabled={exclusion.pending} onClick={() => exclusion.set(shot)}>
              {shot.excluded ? 'Restore' : 'Exclude'}
            </Button>
            {shotFlightPath(shot) ? (
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={shot.id === charted}
                aria-label={`Flight of shot ${i + 1}`}
                onClick={() => onChart(shot.id)}
              >
                Flight
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
