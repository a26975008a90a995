// What a member sees of a league they play in, on its page (/leagues/:leagueId/signup): the league nights, their
// team's results round by round and the standings with the tie-break notes, in the same tables the admin reads
// (standings-tables.tsx; docs/decisions/201-league-play-an-organiser-can-trust.md).
import {
  countOf,
  facilityToday,
  type MyLeague,
  type StandingsResponse,
  type StandingsRow,
  type StandingsWeek,
} from '@longwood/core';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateShort, formatTimeRange } from '../../../lib/format';
import { useStandings } from '../api/league-queries';
import { standingsRulesLine, weekResultText } from '../lib/league-text';
import { MemberLeagueNight } from './member-league-night';
import { MyCardTonight } from './my-card';
import { MyMatchTonight } from './match-states';
import { StandingsTables } from './standings-tables';
import { MemberLeagueSides } from './league-sides';
import { CardSection } from '../../../components/ui/titled-section';

/** 'Team 2 with Pat Partner' in a scramble league; null in an individual one (each player is their own team). */
export function teamLine(entry: Pick<MyLeague, 'league' | 'teamId' | 'partnerNames'>): string | null {
  if (entry.league.leagueType !== 'scramble') return null;
  const partners = entry.partnerNames.length > 0 ? ` with ${entry.partnerNames.join(' & ')}` : '';
  return `Team ${entry.teamId}${partners}`;
}

/** The league nights, their results and the standings of a league the member plays in. */
export function MyLeaguePlay({ entry }: { entry: MyLeague }) {
  return (
    <div className="mt-6 space-y-6">
      <MyMatchTonight entry={entry} />
      <MyCardTonight entry={entry} />
      <LeagueNights entry={entry} />
      <MemberLeagueNight entry={entry} />
      <LeagueStandings entry={entry} />
      {entry.league.teamFormat !== 'off' ? <MemberLeagueSides leagueId={entry.league.id} /> : null}
    </div>
  );
}

function LeagueNights({ entry }: { entry: MyLeague }) {
  const [today] = useState(() => facilityToday(new Date()));
  const { league, nights } = entry;
  const next = nights.find((night) => night >= today);
  return (
    <CardSection id="league-nights" title="League Nights">
      {league.startTime && league.endTime ? (
        <p className="text-sm text-slate-600">
          {formatTimeRange(league.startTime, league.endTime, { zoneOn: next ?? today })}
        </p>
      ) : null}
      {nights.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No league nights are scheduled.</p>
      ) : (
        <ul aria-label={`${league.name} league nights`} className="mt-2 flex flex-wrap gap-1.5 text-sm">
          {nights.map((night) => (
            <li
              key={night}
              className={cn(
                'rounded px-2 py-0.5',
                night === next
                  ? 'bg-emerald-100 font-medium text-emerald-900'
                  : night < today
                    ? 'bg-slate-50 text-slate-500'
                    : 'bg-slate-100 text-slate-800',
              )}
            >
              {formatDateShort(night)}
              {night === next ? <span className="sr-only"> (next)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

function LeagueStandings({ entry }: { entry: MyLeague }) {
  const standings = useStandings(entry.league.id);
  let body;
  if (standings.isPending) {
    body = <Spinner label="Loading standings..." />;
  } else if (standings.isError) {
    body = (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {errorMessage(standings.error, 'The standings could not be loaded.')}
      </p>
    );
  } else {
    const mine = standings.data.rows.find((row) => row.teamId === entry.teamId);
    body = (
      <>
        {mine && mine.roundsPlayed > 0 ? <MyResults standings={standings.data} row={mine} /> : null}
        <div className="mt-4">
          <StandingsTables
            standings={standings.data}
            leagueName={entry.league.name}
            scramble={entry.league.leagueType === 'scramble'}
          />
        </div>
      </>
    );
  }
  return (
    <CardSection id="league-standings" title="Standings & Results">
      {standings.data ? (
        <p className="text-sm text-slate-600">{standingsRulesLine(standings.data, entry.league)}</p>
      ) : null}
      {body}
    </CardSection>
  );
}

/**
 * A round's result for the member's team, in words: 'Gross 40, net 35' with league handicaps, '70 strokes' without,
 * 'Win against Bob', 'Bye', 'Not played'.
 */
function weekText(week: StandingsWeek | undefined, countsBest: boolean): string {
  if (!week) return 'Not played';
  const dropped = countsBest && !week.counted ? ' (not counted)' : '';
  if (week.gross != null && week.net != null && !week.didNotPlay)
    return `Gross ${week.gross}, net ${week.net}${dropped}`;
  if (week.strokes !== null) return `${countOf(week.strokes, 'stroke')}${dropped}`;
  return weekResultText(week)?.spoken ?? (week.opponent ? `Not played yet, against ${week.opponent}` : 'Not played');
}

function MyResults({ standings, row }: { standings: StandingsResponse; row: StandingsRow }) {
  const countsBest = standings.scoringType === 'lowest_score' && standings.rules.strokeRanking === 'best_rounds';
  return (
    <>
      <h3 className="mt-4 font-medium text-slate-900">My Results</h3>
      <p className="text-sm text-slate-700">
        {row.rank !== null ? `Rank ${row.rank}` : 'Not yet ranked'}
        {row.tieBreak ? ` · ${row.tieBreak}` : ''}
      </p>
      <ul aria-label="My round results" className="mt-1 space-y-0.5 text-sm">
        {standings.rounds.map((round) => (
          <li key={round.roundId}>
            Round {round.roundNumber} ({formatDateShort(round.roundDate)}):{' '}
            {weekText(
              row.weeks.find((w) => w.roundId === round.roundId),
              countsBest,
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
