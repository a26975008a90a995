// /leagues/:leagueId/leaderboard: the round being played, for the league's players at the bay
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md). Large type for a phone held at arm's
// length: place, players by display name (in match play with the match as it stands under the name:
// docs/decisions/294-live-match-state.md, and placed by the matches, not the strokes), holes played, gross, net and
// handicap. It asks the server again every few seconds (react-query's refetchInterval), so a score saved at the desk
// shows on every phone without a reload; the round's skins and side games below it are asked again as often.
import {
  handicapText,
  rowsByFlight,
  placeText,
  toParText,
  type Leaderboard,
  type LeaderboardRow,
} from '@longwood/core';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatFacilityTimeOfDay } from '../../../lib/format';
import { LEADERBOARD_REFRESH_MS, useLeaderboard } from '../api/league-results';
import { LiveSkins } from './round-skins';
import { SideGameWinners } from './side-games';
import { matchLine } from './match-states';
import { BackLink } from './back-to-rounds';

/** The order core's placeByMatch gives a match-play night, in words (docs/decisions/294-live-match-state.md). */
const MATCH_ORDER = 'won first, then up (more holes up, then fewer holes left), all square or halved, down, lost';

function thruText(row: LeaderboardRow, holeCount: number | null): string {
  if (row.thru === 0) return '—';
  return row.thru === (holeCount ?? 18) ? 'F' : String(row.thru);
}

function Rows({ board }: { board: Leaderboard }) {
  const handicaps = board.rows.some((r) => r.handicap !== null);
  const columns = 4 + (board.rankBy === 'net' ? 1 : 0) + (handicaps ? 1 : 0);
  // A league in flights: each flight under its heading, placed within it (docs/decisions/288-league-flights.md).
  const groups = rowsByFlight(board.rows);
  const cell = 'px-1.5 py-3 sm:px-3';
  // The place and the numbers take only their own width; the player's name has the rest.
  const narrow = `${cell} w-px whitespace-nowrap`;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-lg sm:text-xl">
        <caption className="sr-only">
          {`${
            board.placedBy === 'match'
              ? `Leaderboard, placed by the matches: ${MATCH_ORDER}; strokes are shown but do not place.`
              : `Leaderboard, ranked by ${board.rankBy}; equal scores are split on countback.`
          } T means a shared place, F that the round is finished.${
            board.rows.some((r) => r.match) ? ' Under each name, the match as it stands.' : ''
          }`}
        </caption>
        <thead className="bg-slate-100 text-sm uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className={narrow}>
              <abbr title="Place" className="no-underline">
                Pos
              </abbr>
            </th>
            <th scope="col" className={cell}>
              Player
            </th>
            <th scope="col" className={`${narrow} text-right`}>
              Thru
            </th>
            <th scope="col" className={`${narrow} text-right`}>
              Gross
            </th>
            {board.rankBy === 'net' && (
              <th scope="col" className={`${narrow} text-right`}>
                Net
              </th>
            )}
            {handicaps && (
              <th scope="col" className={`${narrow} text-right`}>
                <abbr title="Handicap" className="no-underline">
                  Hcp
                </abbr>
              </th>
            )}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.name ?? 'all'}>
            {group.name ? (
              <tr className="border-t border-slate-300 bg-emerald-50">
                <th scope="colgroup" colSpan={columns} className={`${cell} text-base font-bold text-emerald-900`}>
                  {group.name}
                </th>
              </tr>
            ) : null}
            {group.rows.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-200">
                <td className={`${cell} font-bold tabular-nums`}>{placeText(group.rows, row)}</td>
                {/* A long name wraps, anywhere if it must, so the table never scrolls sideways on a phone. */}
                <th scope="row" className={`${cell} text-base font-semibold [overflow-wrap:anywhere] sm:text-xl`}>
                  {row.players.join(' & ')}
                  {row.toPar !== null && (
                    <span className="block text-sm font-normal text-slate-600 sm:ml-2 sm:inline sm:text-base">
                      {toParText(row.toPar)}
                    </span>
                  )}
                  {row.tieBreak !== null && (
                    <span className="block text-sm font-normal text-slate-600">{row.tieBreak}</span>
                  )}
                  {row.match ? (
                    <span className="block text-sm font-semibold text-emerald-900 sm:text-base">
                      {matchLine(row.match)}
                    </span>
                  ) : null}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{thruText(row, board.holeCount)}</td>
                <td className={`${cell} text-right tabular-nums`}>{row.gross ?? '—'}</td>
                {board.rankBy === 'net' && (
                  <td className={`${cell} text-right font-bold tabular-nums`}>{row.net ?? '—'}</td>
                )}
                {handicaps && <td className={`${cell} text-right tabular-nums`}>{handicapText(row.handicap)}</td>}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function LeaderboardPage() {
  const leagueId = Number(useParams().leagueId);
  const board = useLeaderboard(leagueId);

  if (board.isPending && leagueId > 0) {
    return <PageSpinner label="Loading the leaderboard..." />;
  }
  if (!board.data) {
    return (
      <ScreenLoadFailure
        heading="Leaderboard"
        reads={[board]}
        failedTitle="The leaderboard could not be loaded."
        missing={board.isError ? errorMessage(board.error) : 'League not found. It may have been deleted.'}
        back={
          <Link to="/leagues-signup" className={buttonClasses('outline', 'md', 'mt-4')}>
            Back to Leagues
          </Link>
        }
      />
    );
  }
  const data = board.data;
  // Facility time, wherever the phone is.
  const updated = formatFacilityTimeOfDay(new Date(board.dataUpdatedAt));
  return (
    <PageContainer className="max-w-3xl" holdsPlace>
      <BackLink to="/leagues-signup">Back to Leagues</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">{data.leagueName} Leaderboard</h1>
      {data.round ? (
        <>
          <p className="mt-1 text-lg text-slate-700">
            Round {data.round.roundNumber}
            {data.round.name ? `: ${data.round.name}` : ''} · {formatDateLong(data.round.roundDate)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {data.placedBy === 'match'
              ? `Placed by the matches: ${MATCH_ORDER}. Strokes are shown but do not place.`
              : `Ranked by ${data.rankBy}.`}{' '}
            Updates every {LEADERBOARD_REFRESH_MS / 1000} seconds; last updated {updated}.
          </p>
          <div className="mt-4">
            {data.rows.length === 0 ? (
              <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-lg text-slate-600">
                No players in this league yet.
              </p>
            ) : (
              <Rows board={data} />
            )}
          </div>
          {/* Skins and side games follow the leaderboard: asked again as often (decision 484). */}
          <LiveSkins leagueId={leagueId} roundId={data.round.id} teams={data.rows} />
          <SideGameWinners leagueId={leagueId} roundId={data.round.id} live />
        </>
      ) : (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-center text-lg text-slate-600">
          No rounds yet. The leaderboard opens with the first league night.
        </p>
      )}
    </PageContainer>
  );
}
