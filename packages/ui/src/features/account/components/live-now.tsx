// "Live now" (docs/decisions/241-bay-shots-matched-to-the-bay.md): while the member's booking runs on a bay, the
// shots the bay's agent sends arrive here within two seconds, with the session's running figures per club (the same
// per-club summary as the gapping table, worked out by core's summariseShots from the shots so far). A carry the
// ball-flight model gave is marked as modelled, and the member may hide modelled figures; the last shot's flight is
// drawn (docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md).
import { measuredOnly, summariseShots, type LiveShotSession, type UnitSystem } from '@longwood/core';
import { DataTable } from '../../../components/ui/data-table';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { formatTimeRange } from '../../../lib/format';
import { useHideModelled, useLiveShots, useShotSettings } from '../api/shot-sessions';
import { distanceLabel, speedLabel, summaryDistance, summarySpeed } from '../lib/shot-format';
import { FlightChart } from './flight-chart';

/** The running figures of one live session, club by club. */
function LiveFigures({ live, system }: { live: LiveShotSession; system: UnitSystem }) {
  const [hideModelled, setHideModelled] = useHideModelled();
  const shots = hideModelled ? live.shots.map(measuredOnly) : live.shots;
  // Core's summary marks a club's carry holding a modelled one, as the Game panel's gapping table.
  const clubs = summariseShots(shots);
  const count = live.shots.length;
  const anyModelled = live.shots.some((shot) => (shot.modelled ?? []).length > 0);
  const last = shots.at(-1);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {count === 0
          ? 'No shots yet: they show here as you hit them.'
          : `${count} ${count === 1 ? 'shot' : 'shots'} so far`}
      </p>
      {clubs.length > 0 ? (
        <DataTable
          look="plain"
          caption="Running figures per club"
          rows={clubs}
          rowKey={(c) => c.club}
          columns={[
            { header: 'Club', rowHeader: true, cell: (c) => c.club },
            { header: 'Shots', numeric: true, cell: (c) => c.shots },
            {
              header: `Carry avg (${distanceLabel(system)})`,
              numeric: true,
              cell: (c) =>
                `${summaryDistance(c.carryYards?.mean, system)}${c.modelled.includes('carryYards') ? ' (modelled)' : ''}`,
            },
            {
              header: `Ball speed (${speedLabel(system)})`,
              numeric: true,
              cell: (c) => summarySpeed(c.ballSpeedMph?.mean, system),
            },
          ]}
        />
      ) : null}
      {anyModelled ? (
        <SettingSwitch label="Hide modelled figures" checked={hideModelled} onCheckedChange={setHideModelled} />
      ) : null}
      {last ? <FlightChart shot={last} system={system} title="Flight of the last shot" /> : null}
    </div>
  );
}

/**
 * The member's booking running now and its shots; nothing while none runs. `bookingId` limits it to one booking (My
 * Bookings shows it on that booking's row).
 */
export function LiveNow({ bookingId, system }: { bookingId?: number; system?: UnitSystem }) {
  const { data } = useLiveShots();
  const settings = useShotSettings();
  const live = data?.live;
  if (!live || (bookingId !== undefined && live.bookingId !== bookingId)) return null;
  const units: UnitSystem = system ?? settings.data?.units ?? 'imperial';
  return (
    <section aria-labelledby={`live-now-${live.bookingId}`} className="rounded-md border border-emerald-200 p-3">
      <h3 id={`live-now-${live.bookingId}`} className="text-base font-semibold text-emerald-800">
        Live now
      </h3>
      <p className="text-sm text-slate-600">
        {live.bayName} · {formatTimeRange(live.startTime, live.endTime, { zoneOn: live.date })}
      </p>
      <LiveFigures live={live} system={units} />
    </section>
  );
}
