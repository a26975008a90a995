// /admin/leagues/:leagueId/rounds/:roundId/print: the league night on paper
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): the pairings/bay sheet, one scorecard per
// team with its handicap strokes marked on the holes by stroke index (a dot a stroke, '−1' a stroke given back; a
// scramble team's card says how its team handicap was reached, after its two players' handicaps when it plays off the
// starting handicap made from them), and the standings. `?show=sheet|cards|standings`
// prints one part; the site's header and footer never print. A card reads as a paper one: Out, In and Total beside the
// holes of an 18-hole course, a row for the score and (with league handicaps) one for the net, the marker's and the
// player's signature lines; the cards print up to four players to a page, a card never split.
import {
  courseHoleNumber,
  roundCourseText,
  handicapText,
  playerHandicapsText,
  strokeMark,
  strokeMarkText,
  type NightCard,
  type NightSheet,
} from '@longwood/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong, formatTime, formatTimeRange } from '../../../lib/format';
import { useLeague, useStandings } from '../api/league-queries';
import { useNightSheet } from '../api/league-results';
import { StandingsTables } from './standings-tables';
import { BackToRounds } from './back-to-rounds';
import { NightMoney } from './night-money';

const PARTS = [
  { key: 'all', label: 'Everything' },
  { key: 'sheet', label: 'Bay sheet' },
  { key: 'cards', label: 'Scorecards' },
  { key: 'standings', label: 'Standings' },
  { key: 'money', label: 'Money' },
] as const;
type Part = (typeof PARTS)[number]['key'];

const isPart = (value: string | null): value is Part => PARTS.some((p) => p.key === value);

function roundTitle(sheet: NightSheet) {
  const { round } = sheet;
  return `Round ${round.roundNumber}${round.name ? `: ${round.name}` : ''} · ${formatDateLong(round.roundDate)}`;
}

/** Who plays on which bay, at what time (a night in waves: each group's tee time). */
function BaySheet({ sheet }: { sheet: NightSheet }) {
  const cardOf = new Map(sheet.cards.map((c) => [c.teamId, c]));
  // A night in waves (more foursomes than bays): each bay's line says its tee time, 'Bay 2 · 6:00 PM'.
  const waves = sheet.cards.some((c) => c.teeTime !== null);
  const unplaced = sheet.cards.filter((c) => c.bay === null);
  return (
    <section aria-labelledby="bay-sheet" className="break-inside-avoid">
      <h2 id="bay-sheet" className="text-xl font-bold text-slate-900">
        Pairings and bays
      </h2>
      {sheet.cards.length === 0 ? (
        <p className="mt-2 text-slate-600">No players in this league yet.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-slate-800">
              <th scope="col" className="py-2 pr-4">
                Bay
              </th>
              <th scope="col" className="py-2 pr-4">
                Time
              </th>
              <th scope="col" className="py-2 pr-4">
                {sheet.leagueType === 'scramble' ? 'Teams' : 'Players'}
              </th>
              {sheet.handicapMode === 'league' && (
                <th scope="col" className="py-2 pr-4">
                  Handicap
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {sheet.bays.flatMap((bay) =>
              bay.teamIds.map((teamId, i) => {
                const card = cardOf.get(teamId);
                const label = `Bay ${bay.bay}${waves ? ` · ${formatTime(bay.startTime)}` : ''}`;
                return (
                  <tr key={teamId} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {i === 0 ? label : <span className="sr-only">{label}</span>}
                    </th>
                    <td className="py-2 pr-4">{formatTimeRange(bay.startTime, bay.endTime)}</td>
                    <td className="py-2 pr-4">{card?.players.join(' & ')}</td>
                    {sheet.handicapMode === 'league' && (
                      <td className="py-2 pr-4">{handicapText(card?.handicap ?? null)}</td>
                    )}
                  </tr>
                );
              }),
            )}
            {unplaced.map((card) => (
              <tr key={card.teamId} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4">
                  To be assigned
                </th>
                <td className="py-2 pr-4">—</td>
                <td className="py-2 pr-4">{card.players.join(' & ')}</td>
                {sheet.handicapMode === 'league' && <td className="py-2 pr-4">{handicapText(card.handicap)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const BOX = 'border border-slate-400 px-2 py-1 print:px-0.5 print:py-0';
const SUM = `${BOX} bg-slate-100 font-semibold`;
/** How many players' cards share a printed page. */
const PLAYERS_PER_PAGE = 4;

/** A card's columns: the holes, with Out after the 9th and In after the 18th on an 18-hole course, then Total. */
type Column = { kind: 'hole'; index: number } | { kind: 'out' | 'in' | 'total' };

function cardColumns(holes: number): Column[] {
  const hole = (index: number): Column => ({ kind: 'hole', index });
  const all = Array.from({ length: holes }, (_, i) => hole(i));
  if (holes !== 18) return [...all, { kind: 'total' }];
  return [...all.slice(0, 9), { kind: 'out' }, ...all.slice(9), { kind: 'in' }, { kind: 'total' }];
}

const COLUMN_LABEL = { out: 'Out', in: 'In', total: 'Total' } as const;

/** The sum of `values` over a column's holes (Out: 1-9, In: 10-18, Total: all). */
function columnSum(column: Column, values: readonly number[]): number {
  const part = column.kind === 'out' ? values.slice(0, 9) : column.kind === 'in' ? values.slice(9) : values;
  return part.reduce((sum, v) => sum + v, 0);
}

/** A printed card's row: one cell per hole, the sums (`sums: false` leaves them blank) — or every box blank to write. */
function CardRow({
  label,
  columns,
  values,
  sums = true,
  cell,
  tall = false,
}: {
  label: string;
  columns: readonly Column[];
  values?: readonly number[];
  sums?: boolean;
  cell?: (index: number) => ReactNode;
  tall?: boolean;
}) {
  const pad = tall ? ' py-3 print:py-1.5' : '';
  return (
    <tr>
      <th scope="row" className={`${BOX}${pad} text-left whitespace-nowrap`}>
        {label}
      </th>
      {columns.map((column, i) =>
        column.kind === 'hole' ? (
          <td key={i} className={`${BOX}${pad}`} {...(cell ? { 'data-testid': 'stroke-mark' } : {})}>
            {cell ? cell(column.index) : values?.[column.index]}
          </td>
        ) : (
          <td key={i} className={`${SUM}${pad}`}>
            {values && sums ? columnSum(column, values) : null}
          </td>
        ),
      )}
    </tr>
  );
}

/** One team's card: the holes with par and stroke index, its strokes marked per hole, blank boxes to write in. */
function Scorecard({ sheet, card }: { sheet: NightSheet; card: NightCard }) {
  const { course } = sheet;
  const names = card.players.join(' & ');
  const id = `card-${card.teamId}`;
  const handicaps = sheet.handicapMode === 'league';
  const columns = course ? cardColumns(course.holes.length) : [];
  return (
    <section
      aria-labelledby={id}
      data-testid="scorecard"
      className="min-w-0 break-inside-avoid rounded-lg border border-slate-300 bg-white p-4 print:rounded-none print:border-0 print:border-b print:border-dashed print:border-slate-400 print:p-0 print:pb-2 print:text-xs"
    >
      {/* On paper the name and the night share a line: four cards fit a page. */}
      <div className="print:flex print:flex-wrap print:items-baseline print:gap-x-3">
        <h3 id={id} className="text-lg font-bold text-slate-900 print:text-sm">
          {names}
        </h3>
        <p className="text-sm text-slate-700 print:text-xs">
          {sheet.leagueName} · {roundTitle(sheet)}
          {card.bay !== null ? ` · Bay ${card.bay}` : ''}
          {card.teeTime !== null ? ` · ${formatTime(card.teeTime)}` : ''}
        </p>
      </div>
      {handicaps && sheet.leagueType === 'scramble' && (
        <p className="mt-1 text-sm font-medium text-slate-900 print:mt-0 print:text-xs">
          {card.playerHandicaps ? `${playerHandicapsText(card.playerHandicaps)} — ` : ''}
          {card.handicap === null
            ? `Team handicap — · ${strokeMarkText(card.strokes)} (no handicap yet)`
            : `Team handicap ${handicapText(card.handicap)} (${card.handicapBasis}) · ${strokeMarkText(card.strokes)}`}
        </p>
      )}
      {card.opponent ? (
        <p className="mt-1 text-sm text-slate-700 print:mt-0 print:text-xs">
          Match against {card.opponent.join(' & ')}
        </p>
      ) : null}
      {handicaps && sheet.leagueType !== 'scramble' && (
        <p className="mt-1 text-sm font-medium text-slate-900 print:mt-0 print:text-xs">
          Handicap {handicapText(card.handicap)}
          {card.provisional && card.handicap !== null ? ' (provisional)' : ''} ·{' '}
          {card.opponent && course
            ? card.strokes > 0
              ? `receives ${strokeMarkText(card.strokes)} in the match`
              : 'plays off scratch in the match'
            : strokeMarkText(card.strokes)}
          {card.handicap === null ? ' (no handicap yet)' : ''}
        </p>
      )}
      {course ? (
        <div className="relative mt-3 overflow-x-auto print:mt-1 print:overflow-visible">
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-center text-sm print:text-xs">
            <caption className="sr-only">{`Scorecard of ${names} on ${course.name}`}</caption>
            <thead>
              <tr>
                <th scope="row" className={`${BOX} w-24 text-left print:w-20`}>
                  Hole
                </th>
                {columns.map((column, i) => (
                  <th key={i} scope="col" className={column.kind === 'hole' ? BOX : SUM}>
                    {column.kind === 'hole' ? courseHoleNumber(course, column.index) : COLUMN_LABEL[column.kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <CardRow label="Par" columns={columns} values={course.holes.map((h) => h.par)} />
              <CardRow
                label="Stroke index"
                columns={columns}
                values={course.holes.map((h) => h.strokeIndex)}
                sums={false}
              />
              {handicaps && (
                <CardRow
                  label="Strokes"
                  columns={columns}
                  values={card.strokesOnHoles}
                  cell={(i) => (
                    <span className="font-bold">
                      <span aria-hidden="true">{strokeMark(card.strokesOnHoles[i] ?? 0)}</span>
                      <span className="sr-only">{strokeMarkText(card.strokesOnHoles[i] ?? 0)}</span>
                    </span>
                  )}
                />
              )}
              <CardRow label="Score" columns={columns} tall />
              {handicaps && <CardRow label="Net" columns={columns} tall />}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          This round has no course: write the total. Gross ______ {handicaps ? '  Net ______' : ''}
        </p>
      )}
      <div
        className="mt-4 grid grid-cols-2 gap-6 text-sm text-slate-800 print:mt-2 print:text-xs"
        data-testid="signatures"
      >
        {["Marker's signature", "Player's signature"].map((line) => (
          <p key={line} className="border-t border-slate-500 pt-1">
            {line}
          </p>
        ))}
      </div>
    </section>
  );
}

/** The cards in order, a page at a time: as many as fit four players (a bigger team alone on its page). */
function cardPages(cards: readonly NightCard[]): NightCard[][] {
  const pages: NightCard[][] = [];
  let players = PLAYERS_PER_PAGE;
  for (const card of cards) {
    const size = Math.max(1, card.players.length);
    if (players + size > PLAYERS_PER_PAGE) {
      pages.push([]);
      players = 0;
    }
    pages[pages.length - 1]!.push(card);
    players += size;
  }
  return pages;
}

export function NightPrintPage() {
  const params = useParams();
  const leagueId = Number(params.leagueId);
  const roundId = Number(params.roundId);
  const [search] = useSearchParams();
  const requested = search.get('show');
  const show: Part = isPart(requested) ? requested : 'all';
  const sheet = useNightSheet(leagueId, roundId);
  const league = useLeague(leagueId);
  const standings = useStandings(leagueId, show === 'all' || show === 'standings');

  if ((sheet.isPending || league.isPending) && leagueId > 0 && roundId > 0) {
    return <PageSpinner label="Loading the league night..." />;
  }
  if (!sheet.data || !league.data) {
    return (
      <ScreenLoadFailure
        heading="Print League Night"
        reads={[sheet, league]}
        failedTitle="This league night could not be loaded."
        missing={sheet.isError ? errorMessage(sheet.error) : 'Round not found. It may have been deleted.'}
        back={<BackToRounds leagueId={leagueId} asButton />}
      />
    );
  }
  const data = sheet.data;
  const shows = (part: Part) => show === 'all' || show === part;
  return (
    <PageContainer className="max-w-5xl print:max-w-none print:p-0" holdsPlace>
      <div className="print:hidden">
        <BackToRounds leagueId={leagueId} />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{data.leagueName}</h1>
      <p className="text-slate-700">
        {roundTitle(data)}
        {data.course ? ` · ${roundCourseText(data.course)}` : ''}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
        <nav aria-label="What to print" className="flex flex-wrap gap-2">
          {PARTS.filter((part) => part.key !== 'money' || data.money).map((part) => (
            <Link
              key={part.key}
              to={{ search: part.key === 'all' ? '' : `?show=${part.key}` }}
              aria-current={show === part.key ? 'page' : undefined}
              className={buttonClasses(show === part.key ? 'primary' : 'outline', 'sm')}
            >
              {part.label}
            </Link>
          ))}
        </nav>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {shows('sheet') && (
        <div className="mt-6">
          <BaySheet sheet={data} />
        </div>
      )}
      {shows('money') && data.money ? (
        <div className="mt-6">
          <NightMoney sheet={data} money={data.money} />
        </div>
      ) : null}
      {shows('cards') && (
        <section aria-labelledby="scorecards" className={`mt-8 ${show === 'all' ? 'print:break-before-page' : ''}`}>
          <h2 id="scorecards" className="text-xl font-bold text-slate-900 print:sr-only">
            Scorecards
          </h2>
          {data.cards.length === 0 ? (
            <p className="mt-2 text-slate-600">No players in this league yet.</p>
          ) : (
            <div className="mt-3 grid gap-4">
              {cardPages(data.cards).map((page, i) => (
                <div
                  key={page[0]!.teamId}
                  data-testid="scorecard-page"
                  className={`grid min-w-0 gap-4 print:gap-3 ${i > 0 ? 'print:break-before-page' : ''}`}
                >
                  {page.map((card) => (
                    <Scorecard key={card.teamId} sheet={data} card={card} />
                  ))}
                </div>
              ))}
            </div>
          )}
        </section>
      )}
      {shows('standings') && (
        <section aria-labelledby="night-standings" className="mt-8 print:break-before-page">
          <h2 id="night-standings" className="text-xl font-bold text-slate-900">
            Standings
          </h2>
          {standings.isPending ? (
            <Spinner label="Loading standings..." />
          ) : standings.data ? (
            <div className="mt-3">
              <StandingsTables
                standings={standings.data}
                leagueName={data.leagueName}
                scramble={data.leagueType === 'scramble'}
              />
            </div>
          ) : (
            <p role="alert" className="text-red-800">
              {errorMessage(standings.error)}
            </p>
          )}
        </section>
      )}
    </PageContainer>
  );
}
