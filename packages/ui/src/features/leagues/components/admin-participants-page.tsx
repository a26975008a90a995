// /admin/leagues/:id/participants (docs/requirements.md#admin-participants): 'Add Participant' dialog, the table with
// removal confirmation, and the Teams Overview. Scramble teams are chosen among open teams or 'Create New
// Team (n)'; individual leagues take a free team number. Only members play in leagues: the picker says who is one
// and offers no one else (the server refuses them too). Places count scramble guest partners.
import { placesTaken, type League, type LeagueParticipant } from '@longwood/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useCan } from '../../../lib/use-can';
import { useRemoveParticipant } from '../api/league-mutations';
import { useLeague, useParticipants } from '../api/league-queries';
import { AddParticipantDialog } from './add-participant-dialog';
import { BackToLeagues } from './back-to-rounds';
import { LeagueOrganisers } from './league-organisers';
import { ParticipantsTable, TeamsOverview } from './participants-table';

const nameOf = (p: LeagueParticipant) => p.name;

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
  const remove = useToastedMutation(useRemoveParticipant(league.id), 'Failed to remove participant');
  const taken = placesTaken(participants);

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () =>
        toast({ title: 'Participant removed', description: `${nameOf(toRemove)} has been removed from the league.` }),
      onSettled: () => setToRemove(null),
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
          <ParticipantsTable league={league} participants={participants} manager={manager} onRemove={setToRemove} />
        )}
      </div>

      <TeamsOverview league={league} participants={participants} />

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
