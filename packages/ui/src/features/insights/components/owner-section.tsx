// The owner's figures on /admin/insights (docs/decisions/471-the-owners-morning.md): the range beside the previous
// period and the previous year, revenue per available bay-hour (per bay, per start hour), members joined and lost by
// month, each member's no-show rate, and how far ahead and through which channel bookings are made. Each table links
// to its list, which exports as CSV.
import { formatCents, formatMonthYear, formatTime12h, type Insights, type InsightsHeadline } from '@longwood/core';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateShort } from '../../../lib/format';
import { Figure, figureLink, FigureTable } from './figure-parts';

/** How many members the no-show table names (the list has them all). */
const NO_SHOW_ROWS = 10;

const hours = (h: number | null) => (h === null ? '—' : `${h} h`);
const span = (h: Pick<InsightsHeadline, 'from' | 'to'>) => `${formatDateShort(h.from)} – ${formatDateShort(h.to)}`;

/** The compared figures: each a label and how it reads from a range's headline. */
const COMPARED: Array<[string, (h: InsightsHeadline) => string]> = [
  ['Occupancy, all hours', (h) => `${h.occupancyPercent}%`],
  ['Revenue (net)', (h) => formatCents(h.revenueNetCents)],
  ['Revenue per available bay-hour', (h) => formatCents(h.revenuePerAvailableBayHourCents)],
  ['No-shows', (h) => String(h.noShows)],
  ['Late cancellations', (h) => String(h.lateCancellations)],
  ['Members joined', (h) => String(h.joined)],
  ['Members lost', (h) => String(h.lost)],
  ['Bookings made', (h) => String(h.bookings)],
  ['Booked online', (h) => String(h.online)],
  ['Booked by staff', (h) => String(h.staff)],
  ['Walk-ins', (h) => String(h.walkIn)],
  ['Median lead time', (h) => hours(h.medianLeadHours)],
];

type ComparedRow = { id: string; label: string; cells: [string, string, string] };

const COMPARED_COLUMNS: Column<ComparedRow>[] = [
  { header: 'Figure', rowHeader: true, cell: (r) => r.label },
  { header: 'This range', phoneHeader: 'Now', numeric: true, className: 'whitespace-nowrap', cell: (r) => r.cells[0] },
  {
    header: 'Previous period',
    phoneHeader: 'Before',
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (r) => r.cells[1],
  },
  {
    header: 'Previous year',
    phoneHeader: 'Year ago',
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (r) => r.cells[2],
  },
];

export function OwnerSection({ data, range }: { data: Insights; range: { from: string; to: string } }) {
  const { owner } = data;
  const { current, previousPeriod, previousYear } = owner.compared;
  const bayName = (id: number) => data.bays.find((b) => b.id === id)?.name ?? `Bay ${id}`;
  const comparedRows = COMPARED.map(([label, read]): ComparedRow => ({
    id: label,
    label,
    cells: [read(current), read(previousPeriod), read(previousYear)],
  }));
  const paidHours = owner.revenue.perHour.filter((h) => h.netCents !== 0);
  return (
    <div data-testid="owner-figures">
      <section aria-labelledby="compared-heading" className="mt-8 space-y-3">
        <h2 id="compared-heading" className="text-lg font-semibold text-slate-900">
          Compared with before
        </h2>
        <p className="text-sm text-slate-600">
          Previous period {span(previousPeriod)}; previous year {span(previousYear)}.
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <DataTable
            look="plain"
            scrollable
            caption={`This range, ${span(current)}, beside the previous period and the previous year`}
            rows={comparedRows}
            columns={COMPARED_COLUMNS}
          />
        </div>
      </section>

      <section aria-label="Per bay-hour and bookings made" className="mt-6 grid gap-3 sm:grid-cols-3">
        <Figure
          label="Revenue per available bay-hour"
          value={formatCents(owner.revenue.perAvailableBayHourCents)}
          to={figureLink('revenue-by-bay', range)}
          note={`${formatCents(owner.revenue.netCents)} over ${owner.revenue.availableBayHours} bay-hours`}
        />
        <Figure
          label="Median lead time"
          value={hours(owner.leadTime.medianHours)}
          to={figureLink('lead-time', range)}
          note={`From booking to start, ${owner.leadTime.bookings} booking${owner.leadTime.bookings === 1 ? '' : 's'}`}
        />
        <Figure
          label="Booked online"
          value={`${owner.channels.online} of ${owner.leadTime.bookings}`}
          to={figureLink('lead-time', range)}
          note={`By staff ${owner.channels.staff} · Walk-ins ${owner.channels.walkIn}`}
        />
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <FigureTable
          title="Revenue per available bay-hour by bay"
          to={figureLink('revenue-by-bay', range)}
          headers={['Bay', 'Net', 'Hours open', 'Per hour']}
          rows={owner.revenue.perBay.map((b) => [
            bayName(b.simulatorId),
            formatCents(b.netCents),
            b.availableHours,
            formatCents(b.perAvailableHourCents),
          ])}
          empty="No bays are open."
        />
        <FigureTable
          title="Revenue per available bay-hour by start hour"
          to={figureLink('revenue-by-hour', range)}
          headers={['Hour', 'Net', 'Per hour']}
          rows={paidHours.map((h) => [
            formatTime12h(`${String(h.hour).padStart(2, '0')}:00`),
            formatCents(h.netCents),
            formatCents(h.perAvailableHourCents),
          ])}
          empty="No booking was paid for in this range."
        />
        <FigureTable
          title="Members joined and lost by month"
          to={figureLink('churn', range)}
          headers={['Month', 'At start', 'Joined', 'Lost', 'Churn']}
          rows={owner.churn.map((c) => [formatMonthYear(c.month), c.membersAtStart, c.joined, c.lost, `${c.percent}%`])}
          empty="No months of this range have begun."
        />
        <FigureTable
          title="No-show rate per member"
          to={figureLink('no-show-rates', range)}
          headers={['Member', 'Bookings', 'No-shows', 'Rate']}
          rows={owner.noShowRates.slice(0, NO_SHOW_ROWS).map((r) => [r.name, r.bookings, r.noShows, `${r.percent}%`])}
          empty="No member has held a booking in this range yet."
        />
        <FigureTable
          title="Lead time"
          to={figureLink('lead-time', range)}
          headers={['Booked ahead', 'Bookings']}
          rows={owner.leadTime.bookings === 0 ? [] : owner.leadTime.bands.map((b) => [b.label, b.count])}
          empty="No bookings in this range."
        />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Revenue per available bay-hour is the net money over the open bays&apos; bookable hours; by bay and hour, only
        money paid for a booking counts. A no-show rate counts bookings held before today.
      </p>
    </div>
  );
}
