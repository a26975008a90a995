// /admin/daily-chart (docs/requirements.md#admin-home): bay hours in each hour of a chosen day, and the share of
// both bays used per day over the last 30 days, drawn with recharts. The figures come from core's utilisation
// rules; the table under each chart gives the same numbers to screen readers and keyboard users.
import { addDaysToDateString, bayHoursByHour, facilityToday, MAX_PAGE_SIZE, minutesToTime } from '@longwood/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatDateShort, formatHours, formatTime } from '../../../lib/format';
import { useAdminBookings } from '../api/admin-bookings';
import { useUtilisation } from '../api/get-utilisation';
import { FETCH_BOOKINGS_FAILED } from './booking-management';

const DAYS = 30;

export function DailyChartPage() {
  const today = facilityToday(new Date());
  const [date, setDate] = useState(today);
  const dateId = useId();
  const day = useAdminBookings({ from: date, to: date, pageSize: MAX_PAGE_SIZE });
  const from = addDaysToDateString(today, -(DAYS - 1));
  const month = useUtilisation(from, today);

  const hours = day.data
    ? bayHoursByHour(day.data.items).map((value, hour) => ({ hour: formatTime(minutesToTime(hour * 60)), value }))
    : [];
  const totalHours = hours.reduce((sum, h) => sum + h.value, 0);
  const perDay = (month.data ?? []).map((d) => ({ ...d, label: formatDateShort(d.date).replace(/, \d{4}$/, '') }));

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Daily Chart</h1>
          <p className="mt-1 text-slate-600">Bay use by hour of a day, and over the last {DAYS} days.</p>
        </div>
        <Link to="/admin/calendar" className={buttonClasses('outline', 'md')}>
          Booking Calendar
        </Link>
      </div>

      <section aria-labelledby="hours-heading" className="mt-8 space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">
            Bay hours by hour — {formatDateLong(date)}
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setDate(addDaysToDateString(date, -1))}>
              Previous Day
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDate(addDaysToDateString(date, 1))}>
              Next Day
            </Button>
            <div>
              <label htmlFor={dateId} className="block text-sm font-medium text-slate-800">
                Day
              </label>
              <input
                id={dateId}
                type="date"
                value={date}
                onChange={(e) => e.target.value && setDate(e.target.value)}
                className="mt-1 block h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
              />
            </div>
          </div>
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
            <div className="h-64 w-full" data-testid="hours-chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={hours} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="hour" interval={2} tick={{ fontSize: 11 }} />
                  <YAxis allowDecimals domain={[0, 2]} tick={{ fontSize: 11 }} />
                  <Tooltip formatter={(v) => [`${formatHours(Number(v))} h`, 'Bay hours']} />
                  <Bar dataKey="value" fill="#059669" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-700">Show as a table</summary>
              <table className="mt-2 text-left">
                <caption className="sr-only">Bay hours by hour</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">
                      Hour
                    </th>
                    <th scope="col">Bay hours</th>
                  </tr>
                </thead>
                <tbody>
                  {hours.map((h) => (
                    <tr key={h.hour}>
                      <th scope="row" className="pr-4 font-normal">
                        {h.hour}
                      </th>
                      <td>{formatHours(h.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
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
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-700">Show as a table</summary>
              <table className="mt-2 text-left">
                <caption className="sr-only">Utilisation per day</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">
                      Day
                    </th>
                    <th scope="col" className="pr-4">
                      Bay hours
                    </th>
                    <th scope="col">Utilisation</th>
                  </tr>
                </thead>
                <tbody>
                  {perDay.map((d) => (
                    <tr key={d.date}>
                      <th scope="row" className="pr-4 font-normal">
                        {formatDateShort(d.date)}
                      </th>
                      <td className="pr-4">{formatHours(d.bookedMinutes / 60)}</td>
                      <td>{d.percent}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
    </PageContainer>
  );
}
