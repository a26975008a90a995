// A league's standings as the server ranks them (docs/decisions/201-league-play-an-organiser-can-trust.md): the
// table (rank or '—', the players with the tie-break note, the figures the league ranks by, the other stats of the
// scoring type, the change since the last round) and the week-by-week grid up to the latest round with scores. On a
// phone the table shows rank, players and the ranking figures until a tap shows the rest; each table scrolls
// sideways inside its own box, never the page. A league in flights shows one table per flight under its heading
// (docs/decisions/288-league-flights.md). The CSV export's columns are here too, so file and screen agree.
import {
  handicapText,
  figureText,
  flightLabel,
  rowsByFlight,
  type CsvColumn,
  type StandingsResponse,
  type StandingsRow,
  type StandingsWeek,
} from '@longwood/core';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import {
  bestRoundsLabel,
  pointsText,
  rankChangeText,
  recordText,
  weekResultText,
  winPercentText,
} from '../lib/league-text';

type Row = StandingsRow & { id: number };
type Round = StandingsResponse['rounds'][number];

/** The best-N of the league's ranking, or null when ranked by average (or in match play). */
function bestRoundsOf(standings: StandingsResponse): number | null {
  const { scoringType, rules } = standings;
  return scoringType === 'lowest_score' && rules.strokeRanking === 'best_rounds' ? rules.countedRounds : null;
}

/** The grid's rounds: every round up to the latest one with a score or a result. */
export function gridRounds(standings: StandingsResponse): Round[] {
  const played = (roundId: number) =>
    standings.rows.some((row) => row.weeks.some((w) => w.roundId === roundId && (w.strokes !== null || w.result)));
  let last = -1;
  standings.rounds.forEach((round, i) => {
    if (played(round.roundId)) last = i;
  });
  return standings.rounds.slice(0, last + 1);
}

const weekOf = (row: StandingsRow, roundId: number): StandingsWeek | undefined =>
  row.weeks.find((w) => w.roundId === roundId);

/** A week as plain text for the CSV: '72', 'W v Bob', 'Bye', 'DNP 44'. */
function weekCsv(week: StandingsWeek | undefined): string | number | null {
  if (!week) return null;
  if (week.didNotPlay) return week.strokes === null ? 'DNP' : `DNP ${week.strokes}`;
  if (week.strokes !== null) return week.strokes;
  const text = weekResultText(week);
  if (!text) return null;
  return week.result !== 'bye' && week.opponent ? `${text.shown} v ${week.opponent}` : text.shown;
}

/** The CSV export's columns: the screen's figures, one column per round of the grid, the tie-break note. */
export function standingsCsvColumns(standings: StandingsResponse): CsvColumn<StandingsRow>[] {
  const bestN = bestRoundsOf(standings);
  const stats: CsvColumn<StandingsRow>[] =
    standings.scoringType === 'lowest_score'
      ? [
          ...(standings.rows.some((r) => r.points !== null)
            ? [{ header: 'Points', value: (r: StandingsRow) => r.points }]
            : []),
          { header: 'Rounds Played', value: (r) => r.roundsPlayed },
          ...(bestN !== null ? [{ header: bestRoundsLabel(bestN), value: (r: StandingsRow) => r.countedStrokes }] : []),
          { header: 'Total Strokes', value: (r) => (r.roundsPlayed ? r.totalStrokes : null) },
          { header: 'Average', value: (r) => r.averageStrokes },
          { header: 'Best Round', value: (r) => r.bestRound },
        ]
      : [
          { header: 'Matches', value: (r) => (r.wins ?? 0) + (r.losses ?? 0) + (r.halves ?? 0) },
          { header: 'Wins', value: (r) => r.wins },
          { header: 'Losses', value: (r) => r.losses },
          { header: 'Halves', value: (r) => r.halves },
          { header: 'Byes', value: (r) => r.byes },
          { header: 'Points', value: (r) => r.points },
          { header: 'Win %', value: (r) => winPercentText(r.winPercentage) },
        ];
  // A league in flights: each row's flight first, its rank being within it (decision 288).
  const flights = rowsByFlight(standings.rows).some((g) => g.name !== null);
  return [
    ...(flights ? [{ header: 'Flight', value: (r: StandingsRow) => flightLabel(r.flight) }] : []),
    { header: 'Rank', value: (r) => r.rank ?? (r.roundsPlayed > 0 ? 'Not yet ranked' : null) },
    { header: 'Team', value: (r) => r.teamId },
    { header: 'Players', value: (r) => `${r.players.join(' & ')}${r.withdrawn ? ' (withdrawn)' : ''}` },
    ...(withHandicaps(standings)
      ? [
          { header: 'Handicap', value: (r: StandingsRow) => r.handicap },
          { header: 'Net Average', value: (r: StandingsRow) => r.net },
          // The gross beside the net, as on the screen (stroke play; match play has no averages).
          ...(standings.scoringType === 'lowest_score'
            ? [{ header: 'Gross Average', value: (r: StandingsRow) => r.gross ?? null }]
            : []),
        ]
      : []),
    ...stats,
    ...gridRounds(standings).map((round) => ({
      header: `Round ${round.roundNumber}`,
      value: (r: StandingsRow) => weekCsv(weekOf(r, round.roundId)),
    })),
    { header: 'Tie-break', value: (r) => r.tieBreak },
  ];
}

/** The league plays with handicaps: its rows carry each team's handicap (and, in stroke play, its average net). */
const withHandicaps = (standings: StandingsResponse) =>
  standings.rows.some((r) => r.handicap !== null || r.net !== null);

function Spoken({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

/**
 * The table's columns, the most useful first: rank, the players, then the figures the league ranks by (net beside
 * gross with handicaps; the best-N total or the average; points and the record in match play). On a phone only those
 * show until the reader asks for every column; the rest are marked phoneHidden.
 */
function tableColumns(standings: StandingsResponse, anyScore: boolean, playerHeader: string): Column<Row>[] {
  const bestN = bestRoundsOf(standings);
  const number = 'text-slate-800 tabular-nums whitespace-nowrap';
  const handicaps = withHandicaps(standings);
  // Tenths, or hundredths where tenths would print two places alike (decision 485).
  const figure = (n: number | null | undefined) =>
    n === null || n === undefined ? '–' : figureText(n, standings.decimals);
  const main = (column: Column<Row>): Column<Row> => column;
  const more = (column: Column<Row>): Column<Row> => ({ ...column, phoneHidden: true });
  const handicap = more({ header: 'Handicap', cell: (r) => handicapText(r.handicap), className: number });
  // Points by each night's finishing place rank a stroke-play table that has them (decision 487).
  const placePoints = standings.scoringType === 'lowest_score' && standings.rows.some((r) => r.points !== null);
  const figures: Column<Row>[] =
    standings.scoringType === 'lowest_score'
      ? [
          ...(placePoints
            ? [main({ header: 'Points', cell: (r) => pointsText(r.points) ?? '–', className: number })]
            : []),
          ...(bestN !== null
            ? [main({ header: bestRoundsLabel(bestN), cell: (r) => r.countedStrokes ?? '–', className: number })]
            : []),
          ...(handicaps ? [main({ header: 'Net', cell: (r) => figure(r.net), className: number })] : []),
          // Gross beside net: the average gross per round played, before handicaps (a net league's average strokes
          // are net ones).
          (bestN === null || handicaps ? main : more)({
            header: handicaps ? 'Gross' : 'Average',
            cell: (r) => figure(handicaps ? r.gross : r.averageStrokes),
            className: number,
          }),
          ...(handicaps ? [handicap] : []),
          more({ header: 'Rounds', cell: (r) => r.roundsPlayed, className: number }),
          more({ header: 'Best round', cell: (r) => r.bestRound ?? '–', className: number }),
        ]
      : [
          main({ header: 'Points', cell: (r) => pointsText(r.points) ?? '–', className: number }),
          main({ header: 'W-L-H', cell: (r) => recordText(r), className: number }),
          more({ header: 'Byes', cell: (r) => r.byes ?? 0, className: number }),
          more({ header: 'Win %', cell: (r) => winPercentText(r.winPercentage) ?? '–', className: number }),
          ...(handicaps ? [handicap] : []),
        ];
  return [
    main({ header: 'Rank', cell: (r) => r.rank ?? '—', className: number }),
    main({
      header: playerHeader,
      cell: (r) => (
        <>
          <span className="font-medium">{r.players.join(' & ')}</span>
          {r.withdrawn ? <span className="block text-xs text-amber-800">Withdrawn</span> : null}
          {r.tieBreak ? <span className="block text-xs text-slate-600">{r.tieBreak}</span> : null}
          {anyScore && !r.ranked ? <span className="block text-xs text-slate-600">Not yet ranked</span> : null}
        </>
      ),
      // A long name breaks rather than push the figures out of the phone's box (Gross was cut off at 390 px).
      className: 'min-w-[8rem] text-slate-800 [overflow-wrap:anywhere]',
    }),
    ...figures,
    more({
      header: 'Change',
      cell: (r) => {
        const change = rankChangeText(r.rankChange);
        return change ? <Spoken {...change} /> : null;
      },
      className: number,
    }),
  ];
}

function weekCell(week: StandingsWeek | undefined, bestN: number | null) {
  // A week the player did not play says so and what it counted (decision 270): 'DNP 44'.
  if (week?.didNotPlay) {
    return (
      <span title={week.absence ?? undefined} className="text-amber-800">
        <span aria-hidden="true">DNP{week.strokes !== null ? ` ${week.strokes}` : ''}</span>
        <span className="sr-only">{week.absence}</span>
      </span>
    );
  }
  if (!week || (week.strokes === null && week.result === null)) {
    return <Spoken shown="–" spoken="no score" />;
  }
  if (week.strokes !== null) {
    if (bestN === null) return week.strokes;
    return week.counted ? (
      <span className="font-semibold">
        {week.strokes}
        <span className="sr-only"> (counted)</span>
      </span>
    ) : (
      <span className="text-slate-500 line-through">
        {week.strokes}
        <span className="sr-only"> (dropped)</span>
      </span>
    );
  }
  const text = weekResultText(week)!;
  return (
    <>
      <span aria-hidden="true" className="font-semibold">
        {text.shown}
      </span>
      {week.result !== 'bye' && week.opponent ? (
        <span aria-hidden="true" className="block text-xs text-slate-600">
          v {week.opponent}
        </span>
      ) : null}
      <span className="sr-only">{text.spoken}</span>
    </>
  );
}

/** One table of the standings (a flight's, under its heading), its main columns on a phone, the rest on a tap. */
function StandingsTable({
  rows,
  columns,
  heading,
  caption,
}: {
  rows: Row[];
  columns: Column<Row>[];
  heading: string | null;
  caption: string;
}) {
  const tableId = useId();
  // On a phone the table shows its main columns; a tap shows every column (decision 213).
  const [allColumns, setAllColumns] = useState(false);
  const hidden = columns.filter((c) => c.phoneHidden).length;
  return (
    <div>
      {heading ? <h2 className="mb-2 text-lg font-semibold text-slate-900">{heading}</h2> : null}
      <DataTable
        id={tableId}
        rows={rows}
        columns={columns}
        caption={caption}
        className={allColumns ? 'min-w-[34rem]' : 'sm:min-w-[34rem]'}
        phoneColumns={allColumns ? 'all' : 'main'}
      />
      {hidden > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 sm:hidden"
          aria-controls={tableId}
          aria-expanded={allColumns}
          onClick={() => setAllColumns((all) => !all)}
        >
          {allColumns ? 'Show fewer columns' : `Show all columns (${hidden} more)`}
        </Button>
      ) : null}
    </div>
  );
}

export function StandingsTables({
  standings,
  leagueName,
  scramble,
}: {
  standings: StandingsResponse;
  leagueName: string;
  scramble: boolean;
}) {
  const rows: Row[] = standings.rows.map((r) => ({ ...r, id: r.teamId }));
  const anyScore = rows.some((r) => r.roundsPlayed > 0);
  const unranked = anyScore && rows.some((r) => !r.ranked);
  const playerHeader = scramble ? 'Team' : 'Player';
  const rounds = gridRounds(standings);
  const bestN = bestRoundsOf(standings);
  const min = standings.rules.minRoundsToRank;
  const gridHeadingId = useId();
  const columns = tableColumns(standings, anyScore, playerHeader);
  // A league in flights: one table per flight under its heading, each ranked on its own (decision 288).
  const groups = rowsByFlight(rows);

  if (rows.length === 0) return <p className="p-6 text-center text-slate-600">No participants yet</p>;
  return (
    <div className="space-y-6">
      {!anyScore ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          No scores yet: players are ranked once the first round is scored.
        </p>
      ) : null}
      {groups.map((group) => (
        <StandingsTable
          key={group.name ?? 'all'}
          rows={group.rows}
          columns={columns}
          heading={group.name}
          caption={group.name ? `${leagueName} standings, ${group.name}` : `${leagueName} standings`}
        />
      ))}
      {unranked ? (
        <p className="text-sm text-slate-600">
          Not yet ranked: fewer than {min} {min === 1 ? 'round' : 'rounds'} played; listed after the ranked players.
        </p>
      ) : null}
      {rounds.length > 0 ? (
        <section aria-labelledby={gridHeadingId}>
          <h2 id={gridHeadingId} className="mb-2 text-lg font-semibold text-slate-900">
            Week by week
          </h2>
          {/* On a phone (390 px) a six-week season fits: the names stay in view, 'R3' heads Round 3, and narrow
              padding leaves the figures room (decision 486). */}
          <DataTable
            rows={rows}
            caption={`${leagueName} week by week`}
            className="w-auto min-w-full"
            columns={[
              {
                header: playerHeader,
                cell: (r) => r.players.join(' & '),
                sticky: true,
                dense: true,
                className:
                  'min-w-[6.5rem] max-w-[9rem] font-medium text-slate-800 [overflow-wrap:anywhere] sm:min-w-[9rem]',
              },
              ...rounds.map((round) => ({
                header: `Round ${round.roundNumber}`,
                phoneHeader: `R${round.roundNumber}`,
                dense: true,
                cell: (r: Row) => weekCell(weekOf(r, round.roundId), bestN),
                className: 'text-slate-800 tabular-nums sm:whitespace-nowrap',
              })),
            ]}
          />
          <p className="mt-2 text-xs text-slate-600">
            {standings.scoringType === 'match_play'
              ? 'W win, L loss, H halved, with the opponent; Bye: the player sat out.'
              : bestN !== null
                ? `Bold rounds count towards the best ${bestN} total; crossed-out rounds are dropped.`
                : 'Strokes per round.'}
          </p>
        </section>
      ) : null}
    </div>
  );
}
