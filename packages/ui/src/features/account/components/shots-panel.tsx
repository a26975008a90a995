// The Game panel (docs/decisions/220-shot-data-import.md): the member's golf from the simulators' session files —
// upload (drag and drop or the file picker, several at once, with progress), the gapping table per club, where a
// club's shots land, its carry and ball speed session by session, and each session with the booking it belongs to.
// A coach or an admin sees the same for a member (`userId`), without the upload and the changes. Its parts: the
// summary (shot-summary.tsx), the sessions (shot-session-list.tsx), the upload (shot-upload.tsx), Live now.
import { useMemo, useState } from 'react';
import { type Shot, type UnitSystem } from '@longwood/core';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  useHideModelled,
  useSaveShotSettings,
  useShotSessionDetails,
  useShotSessions,
  useShotSettings,
  useShotSummary,
} from '../api/shot-sessions';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import type { TrendPoint } from './shot-charts';
import { LiveNow } from './live-now';
import { SessionList } from './shot-session-list';
import { ChoiceRadios, ShotSummarySection, type Counted, type PeriodFilter } from './shot-summary';
import { ShotUpload } from './shot-upload';

/** The member's units, kept on their account. */
const UNITS = {
  name: 'shot-units',
  legend: 'Units',
  legendHidden: true,
  options: [
    ['imperial', 'Yards, mph'],
    ['metric', 'Metres, km/h'],
  ],
} as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function ShotsPanel({ userId = null }: { userId?: number | null }) {
  const own = userId === null;
  const settings = useShotSettings();
  const saveSettings = useToastedMutation(useSaveShotSettings(), 'Units Not Saved', 'Please try again.');
  // The choice shows at once (a radio button follows the click, not the save); a refused save goes back.
  const [chosenSystem, setChosenSystem] = useState<UnitSystem | null>(null);
  const system: UnitSystem = chosenSystem ?? settings.data?.units ?? 'imperial';
  const sessions = useShotSessions(userId);
  const [filter, setFilter] = useState<PeriodFilter>({ from: '', to: '', club: '' });
  const period = { from: filter.from || undefined, to: filter.to || undefined };
  const periodValid = !period.from || !period.to || period.from <= period.to;
  // Every recorded shot, or only the good ones (no excluded shot, no likely mis-hit nobody kept; decision 238).
  const [counted, setCounted] = useState<Counted>('all');
  // Modelled figures marked, or left out when the member hides them (the choice kept on their account; decision 444).
  const [hideModelled, setHideModelled] = useHideModelled();
  const summary = useShotSummary(
    userId,
    {
      ...period,
      club: filter.club || undefined,
      shots: counted === 'good' ? 'good' : undefined,
      figures: hideModelled ? 'measured' : undefined,
    },
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
    saveSettings.mutate({ units }, { onError: () => void setChosenSystem(null) });
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
          <ChoiceRadios {...UNITS} value={system} onChange={chooseSystem} />
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
        ) : (
          <ShotSummarySection
            filter={filter}
            onFilter={setFilter}
            periodClubs={periodClubs}
            periodValid={periodValid}
            counted={counted}
            onCounted={setCounted}
            hideModelled={hideModelled}
            onHideModelled={setHideModelled}
            clubs={clubs}
            system={system}
            club={club}
            onClub={setChosenClub}
            chartShots={chartShots}
            trend={trend}
          />
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
