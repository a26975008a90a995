// Revenue on /admin/insights (docs/decisions/302-revenue-from-the-ledger.md): the range's money from the ledger by
// source and month, refunds and net, with the failed dues payments in the range and the members in grace now, then the
// same money by how and by whom it was paid, refunds by what they gave back and by the month earned (decision 413);
// the same figures export as CSV through core's one CSV writer (revenueCsv), like every other figure of the insights.
import {
  formatCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  REVENUE_SOURCE_LABELS,
  REVENUE_SOURCES,
  revenueCsv,
  revenueCsvName,
  type Revenue,
} from '@longwood/core';
import { RequestFailed } from '../../../components/request-failed';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv } from '../../../lib/csv';
import { useRevenue } from '../api/insights';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A month's line, or the range's total. */
type Line = Revenue['total'] & { label: string };

const COLUMNS: Column<Line>[] = [
  { header: 'Month', rowHeader: true, cell: (line) => line.label },
  ...REVENUE_SOURCES.map((source): Column<Line> => ({
    header: REVENUE_SOURCE_LABELS[source],
    numeric: true,
    cell: (line) => formatCents(line.bySource[source]),
  })),
  { header: 'Refunds', numeric: true, cell: (line) => formatCents(-line.refunds) },
  { header: 'Net', numeric: true, className: 'font-semibold', cell: (line) => formatCents(line.net) },
];

/** The splits under the table: each a label and its figures in one line. */
function Splits({ revenue }: { revenue: Revenue }) {
  const splits: Array<[string, string]> = [
    [
      'Paid by (net)',
      PAYMENT_METHODS.map((m) => `${PAYMENT_METHOD_LABELS[m]} ${formatCents(revenue.byMethod[m].net)}`).join(' · '),
    ],
    [
      'Who paid (net)',
      `Members ${formatCents(revenue.byPayer.member.net)} · Guests and others ${formatCents(revenue.byPayer.guest.net)}`,
    ],
    [
      'Refunds of',
      REVENUE_SOURCES.map((s) => `${REVENUE_SOURCE_LABELS[s]} ${formatCents(revenue.refundsBySource[s])}`).join(' · '),
    ],
    [
      'Earned in (net)',
      revenue.earnedMonths.length === 0
        ? 'Nothing yet'
        : revenue.earnedMonths.map((m) => `${monthLabel(m.month)} ${formatCents(m.net)}`).join(' · '),
    ],
  ];
  return (
    <dl aria-label="Revenue split" className="grid gap-3 text-sm sm:grid-cols-2">
      {splits.map(([label, text]) => (
        <div key={label}>
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="text-slate-700">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RevenueSection({ from, to }: { from: string; to: string }) {
  const revenue = useRevenue(from, to);
  return (
    <section aria-labelledby="revenue-heading" className="mt-8 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="revenue-heading" className="text-lg font-semibold text-slate-900">
          Revenue
        </h2>
        <Button
          variant="outline"
          disabled={!revenue.data}
          onClick={() => revenue.data && downloadCsv(revenueCsvName(revenue.data), revenueCsv(revenue.data))}
        >
          Export CSV
        </Button>
      </div>
      {revenue.isPending ? (
        <Spinner label="Loading revenue..." />
      ) : revenue.isError ? (
        <RequestFailed title="The revenue could not be loaded." query={revenue} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Failed dues payments: <strong>{revenue.data.failedDues}</strong> · Members in grace now:{' '}
            <strong>{revenue.data.membersInGrace}</strong> · Disputed online: open{' '}
            <strong>{formatCents(revenue.data.disputes.open)}</strong>, won{' '}
            <strong>{formatCents(revenue.data.disputes.won)}</strong>, lost{' '}
            <strong>{formatCents(revenue.data.disputes.lost)}</strong>
          </p>
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <DataTable
              look="plain"
              caption="Revenue by month and source"
              rows={[
                ...revenue.data.months.map((month) => ({ ...month, label: monthLabel(month.month) })),
                { ...revenue.data.total, label: 'Total' },
              ]}
              rowKey={(line) => line.label}
              columns={COLUMNS}
            />
          </div>
          <Splits revenue={revenue.data} />
        </>
      )}
    </section>
  );
}
