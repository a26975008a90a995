// The pieces every figure of /admin/insights is drawn with: the link to the list behind it (which exports as CSV), a
// figure's card, and a small table of figures with its list's link.
import type { InsightFigure } from '@longwood/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cellColumns, DataTable } from '../../../components/ui/data-table';

/** The link to the list behind a figure, over the page's range (and a heat-map cell's bay, weekday and hour). */
export function figureLink(
  figure: InsightFigure,
  range: { from: string; to: string },
  extra: Record<string, string | number> = {},
) {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return `/admin/insights/${figure}?${params.toString()}`;
}

export function Figure({ label, value, to, note }: { label: string; value: ReactNode; to: string; note?: ReactNode }) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">{value}</span>
      {note ? <span className="mt-1 block text-xs text-slate-500">{note}</span> : null}
    </Link>
  );
}

export function FigureTable({
  title,
  to,
  headers,
  rows,
  empty,
}: {
  title: string;
  to: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <Link to={to} className="text-sm text-emerald-700 underline">
          List and CSV
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-2">
          <DataTable look="plain" caption={title} rows={rows} columns={cellColumns(headers)} />
        </div>
      )}
    </section>
  );
}
