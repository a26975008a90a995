// /admin/leagues (docs/requirements.md#admin-leagues): a card per league with its links, 'Create League', the delete
// confirmation and toasts. After a creation whose schedule met booked nights, the list names those nights
// (docs/decisions/110-league-schedule-and-places.md).
import type { League, ScheduleConflict } from '@longwood/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { formatDateShort } from '../../../lib/format';
import { useCreateSchedule, useDeleteLeague } from '../api/league-mutations';
import { useLeagues } from '../api/league-list';
import { LeagueCard, LeagueList } from './league-card';
import { baysText, isFull, participantsText, scheduleLine } from '../lib/league-text';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export interface ScheduleConflictState {
  leagueId: number;
  leagueName: string;
  scheduleConflicts: ScheduleConflict[];
}

export function AdminLeaguesPage() {
  const leagues = useLeagues();
  const remove = useToastedMutation(
    useDeleteLeague(),
    'Failed to delete league',
    'An error occurred while deleting the league.',
  );
  const [toDelete, setToDelete] = useState<League | null>(null);
  const schedule = useToastedMutation(useCreateSchedule(), 'Schedule Not Created');
  // undefined: nothing generated on this page yet (the creation's conflicts, if any, come with the navigation);
  // null: the last generation here succeeded.
  const [scheduleResult, setScheduleResult] = useState<ScheduleConflictState | null | undefined>(undefined);
  const state = useLocation().state as ScheduleConflictState | null;
  const conflicts = scheduleResult === undefined ? (state?.scheduleConflicts?.length ? state : null) : scheduleResult;

  const generateSchedule = (league: Pick<League, 'id' | 'name'>, keepFreeNights = false) =>
    schedule.mutate(
      { id: league.id, keepFreeNights },
      {
        onSuccess: (result) => {
          if (result.scheduleCreated) {
            setScheduleResult(null);
            const left = result.scheduleConflicts.length;
            toast({
              title: 'Schedule Created',
              description:
                left > 0
                  ? `The booking schedule of ${league.name} has been generated without ${left} booked ${left === 1 ? 'night' : 'nights'}.`
                  : `The booking schedule of ${league.name} has been generated.`,
            });
          } else {
            setScheduleResult({
              leagueId: league.id,
              leagueName: league.name,
              scheduleConflicts: result.scheduleConflicts,
            });
            toast({
              title: 'Schedule Not Created',
              description: 'There was an issue generating the booking schedule. Please check for time conflicts.',
              variant: 'destructive',
            });
          }
        },
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    const league = toDelete;
    remove.mutate(league.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({
          title: 'League successfully deleted',
          description: `${league.name} and all associated data have been removed.`,
        });
      },
      onError: () => setToDelete(null),
    });
  };

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">League Management</h1>
        <Link to="/admin/leagues/new" className={buttonClasses('primary')}>
          Create League
        </Link>
      </div>

      {conflicts ? (
        <section
          role="alert"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <h2 className="font-semibold">Booking schedule not generated for {conflicts.leagueName}</h2>
          <p className="mt-1">
            These league nights are already booked. Move those bookings and generate its schedule again, or keep the
            nights that are free (the booked ones get no round):
          </p>
          <ul className="mt-2 list-disc pl-5">
            {conflicts.scheduleConflicts.map((c) => (
              <li key={c.date}>
                {formatDateShort(c.date)}: {c.message}
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            disabled={schedule.isPending}
            onClick={() => generateSchedule({ id: conflicts.leagueId, name: conflicts.leagueName }, true)}
          >
            {schedule.isPending ? 'Creating Schedule...' : 'Keep the Free Nights'}
          </Button>
        </section>
      ) : null}

      <div className="mt-6">
        <LeagueList
          query={leagues}
          leagues={leagues.data ?? []}
          empty={{ title: 'No leagues found', text: 'Create your first league to get started' }}
          renderCard={(league) => (
            <AdminLeagueCard
              league={league}
              onDelete={() => setToDelete(league)}
              onSchedule={() => generateSchedule(league)}
              scheduling={schedule.isPending && schedule.variables.id === league.id}
            />
          )}
        />
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete League"
        description={
          <>
            <span className="block">
              This action cannot be undone. This will permanently delete {toDelete?.name} and remove:
            </span>
            <span className="mt-2 block">
              League settings, participants, rounds, scores and statistics, standings and results.
            </span>
          </>
        }
        cancelLabel="No, Keep League"
        confirmLabel="Yes, Delete League"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </PageContainer>
  );
}

function AdminLeagueCard({
  league,
  onDelete,
  onSchedule,
  scheduling,
}: {
  league: League;
  onDelete: () => void;
  onSchedule: () => void;
  scheduling: boolean;
}) {
  const schedule = scheduleLine(league);
  const full = isFull(league);
  return (
    <LeagueCard
      league={league}
      headingId={`league-${league.id}-name`}
      badge={
        <span
          className={
            league.isActive
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800'
              : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700'
          }
        >
          {league.isActive ? 'Active' : 'Inactive'}
        </span>
      }
      rows={
        <>
          <dt className="text-slate-500">Schedule</dt>
          <dd>{schedule ?? 'Not scheduled'}</dd>
          <dt className="text-slate-500">Participants</dt>
          <dd className={full ? 'font-semibold text-amber-700' : undefined}>
            {participantsText(league)}
            {full ? ' (Full)' : ''}
          </dd>
          <dt className="text-slate-500">Number of Bays</dt>
          <dd>{baysText(league.numberOfBays)}</dd>
          <dt className="text-slate-500">Bay Reservations</dt>
          <dd>{league.hasSchedule ? 'Booked for every league night' : 'No booking schedule'}</dd>
        </>
      }
      actions={
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link to={`/admin/leagues/${league.id}/participants`} className={buttonClasses('outline', 'sm')}>
            Members
          </Link>
          <Link to={`/admin/leagues/${league.id}/rounds`} className={buttonClasses('outline', 'sm')}>
            Rounds
          </Link>
          <Link to={`/admin/leagues/${league.id}/standings`} className={buttonClasses('outline', 'sm')}>
            Standings
          </Link>
          <Link to={`/admin/leagues/${league.id}/edit`} className={buttonClasses('outline', 'sm')}>
            Edit
          </Link>
          {!league.hasSchedule && schedule ? (
            <button type="button" className={buttonClasses('outline', 'sm')} onClick={onSchedule} disabled={scheduling}>
              {scheduling ? 'Creating Schedule...' : 'Create Schedule'}
            </button>
          ) : null}
          <button type="button" className={buttonClasses('destructive', 'sm')} onClick={onDelete}>
            Delete
          </button>
        </div>
      }
    />
  );
}
