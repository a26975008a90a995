// The Game panel (docs/decisions/220-shot-data-import.md): the member's golf from the simulators' session files —
// upload (drag and drop or the file picker, several at once, with progress), the gapping table per club, where a
// club's shots land, its carry and ball speed session by session, and each session with the booking it belongs to.
// A coach or an admin sees the same for a member (`userId`), without the upload and the changes.
import { useId, useMemo, useState } from 'react';
import {
  formatDateShort,
  formatTimeRange,
  shownDistance,
  type Shot,
  type ShotMatchOption,
  type ShotSession,
  type UnitSystem,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { formatFacilityDateTime } from '../../../lib/format';
import {
  getShotSession,
  useDeleteShotSession,
  useMatchShotSession,
  useSaveShotSettings,
  useShotSession,
  useShotSessionDetails,
  useShotSessions,
  useShotSettings,
  useSetShotExclusion,
  useShotSummary,
  type ShotSummaryFilter,
} from '../api/shot-sessions';
import {
  carrySpread,
  distanceLabel,
  meanAndSpread,
  sessionShotsCsv,
  speedLabel,
  summaryDistance,
  summarySpeed,
} from '../lib/shot-format';
import { DispersionChart, TrendCharts, type TrendPoint } from './shot-charts';
import { LiveNow } from './live-now';
import { ShotUpload } from './shot-upload';

const th = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-2 py-2 text-sm text-slate-800 tabular-nums';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function sessionDate(session: ShotSession): string {
  return session.startedAt
    ? formatFacilityDateTime(session.startedAt)
    : `Imported ${formatFacilityDateTime(session.importedAt)}`;
}

export function ShotsPanel({ userId = null }: { userId?: number | null }) {
  const own = userId === null;
  const settings = useShotSettings();
  const saveSettings = useSaveShotSettings();
  // The choice shows at once (a radio button follows the click, not the save); a refused save goes back.
  const [chosenSystem, setChosenSystem] = useState<UnitSystem | null>(null);
  const system: UnitSystem = chosenSystem ?? settings.data?.units ?? 'imperial';
  const sessions = useShotSessions(userId);
  const [filter, setFilter] = useState<Required<Omit<ShotSummaryFilter, 'shots'>>>({ from: '', to: '', club: '' });
  const period = { from: filter.from || undefined, to: filter.to || undefined };
  const periodValid = !period.from || !period.to || period.from <= period.to;
  // Every recorded shot, or only the good ones (no excluded shot, no likely mis-hit nobody kept; decision 238).
  const [counted, setCounted] = useState<'all' | 'good'>('all');
  const summary = useShotSummary(
    userId,
    { ...period, club: filter.club || undefined, shots: counted === 'good' ? 'good' : undefined },
    periodValid,
  );
  // The clubs to filter by: those of the period (the same request as the summary while no club is chosen).
  const periodClubs = useShotSummary(userId, period, periodValid).data?.clubs.map((c) => c.club) ?? [];
  const hasSessions = (sessions.data?.sessions.length ?? 0) > 0;
  // The charts follow the filters: every session hit in the period (not only the latest), the chosen club, the good
  // shots when only those count (docs/decisions/239-shot-charts-on-recharts.md).
  const inPeriod = (sessions.data?.sessions ?? []).filter(
    (s) => periodValid && (!period.from || s.sessionDate >= period.from) && (!period.to || s.sessionDate <= period.to),
  );
  const details = useShotSessionDetails(inPeriod.map((s) => s.id));
  // The most-hit club first (the bag's order between clubs hit as often).
  const clubs = useMemo(() => [...(summary.data?.clubs ?? [])].sort((a, b) => b.shots - a.shots), [summary.data]);
  const [chosenClub, setChosenClub] = useState<string | null>(null);
  const club = chosenClub && clubs.some((c) => c.club === chosenClub) ? chosenClub : (clubs[0]?.club ?? null);
  const clubSelectId = useId();

  const chartShots: Shot[] = useMemo(
    () => details.flatMap((d) => d.data?.shots.filter((s) => counted === 'all' || !s.excluded) ?? []),
    [details, counted],
  );
  const trend: TrendPoint[] = useMemo(() => {
    if (!club) return [];
    const points: TrendPoint[] = [];
    for (const detail of details) {
      const data = detail.data;
      if (!data) continue;
      const mine = data.shots.filter((s) => s.club === club && s.carryM !== null && (counted === 'all' || !s.excluded));
      if (mine.length === 0) continue;
      const speeds = mine.flatMap((s) => (s.ballSpeedMps === null ? [] : [s.ballSpeedMps]));
      points.push({
        date: data.session.sessionDate,
        carryM: mine.reduce((sum, s) => sum + s.carryM!, 0) / mine.length,
        ballSpeedMps: speeds.length ? speeds.reduce((a, b) => a + b, 0) / speeds.length : null,
      });
    }
    return points.sort((a, b) => a.date.localeCompare(b.date));
  }, [details, club, counted]);

  const chooseSystem = (units: UnitSystem) => {
    setChosenSystem(units);
    saveSettings.mutate(
      { units },
      {
        onError: (error) => {
          setChosenSystem(null);
          onFail('Units Not Saved')(error);
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="game-heading" className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="game-heading" className="text-lg font-semibold text-slate-900">
              Game
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {own ? 'Your shots from the simulators, club by club.' : "The member's shots from the simulators."}
            </p>
          </div>
          <fieldset className="flex gap-3 text-sm">
            <legend className="sr-only">Units</legend>
            {(
              [
                ['imperial', 'Yards, mph'],
                ['metric', 'Metres, km/h'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-1">
                <input type="radio" name="shot-units" checked={system === value} onChange={() => chooseSystem(value)} />
                {label}
              </label>
            ))}
          </fieldset>
        </div>

        {own ? <LiveNow system={system} /> : null}
        {own ? <ShotUpload /> : null}

        {sessions.isPending || summary.isPending ? (
          <Spinner label="Loading shot data..." />
        ) : sessions.isError || summary.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(sessions.error ?? summary.error, 'Shot data could not be loaded. Please try again.')}
          </p>
        ) : !hasSessions ? (
          <p className="text-sm text-slate-600">
            {own
              ? 'No shots yet. Upload a session file from the simulator (Foresight, Garmin, Trackman or Uneekor).'
              : 'This member has no shots yet.'}
          </p>
        ) : clubs.length === 0 || !periodValid ? (
          <>
            <SummaryFilters filter={filter} clubs={periodClubs} onChange={setFilter} />
            {periodValid ? (
              <div className="text-sm text-slate-600">
                <p>No shots match these dates and club.</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => setFilter({ from: '', to: '', club: '' })}
                >
                  Show all shots
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <SummaryFilters filter={filter} clubs={periodClubs} onChange={setFilter} />
            <fieldset className="flex flex-wrap gap-3 text-sm">
              <legend className="mb-1 font-medium text-slate-700">Shots counted</legend>
              {(
                [
                  ['all', 'Every shot'],
                  ['good', 'Good shots only'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="shots-counted"
                    checked={counted === value}
                    onChange={() => setCounted(value)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <div>
              <h3 id="gapping-heading" className="text-base font-semibold text-slate-900">
                Gapping
              </h3>
              <div className="mt-2 overflow-x-auto">
                <table aria-labelledby="gapping-heading" className="w-full min-w-[18rem] divide-y divide-slate-200">
                  <thead>
                    <tr>
                      <th scope="col" className={th}>
                        Club
                      </th>
                      <th scope="col" className={th}>
                        Shots
                      </th>
                      <th scope="col" className={th}>
                        Carry avg ({distanceLabel(system)})
                      </th>
                      <th scope="col" className={th}>
                        Carry median
                      </th>
                      <th scope="col" className={th}>
                        Total avg
                      </th>
                      <th scope="col" className={th}>
                        Total median
                      </th>
                      <th scope="col" className={th}>
                        Spread
                      </th>
                      <th scope="col" className={th}>
                        Ball speed ({speedLabel(system)})
                      </th>
                      <th scope="col" className={th}>
                        Launch (°)
                      </th>
                      <th scope="col" className={th}>
                        Spin (rpm)
                      </th>
                      <th scope="col" className={th}>
                        Left/right ({distanceLabel(system)})
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {clubs.map((c) => (
                      <tr key={c.club}>
                        <th scope="row" className={`${td} text-left font-semibold`}>
                          {c.club}
                        </th>
                        <td className={td}>{c.shots}</td>
                        <td className={td}>{summaryDistance(c.carryYards?.mean, system)}</td>
                        <td className={td}>{summaryDistance(c.carryYards?.median, system)}</td>
                        <td className={td}>{summaryDistance(c.totalYards?.mean, system)}</td>
                        <td className={td}>{summaryDistance(c.totalYards?.median, system)}</td>
                        <td className={td}>{carrySpread(c, system)}</td>
                        <td className={td}>{summarySpeed(c.ballSpeedMph?.mean, system)}</td>
                        <td className={td}>
                          {meanAndSpread(c.launchDeg, (v) => (v === undefined ? '–' : v.toFixed(1)))}
                        </td>
                        <td className={td}>
                          {meanAndSpread(c.spinRpm, (v) => (v === undefined ? '–' : v.toFixed(0)))}
                        </td>
                        <td className={td}>{meanAndSpread(c.offlineYards, (v) => summaryDistance(v, system))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>

            {club ? (
              <div className="space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={clubSelectId} className="text-sm font-medium text-slate-700">
                    Club for the charts
                  </label>
                  <select
                    id={clubSelectId}
                    value={club}
                    onChange={(e) => setChosenClub(e.target.value)}
                    className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                  >
                    {clubs.map((c) => (
                      <option key={c.club} value={c.club}>
                        {c.club}
                      </option>
                    ))}
                  </select>
                </div>
                <h3 className="text-base font-semibold text-slate-900">Dispersion</h3>
                <DispersionChart shots={chartShots} club={club} system={system} />
                <h3 className="text-base font-semibold text-slate-900">Trends</h3>
                <TrendCharts points={trend} club={club} system={system} />
              </div>
            ) : null}
          </>
        )}

        {sessions.data && sessions.data.sessions.length > 0 ? (
          <SessionList sessions={sessions.data.sessions} own={own} system={system} />
        ) : null}
        {own && sessions.data ? (
          <p className="text-xs text-slate-500">
            Storage used: {megabytes(sessions.data.storage.usedBytes)} of {megabytes(sessions.data.storage.limitBytes)}
          </p>
        ) : null}
      </section>
    </Card>
  );
}

/** The summary's period (from, to) and club; the server reads the same query (GET /api/user/shot-summary). */
function SummaryFilters({
  filter,
  clubs,
  onChange,
}: {
  filter: Required<Omit<ShotSummaryFilter, 'shots'>>;
  clubs: readonly string[];
  onChange: (next: Required<Omit<ShotSummaryFilter, 'shots'>>) => void;
}) {
  const id = useId();
  const invalid = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const field = 'rounded-md border border-slate-300 px-2 py-1 text-sm';
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Filter the shots</legend>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${end}`} className="text-sm font-medium text-slate-700">
            {end === 'from' ? 'From' : 'To'}
          </label>
          <input
            id={`${id}-${end}`}
            type="date"
            value={filter[end]}
            min={end === 'to' ? filter.from || undefined : undefined}
            max={end === 'from' ? filter.to || undefined : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(e) => onChange({ ...filter, [end]: e.target.value })}
            className={field}
          />
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-club`} className="text-sm font-medium text-slate-700">
          Club
        </label>
        <select
          id={`${id}-club`}
          value={filter.club}
          onChange={(e) => onChange({ ...filter, club: e.target.value })}
          className={field}
        >
          <option value="">All clubs</option>
          {[...new Set([...clubs, ...(filter.club ? [filter.club] : [])])].map((club) => (
            <option key={club} value={club}>
              {club}
            </option>
          ))}
        </select>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          The start date must be on or before the end date.
        </p>
      ) : null}
    </fieldset>
  );
}

const onFail = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

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
  const match = useMatchShotSession();
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
              { onSuccess: () => setOpen(false), onError: onFail('Match Not Changed') },
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

function SessionList({
  sessions,
  own,
  system,
}: {
  sessions: readonly ShotSession[];
  own: boolean;
  system: UnitSystem;
}) {
  const remove = useDeleteShotSession();

  const download = async (session: ShotSession) => {
    try {
      const detail = await getShotSession(session.id);
      downloadCsv(`shots_${session.id}.csv`, sessionShotsCsv(detail.shots, system));
    } catch (error) {
      onFail('Download Failed')(error);
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
                  onClick={() => remove.mutate(session.id, { onError: onFail('Session Not Deleted') })}
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
  const exclusion = useSetShotExclusion();
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
                onClick={() =>
                  exclusion.mutate(
                    { sessionId: session.id, shotId: shot.id, excluded: !shot.excluded },
                    { onError: onFail('Shot Not Changed') },
                  )
                }
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
