// "Live now" (docs/decisions/241-bay-shots-matched-to-the-bay.md): while the member's booking runs on a bay, the
// shots the bay's agent sends arrive here within two seconds, with the session's running figures per club (the same
// per-club summary as the gapping table, worked out by core's summariseShots from the shots so far).
import { summariseShots, type LiveShotSession, type UnitSystem } from '@longwood/core';
import { formatTimeRange } from '../../../lib/format';
import { useLiveShots, useShotSettings } from '../api/shot-sessions';
import { distanceLabel, speedLabel, summaryDistance, summarySpeed } from '../lib/shot-format';

const th = 'px-2 py-1 text-left font-medium';
const td = 'px-2 py-1 tabular-nums';

/** The running figures of one live session, club by club. */
function LiveFigures({ live, system }: { live: LiveShotSession; system: UnitSystem }) {
  const clubs = summariseShots(live.shots);
  const count = live.shots.length;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {count === 0
          ? 'No shots yet: they show here as you hit them.'
          : `${count} ${count === 1 ? 'shot' : 'shots'} so far`}
      </p>
      {clubs.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Running figures per club</caption>
            <thead>
              <tr className="text-slate-600">
                {['Club', 'Shots', `Carry avg (${distanceLabel(system)})`, `Ball speed (${speedLabel(system)})`].map(
                  (name) => (
                    <th key={name} scope="col" className={th}>
                      {name}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {clubs.map((c) => (
                <tr key={c.club} className="border-t border-slate-100">
                  <th scope="row" className={th}>
                    {c.club}
                  </th>
                  {[
                    c.shots,
                    summaryDistance(c.carryYards?.mean, system),
                    summarySpeed(c.ballSpeedMph?.mean, system),
                  ].map((value, i) => (
                    <td key={i} className={td}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
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
