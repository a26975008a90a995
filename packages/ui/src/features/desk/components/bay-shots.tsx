// Shots nobody booked (docs/decisions/241-bay-shots-matched-to-the-bay.md): today's shots a bay sent outside every
// booking, lesson and walk-in of a member (a guest's walk-in, a warm-up past the grace), newest first, a page at a
// time (decision 435); a shot the agent sent more than a day late is marked. The desk ticks the shots, finds the
// member, and gives them: they join that member's session for the bay and the day. One form (react-hook-form with
// core's bayShotAssignSchema, the server's own); a refused give shows beside the field it names.
import { bayShotAssignSchema, type BayShotAssign, type UnassignedBayShot } from '@longwood/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { listError, showFormFailure } from '../../../lib/form-errors';
import { formatFacilityDateTime } from '../../../lib/format';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useGiveBayShots, useUnassignedBayShots } from '../api/bay-shots';
import { MemberPicker } from '../../bookings';

const shotText = (shot: UnassignedBayShot) =>
  `${formatFacilityDateTime(shot.hitAt)} · ${shot.shot.clubLabel || shot.shot.club}${
    shot.shot.carryM === null ? '' : ` · carry ${Math.round(shot.shot.carryM / 0.9144)} yd`
  }${shot.late ? ' · sent late' : ''}`;

function GiveForm({
  bay,
  date,
  shots,
  total,
  more,
}: {
  bay: { id: number; name: string };
  date: string;
  shots: UnassignedBayShot[];
  total: number;
  /** Reads the page of earlier shots, when there is one. */
  more: { load: () => void; loading: boolean } | null;
}) {
  const give = useGiveBayShots();
  const writes = useWritesAllowed();
  const form = useForm<BayShotAssign>({
    resolver: zodResolver(bayShotAssignSchema),
    defaultValues: { bayId: bay.id, date, userId: 0, shotIds: [] },
  });
  const onSubmit = form.handleSubmit((values) =>
    give.mutate(values, {
      onSuccess: ({ shotCount }) => {
        toast({
          title: 'Shots given',
          description: `${shotCount} shots from ${bay.name} joined the member's session.`,
        });
        form.reset({ bayId: bay.id, date, userId: 0, shotIds: [] });
      },
      onError: (error) => showFormFailure(form, error, 'Shots not given', 'Failed to give the shots'),
    }),
  );
  const shotError = listError(form.formState.errors, 'shotIds');
  return (
    <form noValidate aria-busy={give.isPending} className="space-y-3" onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={form.control}
        name="shotIds"
        render={({ field }) => (
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">Shots from {bay.name}</legend>
            <p className="text-sm text-slate-600">
              {shots.length === total ? `${total} shots.` : `The latest ${shots.length} of ${total} shots.`}
            </p>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={shots.every((shot) => field.value.includes(shot.id))}
                onChange={(event) => field.onChange(event.target.checked ? shots.map((shot) => shot.id) : [])}
              />
              Select all shown
            </label>
            <ul aria-label={`Shots nobody booked on ${bay.name}`} className="max-h-48 space-y-1 overflow-y-auto">
              {shots.map((shot) => (
                <li key={shot.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={field.value.includes(shot.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...field.value, shot.id] : field.value.filter((id) => id !== shot.id),
                        )
                      }
                    />
                    {shotText(shot)}
                  </label>
                </li>
              ))}
            </ul>
            {more ? (
              <Button type="button" variant="outline" disabled={more.loading} onClick={more.load}>
                {more.loading ? 'Loading...' : 'Show earlier shots'}
              </Button>
            ) : null}
            {shotError ? <p className="text-sm text-red-600">{shotError}</p> : null}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="userId"
        render={({ field, fieldState }) => (
          <MemberPicker
            selected={field.value ? String(field.value) : ''}
            onSelect={(id) => field.onChange(Number(id))}
            error={fieldState.error ? 'Choose the member to give the shots to' : undefined}
          />
        )}
      />
      {!writes.allowed && writes.reason ? (
        <p className="text-sm text-slate-600" role="status">
          {writes.reason}
        </p>
      ) : null}
      <Button type="submit" disabled={!writes.allowed || give.isPending}>
        {give.isPending ? 'Giving...' : 'Give to member'}
      </Button>
    </form>
  );
}

function BayShots({ bay, date }: { bay: { id: number; name: string }; date: string }) {
  const shots = useUnassignedBayShots(bay.id, date);
  const writes = useWritesAllowed();
  if (shots.isPending) return <Spinner label={`Loading ${bay.name}'s shots...`} />;
  // Offline, the desk's banner is the one alert (docs/decisions/174-live-board-events.md): the last read stays,
  // or the section says quietly that it reads again with the connection.
  if (shots.data === undefined)
    return writes.allowed ? (
      <p role="alert" className="text-sm text-red-600">
        {errorMessage(shots.error, 'The shots could not be loaded.')}
      </p>
    ) : (
      <p className="text-sm text-slate-600">{bay.name}: read again once the connection is back.</p>
    );
  const pages = shots.data.pages;
  if (pages[0]!.total === 0) return <p className="text-sm text-slate-600">{bay.name}: none today.</p>;
  return (
    <GiveForm
      bay={bay}
      date={date}
      shots={pages.flatMap((page) => page.shots)}
      total={pages[0]!.total}
      more={shots.hasNextPage ? { load: () => void shots.fetchNextPage(), loading: shots.isFetchingNextPage } : null}
    />
  );
}

/** Today's shots nobody booked, bay by bay, to give to a member. */
export function UnassignedBayShots({ date, bays }: { date: string; bays: readonly { id: number; name: string }[] }) {
  return (
    <section aria-labelledby="bay-shots-heading" className="space-y-3">
      <h2 id="bay-shots-heading" className="text-lg font-semibold text-slate-900">
        Shots nobody booked
      </h2>
      {bays.map((bay) => (
        <BayShots key={bay.id} bay={bay} date={date} />
      ))}
    </section>
  );
}
