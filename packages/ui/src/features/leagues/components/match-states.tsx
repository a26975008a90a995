// A match-play league's matches as they are played (docs/decisions/294-live-match-state.md): each match as core words
// it from the holes both sides have posted ('Pat Walker 2 UP thru 7', 'Pat Walker won 3 & 2'), read from the
// leaderboard and asked again as often (useLeaderboard's refetchInterval), on the organiser's score sheet and on a
// player's league page. The leaderboard shows the same words under each name. One sentence on screen and to a screen
// reader.
import { facilityToday, type LeaderboardMatch, type LeaderboardRow, type MyLeague } from '@longwood/core';
import { useState } from 'react';
import { useLeaderboard } from '../api/league-results';
import { CardSection } from '../../../components/ui/titled-section';

/** A row's match as one line: 'vs Bob Baker: Ann Archer 1 UP thru 2'. */
export function matchLine(match: LeaderboardMatch): string {
  return `vs ${match.opponent.join(' & ')}: ${match.state}`;
}

/** Each match of the rows once (the first side's row), as 'Ann Archer vs Bob Baker: Ann Archer 1 UP thru 2'. */
function matchesOf(rows: readonly LeaderboardRow[]): string[] {
  const said = new Set<string>();
  return rows.flatMap((row) => {
    if (!row.match) return [];
    const name = row.players.join(' & ');
    const opponent = row.match.opponent.join(' & ');
    if (said.has(`${opponent}|${name}`)) return [];
    said.add(`${name}|${opponent}`);
    return [`${name} ${matchLine(row.match)}`];
  });
}

/** The organiser's score sheet of a match-play round: its matches as they stand while it is played. */
export function MatchesBeingPlayed({ leagueId, roundId }: { leagueId: number; roundId: number }) {
  const board = useLeaderboard(leagueId);
  if (board.data?.round?.id !== roundId) return null;
  const lines = matchesOf(board.data.rows);
  if (lines.length === 0) return null;
  return (
    <CardSection cardClassName="mt-6 p-4" id="matches-being-played" title="Matches as They Stand" titleSize="base">
      <p className="text-sm text-slate-600">From the holes both players have posted; updated as they post.</p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Matches as they stand">
        {lines.map((line) => (
          <li key={line} className="py-1.5 [overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** A player's match tonight on their league page (match play only), as it stands. */
export function MyMatchTonight({ entry }: { entry: MyLeague }) {
  if (entry.league.scoringType !== 'match_play') return null;
  return <MyMatch entry={entry} />;
}

function MyMatch({ entry }: { entry: MyLeague }) {
  const board = useLeaderboard(entry.league.id);
  const [today] = useState(() => facilityToday(new Date()));
  const match = board.data?.rows.find((r) => r.teamId === entry.teamId)?.match;
  if (board.data?.round?.roundDate !== today || !match) return null;
  return (
    <CardSection id="my-match-tonight" title="Your Match Tonight">
      <p className="mt-1 text-base text-slate-800 [overflow-wrap:anywhere]">{matchLine(match)}</p>
    </CardSection>
  );
}
