// Revenue on /admin/insights (docs/decisions/302-revenue-from-the-ledger.md): the range's money from the ledger by
// source and month, refunds and net, with the failed dues payments in the range and the members in grace now; the
// same figures export as CSV through core's one CSV writer (revenueCsv), like every other figure of the insights.
import {
  formatCents,
  REVENUE_SOURCE_LABELS,
  REVENUE_SOURCES,
  revenueCsv,
  revenueCsvName,
  type Revenue,
} from '@longwood/core';
import { RequestFailed } from '../../../components/request-failed';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv } from '../../../lib/csv';
import { useRevenue } from '../api/insights';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

function Row({ label, line }: { label: string; line: Revenue['total'] }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-1 pr-3 text-left font-medium text-slate-700">
        {label}
      </th>
      {REVENUE_SOURCES.map((source) => (
        <td key={source} className="py-1 pr-3 text-right tabular-nums">
          {formatCents(line.bySource[source])}
        </td>
      ))}
      <td className="py-1 pr-3 text-right tabular-nums">{formatCents(-line.refunds)}</td>
      <td className="py-1 text-right font-semibold tabular-nums">{formatCents(line.net)}</td>
    </tr>
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
            <strong>{revenue.data.membersInGrace}</strong>
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4">
            <table className="w-full text-sm">
              <caption className="sr-only">Revenue by month and source</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-3 text-left font-medium text-slate-600">
                    Month
                  </th>
                  {[...REVENUE_SOURCES.map((s) => REVENUE_SOURCE_LABELS[s]), 'Refunds', 'Net'].map((h) => (
                    <th key={h} scope="col" className="pr-3 text-right font-medium text-slate-600">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {revenue.data.months.map((month) => (
                  <Row key={month.month} label={monthLabel(month.month)} line={month} />
                ))}
                <Row label="Total" line={revenue.data.total} />
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
