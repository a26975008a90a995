// The participants of a league on its Participants page (admin-participants-page.tsx): the table of players, with
// withdrawing (an organiser's too) and removing (a manager's) each, and the Teams Overview, one card a team with its
// lead, its guest partners and, in a scramble league, how many players it still needs.
import { playersNeeded, teamNeedsMessage, teamsOf, type League, type LeagueParticipant } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { EmailAddress } from '../../../components/ui/email-address';
import { TitledSection } from '../../../components/ui/titled-section';
import { toast } from '../../../components/ui/toast';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useWithdrawParticipant } from '../api/league-mutations';

const nameOf = (p: LeagueParticipant) => p.name;
const withdrawn = (p: LeagueParticipant) => p.lastRoundNumber !== null && p.lastRoundNumber !== undefined;

/** `manager`: a league manager, who sees e-mails and may remove a player (decision 272); `onRemove` asks to confirm. */
export function ParticipantsTable({
  league,
  participants,
  manager,
  onRemove,
}: {
  league: League;
  participants: LeagueParticipant[];
  manager: boolean;
  onRemove: (participant: LeagueParticipant) => void;
}) {
  const withdraw = useToastedMutation(useWithdrawParticipant(league.id), 'Failed to withdraw participant');
  const confirmWithdraw = (p: LeagueParticipant) =>
    withdraw.mutate(p.id, {
      onSuccess: () =>
        toast({
          title: 'Participant withdrawn',
          description: `${nameOf(p)} plays no more rounds; their scores and results stand.`,
        }),
    });
  return (
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
                <Button variant="ghost" size="sm" aria-label={`Remove ${nameOf(p)}`} onClick={() => onRemove(p)}>
                  Remove
                </Button>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

export function TeamsOverview({ league, participants }: { league: League; participants: LeagueParticipant[] }) {
  const scramble = league.leagueType === 'scramble';
  const teams = teamsOf(participants);
  if (teams.length === 0) return null;
  return (
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
                        <span className="rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-800">Lead</span>
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
  );
}
