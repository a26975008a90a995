// Performance report (docs/requirements.md#account-page, docs/requirements.md#states: not generated → generating → shown), with the CSV download.
import type { Key } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { performanceReportFileName, type PerformanceReport } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { toast } from '../../../components/ui/toast';
import { downloadCsv } from '../../../lib/csv';
import { useGeneratePerformanceReport } from '../api/get-performance-report';
import { shotSettingsQueryOptions, shotSummaryQueryOptions } from '../api/shot-sessions';
import { facilityZoneLabel, formatDateShort, formatHours, formatTimeRange } from '../../../lib/format';
import { performanceReportCsv } from '../lib/report-format';
import { useToastedMutation } from '../../../lib/toasted-mutation';

type Report = PerformanceReport;

const USAGE_COLUMNS: Column<Report['simulatorUsage'][number]>[] = [
  { header: 'Simulator', cell: (usage) => usage.simulatorName },
  { header: 'Hours', cell: (usage) => formatHours(usage.hours) },
];

const recentColumns = (): Column<Report['recentBookings'][number]>[] => [
  { header: 'Date', cell: (b) => formatDateShort(b.bookingDate) },
  { header: 'Simulator', cell: (b) => b.simulatorName },
  // Facility time, labelled like the booking page (docs/requirements.md#facility-time).
  { header: `Time (${facilityZoneLabel()})`, cell: (b) => formatTimeRange(b.startTime, b.endTime) },
];

export function PerformanceReportPanel({ now = () => new Date() }: { now?: () => Date }) {
  const generate = useToastedMutation(
    useGeneratePerformanceReport(),
    'Error Generating Report',
    'Your performance report could not be generated. Please try again.',
  );
  const queryClient = useQueryClient();
  const report = generate.data;

  const onGenerate = () => generate.mutate(undefined);

  const onDownload = async () => {
    if (!report) return;
    // The per-club table of the member's shots joins the file; the report still downloads if they cannot be read.
    // Without the model's figures when the member hides them (decision 443).
    const hideModelled = await queryClient
      .fetchQuery(shotSettingsQueryOptions())
      .then((settings) => settings.hideModelled)
      .catch(() => false);
    const clubs = await queryClient
      .fetchQuery(shotSummaryQueryOptions(null, hideModelled ? { figures: 'measured' } : {}))
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

              <ReportTable
                title="Simulator Usage"
                rows={report.simulatorUsage}
                rowKey={(usage) => usage.simulatorId}
                columns={USAGE_COLUMNS}
              />
              <ReportTable
                title="Recent Bookings"
                rows={report.recentBookings}
                rowKey={(b) => `${b.bookingDate}-${b.startTime}-${b.simulatorName}`}
                columns={recentColumns()}
              />

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

/** A table of the report under its heading (which names it to screen readers too); nothing when it has no rows. */
function ReportTable<T>({
  title,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: ReadonlyArray<Column<T>>;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <DataTable caption={title} rows={rows} rowKey={rowKey} columns={columns} />
    </div>
  );
}
