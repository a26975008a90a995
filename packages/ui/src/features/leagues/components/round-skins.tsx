// A round's skins under its scorecards (docs/decisions/211-league-handicaps-and-scorecards.md): each hole won, its
// winner by name and how many skins it was worth (more than one after carry-overs), from
// GET /api/leagues/:id/rounds/:roundId/skins, refreshed when the round's scores are saved.
import { flightLabel, type League, type LeagueParticipant, type LeagueRound } from '@longwood/core';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSkins } from '../api/league-night';
import { playersText } from '../lib/league-text';
import { TitledSection } from '../../../components/ui/titled-section';

/** What a panel of a round's score sheet is drawn from: the league, the round and its players. */
export interface RoundPanelProps {
  league: League;
  round: LeagueRound;
  participants: readonly LeagueParticipant[];
}

export function RoundSkins({ league, round, participants }: RoundPanelProps) {
  const on = league.skinsMode !== 'off' && round.course !== null;
  const skins = useSkins(league.id, round.id, on);
  if (!on) return null;
  // A league in flights plays each flight's skins (docs/decisions/288-league-flights.md).
  const flighted = skins.data?.skins.some((s) => s.flight !== null && s.flight !== undefined) ?? false;
  const net = league.skinsMode === 'net' && league.handicapMode !== 'off';
  const game = `${net ? 'Net' : 'Gross'} skins, carry-overs ${league.skinsCarryOver ? 'on' : 'off'}`;
  return (
    <TitledSection id="round-skins" title="Skins" className="mt-8">
      <p className="text-sm text-slate-600">{game}. A hole is won by the single lowest score of the complete cards.</p>
      <Card className="mt-2 p-0">
        {skins.isPending ? (
          <div className="p-4">
            <Spinner label="Loading skins..." />
          </div>
        ) : skins.isError ? (
          <p role="alert" className="p-4 text-red-800">
            {errorMessage(skins.error)}
          </p>
        ) : skins.data.skins.length === 0 ? (
          <p className="p-4 text-center text-slate-600">No skins won</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Skins won in round {round.roundNumber}</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                {flighted ? (
                  <th scope="col" className="p-2">
                    Flight
                  </th>
                ) : null}
                <th scope="col" className="p-2">
                  Hole
                </th>
                <th scope="col" className="p-2">
                  Winner
                </th>
                <th scope="col" className="p-2 text-right">
                  Skins
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {skins.data.skins.map((skin) => (
                <tr key={`${skin.flight}-${skin.hole}`}>
                  {flighted ? <td className="p-2">{flightLabel(skin.flight)}</td> : null}
                  <th scope="row" className="p-2 text-left font-normal tabular-nums">
                    {skin.hole}
                  </th>
                  <td className="p-2">{playersText(participants.filter((p) => p.teamId === skin.teamId))}</td>
                  <td className="p-2 text-right tabular-nums">{skin.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </TitledSection>
  );
}
