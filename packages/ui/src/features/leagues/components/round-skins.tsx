// A round's skins under its scorecards (docs/decisions/211-league-handicaps-and-scorecards.md): each hole won, its
// winner by name and how many skins it was worth (more than one after carry-overs), from
// GET /api/leagues/:id/rounds/:roundId/skins, refreshed when the round's scores are saved; beside the live leaderboard
// (LiveSkins) asked again as often as the leaderboard is.
import {
  flightLabel,
  skinWinner,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type SkinsResponse,
} from '@longwood/core';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSkins } from '../api/league-night';
import { playersText } from '../lib/league-text';
import { TitledSection } from '../../../components/ui/titled-section';

type Skin = SkinsResponse['skins'][number];

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
      {skins.isPending || skins.isError || skins.data.skins.length === 0 ? (
        <Card className="mt-2 p-0">
          {skins.isPending ? (
            <div className="p-4">
              <Spinner label="Loading skins..." />
            </div>
          ) : skins.isError ? (
            <p role="alert" className="p-4 text-red-800">
              {errorMessage(skins.error)}
            </p>
          ) : (
            <p className="p-4 text-center text-slate-600">No skins won</p>
          )}
        </Card>
      ) : (
        <div className="mt-2">
          <DataTable
            caption={`Skins won in round ${round.roundNumber}`}
            rows={skins.data.skins}
            rowKey={(skin) => `${skin.flight}-${skin.hole}`}
            columns={[
              ...(flighted ? [{ header: 'Flight', cell: (skin: Skin) => flightLabel(skin.flight) }] : []),
              { header: 'Hole', rowHeader: true, className: 'font-normal tabular-nums', cell: (skin) => skin.hole },
              {
                header: 'Winner',
                cell: (skin) =>
                  skinWinner(skin, (teamId) => playersText(participants.filter((p) => p.teamId === teamId))),
              },
              { header: 'Skins', numeric: true, cell: (skin) => skin.value },
            ]}
          />
        </div>
      )}
    </TitledSection>
  );
}

/**
 * The skins won so far in the round being played, under the live leaderboard: asked again with it, so a card saved
 * at the desk moves both. Winners named as the leaderboard names its teams; nothing while no skin is won.
 */
export function LiveSkins({
  leagueId,
  roundId,
  teams,
}: {
  leagueId: number;
  roundId: number;
  teams: readonly { teamId: number; players: readonly string[] }[];
}) {
  const skins = useSkins(leagueId, roundId, true, true);
  const won = skins.data?.skins ?? [];
  if (won.length === 0) return null;
  const names = new Map(teams.map((t) => [t.teamId, t.players.join(' & ')]));
  const flighted = won.some((s) => s.flight !== null && s.flight !== undefined);
  return (
    <TitledSection id="live-skins" title="Skins" className="mt-8">
      <Card className="mt-2 p-0">
        <ul className="divide-y divide-slate-100">
          {won.map((skin) => (
            <li key={`${skin.flight}-${skin.hole}`} className="flex flex-wrap justify-between gap-x-4 p-3 text-sm">
              <span className="font-medium">
                {flighted ? `${flightLabel(skin.flight)}: ` : ''}Hole {skin.hole}
              </span>
              <span>
                {skinWinner(skin, (teamId) => names.get(teamId) ?? '—')} · {skin.value}{' '}
                {skin.value === 1 ? 'skin' : 'skins'}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </TitledSection>
  );
}
