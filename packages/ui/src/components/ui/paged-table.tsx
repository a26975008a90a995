// A server-paged list of the staff screens (members, bookings, demo requests, the activity log, the database
// view; docs/decisions/100-admin-lists-paging-and-exports.md): its loading, error and empty states, the rows, and
// the pager under them. The screen keeps its own search and filters above it (usePagedSearch gives the page and the
// search text) and draws the rows: a DataTable (data-table.tsx), or its own markup (a list, cards on phones).
import { pluralNoun, type Page } from '@longwood/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { formatTotal } from '../../lib/format';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The page shown and the search text (trimmed, and deferred while typing, `q`). A new search or a change made
 * through `resetting(setter)` (another filter) starts again at page 1.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const q = useDeferredValue(search.trim());
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, search, setSearch: resetting(setSearchText), q, resetting };
}

export interface EmptyText {
  title: string;
  text?: string;
  /** E.g. 'Clear search'. */
  action?: ReactNode;
}

export function PagedTable<T>({
  list,
  noun,
  nounOne,
  onPage,
  empty,
  loadingLabel = `Loading ${noun}...`,
  errorText = (error) => errorMessage(error),
  children,
}: {
  list: UseQueryResult<Page<T>>;
  /** What the rows are ("users", "bookings"): the pager's label and the loading text. */
  noun: string;
  /** One of them ("user", "booking"), for a count of exactly one: "1–1 of 1 booking". */
  nounOne: string;
  onPage: (page: number) => void;
  /** Shown when no row matches (or there are none yet). */
  empty: EmptyText;
  loadingLabel?: string;
  /** The error's text; by default the server's message. */
  errorText?: (error: Error) => string;
  /** The rows of the page shown. */
  children: (rows: T[]) => ReactNode;
}) {
  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-emerald-700">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-red-800">{errorText(list.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  if (list.data.total === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
        <p className="font-medium text-slate-900">{empty.title}</p>
        {empty.text ? <p className="mt-1 text-sm text-slate-600">{empty.text}</p> : null}
        {empty.action ? <div className="mt-4">{empty.action}</div> : null}
      </div>
    );
  }
  return (
    <>
      {children(list.data.items)}
      <Pager page={list.data} onPage={onPage} noun={noun} nounOne={nounOne} busy={list.isFetching} />
    </>
  );
}

/**
 * Previous / next. The total is exact or a lower bound (the server counts at most 1 000 rows past the page;
 * docs/decisions/100-admin-lists-paging-and-exports.md): then the pager says "more than" and does not claim a last page.
 */
function Pager({
  page: { page, pageSize, total, totalExact },
  onPage,
  noun,
  nounOne,
  busy,
}: {
  page: Pick<Page<unknown>, 'page' | 'pageSize' | 'total' | 'totalExact'>;
  onPage: (page: number) => void;
  noun: string;
  nounOne: string;
  busy: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hasNext = !totalExact || page < pages;
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {formatTotal(total, totalExact)}{' '}
        {pluralNoun(totalExact ? total : Infinity, nounOne, noun)} · Page {page.toLocaleString('en-US')}
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
