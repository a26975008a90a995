// The Bays section of /admin/facility (docs/decisions/229-bays-as-facility-settings.md): every bay with its name,
// "Add a bay", and "Retire" / "Reopen". Retiring asks first and lists the bay's upcoming bookings, which stay as they
// are (the bay takes no new ones). Names are checked by core's bayListChangeSchema, the server's own; a save sends
// the whole list with the version the settings were read at, so a save over someone else's newer change is refused
// and the section shows the newer bays.
import {
  bayListFormSchema,
  facilityToday,
  MAX_BAYS,
  type BayChange,
  type BayListForm,
  type FacilityBay,
  type FacilitySettings,
} from '@longwood/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showFormFailure, listError } from '../../../lib/form-errors';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { holderOf, useStaffBookings } from '../../bookings';
import { useFacilitySettings, useUpdateFacilitySettings } from '../api/facility-settings';
import { SettingsSection } from './settings-section';

/** The section's rows: every bay, as core's bayListFormSchema checks them (a new bay has no id yet). */
const formOf = (bays: readonly FacilityBay[]): BayListForm => ({
  bays: bays.map(({ id, name, open }) => ({ id, name, open })),
});

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
  // One grid form (react-hook-form, docs/decisions/198-form-fields-one-way.md): core's
  // schema checks the rows, the server's field errors land beside the row they name, the list's own on the list.
  const form = useForm<BayListForm, unknown, { bays: BayChange[] }>({
    resolver: zodResolver(bayListFormSchema),
    defaultValues: formOf(settings.bays),
  });
  // `key`, not `id`: a bay's own id is one of its fields.
  const rows = useFieldArray({ control: form.control, name: 'bays', keyName: 'key' });
  const [retiring, setRetiring] = useState<FacilityBay | null>(null);

  // The list follows the stored bays whenever they are read again (after a save, or one refused as stale).
  const { reset } = form;
  useEffect(() => reset(formOf(settings.bays)), [reset, settings.bays]);

  const save = (bays: BayChange[], success: { title: string; description: string }, after?: () => void) => {
    update.mutate(
      { bays, version: settings.version },
      {
        onSuccess: () => {
          toast(success);
          after?.();
        },
        onError: (error) => {
          showFormFailure(form, error, 'Bays not saved', 'Failed to save the bays');
          after?.();
        },
      },
    );
  };

  const addBay = () => rows.append({ name: `Bay ${rows.fields.length + 1}`, open: true });

  const setOpen = (bay: FacilityBay, open: boolean, after?: () => void) => {
    const next = settings.bays.map(({ id, name, open: was }) => ({ id, name, open: id === bay.id ? open : was }));
    save(
      next,
      open
        ? { title: 'Bay reopened', description: `${bay.name} takes bookings again.` }
        : { title: 'Bay retired', description: `${bay.name} takes no new bookings.` },
      after,
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    if (JSON.stringify(values.bays) === JSON.stringify(bayListFormSchema.parse(formOf(settings.bays)).bays)) {
      toast({ title: 'Nothing to save', description: 'No bay was changed.' });
      return;
    }
    save(values.bays, {
      title: 'Bays saved',
      description: 'The booking page and the desk show them on their next load.',
    });
  });
  const listMessage = listError(form.formState.errors, 'bays');

  return (
    <form noValidate aria-busy={update.isPending} className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
      <ol className="space-y-3">
        {rows.fields.map((row, index) => {
          const saved = settings.bays.find((bay) => bay.id === row.id);
          return (
            <li
              key={row.key}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-end"
            >
              <TextField
                className="flex-1"
                label={`Name of bay ${index + 1}`}
                maxLength={60}
                {...registerField(form, `bays.${index}.name`)}
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
      {listMessage ? (
        <p role="alert" className="text-sm text-red-700">
          {listMessage}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={addBay} disabled={rows.fields.length >= MAX_BAYS}>
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
