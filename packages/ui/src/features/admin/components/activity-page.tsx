// /admin/activity (docs/decisions/135-every-staff-write-in-the-activity-log.md, 135): every staff write, newest first, filtered by who made
// it, what it was (the actions grouped by what they change) and the facility dates, paged on the server; the
// filtered log exports as CSV with the bytes received shown while it downloads, like the database view. Read-only:
// nothing here edits or deletes an entry.
import {
  ACTIVITY_ACTION_GROUPS,
  ACTIVITY_ACTION_LABELS,
  NO_DATA_TO_EXPORT,
  type ActivityAction,
  type ActivityEntry,
  type ActivityLine,
  type ActivityFilters,
  type ActivitySnapshot,
} from '@longwood/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { ScreenHeading } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SearchField, SelectField, TextField } from '../../../components/ui/form-field';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedTable, usePagedSearch } from '../../../components/ui/paged-table';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatFacilityDateTime } from '../../../lib/format';
import { exportActivity, useActivity } from '../api/activity';

const PAGE_SIZE = 50;

function formatValue(value: ActivitySnapshot[string] | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The fields that changed, 'isMember: No → Yes'; a created or deleted target lists what it held. */
function changesOf(entry: ActivityEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!entry.before || !entry.after) {
    const only = entry.after ?? entry.before ?? {};
    return keys.map((k) => `${k}: ${formatValue(only[k])}`);
  }
  return keys
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${formatValue(before[k])} → ${formatValue(after[k])}`);
}

const COLUMNS: ReadonlyArray<Column<ActivityLine>> = [
  { header: 'When', cell: (e) => formatFacilityDateTime(e.at), className: 'whitespace-nowrap text-slate-800' },
  { header: 'Who', cell: (e) => e.actor },
  {
    // The entry in words (docs/decisions/135-every-staff-write-in-the-activity-log.md), with the action's name under it.
    header: 'What happened',
    cell: (e) => (
      <>
        <span className="text-slate-900">{e.sentence}</span>
        <span className="block text-xs text-slate-500">{ACTIVITY_ACTION_LABELS[e.action]}</span>
      </>
    ),
    className: '[overflow-wrap:anywhere]',
  },
  {
    header: 'Change',
    cell: (e) => (
      <ul className="space-y-0.5">
        {changesOf(e).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
    className: 'text-slate-700 [overflow-wrap:anywhere]',
  },
];

export function ActivityPage() {
  const toId = useId();
  const [action, setAction] = useState<ActivityAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, search: actorText, setSearch: setActorText, q: actor, resetting: change } = usePagedSearch();
  const rangeBackwards = from !== '' && to !== '' && from > to;
  const filters: ActivityFilters = {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to && !rangeBackwards ? { to } : {}),
  };
  const list = useActivity({ ...filters, page, pageSize: PAGE_SIZE });
  const filtered = Object.keys(filters).length > 0;

  return (
    <PageContainer>
      <ScreenHeading
        title="Activity Log"
        description="Every change made by admins and front-desk staff: who, what, and when. Entries cannot be edited or deleted."
        actions={
          <Link to="/admin-dashboard" className={buttonClasses('ghost', 'md')}>
            Admin Home
          </Link>
        }
      />

      <section
        aria-label="Activity"
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <SearchField label="Who" value={actorText} placeholder="Name or username" onValueChange={setActorText} />
          <SelectField
            label="Action"
            value={action}
            onChange={(e) => change(setAction)(e.target.value as ActivityAction | '')}
          >
            <option value="">All actions</option>
            {ACTIVITY_ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map((a) => (
                  <option key={a} value={a}>
                    {ACTIVITY_ACTION_LABELS[a]}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextField label="From" type="date" value={from} onChange={(e) => change(setFrom)(e.target.value)} />
          <TextField
            id={toId}
            label="To"
            type="date"
            value={to}
            aria-invalid={rangeBackwards || undefined}
            aria-describedby={rangeBackwards ? `${toId}-error` : undefined}
            onChange={(e) => change(setTo)(e.target.value)}
          />
          <ExportActivityButton filters={filters} />
        </div>
        {rangeBackwards ? (
          <p id={`${toId}-error`} role="alert" className="text-sm text-red-700">
            The start date must not be after the end date
          </p>
        ) : null}

        <PagedTable
          list={list}
          noun="entries"
          nounOne="entry"
          onPage={setPage}
          loadingLabel="Loading activity..."
          empty={{ title: filtered ? 'No activity matches these filters.' : 'No activity has been recorded yet.' }}
        >
          {(rows) => (
            <DataTable rows={rows} columns={COLUMNS} caption="Activity log, newest first" className="min-w-[44rem]" />
          )}
        </PagedTable>
      </section>
    </PageContainer>
  );
}

function ExportActivityButton({ filters }: { filters: ActivityFilters }) {
  const [bytes, setBytes] = useState<number | null>(null);
  const run = async () => {
    setBytes(0);
    try {
      const file = await exportActivity(filters, setBytes);
      toast({ title: 'Export complete', description: `Activity log saved as ${file}.` });
    } catch (error) {
      const message = errorMessage(error, NO_DATA_TO_EXPORT);
      toast({
        title: message === NO_DATA_TO_EXPORT ? NO_DATA_TO_EXPORT : 'Export failed',
        description: message === NO_DATA_TO_EXPORT ? 'No activity matches these filters.' : message,
        variant: 'destructive',
      });
    } finally {
      setBytes(null);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="outline" onClick={() => void run()} disabled={bytes !== null} className="h-10 w-full">
        Export Activity CSV
      </Button>
      {bytes !== null ? (
        <p role="status" className="text-sm text-slate-600">
          Downloading… {(bytes / 1024).toFixed(1)} KB
        </p>
      ) : null}
    </div>
  );
}
