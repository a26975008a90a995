// /database-view (docs/requirements.md#database-view): three tabs (User Accounts, Bookings, Contact
// Submissions), each a server-paged, sortable, searchable table with a CSV export of the whole table. The export
// streams from the server and shows the bytes received while it downloads; an empty table says 'No data to
// export' (docs/decisions/100-admin-lists-paging-and-exports.md).
import { Tabs } from '@ark-ui/react/tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  NO_DATA_TO_EXPORT,
  userTypeOf,
  type ContactSubmission,
  type ExportTable,
  type Page,
  type StaffBooking,
  type User,
} from '@longwood/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { ScreenHeading } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/form-field';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedTable, usePagedSearch } from '../../../components/ui/paged-table';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateShort, formatFacilityDateTime, formatTimeRange } from '../../../lib/format';
import { useAllContactSubmissions, type ContactListQueryInput } from '../api/demo-requests';
import { ExportCancelled, exportTable } from '../api/export-table';
import { useAdminUsers, type AdminUsersQueryInput } from '../api/get-admin-users';
import { holderOf, useStaffBookings, type StaffBookingsQueryInput } from '../../bookings';
import { USER_TYPE_LABELS } from '../lib/filter-users';
import { kindLabel } from '../../../lib/occupancy-kinds';

const PAGE_SIZE = 50;

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: string;
  dir: 'asc' | 'desc';
}

interface TableSpec<T extends { id: number }> {
  table: ExportTable;
  label: string;
  noun: string;
  nounOne: string;
  defaultSort: string;
  defaultDir: 'asc' | 'desc';
  searchHint: string;
  columns: ReadonlyArray<Column<T>>;
  /** The table's list hook (the three lists' queries differ only in their sort names). */
  useList: (query: ListQuery) => UseQueryResult<Page<T>>;
}

const USERS: TableSpec<User> = {
  table: 'users',
  label: 'User Accounts',
  noun: 'users',
  nounOne: 'user',
  defaultSort: 'id',
  defaultDir: 'asc',
  searchHint: 'Name, username, e-mail or phone',
  columns: [
    { header: 'ID', sort: 'id', cell: (u) => u.id },
    { header: 'Username', sort: 'username', cell: (u) => u.username },
    { header: 'Name', cell: (u) => u.name ?? '—' },
    { header: 'Email', sort: 'email', cell: (u) => u.email },
    { header: 'Phone', cell: (u) => u.phone || '—' },
    { header: 'Type', cell: (u) => USER_TYPE_LABELS[userTypeOf(u)] },
  ],
  useList: (q) => useAdminUsers(q as AdminUsersQueryInput),
};

const BOOKINGS: TableSpec<StaffBooking> = {
  table: 'bookings',
  label: 'Bookings',
  noun: 'bookings',
  nounOne: 'booking',
  defaultSort: 'date',
  defaultDir: 'desc',
  searchHint: 'Member, e-mail or guest',
  columns: [
    { header: 'ID', cell: (b) => b.id },
    { header: 'Date', sort: 'date', cell: (b) => formatDateShort(b.bookingDate) },
    { header: 'Time', cell: (b) => formatTimeRange(b.startTime, b.endTime) },
    { header: 'Bay', cell: (b) => b.simulatorName },
    { header: 'Kind', cell: (b) => kindLabel(b) },
    { header: 'Who', cell: (b) => holderOf(b) },
    { header: 'Created', sort: 'created', cell: (b) => formatFacilityDateTime(b.createdAt) },
  ],
  useList: (q) => useStaffBookings(q as StaffBookingsQueryInput),
};

const CONTACTS: TableSpec<ContactSubmission> = {
  table: 'contact-submissions',
  label: 'Contact Submissions',
  noun: 'submissions',
  nounOne: 'submission',
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
  useList: (q) => useAllContactSubmissions(q as ContactListQueryInput),
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

export function ExportsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'users';
  return (
    <PageContainer>
      <ScreenHeading
        title="Database View"
        description="Every table, page by page, with a CSV export of the whole table."
        actions={
          <Link to="/admin" className={buttonClasses('outline', 'md')}>
            Admin Dashboard
          </Link>
        }
      />
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
            <TableTab spec={USERS} />
          </Tabs.Content>
          <Tabs.Content value="bookings">
            <TableTab spec={BOOKINGS} />
          </Tabs.Content>
          <Tabs.Content value="contact-submissions">
            <TableTab spec={CONTACTS} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </PageContainer>
  );
}

function TableTab<T extends { id: number }>({ spec }: { spec: TableSpec<T> }) {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const [sort, setSort] = useState(spec.defaultSort);
  const [dir, setDir] = useState<'asc' | 'desc'>(spec.defaultDir);
  const list = spec.useList({ page, pageSize: PAGE_SIZE, q: q || undefined, sort, dir });

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
        <SearchField
          className="w-full sm:w-72"
          label={`Search ${spec.label}`}
          value={search}
          placeholder={spec.searchHint}
          onValueChange={setSearch}
        />
        <ExportButton table={spec.table} label={spec.label} />
      </div>
      <PagedTable
        list={list}
        noun={spec.noun}
        nounOne={spec.nounOne}
        onPage={setPage}
        empty={{ title: q ? `No ${spec.noun} match "${q}".` : 'No data yet.' }}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={spec.columns}
            caption={spec.label}
            className="min-w-[40rem]"
            sort={{ key: sort, dir, onSort: sortBy }}
          />
        )}
      </PagedTable>
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
