// /admin/insights (docs/decisions/245-owner-insights.md): the owner's view of the business over a chosen range. Bay
// use as a heat map (weekday × hour of day, one bay or all) with occupancy against staffed and unstaffed hours, league
// nights and lessons included; members; no-shows and late cancellations; lessons per coach; league fill; demo requests
// that became members; revenue from the ledger (revenue-section.tsx). Every figure links to the list behind it (/admin/insights/:figure), which exports as CSV; the
// chart is drawn with recharts, the product's one chart library, and its figures are in the table beside it.
import {
  addDaysToDateString,
  csvText,
  facilityToday,
  minutesToTime,
  WEEKDAY_NAMES,
  type HeatCell,
  type Insights,
} from '@longwood/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HourBars } from '../../../components/hour-bars';
import { PageContainer } from '../../../components/page-container';
import { RequestFailed } from '../../../components/request-failed';
import { ScreenHeading } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { downloadCsv } from '../../../lib/csv';
import { formatDateShort, formatTime } from '../../../lib/format';
import { useInsights } from '../api/insights';
import { Figure, figureLink, FigureTable } from './figure-parts';
import { OwnerSection } from './owner-section';
import { RevenueSection } from './revenue-section';

/** Monday first, as a week planner reads; the API's weekday index is Sunday-first (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const INSIGHTS_FAILED = 'The insights could not be loaded.';

const hourLabel = (hour: number) => formatTime(minutesToTime(hour * 60)).replace(':00', '');

/** A cell's colour by occupancy: five steps of one hue, so the map reads without a legend of many colours. */
function heatClass(percent: number, available: number): string {
  if (available === 0) return 'bg-slate-100 text-slate-400';
  if (percent === 0) return 'bg-white text-slate-400';
  if (percent < 25) return 'bg-emerald-100 text-emerald-900';
  if (percent < 50) return 'bg-emerald-300 text-emerald-950';
  // Dark text on the middle step: white on emerald-500 is 2.5:1, under the 4.5:1 small text needs.
  if (percent < 75) return 'bg-emerald-500 text-emerald-950';
  return 'bg-emerald-700 text-white';
}

/** The heat map's cells for one bay or, summed, for all. */
function weekHours(cells: readonly HeatCell[], simulatorId: number | null) {
  const grid = new Map<string, { used: number; available: number; staffed: boolean }>();
  for (const c of cells) {
    if (simulatorId !== null && c.simulatorId !== simulatorId) continue;
    const key = `${c.weekday}:${c.hour}`;
    const entry = grid.get(key) ?? { used: 0, available: 0, staffed: c.staffed };
    entry.used += c.usedMinutes;
    entry.available += c.availableMinutes;
    grid.set(key, entry);
  }
  return grid;
}

const pct = (used: number, available: number) => (available > 0 ? Math.round((used / available) * 1000) / 10 : 0);

function HeatMap({ data, range }: { data: Insights; range: { from: string; to: string } }) {
  const [bay, setBay] = useState<number | null>(null);
  const grid = useMemo(() => weekHours(data.heatMap, bay), [data.heatMap, bay]);
  const exportCells = () => {
    const rows = data.heatMap.map((c) => [
      data.bays.find((b) => b.id === c.simulatorId)?.name ?? `Bay ${c.simulatorId}`,
      WEEKDAY_NAMES[c.weekday]!,
      hourLabel(c.hour),
      c.staffed ? 'Staffed' : 'Unstaffed',
      c.usedMinutes,
      c.availableMinutes,
      c.percent,
    ]);
    downloadCsv(
      // Its own name: the bay-use list (insights_bay-use_…) is another file with other columns.
      `insights_heat-map_${range.from}_${range.to}.csv`,
      csvText([['Bay', 'Weekday', 'Hour', 'Hours', 'Used Minutes', 'Available Minutes', 'Occupancy %'], ...rows]),
    );
  };
  return (
    <section aria-labelledby="heat-heading" className="mt-8 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="heat-heading" className="text-lg font-semibold text-slate-900">
          Bay use by weekday and hour
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Bay"
            value={bay === null ? '' : String(bay)}
            onChange={(e) => setBay(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">All bays</option>
            {data.bays.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <Button variant="outline" onClick={exportCells}>
            Export CSV
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2" data-testid="heat-map">
        <table className="border-separate border-spacing-0.5 text-[11px]">
          <caption className="sr-only">
            Occupancy by weekday and hour, {bay === null ? 'all bays' : data.bays.find((b) => b.id === bay)?.name};
            staffed hours are outlined
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                Weekday
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="w-9 px-0.5 text-center font-normal text-slate-500">
                  {hourLabel(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEK.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-2 text-left font-medium text-slate-700">
                  {WEEKDAY_NAMES[weekday].slice(0, 3)}
                </th>
                {HOURS.map((hour) => {
                  const cell = grid.get(`${weekday}:${hour}`) ?? { used: 0, available: 0, staffed: false };
                  const percent = pct(cell.used, cell.available);
                  // The whole percent the cell shows: a name that says 49.6% would leave out the "50" seen.
                  const shown = Math.round(percent);
                  const label = `${WEEKDAY_NAMES[weekday]} ${hourLabel(hour)}: ${shown}% (${cell.used} of ${cell.available} min)`;
                  return (
                    <td key={hour} className="p-0">
                      <Link
                        to={figureLink('bay-use', range, {
                          weekday,
                          hour,
                          ...(bay === null ? {} : { simulatorId: bay }),
                        })}
                        aria-label={label}
                        title={label}
                        data-percent={percent}
                        className={cn(
                          'block h-7 w-9 rounded-sm text-center leading-7',
                          heatClass(percent, cell.available),
                          cell.staffed && 'ring-1 ring-sky-400 ring-inset',
                        )}
                      >
                        {cell.available > 0 && percent > 0 ? shown : ''}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        Darker is busier; outlined cells are staffed hours. A cell links to the bookings, lessons and league nights in
        it.
      </p>
    </section>
  );
}

export function InsightsPage() {
  const today = facilityToday(new Date());
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? addDaysToDateString(today, -29);
  const to = params.get('to') ?? today;
  const range = { from, to };
  const setRange = (next: { from: string; to: string }) => setParams(next, { replace: true });
  const insights = useInsights(from, to);

  return (
    <PageContainer>
      <ScreenHeading
        title="Insights"
        description={`${formatDateShort(from)} – ${formatDateShort(to)}`}
        actions={
          <Link to="/admin/daily-chart" className={buttonClasses('outline', 'md')}>
            Daily Chart
          </Link>
        }
      />
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setRange({ from: e.target.value, to })}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.target.value && setRange({ from, to: e.target.value })}
        />
        <Button variant="ghost" onClick={() => setRange({ from: addDaysToDateString(today, -29), to: today })}>
          Last 30 days
        </Button>
        <Button variant="ghost" onClick={() => setRange({ from: addDaysToDateString(today, -364), to: today })}>
          Last 12 months
        </Button>
      </div>

      {insights.isPending ? (
        <div className="flex justify-center py-12 text-emerald-700">
          <Spinner label="Loading insights..." />
        </div>
      ) : insights.isError ? (
        <div className="mt-6">
          <RequestFailed title={INSIGHTS_FAILED} query={insights} />
        </div>
      ) : (
        <InsightsFigures data={insights.data} range={range} />
      )}
      <RevenueSection from={from} to={to} />
    </PageContainer>
  );
}

function InsightsFigures({ data, range }: { data: Insights; range: { from: string; to: string } }) {
  const byHour = useMemo(() => {
    if (!data) return [];
    return HOURS.map((hour) => {
      let used = 0;
      let available = 0;
      for (const c of data.heatMap) {
        if (c.hour !== hour) continue;
        used += c.usedMinutes;
        available += c.availableMinutes;
      }
      return { hour: hourLabel(hour), value: pct(used, available) };
    });
  }, [data]);
  return (
    <>
      <section aria-label="Occupancy" className="mt-6 grid gap-3 sm:grid-cols-3">
        <Figure
          label="Occupancy, staffed hours"
          value={`${data.occupancy.staffed.percent}%`}
          to={figureLink('bay-use', range, { staffed: 'yes' })}
          note={`${data.staffedHours.opensHour}:00 to ${data.staffedHours.closesHour}:00`}
        />
        <Figure
          label="Occupancy, unstaffed hours"
          value={`${data.occupancy.unstaffed.percent}%`}
          to={figureLink('bay-use', range, { staffed: 'no' })}
        />
        <Figure
          label="Occupancy, all hours"
          value={`${data.occupancy.all.percent}%`}
          to={figureLink('bay-use', range)}
          note={`Bookings ${Math.round(data.useByKind.booking / 60)} h · league nights ${Math.round(data.useByKind.league / 60)} h · lessons ${Math.round(data.useByKind.lesson / 60)} h`}
        />
      </section>

      <HeatMap data={data} range={range} />

      <section aria-labelledby="hours-heading" className="mt-8 space-y-3">
        <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
          Occupancy by hour of day
        </h2>
        <HourBars
          data={byHour}
          domainMax={100}
          unit="%"
          tooltip={(v) => [`${v}%`, 'Occupancy']}
          testId="occupancy-chart"
          className="h-56"
        />
      </section>

      <section aria-labelledby="people-heading" className="mt-8">
        <h2 id="people-heading" className="text-lg font-semibold text-slate-900">
          Members and visits
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Active members" value={data.members.active} to={figureLink('top-members', range)} />
          <Figure
            label="Hours per member this month"
            value={data.members.hoursPerMemberThisMonth}
            to={figureLink('top-members', range)}
          />
          <Figure
            label="Not booked in 30 days"
            value={data.members.notBookedIn30Days}
            to={figureLink('inactive-members', range)}
          />
          <Figure label="New members" value={data.members.newInRange} to={figureLink('new-members', range)} />
          <Figure
            label="No-shows"
            value={data.noShows}
            to={figureLink('no-shows', range)}
            note="Marked by staff, or not checked in during staffed hours"
          />
          <Figure
            label="Late cancellations"
            value={data.lateCancellations}
            to={figureLink('late-cancellations', range)}
            note={`of ${data.cancellations} cancellations; less than 24 hours before`}
          />
          <Figure
            label="Demo requests → members"
            value={`${data.demoRequests.becameMembers} of ${data.demoRequests.received}`}
            to={figureLink('demo-requests', range)}
            note={`${data.demoRequests.percent}%`}
          />
          <Figure
            label="Membership requests → members"
            value={`${data.membershipRequests.converted} of ${data.membershipRequests.received}`}
            to={figureLink('membership-requests', range)}
            note={`${data.membershipRequests.percent}%`}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <FigureTable
          title="Top members"
          to={figureLink('top-members', range)}
          headers={['Member', 'Bookings', 'Hours']}
          rows={data.members.top.map((m) => [m.name, m.bookings, m.hours])}
          empty="No bookings in this range."
        />
        <FigureTable
          title="Lessons per coach"
          to={figureLink('lessons', range)}
          headers={['Coach', 'Booked', 'Completed', 'No-show', 'Complimentary']}
          rows={data.lessonsPerCoach.map((c) => [
            <Link key={c.coachId} className="underline" to={figureLink('lessons', range, { coachId: c.coachId })}>
              {c.name}
            </Link>,
            c.booked,
            c.completed,
            c.noShow,
            c.complimentary,
          ])}
          empty="No lessons in this range."
        />
        <FigureTable
          title="League fill"
          to={figureLink('league-fill', range)}
          headers={['League', 'Players', 'Fill', 'Nights']}
          rows={data.leagueFill.map((l) => [
            l.name,
            `${l.participants}${l.maxParticipants ? ` / ${l.maxParticipants}` : ''}`,
            l.percent === null ? '—' : `${l.percent}%`,
            l.nights,
          ])}
          empty="No leagues in this range."
        />
      </div>

      <OwnerSection data={data} range={range} />
    </>
  );
}
