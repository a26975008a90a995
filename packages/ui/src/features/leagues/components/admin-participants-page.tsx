// /admin/leagues/:id/participants (docs/requirements.md#admin-participants): 'Add Participant' dialog, the table with
// removal confirmation, and the Teams Overview. Scramble teams are chosen among open teams or 'Create New
// Team (n)'; individual leagues take a free team number. Only members play in leagues: the picker says who is one
// and offers no one else (the server refuses them too). Places count scramble guest partners.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDABLE_PLAYERS_MIN,
  addParticipantSchema,
  can,
  nextTeamId,
  openScrambleTeams,
  openTeamLabel,
  personWithEmail,
  placesTaken,
  playersNeeded,
  teamNeedsMessage,
  teamsOf,
  type League,
  type LeagueParticipant,
  type User,
} from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/dialog';
import { DataTable } from '../../../components/ui/data-table';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { USER_PICKER_QUERY, useAdminUsers } from '../../admin';
import { useAddParticipant, useRemoveParticipant, useWithdrawParticipant } from '../api/league-mutations';
import { useAddablePlayers, useLeague, useParticipants } from '../api/league-queries';
import { PeoplePicker } from '../../../components/people-picker';
import { useCan } from '../../../lib/use-can';
import { BackToLeagues } from './back-to-rounds';
import { LeagueOrganisers } from './league-organisers';
import { TitledSection } from '../../../components/ui/titled-section';

const nameOf = (p: LeagueParticipant) => p.name;

const ONLY_MEMBERS_TEXT = 'Only members can play in leagues';

/** A person in the picker: who they are and whether they hold a membership (who may use member features may play). */
function pickerOption(user: User) {
  const eligible = can(user, 'member:features');
  const membership = user.isMember ? 'Member' : eligible ? 'Admin' : 'Not a member';
  return { value: user.id, label: `${personWithEmail(user)} · ${membership}`, disabled: !eligible };
}

export function AdminParticipantsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const participants = useParticipants(id);
  if ((league.isPending || participants.isPending) && id > 0) {
    return <PageSpinner label="Loading participants..." />;
  }
  if (league.isError || !league.data || !participants.data) {
    return (
      <ScreenLoadFailure
        heading="Participants"
        reads={[league, participants]}
        failedTitle="This league's participants could not be loaded."
        missing="League not found. It may have been deleted."
        back={
          <Link to="/admin/leagues" className={buttonClasses('outline', 'md', 'mt-4')}>
            Back to Leagues
          </Link>
        }
      />
    );
  }
  return <ParticipantsView league={league.data} participants={participants.data} />;
}

function ParticipantsView({ league, participants }: { league: League; participants: LeagueParticipant[] }) {
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<LeagueParticipant | null>(null);
  // A league's organiser adds and withdraws players; removing and the organisers stay the managers' (decision 272).
  const manager = useCan('admin:leagues');
  const remove = useRemoveParticipant(league.id);
  const withdraw = useWithdrawParticipant(league.id);
  const withdrawn = (p: LeagueParticipant) => p.lastRoundNumber !== null && p.lastRoundNumber !== undefined;
  const confirmWithdraw = (p: LeagueParticipant) =>
    withdraw.mutate(p.id, {
      onSuccess: () =>
        toast({
          title: 'Participant withdrawn',
          description: `${nameOf(p)} plays no more rounds; their scores and results stand.`,
        }),
      onError: (error) =>
        toast({ title: 'Failed to withdraw participant', description: errorMessage(error), variant: 'destructive' }),
    });
  const scramble = league.leagueType === 'scramble';
  const teams = teamsOf(participants);
  const taken = placesTaken(participants);

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        toast({ title: 'Participant removed', description: `${nameOf(toRemove)} has been removed from the league.` });
        setToRemove(null);
      },
      onError: (error) => {
        toast({ title: 'Failed to remove participant', description: errorMessage(error), variant: 'destructive' });
        setToRemove(null);
      },
    });
  };

  return (
    <PageContainer holdsPlace>
      <BackToLeagues />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{league.name} - Participants</h1>
          <p className="text-sm text-slate-600" data-testid="places-taken">
            Players: {taken} / {league.maxParticipants ?? '-'}
            {league.maxParticipants !== null && taken >= league.maxParticipants ? ' (Full)' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/leagues/${league.id}/rounds`} className={buttonClasses('outline')}>
            Rounds
          </Link>
          <Button onClick={() => setAdding(true)}>Add Participant</Button>
        </div>
      </div>

      <div className="mt-6">
        {participants.length === 0 ? (
          <Card className="p-6 text-center text-slate-600">No participants yet</Card>
        ) : (
          <DataTable
            rows={participants}
            caption="Participants"
            // On a phone (under 640 px) the Team Lead and (a manager's) Email columns give way to lines under the
            // player's name, so the table fits 390 px with "Withdraw" and "Remove" in view and the name has room to
            // wrap between words; organisers never see addresses.
            phoneColumns="main"
            columns={[
              { header: 'Team', cell: (p) => p.teamId },
              {
                header: 'Player',
                // Names wrap between words; only a word wider than the column (at least 8rem) breaks.
                className: 'min-w-[8rem] text-slate-800 [overflow-wrap:anywhere]',
                cell: (p) => (
                  <>
                    {nameOf(p)}
                    {p.isTeamLead ? <span className="block text-xs text-slate-600 sm:hidden">Team lead</span> : null}
                    {manager && p.email ? (
                      <EmailAddress address={p.email} className="block text-xs text-slate-600 sm:hidden" />
                    ) : null}
                    {withdrawn(p) ? (
                      <span className="block text-xs text-amber-800">Withdrawn after round {p.lastRoundNumber}</span>
                    ) : null}
                    {p.firstRoundNumber ? (
                      <span className="block text-xs text-slate-500">Plays from round {p.firstRoundNumber}</span>
                    ) : null}
                    {p.player2Name ? (
                      <span className="block text-xs text-slate-500">Partner (guest): {p.player2Name}</span>
                    ) : null}
                  </>
                ),
              },
              ...(manager
                ? [
                    {
                      header: 'Email',
                      phoneHidden: true,
                      cell: (p: LeagueParticipant) => (p.email ? <EmailAddress address={p.email} /> : null),
                    },
                  ]
                : []),
              { header: 'Team Lead', phoneHidden: true, cell: (p) => (p.isTeamLead ? 'Yes' : 'No') },
              {
                header: 'Actions',
                headerHidden: true,
                className: 'text-right',
                cell: (p) => (
                  <>
                    {withdrawn(p) ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Withdraw ${nameOf(p)}`}
                        disabled={withdraw.isPending}
                        onClick={() => confirmWithdraw(p)}
                      >
                        Withdraw
                      </Button>
                    )}
                    {manager ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${nameOf(p)}`}
                        onClick={() => setToRemove(p)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        )}
      </div>

      {teams.length > 0 ? (
        <TitledSection id="teams-overview" title="Teams Overview" className="mt-8">
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {teams.map((team) => {
              const guests = team.members.filter((m) => m.player2Name).length;
              const needs = scramble ? Math.max(0, playersNeeded(team) - guests) : 0;
              return (
                <li key={team.teamId}>
                  <Card className="p-4">
                    <h3 className="font-semibold">Team {team.teamId}</h3>
                    <ul className="mt-2 space-y-1 text-sm">
                      {team.members.map((m) => (
                        <li key={m.id}>
                          {nameOf(m)}{' '}
                          {m.isTeamLead ? (
                            <span className="rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-800">
                              Lead
                            </span>
                          ) : null}
                          {m.player2Name ? <span className="block text-slate-600">{m.player2Name} (guest)</span> : null}
                        </li>
                      ))}
                    </ul>
                    {needs > 0 ? <p className="mt-2 text-sm text-amber-700">{teamNeedsMessage(needs)}</p> : null}
                  </Card>
                </li>
              );
            })}
          </ul>
        </TitledSection>
      ) : null}

      {manager ? <LeagueOrganisers leagueId={league.id} /> : null}

      {adding ? (
        <AddParticipantDialog
          league={league}
          participants={participants}
          manager={manager}
          onClose={() => setAdding(false)}
        />
      ) : null}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title="Remove Participant"
        description={`Are you sure you want to remove ${toRemove ? nameOf(toRemove) : ''} from the league? This action cannot be undone.`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        busy={remove.isPending}
      />
    </PageContainer>
  );
}

interface AddValues {
  userId: string;
  teamId: string;
  isTeamLead: boolean;
}

/**
 * Admins pick from every account (with e-mails, non-members shown and disabled); the league's organisers, who have
 * no user administration, search members by name through the league (decision 272).
 */
function AddParticipantDialog({
  league,
  participants,
  manager,
  onClose,
}: {
  league: League;
  participants: LeagueParticipant[];
  manager: boolean;
  onClose: () => void;
}) {
  const add = useAddParticipant(league.id);
  const scramble = league.leagueType === 'scramble';
  const newTeam = nextTeamId(participants);
  const openTeams = openScrambleTeams(participants).filter((t) => !t.members.some((m) => m.player2Name));
  const form = useForm<AddValues>({
    resolver: zodResolver(addParticipantSchema) as never,
    defaultValues: { userId: '', teamId: String(newTeam), isTeamLead: false },
  });
  const joined = new Set(participants.map((p) => p.userId));

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(
      { userId: values.userId, teamId: values.teamId, isTeamLead: values.isTeamLead, leagueId: league.id },
      {
        onSuccess: () => {
          toast({ title: 'Participant added', description: 'The player has been added to the league.' });
          onClose();
        },
        onError: (error) => {
          showFormFailure(form, error, 'Failed to add participant');
        },
      },
    );
  });

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title="Add Participant">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {manager ? (
          <UserSelect joined={joined} field={registerField(form, 'userId')} />
        ) : (
          <PeoplePicker
            selected={form.watch('userId')}
            onSelect={(id) => form.setValue('userId', id, { shouldValidate: form.formState.isSubmitted })}
            error={form.formState.errors.userId?.message}
            minLength={ADDABLE_PLAYERS_MIN}
            useSearch={useAddablePlayers}
            scope={league.id}
          />
        )}
        {scramble ? (
          <SelectField
            label="Team"
            options={[
              ...openTeams.map((t) => ({ value: t.teamId, label: openTeamLabel(t.teamId, t.members.map(nameOf)) })),
              { value: newTeam, label: `Create New Team (${newTeam})` },
            ]}
            {...registerField(form, 'teamId')}
          />
        ) : (
          <TextField label="Team" type="number" min={1} {...registerField(form, 'teamId')} />
        )}
        <CheckboxField
          label="Team Lead"
          description="Designate this player as the team captain"
          {...form.register('isTeamLead')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Participant'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The managers' picker: every account, by username and e-mail, those who may not play shown and disabled. */
function UserSelect({ joined, field }: { joined: ReadonlySet<number>; field: ReturnType<typeof registerField> }) {
  const users = useAdminUsers(USER_PICKER_QUERY);
  return (
    <SelectField
      label="User"
      hint={ONLY_MEMBERS_TEXT}
      options={(users.data?.items ?? []).filter((u) => !joined.has(u.id)).map(pickerOption)}
      {...field}
    >
      <option value="">{users.isPending ? 'Loading users...' : 'Select a user'}</option>
    </SelectField>
  );
}
