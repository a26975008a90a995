// /admin/activity (docs/decisions/103-activity-log.md, 135): every staff write, newest first, filtered by who made
// it, what it was (the actions grouped by what they change) and the facility dates, paged on the server; the
// filtered log exports as CSV with the bytes received shown while it downloads, like the database view. Read-only:
// nothing here edits or deletes an entry.
import {
  ACTIVITY_ACTION_GROUPS,
  ACTIVITY_ACTION_LABELS,
  NO_DATA_TO_EXPORT,
  type ActivityAction,
  type ActivityEntry,
  type ActivityFilters,
  type ActivitySnapshot,
} from '@longwood/core';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatFacilityDateTime } from '../../../lib/format';
import { exportActivity, useActivity } from '../api/activity';

const PAGE_SIZE = 50;

const inputClass = cn(
  'mt-1.5 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
);

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

export function ActivityPage() {
  const actorId = useId();
  const actionId = useId();
  const fromId = useId();
  const toId = useId();
  const [actorText, setActorText] = useState('');
  const actor = useDeferredValue(actorText.trim());
  const [action, setAction] = useState<ActivityAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const rangeBackwards = from !== '' && to !== '' && from > to;
  const filters: ActivityFilters = {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to && !rangeBackwards ? { to } : {}),
  };
  const list = useActivity({ ...filters, page, pageSize: PAGE_SIZE });
  const filtered = Object.keys(filters).length > 0;
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Activity Log</h1>
          <p className="mt-1 text-slate-600">
            Every change made by admins and front-desk staff: who, what, and when. Entries cannot be edited or deleted.
          </p>
        </div>
        <Link to="/admin-dashboard" className={buttonClasses('ghost', 'md')}>
          Admin Home
        </Link>
      </div>

      <section
        aria-label="Activity"
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div>
            <label htmlFor={actorId} className="block text-sm font-medium text-slate-800">
              Who
            </label>
            <input
              id={actorId}
              type="search"
              value={actorText}
              placeholder="Username"
              onChange={(e) => change(setActorText)(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={actionId} className="block text-sm font-medium text-slate-800">
              Action
            </label>
            <select
              id={actionId}
              value={action}
              onChange={(e) => change(setAction)(e.target.value as ActivityAction | '')}
              className={inputClass}
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
            </select>
          </div>
          <div>
            <label htmlFor={fromId} className="block text-sm font-medium text-slate-800">
              From
            </label>
            <input
              id={fromId}
              type="date"
              value={from}
              onChange={(e) => change(setFrom)(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={toId} className="block text-sm font-medium text-slate-800">
              To
            </label>
            <input
              id={toId}
              type="date"
              value={to}
              aria-invalid={rangeBackwards || undefined}
              aria-describedby={rangeBackwards ? `${toId}-error` : undefined}
              onChange={(e) => change(setTo)(e.target.value)}
              className={inputClass}
            />
          </div>
          <ExportActivityButton filters={filters} />
        </div>
        {rangeBackwards ? (
          <p id={`${toId}-error`} role="alert" className="text-sm text-red-700">
            The start date must not be after the end date
          </p>
        ) : null}

        {list.isPending ? (
          <div className="flex justify-center py-12 text-emerald-700">
            <Spinner label="Loading activity..." />
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
            <p className="font-medium text-slate-900">
              {filtered ? 'No activity matches these filters.' : 'No activity has been recorded yet.'}
            </p>
          </div>
        ) : (
          <>
            <div className="overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">Activity log, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50">
                  <tr>
                    {['When', 'Who', 'Action', 'Target', 'Change'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium text-slate-700">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {list.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className="whitespace-nowrap px-3 py-2 align-top text-slate-800">
                        {formatFacilityDateTime(entry.at)}
                      </td>
                      <td className="px-3 py-2 align-top text-slate-800 [overflow-wrap:anywhere]">{entry.actorName}</td>
                      <td className="px-3 py-2 align-top text-slate-800">{ACTIVITY_ACTION_LABELS[entry.action]}</td>
                      <td className="px-3 py-2 align-top text-slate-800 [overflow-wrap:anywhere]">
                        {entry.targetLabel}
                      </td>
                      <td className="px-3 py-2 align-top text-slate-700 [overflow-wrap:anywhere]">
                        <ul className="space-y-0.5">
                          {changesOf(entry).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </td>
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
              noun="entries"
              busy={list.isFetching}
            />
          </>
        )}
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
