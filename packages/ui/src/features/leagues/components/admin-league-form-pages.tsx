// /admin/leagues/new and /admin/leagues/:id/edit (docs/requirements.md#create-league, #edit-league;
// creation toasts: #league-messages).
import { leagueDefaults, leagueRulesOf, type League, type LeagueForm as LeagueFormValues } from '@longwood/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { isFailedRead } from '../../../components/load-failure';
import { RequestFailed } from '../../../components/request-failed';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useCreateLeague, useUpdateLeague } from '../api/league-mutations';
import { useLeague } from '../api/league-queries';
import type { ScheduleConflictState } from './admin-leagues-page';
import { LeagueForm, showLeagueFormFailure, useLeagueForm } from './league-form';
import { BackLink } from './back-to-rounds';

export function AdminLeagueNewPage() {
  const [now] = useState(() => new Date());
  const form = useLeagueForm({ ...leagueDefaults(now), courseId: null, courseHoles: 'all' });
  const create = useCreateLeague();
  const navigate = useNavigate();

  const onSubmit = (values: LeagueFormValues, kind: string) => {
    const createSchedule = kind === 'createWithSchedule';
    create.mutate(
      { ...values, createSchedule },
      {
        onSuccess: (league) => {
          let state: ScheduleConflictState | undefined;
          if (!createSchedule) {
            toast({ title: 'League Created Successfully', description: 'The new league has been created.' });
          } else if (league.scheduleCreated) {
            toast({
              title: 'League Created Successfully',
              description: 'League has been created and booking schedule has been generated.',
            });
          } else {
            toast({
              title: 'League Created',
              description:
                'League has been created but there was an issue generating the booking schedule. Please check for time conflicts.',
              variant: 'destructive',
            });
            state = { leagueId: league.id, leagueName: league.name, scheduleConflicts: league.scheduleConflicts };
          }
          void navigate('/admin/leagues', { state });
        },
        onError: (error) => {
          showLeagueFormFailure(form, error, 'Error Creating League', 'An error occurred while creating the league.');
        },
      },
    );
  };

  return (
    <PageContainer className="max-w-3xl">
      <BackLink to="/admin/leagues">Back to Leagues</BackLink>
      <Card className="p-6">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Create New League</h1>
        <LeagueForm form={form} mode="create" busy={create.isPending} now={now} onSubmit={onSubmit} />
      </Card>
    </PageContainer>
  );
}

const formOf = (league: League): LeagueFormValues => ({
  name: league.name,
  description: league.description ?? '',
  leagueType: league.leagueType,
  scoringType: league.scoringType,
  startDate: league.startDate,
  endDate: league.endDate,
  dayOfWeek: league.dayOfWeek ?? 'Monday',
  startTime: league.startTime ?? '18:00',
  endTime: league.endTime ?? '20:00',
  maxParticipants: league.maxParticipants ?? 4,
  numberOfBays: league.numberOfBays ?? 1,
  isActive: league.isActive,
  courseId: league.courseId ?? null,
  courseHoles: league.courseHoles ?? 'all',
  ...leagueRulesOf(league),
});

export function AdminLeagueEditPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  return (
    <PageContainer className="max-w-3xl">
      <BackLink to="/admin/leagues">Back to Leagues</BackLink>
      {league.isPending && id > 0 ? (
        <Spinner label="Loading league details..." />
      ) : league.isError && isFailedRead(league.error) ? (
        <RequestFailed title="This league could not be loaded." query={league} />
      ) : league.isError || !league.data ? (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900">Edit League</h1>
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            Error loading league. The league may have been deleted or you may not have permission to view it.
          </p>
        </>
      ) : (
        <EditLeagueCard league={league.data} />
      )}
    </PageContainer>
  );
}

function EditLeagueCard({ league }: { league: League }) {
  const [now] = useState(() => new Date());
  const form = useLeagueForm(formOf(league));
  const update = useUpdateLeague(league.id);
  const navigate = useNavigate();
  const onSubmit = (values: LeagueFormValues) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: 'League Updated', description: `${values.name} has been updated.` });
        void navigate('/admin/leagues');
      },
      onError: (error) => {
        showLeagueFormFailure(form, error, 'Error Updating League', 'An error occurred while updating the league.');
      },
    });
  return (
    <Card className="p-6">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit League</h1>
      <LeagueForm
        form={form}
        mode="edit"
        busy={update.isPending}
        now={now}
        rulesLocked={league.hasScores}
        onSubmit={onSubmit}
      />
    </Card>
  );
}
