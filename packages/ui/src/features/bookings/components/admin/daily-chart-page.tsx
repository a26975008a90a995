// /admin/daily-chart (docs/requirements.md#admin-home): bay hours in each hour of a chosen day, and the share of
// the open bays used per day over the last 30 days, drawn with recharts. The figures come from core's utilisation
// rules over core's one occupancy model, league nights included; the table under each chart gives the same numbers
// to screen readers and keyboard users.
import {
  addDaysToDateString,
  bayHoursByHour,
  dayAvailability,
  daySpans,
  facilityToday,
  MAX_PAGE_SIZE,
  minutesToTime,
  openBayIds,
} from '@longwood/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { HourBars } from '../../../../components/hour-bars';
import { PageContainer } from '../../../../components/page-container';
import { ScreenHeading } from '../../../../components/screen-heading';
import { buttonClasses } from '../../../../components/ui/button';
import { cellColumns, DataTable } from '../../../../components/ui/data-table';
import { DayNavigator } from '../../../../components/ui/day-navigator';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateLong, formatDateShort, formatHours, formatTime } from '../../../../lib/format';
import { useStaffBookings } from '../../api/staff-bookings';
import { useUtilisation } from '../../api/get-utilisation';
import { FETCH_BOOKINGS_FAILED } from './booking-management';
import { bookingRules } from '../../../../config/booking-rules';
import { useLeagues } from '../../../leagues';

const DAYS = 30;

export function DailyChartPage() {
  const today = facilityToday(new Date());
  const [date, setDate] = useState(today);
  const day = useStaffBookings({ from: date, to: date, pageSize: MAX_PAGE_SIZE });
  const from = addDaysToDateString(today, -(DAYS - 1));
  const month = useUtilisation(from, today);

  // A league without a generated schedule holds its bays by computation: the day is prepared as the calendar's is.
  const leagues = useLeagues();
  const items = day.data?.items;
  const leagueList = leagues.data;
  const hours = useMemo(() => {
    if (!items) return [];
    const spans = daySpans(
      dayAvailability({ date, occupancies: items, leagues: leagueList ?? [], bays: bookingRules.bays }),
    );
    return bayHoursByHour(spans).map((value, hour) => ({ hour: formatTime(minutesToTime(hour * 60)), value }));
  }, [date, items, leagueList]);
  const bayCount = Math.max(1, openBayIds(bookingRules.bays).length);
  const totalHours = hours.reduce((sum, h) => sum + h.value, 0);
  const perDay = (month.data ?? []).map((d) => ({ ...d, label: formatDateShort(d.date).replace(/, \d{4}$/, '') }));

  return (
    <PageContainer>
      <ScreenHeading
        title="Daily Chart"
        description={`Bay use by hour of a day, and over the last ${DAYS} days.`}
        actions={
          <Link to="/admin/calendar" className={buttonClasses('outline', 'md')}>
            Booking Calendar
          </Link>
        }
      />

      <section aria-labelledby="hours-heading" className="mt-8 space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
            Bay hours by hour — {formatDateLong(date)}
          </h2>
          <DayNavigator date={date} onDateChange={setDate} />
        </div>
        {day.isPending ? (
          <Spinner label="Loading bookings..." className="text-emerald-700" />
        ) : day.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(day.error, FETCH_BOOKINGS_FAILED)}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="day-total">
              {formatHours(totalHours)} bay hours booked
            </p>
            <HourBars
              data={hours}
              domainMax={bayCount}
              tooltip={(v) => [`${formatHours(v)} h`, 'Bay hours']}
              testId="hours-chart"
            />
            <FiguresTable
              caption="Bay hours by hour"
              headers={['Hour', 'Bay hours']}
              rows={hours.map((h) => [h.hour, formatHours(h.value)])}
            />
          </>
        )}
      </section>

      <section aria-labelledby="days-heading" className="mt-10 space-y-3">
        <h2 id="days-heading" className="text-lg font-semibold text-slate-900">
          Utilisation per day — last {DAYS} days
        </h2>
        {month.isPending ? (
          <Spinner label="Loading utilisation..." className="text-emerald-700" />
        ) : month.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(month.error, FETCH_BOOKINGS_FAILED)}
          </p>
        ) : (
          <>
            <div className="h-64 w-full" data-testid="utilisation-chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={perDay} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" interval={4} tick={{ fontSize: 11 }} />
                  <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 11 }} />
                  <Tooltip formatter={(v) => [`${String(v)}%`, 'Utilisation']} />
                  <Line type="monotone" dataKey="percent" stroke="#0284c7" dot={false} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <FiguresTable
              caption="Utilisation per day"
              headers={['Day', 'Bay hours', 'Utilisation']}
              rows={perDay.map((d) => [formatDateShort(d.date), formatHours(d.bookedMinutes / 60), `${d.percent}%`])}
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}

/** A chart's figures as a table under "Show as a table", for screen readers and keyboards; each row's first cell heads it. */
function FiguresTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700">Show as a table</summary>
      <div className="mt-2">
        <DataTable
          look="plain"
          caption={caption}
          rows={rows}
          rowKey={(row) => row[0] ?? ''}
          columns={cellColumns(headers, { rowHeader: true })}
        />
      </div>
    </details>
  );
}
