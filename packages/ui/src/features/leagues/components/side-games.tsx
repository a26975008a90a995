// The side games the simulator measures (docs/decisions/279-league-side-games.md): each hole's winner and distance
// (on the round's score sheet and the players' leaderboard), and on the score sheet the organiser's entry of every
// player's distance (feet and inches to the pin, yards of the drive), saved through
// PUT /api/leagues/:id/rounds/:roundId/side-games. The holes are the league's (its League Night page).
import {
  flightLabel,
  playersOfRound,
  SIDE_GAME_NAMES,
  type League,
  type SideGameEntry,
  type SideGameResult,
} from '@longwood/core';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSaveSideGames, useSkins } from '../api/league-night';
import { sheetTeams } from '../lib/league-text';
import { TitledSection } from '../../../components/ui/titled-section';
import { SaveButton } from '../../../components/ui/save-button';
import type { RoundPanelProps } from './round-skins';

const gameTitle = (g: Pick<SideGameResult, 'game' | 'hole'>) => `${SIDE_GAME_NAMES[g.game]}, hole ${g.hole}`;

/** Whether the league chose holes for a side game (else nothing is asked for them). */
export const playsSideGames = (league: Pick<League, 'closestToPinHoles' | 'longDriveHoles'>) =>
  league.closestToPinHoles.length + league.longDriveHoles.length > 0;

/** Each side game's winner by name with the distance; nothing when the round plays none. */
export function SideGameWinners({
  leagueId,
  roundId,
  enabled = true,
  live = false,
}: {
  leagueId: number;
  roundId: number;
  enabled?: boolean;
  /** Beside the live leaderboard: asked again as often as it is. */
  live?: boolean;
}) {
  const read = useSkins(leagueId, roundId, enabled, live);
  if (!enabled) return null;
  if (read.isPending) return <Spinner label="Loading side games..." />;
  if (read.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(read.error)}
      </p>
    );
  }
  const games = read.data.sideGames;
  if (games.length === 0) return null;
  // A league in flights plays each hole's game in each flight (docs/decisions/288-league-flights.md).
  const flighted = games.some((g) => g.flight !== null && g.flight !== undefined);
  const title = (g: SideGameResult) => (flighted ? `${flightLabel(g.flight)}: ${gameTitle(g)}` : gameTitle(g));
  return (
    <TitledSection id="side-games" title="Side games" className="mt-8">
      <Card className="mt-2 p-0">
        <ul className="divide-y divide-slate-100">
          {games.map((g) => (
            <li key={`${g.flight}-${g.game}-${g.hole}`} className="flex flex-wrap justify-between gap-x-4 p-3 text-sm">
              <span className="font-medium">{title(g)}</span>
              <span>
                {g.winners.length === 0 || g.distance === null
                  ? 'No distance entered'
                  : `${g.winners.map((w) => w.players.join(' & ')).join(' and ')} · ${g.distance}${
                      g.winners.length > 1 ? ' (tied)' : ''
                    }`}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </TitledSection>
  );
}

type Cells = Record<string, string>;
const cellKey = (g: Pick<SideGameResult, 'game' | 'hole'>, participantId: number, part: string) =>
  `${g.game}-${g.hole}-${participantId}-${part}`;

/** The cells as the stored distances fill them (inches split into feet and inches). */
function cellsOf(games: readonly SideGameResult[]): Cells {
  const cells: Cells = {};
  for (const g of games) {
    for (const e of g.entries) {
      if (g.game === 'long_drive') cells[cellKey(g, e.participantId, 'yards')] = String(e.distance);
      else {
        cells[cellKey(g, e.participantId, 'feet')] = String(Math.floor(e.distance / 12));
        cells[cellKey(g, e.participantId, 'inches')] = String(e.distance % 12);
      }
    }
  }
  return cells;
}

const number = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? null : Number(raw.trim()));

/** The organiser's entry of every player's distance on each side-game hole of the round. */
export function SideGamesEntry({ league, round, participants }: RoundPanelProps) {
  const on = playsSideGames(league);
  const read = useSkins(league.id, round.id, on);
  if (!on || read.isPending || read.isError || read.data.sideGames.length === 0) return null;
  return (
    <SideGamesForm
      key={JSON.stringify(read.data.sideGames)}
      league={league}
      round={round}
      participants={participants}
      games={oneCardPerHole(read.data.sideGames)}
    />
  );
}

/** Every player's distance is entered once per hole: a flighted league's games of a hole (one per flight) as one. */
function oneCardPerHole(games: readonly SideGameResult[]): SideGameResult[] {
  const byHole = new Map<string, SideGameResult>();
  for (const g of games) {
    const key = `${g.game}-${g.hole}`;
    const seen = byHole.get(key);
    byHole.set(key, seen ? { ...seen, entries: [...seen.entries, ...g.entries] } : g);
  }
  return [...byHole.values()];
}

function SideGamesForm({ league, round, participants, games }: RoundPanelProps & { games: readonly SideGameResult[] }) {
  const save = useSaveSideGames(league.id, round.id);
  const [cells, setCells] = useState<Cells>(() => cellsOf(games));
  const [problem, setProblem] = useState<string | null>(null);
  // A marked player's substitute measures in their place (decision 498).
  const teams = sheetTeams(playersOfRound(participants, round.roundNumber), league.leagueType).map((t) => {
    const sub =
      league.absenceRule === 'substitute' && round.substitutes.find((s) => s.participantId === t.participantId);
    return sub ? { ...t, label: `${sub.name} (substitute for ${t.label})` } : t;
  });
  const stored = cellsOf(games);

  const submit = () => {
    const entries: SideGameEntry[] = [];
    for (const g of games) {
      for (const t of teams) {
        const key = (part: string) => cellKey(g, t.participantId, part);
        const parts = g.game === 'long_drive' ? ['yards'] : ['feet', 'inches'];
        if (parts.every((p) => (cells[key(p)] ?? '') === (stored[key(p)] ?? ''))) continue;
        if (g.game === 'long_drive') {
          entries.push({
            game: g.game,
            participantId: t.participantId,
            hole: g.hole,
            yards: number(cells[key('yards')]),
          });
        } else {
          const feet = number(cells[key('feet')]);
          const inches = number(cells[key('inches')]);
          // A distance under a foot or a whole number of feet: the other part is 0.
          entries.push({
            game: g.game,
            participantId: t.participantId,
            hole: g.hole,
            feet: feet === null && inches === null ? null : (feet ?? 0),
            inches: feet === null && inches === null ? null : (inches ?? 0),
          });
        }
      }
    }
    setProblem(null);
    if (entries.length === 0) return;
    save.mutate(
      { entries },
      {
        onSuccess: () =>
          toast({ title: 'Side games saved', description: `Round ${round.roundNumber} distances kept.` }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const input = (label: string, key: string, unit: string, width = 'w-16') => (
    <label className="inline-flex items-center gap-1">
      <input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        className={`h-9 ${width} rounded border border-slate-300 px-2 text-right focus:border-emerald-600 focus:outline-none`}
        value={cells[key] ?? ''}
        onChange={(e) => setCells((c) => ({ ...c, [key]: e.target.value.replace(/\D/g, '').slice(0, 3) }))}
      />
      <span aria-hidden className="text-xs text-slate-600">
        {unit}
      </span>
    </label>
  );

  return (
    <form
      noValidate
      aria-label="Side games"
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Side game distances</h2>
      <p className="text-sm text-slate-600">
        As the simulator measured them: feet and inches to the pin, yards of the drive. Leave blank for no shot on the
        green or fairway; clearing a distance removes it.
      </p>
      <div className="mt-2 space-y-4">
        {games.map((g) => (
          <Card key={`${g.game}-${g.hole}`} className="p-0">
            <h3 className="border-b border-slate-100 p-3 font-medium">{gameTitle(g)}</h3>
            <ul className="divide-y divide-slate-100">
              {teams.map((t) => (
                <li key={t.teamId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <span>{t.label}</span>
                  {g.game === 'long_drive' ? (
                    input(`${t.label}, ${gameTitle(g)}, yards`, cellKey(g, t.participantId, 'yards'), 'yards')
                  ) : (
                    <span className="flex gap-2">
                      {input(`${t.label}, ${gameTitle(g)}, feet`, cellKey(g, t.participantId, 'feet'), 'ft', 'w-14')}
                      {input(
                        `${t.label}, ${gameTitle(g)}, inches`,
                        cellKey(g, t.participantId, 'inches'),
                        'in',
                        'w-12',
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <SaveButton pending={save.isPending} label="Save Side Games" />
      </div>
    </form>
  );
}
