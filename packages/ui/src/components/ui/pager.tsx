// Previous / next for a server-paged list (docs/decisions/100-admin-lists-paging-and-exports.md). The total is
// exact or a lower bound (the server counts at most 1 000 rows past the page; docs/decisions/106-bounded-list-counts.md):
// then the pager says "more than" and does not claim a last page.
import { formatTotal } from '../../lib/format';
import { Button } from './button';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** False when there are more than `total` rows. */
  totalExact: boolean;
  onPage: (page: number) => void;
  /** What the rows are, for the label ("users", "bookings"). */
  noun: string;
  busy?: boolean;
}

export function Pager({ page, pageSize, total, totalExact, onPage, noun, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hasNext = !totalExact || page < pages;
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {formatTotal(total, totalExact)} {noun} · Page{' '}
        {page.toLocaleString('en-US')}
        {totalExact ? ` of ${pages.toLocaleString('en-US')}` : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={busy || !hasNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
