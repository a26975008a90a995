// /database-view (docs/requirements.md#database-view): three tabs (User Accounts, Bookings, Contact
// Submissions), each a server-paged, sortable, searchable table with a CSV export of the whole table. The export
// streams from the server and shows the bytes received while it downloads; an empty table says 'No data to
// export' (docs/decisions/100-admin-lists-paging-and-exports.md).
import { Tabs } from '@ark-ui/react/tabs';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import {
  NO_DATA_TO_EXPORT,
  userTypeOf,
  type ContactSubmission,
  type ExportTable,
  type Page,
  type StaffBooking,
  type User,
} from '@longwood/core';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateShort, formatFacilityDateTime, formatTimeRange } from '../../../lib/format';
import { adminBookingsQueryOptions } from '../api/admin-bookings';
import { allContactSubmissionsQueryOptions } from '../api/demo-requests';
import { ExportCancelled, exportTable } from '../api/export-table';
import { adminUsersQueryOptions } from '../api/get-admin-users';
import { USER_TYPE_LABELS } from '../lib/filter-users';
import { KIND_LABELS } from '../../../lib/occupancy-kinds';
import { holderOf } from '../lib/occupancy-labels';

const PAGE_SIZE = 50;

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
}

interface Column<T> {
  header: string;
  /** The server's sort key, when the column can be sorted. */
  sort?: string;
  cell: (row: T) => ReactNode;
}

interface TableSpec<T extends { id: number }> {
  table: ExportTable;
  label: string;
  noun: string;
  defaultSort: string;
  defaultDir: 'asc' | 'desc';
  searchHint: string;
  columns: ReadonlyArray<Column<T>>;
  // The three lists' option factories differ only in their query's sort names.
  options: (query: ListQuery) => UseQueryOptions<Page<T>, Error, Page<T>, readonly unknown[]>;
}

const USERS: TableSpec<User> = {
  table: 'users',
  label: 'User Accounts',
  noun: 'users',
  defaultSort: 'id',
  defaultDir: 'asc',
  searchHint: 'Username, e-mail or phone',
  columns: [
    { header: 'ID', sort: 'id', cell: (u) => u.id },
    { header: 'Username', sort: 'username', cell: (u) => u.username },
    { header: 'Email', sort: 'email', cell: (u) => u.email },
    { header: 'Phone', cell: (u) => u.phone || '—' },
    { header: 'Type', cell: (u) => USER_TYPE_LABELS[userTypeOf(u)] },
  ],
  options: (q) => adminUsersQueryOptions(q as Parameters<typeof adminUsersQueryOptions>[0]) as never,
};

const BOOKINGS: TableSpec<StaffBooking> = {
  table: 'bookings',
  label: 'Bookings',
  noun: 'bookings',
  defaultSort: 'date',
  defaultDir: 'desc',
  searchHint: 'Member, e-mail or guest',
  columns: [
    { header: 'ID', cell: (b) => b.id },
    { header: 'Date', sort: 'date', cell: (b) => formatDateShort(b.bookingDate) },
    { header: 'Time', cell: (b) => formatTimeRange(b.startTime, b.endTime) },
    { header: 'Bay', cell: (b) => b.simulatorName },
    { header: 'Kind', cell: (b) => KIND_LABELS[b.kind] },
    { header: 'Who', cell: (b) => holderOf(b) },
    { header: 'Created', sort: 'created', cell: (b) => formatFacilityDateTime(b.createdAt) },
  ],
  options: (q) => adminBookingsQueryOptions(q as Parameters<typeof adminBookingsQueryOptions>[0]) as never,
};

const CONTACTS: TableSpec<ContactSubmission> = {
  table: 'contact-submissions',
  label: 'Contact Submissions',
  noun: 'submissions',
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  searchHint: 'Name, e-mail, phone or message',
  columns: [
    { header: 'Received', sort: 'createdAt', cell: (c) => formatFacilityDateTime(c.createdAt) },
    { header: 'Name', sort: 'name', cell: (c) => c.name },
    { header: 'Email', sort: 'email', cell: (c) => c.email },
    { header: 'Phone', cell: (c) => c.phone },
    { header: 'Status', cell: (c) => (c.isRead ? 'Completed' : 'In Progress') },
    { header: 'Became Member', cell: (c) => (c.becameMember ? 'Yes' : 'No') },
    { header: 'Message', cell: (c) => <span className="line-clamp-2">{c.message}</span> },
  ],
  options: (q) =>
    allContactSubmissionsQueryOptions(q as Parameters<typeof allContactSubmissionsQueryOptions>[0]) as never,
};

const TABS = [
  { value: 'users', spec: USERS },
  { value: 'bookings', spec: BOOKINGS },
  { value: 'contact-submissions', spec: CONTACTS },
] as const;

const tabClass = cn(
  'rounded-md px-3 py-2 text-sm font-medium text-slate-600',
  'hover:text-slate-900 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-emerald-600',
);

export function DatabaseViewPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'users';
  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Database View</h1>
          <p className="mt-1 text-slate-600">Every table, page by page, with a CSV export of the whole table.</p>
        </div>
        <Link to="/admin" className={buttonClasses('outline', 'md')}>
          Admin Dashboard
        </Link>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(d) => setParams(d.value === 'users' ? {} : { tab: d.value }, { replace: true })}
        lazyMount
        className="mt-6"
      >
        <Tabs.List aria-label="Tables" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClass}>
              {t.spec.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <Tabs.Content value="users">
            <DataTable spec={USERS} />
          </Tabs.Content>
          <Tabs.Content value="bookings">
            <DataTable spec={BOOKINGS} />
          </Tabs.Content>
          <Tabs.Content value="contact-submissions">
            <DataTable spec={CONTACTS} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </PageContainer>
  );
}

function DataTable<T extends { id: number }>({ spec }: { spec: TableSpec<T> }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(spec.defaultSort);
  const [dir, setDir] = useState<'asc' | 'desc'>(spec.defaultDir);
  const list = useQuery(spec.options({ page, pageSize: PAGE_SIZE, q: q || undefined, sort, dir }));

  const sortBy = (key: string) => {
    if (key === sort) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setDir('asc');
    }
    setPage(1);
  };

  return (
    <section aria-label={spec.label} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:w-72">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search {spec.label}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={spec.searchHint}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className={cn(
              'mt-1.5 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
              'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
            )}
          />
        </div>
        <ExportButton table={spec.table} label={spec.label} />
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-12 text-emerald-700">
          <Spinner label={`Loading ${spec.noun}...`} />
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-red-800">{errorMessage(list.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : list.data.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium text-slate-900">{q ? `No ${spec.noun} match "${q}".` : 'No data yet.'}</p>
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{spec.label}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  {spec.columns.map((c) => (
                    <th
                      key={c.header}
                      scope="col"
                      className="px-3 py-2 font-medium text-slate-700"
                      aria-sort={c.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {c.sort ? (
                        <button type="button" onClick={() => sortBy(c.sort!)} className="font-medium hover:underline">
                          {c.header}
                          {c.sort === sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        </button>
                      ) : (
                        c.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.items.map((row) => (
                  <tr key={row.id}>
                    {spec.columns.map((c) => (
                      <td key={c.header} className="px-3 py-2 align-top text-slate-800 [overflow-wrap:anywhere]">
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            totalExact={list.data.totalExact}
            onPage={setPage}
            noun={spec.noun}
            busy={list.isFetching}
          />
        </>
      )}
    </section>
  );
}

function ExportButton({ table, label }: { table: ExportTable; label: string }) {
  const [bytes, setBytes] = useState<number | null>(null);
  const run = async () => {
    setBytes(0);
    try {
      const file = await exportTable(table, setBytes);
      toast({ title: 'Export complete', description: `${label} saved as ${file}.` });
    } catch (error) {
      if (error instanceof ExportCancelled) return;
      const message = errorMessage(error, NO_DATA_TO_EXPORT);
      toast({
        title: message === NO_DATA_TO_EXPORT ? NO_DATA_TO_EXPORT : 'Export failed',
        description: message === NO_DATA_TO_EXPORT ? `${label} has no rows.` : message,
        variant: 'destructive',
      });
    } finally {
      setBytes(null);
    }
  };
  return (
    <div className="flex items-center gap-3">
      {bytes !== null ? (
        <p role="status" className="text-sm text-slate-600">
          Downloading… {(bytes / 1024).toFixed(1)} KB
        </p>
      ) : null}
      <Button variant="outline" onClick={() => void run()} disabled={bytes !== null}>
        Export {label} CSV
      </Button>
    </div>
  );
}
