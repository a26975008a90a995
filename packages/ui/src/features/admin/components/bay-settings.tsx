// The Bays section of /admin/facility (docs/decisions/229-bays-as-facility-settings.md): every bay with its name,
// "Add a bay", and "Retire" / "Reopen". Retiring asks first and lists the bay's upcoming bookings, which stay as they
// are (the bay takes no new ones). Names are checked by core's bayListChangeSchema, the server's own; a save sends
// the whole list with the version the settings were read at, so a save over someone else's newer change is refused
// and the section shows the newer bays.
import {
  bayListChangeSchema,
  facilityToday,
  MAX_BAYS,
  type BayChange,
  type FacilityBay,
  type FacilitySettings,
} from '@longwood/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { holderOf, useStaffBookings } from '../../bookings';
import { useFacilitySettings, useUpdateFacilitySettings } from '../api/facility-settings';
import { SettingsSection } from './settings-section';

/** A bay as the section edits it: a saved one has its id; a new one only a key. */
interface BayRow {
  key: string;
  id?: number;
  name: string;
  open: boolean;
}

type RowErrors = Record<number, string>;

const rowsOf = (bays: readonly FacilityBay[]): BayRow[] => bays.map((bay) => ({ key: `bay-${bay.id}`, ...bay }));

const changesOf = (rows: readonly BayRow[]): BayChange[] =>
  rows.map(({ id, name, open }) => ({ ...(id !== undefined ? { id } : {}), name, open }));

/** Each row's message (core's, or the server's `bays.N.name`) and the list's own. */
function errorsOf(fieldErrors: Record<string, string[] | undefined>): { rows: RowErrors; list: string | null } {
  const rows: RowErrors = {};
  let list: string | null = null;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages?.[0];
    if (!message) continue;
    const match = /^bays\.(\d+)\./.exec(path) ?? /^(\d+)\./.exec(path);
    if (match) rows[Number(match[1])] ??= message;
    else list ??= message;
  }
  return { rows, list };
}

function UpcomingBookings({ bay }: { bay: FacilityBay }) {
  const now = useNow();
  const bookings = useStaffBookings({ simulatorId: bay.id, from: facilityToday(now), sort: 'date', pageSize: 50 });
  if (bookings.isPending) return <Spinner label="Loading its bookings..." className="text-emerald-700" />;
  if (bookings.isError) return <p className="text-sm text-red-700">Its bookings could not be loaded.</p>;
  const { items, total } = bookings.data;
  if (items.length === 0) return <p className="text-sm text-slate-700">It has no upcoming bookings.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {total === 1 ? 'Its upcoming booking stays as it is:' : `Its ${total} upcoming bookings stay as they are:`}
      </p>
      <ul aria-label={`Upcoming bookings in ${bay.name}`} className="max-h-48 space-y-1 overflow-y-auto text-sm">
        {items.map((booking) => (
          <li key={booking.id} className="rounded bg-slate-50 px-2 py-1">
            {formatDateLong(booking.bookingDate)}, {formatTimeRange(booking.startTime, booking.endTime)} —{' '}
            {holderOf(booking)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BayList({ settings }: { settings: FacilitySettings }) {
  const update = useUpdateFacilitySettings();
  const [rows, setRows] = useState<BayRow[]>(() => rowsOf(settings.bays));
  const [errors, setErrors] = useState<{ rows: RowErrors; list: string | null }>({ rows: {}, list: null });
  const [retiring, setRetiring] = useState<FacilityBay | null>(null);
  const added = useRef(0);
  const focusKey = useRef<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  // The list follows the stored bays whenever they are read again (after a save, or one refused as stale).
  useEffect(() => {
    setRows(rowsOf(settings.bays));
    setErrors({ rows: {}, list: null });
  }, [settings.bays]);

  useEffect(() => {
    if (!focusKey.current) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const save = (next: BayRow[], success: { title: string; description: string }, after?: () => void) => {
    const parsed = bayListChangeSchema.safeParse(changesOf(next));
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(errorsOf(fieldErrors));
      after?.();
      return;
    }
    update.mutate(
      { bays: parsed.data, version: settings.version },
      {
        onSuccess: () => {
          toast(success);
          after?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(errorsOf(error.fieldErrors));
          toast({
            title: 'Bays not saved',
            description: errorMessage(error, 'Failed to save the bays'),
            variant: 'destructive',
          });
          after?.();
        },
      },
    );
  };

  const rename = (index: number, name: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, name } : row)));

  const addBay = () => {
    added.current += 1;
    const key = `new-${added.current}`;
    focusKey.current = key;
    setRows((current) => [...current, { key, name: `Bay ${current.length + 1}`, open: true }]);
  };

  const setOpen = (bay: FacilityBay, open: boolean, after?: () => void) => {
    const next = rowsOf(settings.bays).map((row) => (row.id === bay.id ? { ...row, open } : row));
    save(
      next,
      open
        ? { title: 'Bay reopened', description: `${bay.name} takes bookings again.` }
        : { title: 'Bay retired', description: `${bay.name} takes no new bookings.` },
      after,
    );
  };

  const dirty = JSON.stringify(changesOf(rows)) !== JSON.stringify(changesOf(rowsOf(settings.bays)));

  return (
    <form
      noValidate
      aria-busy={update.isPending}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) {
          toast({ title: 'Nothing to save', description: 'No bay was changed.' });
          return;
        }
        save(rows, { title: 'Bays saved', description: 'The booking page and the desk show them on their next load.' });
      }}
    >
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const saved = settings.bays.find((bay) => bay.id === row.id);
          return (
            <li
              key={row.key}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-end"
            >
              <TextField
                className="flex-1"
                label={`Name of bay ${index + 1}`}
                value={row.name}
                maxLength={60}
                error={errors.rows[index]}
                ref={(el) => {
                  if (el) inputs.current.set(row.key, el);
                  else inputs.current.delete(row.key);
                }}
                onChange={(event) => rename(index, event.target.value)}
              />
              <div className="flex items-center gap-2 sm:pb-1">
                <span
                  className={
                    row.open
                      ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800'
                      : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700'
                  }
                >
                  {saved ? (saved.open ? 'Open' : 'Retired') : 'New'}
                </span>
                {saved ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={update.isPending}
                    aria-label={`${saved.open ? 'Retire' : 'Reopen'} ${saved.name}`}
                    onClick={() => (saved.open ? setRetiring(saved) : setOpen(saved, true))}
                  >
                    {saved.open ? 'Retire' : 'Reopen'}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {errors.list ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.list}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={addBay} disabled={rows.length >= MAX_BAYS}>
          Add a bay
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save bays'}
        </Button>
      </div>
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => {
          if (!open) setRetiring(null);
        }}
        title={retiring ? `Retire ${retiring.name}?` : 'Retire bay?'}
        description={
          <div className="space-y-3">
            <p>{retiring?.name} will take no new bookings. You can reopen it at any time.</p>
            {retiring ? <UpcomingBookings bay={retiring} /> : null}
          </div>
        }
        cancelLabel="Keep Bay Open"
        confirmLabel={update.isPending ? 'Retiring...' : 'Retire Bay'}
        busy={update.isPending}
        onConfirm={() => {
          if (retiring) setOpen(retiring, false, () => setRetiring(null));
        }}
      />
    </form>
  );
}

export function BaySettingsSection() {
  const settings = useFacilitySettings();
  return (
    <SettingsSection
      id="bay-settings-heading"
      title="Bays"
      intro="The bays members book, as the booking page, the desk and the league form name them. A retired bay keeps its bookings and takes no new ones."
      query={settings}
      loadingLabel="Loading bays..."
      failedText="The bays could not be loaded."
    >
      {(data) => <BayList settings={data} />}
    </SettingsSection>
  );
}
