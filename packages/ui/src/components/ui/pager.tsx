// Previous / next for a server-paged list (docs/decisions/100-admin-lists-paging-and-exports.md).
import { Button } from './button';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for the label ("users", "bookings"). */
  noun: string;
  busy?: boolean;
}

export function Pager({ page, pageSize, total, onPage, noun, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {first}–{last} of {total} {noun} · Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}
