// The Game panel's summary (docs/decisions/220-shot-data-import.md): the period and club it covers, whether every
// shot counts or the good ones only (decision 238), the gapping table per club, and one club's dispersion and trends
// (docs/decisions/239-shot-charts-on-recharts.md). A club's figure holding carries the ball-flight model gave is marked
// "(modelled)", and "Hide modelled figures" asks the server for the device's figures alone
// (docs/decisions/444-modelled-figures-in-the-summary-and-the-facility-air.md).
import { useId } from 'react';
import { type Shot, type ShotClubSummary, type SummaryFigure, type UnitSystem } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { cellColumns, DataTable } from '../../../components/ui/data-table';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { cn } from '../../../lib/cn';
import type { ShotSummaryFilter } from '../api/shot-sessions';
import {
  carrySpread,
  distanceLabel,
  meanAndSpread,
  speedLabel,
  summaryDistance,
  summarySpeed,
} from '../lib/shot-format';
import { DispersionChart, TrendCharts, type TrendPoint } from './shot-charts';

export type PeriodFilter = Required<Omit<ShotSummaryFilter, 'shots' | 'figures'>>;
export type Counted = 'all' | 'good';

/** The summary under its filters; when nothing matches them (or the dates are the wrong way round), a way back. */
export function ShotSummarySection({
  filter,
  onFilter,
  periodClubs,
  periodValid,
  counted,
  onCounted,
  hideModelled,
  onHideModelled,
  clubs,
  system,
  club,
  onClub,
  chartShots,
  trend,
}: {
  filter: PeriodFilter;
  onFilter: (next: PeriodFilter) => void;
  periodClubs: readonly string[];
  periodValid: boolean;
  counted: Counted;
  onCounted: (counted: Counted) => void;
  hideModelled: boolean;
  onHideModelled: (hide: boolean) => void;
  clubs: readonly ShotClubSummary[];
  system: UnitSystem;
  club: string | null;
  onClub: (club: string) => void;
  chartShots: Shot[];
  trend: TrendPoint[];
}) {
  if (clubs.length === 0 || !periodValid) {
    return (
      <>
        <SummaryFilters filter={filter} clubs={periodClubs} onChange={onFilter} />
        {periodValid ? (
          <div className="text-sm text-slate-600">
            <p>No shots match these dates and club.</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => onFilter({ from: '', to: '', club: '' })}
            >
              Show all shots
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      <SummaryFilters filter={filter} clubs={periodClubs} onChange={onFilter} />
      <ChoiceRadios {...COUNTED} value={counted} onChange={onCounted} />
      {hideModelled || clubs.some((c) => c.modelled.length > 0) ? (
        <SettingSwitch label="Hide modelled figures" checked={hideModelled} onCheckedChange={onHideModelled} />
      ) : null}
      <GappingTable clubs={clubs} system={system} />
      {club ? (
        <ClubCharts clubs={clubs} club={club} onClub={onClub} system={system} shots={chartShots} trend={trend} />
      ) : null}
    </>
  );
}

/** A choice of one among a few, as radio buttons under a legend (shown, or for screen readers only). */
export function ChoiceRadios<T extends string>({
  name,
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  legendHidden?: boolean;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={legendHidden ? 'flex gap-3 text-sm' : 'flex flex-wrap gap-3 text-sm'}>
      <legend className={legendHidden ? 'sr-only' : 'mb-1 font-medium text-slate-700'}>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-1">
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Every recorded shot, or only the good ones (no excluded shot, no likely mis-hit nobody kept; decision 238). */
const COUNTED = {
  name: 'shots-counted',
  legend: 'Shots counted',
  options: [
    ['all', 'Every shot'],
    ['good', 'Good shots only'],
  ],
} as const;

/** The gapping table's column headings, the units in the member's system. */
const gappingHeadings = (system: UnitSystem) => [
  'Club',
  'Shots',
  `Carry avg (${distanceLabel(system)})`,
  'Carry median',
  'Total avg',
  'Total median',
  'Spread',
  `Ball speed (${speedLabel(system)})`,
  'Launch (°)',
  'Spin (rpm)',
  `Left/right (${distanceLabel(system)})`,
];

function GappingTable({ clubs, system }: { clubs: readonly ShotClubSummary[]; system: UnitSystem }) {
  const rows = clubs.map((c) => {
    /** A figure of the club marked when it holds values the model gave. */
    const marked = (figure: SummaryFigure, text: string) => (c.modelled.includes(figure) ? `${text} (modelled)` : text);
    return [
      c.club,
      c.shots,
      marked('carryYards', summaryDistance(c.carryYards?.mean, system)),
      marked('carryYards', summaryDistance(c.carryYards?.median, system)),
      marked('totalYards', summaryDistance(c.totalYards?.mean, system)),
      marked('totalYards', summaryDistance(c.totalYards?.median, system)),
      carrySpread(c, system),
      summarySpeed(c.ballSpeedMph?.mean, system),
      meanAndSpread(c.launchDeg, (v) => (v === undefined ? '–' : v.toFixed(1))),
      meanAndSpread(c.spinRpm, (v) => (v === undefined ? '–' : v.toFixed(0))),
      marked(
        'offlineYards',
        meanAndSpread(c.offlineYards, (v) => summaryDistance(v, system)),
      ),
    ];
  });
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">Gapping</h3>
      <div className="mt-2">
        <DataTable
          rows={rows}
          columns={cellColumns(gappingHeadings(system), { rowHeader: true }).map((column) => ({
            ...column,
            // A figure never breaks across lines ('155.0', '17.0 ± 0.2'): on a phone the table scrolls sideways.
            className: cn('whitespace-nowrap text-slate-800', column.rowHeader && 'font-medium'),
          }))}
          caption="Gapping"
          look="plain"
          className="min-w-[18rem]"
          rowKey={(row) => String(row[0])}
        />
      </div>
    </div>
  );
}

/** The club the charts show (the most-hit one first), its dispersion and its trends session by session. */
function ClubCharts({
  clubs,
  club,
  onClub,
  system,
  shots,
  trend,
}: {
  clubs: readonly ShotClubSummary[];
  club: string;
  onClub: (club: string) => void;
  system: UnitSystem;
  shots: Shot[];
  trend: TrendPoint[];
}) {
  const clubSelectId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={clubSelectId} className="text-sm font-medium text-slate-700">
          Club for the charts
        </label>
        <select
          id={clubSelectId}
          value={club}
          onChange={(e) => onClub(e.target.value)}
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
      <DispersionChart shots={shots} club={club} system={system} />
      <h3 className="text-base font-semibold text-slate-900">Trends</h3>
      <TrendCharts points={trend} club={club} system={system} />
    </div>
  );
}

/** The summary's period (from, to) and club; the server reads the same query (GET /api/user/shot-summary). */
function SummaryFilters({
  filter,
  clubs,
  onChange,
}: {
  filter: Required<Omit<ShotSummaryFilter, 'shots' | 'figures'>>;
  clubs: readonly string[];
  onChange: (next: Required<Omit<ShotSummaryFilter, 'shots' | 'figures'>>) => void;
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
