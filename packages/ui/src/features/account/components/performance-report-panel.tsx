// Performance report (docs/requirements.md#account-page, docs/requirements.md#states: not generated → generating → shown), with the CSV download.
import { useQueryClient } from '@tanstack/react-query';
import { performanceReportFileName } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { useGeneratePerformanceReport } from '../api/get-performance-report';
import { shotSummaryQueryOptions } from '../api/shot-sessions';
import { facilityZoneLabel, formatDateShort, formatHours, formatTimeRange } from '../../../lib/format';
import { performanceReportCsv } from '../lib/report-format';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-3 py-2 text-sm text-slate-800';

export function PerformanceReportPanel({ now = () => new Date() }: { now?: () => Date }) {
  const generate = useGeneratePerformanceReport();
  const queryClient = useQueryClient();
  const report = generate.data;

  const onGenerate = () =>
    generate.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Error Generating Report',
          description: errorMessage(error, 'Your performance report could not be generated. Please try again.'),
          variant: 'destructive',
        }),
    });

  const onDownload = async () => {
    if (!report) return;
    // The per-club table of the member's shots joins the file; the report still downloads if they cannot be read.
    const clubs = await queryClient
      .fetchQuery(shotSummaryQueryOptions(null))
      .then((summary) => summary.clubs)
      .catch(() => []);
    downloadCsv(performanceReportFileName(now()), performanceReportCsv(report, clubs));
    toast({ title: 'Report Downloaded', description: 'Your performance report has been downloaded as a CSV file.' });
  };

  return (
    <Card className="p-6">
      <section aria-labelledby="report-heading" aria-busy={generate.isPending}>
        <h2 id="report-heading" className="text-lg font-semibold text-slate-900">
          Performance Report
        </h2>
        <p className="mt-1 text-sm text-slate-600">A summary of your simulator bookings and hours.</p>

        {!report ? (
          <div className="mt-4">
            <Button onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? 'Generating Report...' : 'Generate Performance Report'}
            </Button>
          </div>
        ) : null}

        <div aria-live="polite">
          {report ? (
            <div className="mt-4 space-y-6">
              <div>
                <h3 className="text-base font-semibold text-slate-900">Summary</h3>
                <dl className="mt-2 grid grid-cols-2 gap-4">
                  <div className="rounded-lg bg-slate-50 p-4">
                    <dt className="text-sm text-slate-500">Total Bookings</dt>
                    <dd className="mt-1 text-2xl font-bold text-slate-900">{report.totalBookings}</dd>
                  </div>
                  <div className="rounded-lg bg-slate-50 p-4">
                    <dt className="text-sm text-slate-500">Total Hours</dt>
                    <dd className="mt-1 text-2xl font-bold text-slate-900">{formatHours(report.totalHours)}</dd>
                  </div>
                </dl>
              </div>

              {report.simulatorUsage.length > 0 ? (
                <div>
                  <h3 id="usage-heading" className="text-base font-semibold text-slate-900">
                    Simulator Usage
                  </h3>
                  <table aria-labelledby="usage-heading" className="mt-2 w-full divide-y divide-slate-200">
                    <thead>
                      <tr>
                        <th scope="col" className={th}>
                          Simulator
                        </th>
                        <th scope="col" className={th}>
                          Hours
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {report.simulatorUsage.map((usage) => (
                        <tr key={usage.simulatorId}>
                          <td className={td}>{usage.simulatorName}</td>
                          <td className={td}>{formatHours(usage.hours)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}

              {report.recentBookings.length > 0 ? (
                <div>
                  <h3 id="recent-heading" className="text-base font-semibold text-slate-900">
                    Recent Bookings
                  </h3>
                  <div className="overflow-x-auto">
                    <table aria-labelledby="recent-heading" className="mt-2 w-full divide-y divide-slate-200">
                      <thead>
                        <tr>
                          <th scope="col" className={th}>
                            Date
                          </th>
                          <th scope="col" className={th}>
                            Simulator
                          </th>
                          <th scope="col" className={th}>
                            {/* Facility time, labelled like the booking page (docs/requirements.md#facility-time). */}
                            Time ({facilityZoneLabel()})
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100">
                        {report.recentBookings.map((b) => (
                          <tr key={`${b.bookingDate}-${b.startTime}-${b.simulatorName}`}>
                            <td className={td}>{formatDateShort(b.bookingDate)}</td>
                            <td className={td}>{b.simulatorName}</td>
                            <td className={td}>{formatTimeRange(b.startTime, b.endTime)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              ) : null}

              <Button variant="outline" onClick={() => void onDownload()}>
                Download Full Report (CSV)
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
