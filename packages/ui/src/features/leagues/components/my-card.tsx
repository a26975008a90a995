// "Your Card" on a player's league page (docs/decisions/273-player-posted-cards.md): on the night of a round played on a
// course, the player keeps their card hole by hole on their phone as they play. One hole at a time, large buttons for
// a thumb: the hole's par and stroke index, − and + around the figure (par to start), and "Save Hole" posts the card as
// it stands (partial: "Thru 7") so the leaderboard moves. Once the organiser approves the card it is shown locked.
import {
  cardThru,
  facilityToday,
  feetAndInches,
  playsRound,
  sideGameHolesOf,
  SIDE_GAME_NAMES,
  type CourseHole,
  type League,
  type LeagueRound,
  type MyCardSideGame,
  type MyLeague,
  type PostedCard,
} from '@longwood/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SaveButton } from '../../../components/ui/save-button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useRounds } from '../api/league-queries';
import { useMyCard, usePostMyCard } from '../api/league-results';
import { CardSection } from '../../../components/ui/titled-section';

/** Tonight's round of the league when it is played on a course (a card kept by the hole), else nothing. */
export function MyCardTonight({ entry }: { entry: MyLeague }) {
  const rounds = useRounds(entry.league.id);
  const [today] = useState(() => facilityToday(new Date()));
  const tonight = rounds.data?.find((r) => r.roundDate === today && r.course !== null);
  // Not for a player who withdrew before tonight's round or joins after it: no card of theirs to keep.
  if (!tonight?.course || !playsRound(entry, tonight.roundNumber)) return null;
  return (
    <MyCard
      league={entry.league}
      round={tonight}
      holes={tonight.course.holes}
      firstHole={tonight.course.firstHole ?? 1}
    />
  );
}

/** The side-game boxes of the card, by `${game}-${hole}-${part}` (feet, inches or yards), as typed. */
type Distances = Record<string, string>;
const distanceKey = (game: string, hole: number, part: string) => `${game}-${hole}-${part}`;

/** The boxes as the player's stored distances fill them (inches to the pin split into feet and inches). */
function distancesOf(sideGames: PostedCard['sideGames']): Distances {
  const boxes: Distances = {};
  for (const g of sideGames ?? []) {
    if (g.game === 'long_drive') boxes[distanceKey(g.game, g.hole, 'yards')] = String(g.distance);
    else {
      const { feet, inches } = feetAndInches(g.distance);
      boxes[distanceKey(g.game, g.hole, 'feet')] = String(feet);
      boxes[distanceKey(g.game, g.hole, 'inches')] = String(inches);
    }
  }
  return boxes;
}

const boxNumber = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? null : Number(raw));

/** The side games of a hole (numbered as on the course) the player posts with it: empty boxes clear a distance. */
function sideGamesOfHole(games: readonly MyCardSideGame['game'][], hole: number, boxes: Distances): MyCardSideGame[] {
  return games.map((game) => {
    const part = (name: string) => boxNumber(boxes[distanceKey(game, hole, name)]);
    if (game === 'long_drive') return { game, hole, yards: part('yards') };
    const [feet, inches] = [part('feet'), part('inches')];
    // A distance under a foot or a whole number of feet: the other part is 0.
    const none = feet === null && inches === null;
    return { game, hole, feet: none ? null : (feet ?? 0), inches: none ? null : (inches ?? 0) };
  });
}

/** Where the player is on their card: its holes and figures as they stand, and the hole being played. */
interface CardPlace {
  holes: readonly CourseHole[];
  /** The number on the course of the round's first hole (10 on a back nine: decision 289). */
  firstHole: number;
  figures: (number | null)[];
  /** The hole being played, from 0. */
  hole: number;
  onHole: (hole: number) => void;
}

/** `firstHole`: the number on the course of the round's first hole (10 on a back nine: decision 289). */
function MyCard({
  league,
  round,
  holes,
  firstHole,
}: {
  league: League;
  round: LeagueRound;
  holes: readonly CourseHole[];
  firstHole: number;
}) {
  const leagueId = league.id;
  const card = useMyCard(leagueId, round.id);
  const [figures, setFigures] = useState<(number | null)[] | null>(null);
  const [hole, setHole] = useState(0);
  const [distances, setDistances] = useState<Distances>({});
  // The card as posted, once: then the player's own figures lead (a refetch after a save brings the same card back).
  useEffect(() => {
    if (!card.data || figures !== null) return;
    setFigures(card.data.holes);
    setDistances(distancesOf(card.data.sideGames));
    const next = card.data.holes.findIndex((h) => h === null);
    setHole(next === -1 ? holes.length - 1 : next);
  }, [card.data, figures, holes.length]);

  let body;
  if (card.isPending || figures === null) {
    body = card.isError ? (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {errorMessage(card.error, 'Your card could not be loaded.')}
      </p>
    ) : (
      <Spinner label="Loading your card..." />
    );
  } else {
    const approved = card.data?.approved ?? false;
    const thru = cardThru(figures);
    const gross = figures.reduce<number>((sum, h) => sum + (h ?? 0), 0);
    const place: CardPlace = { holes, firstHole, figures, hole, onHole: setHole };
    body = (
      <>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="my-card-progress">
          {thru === 0 ? 'No holes posted yet' : `Thru ${thru} · Gross ${gross}`}
        </p>
        {approved ? (
          <p className="mt-3 rounded bg-emerald-50 p-3 text-sm text-emerald-900">
            The organiser approved your card: it can no longer be changed here.
          </p>
        ) : (
          <HoleBox
            league={league}
            round={round}
            place={place}
            distances={distances}
            onFigures={setFigures}
            onDistances={setDistances}
          />
        )}
        <CardByHole place={place} locked={approved} />
      </>
    );
  }
  return (
    <CardSection id="my-card" title="Your Card">
      <p className="text-sm text-slate-600">
        Round {round.roundNumber}
        {round.course ? ` · ${round.course.name}` : ''}: post each hole as you play it; the organiser approves the card
        at the end of the night.
      </p>
      {body}
      <Link to={`/leagues/${leagueId}/leaderboard`} className={buttonClasses('ghost', 'sm', 'mt-3')}>
        See the Leaderboard
      </Link>
    </CardSection>
  );
}

/**
 * The hole being played: its par and stroke index, − and + around the figure (par to start), the side games played
 * on it, and "Save Hole", which posts the card as it stands and moves to the next hole.
 */
function HoleBox({
  league,
  round,
  place,
  distances,
  onFigures,
  onDistances,
}: {
  league: League;
  round: LeagueRound;
  place: CardPlace;
  distances: Distances;
  onFigures: (figures: (number | null)[]) => void;
  onDistances: (change: (distances: Distances) => Distances) => void;
}) {
  const { holes, firstHole, figures, hole, onHole } = place;
  const post = useToastedMutation(usePostMyCard(league.id, round.id), 'Your hole was not saved');
  const { par, strokeIndex } = holes[hole]!;
  const value = figures[hole] ?? par;
  const number = firstHole + hole;
  const setValue = (next: number) =>
    onFigures(figures.map((h, i) => (i === hole ? Math.min(15, Math.max(1, next)) : h)));
  /** − or +: a thumb-sized button to the figure `next`, locked where it would leave 1 to 15. */
  const stepButton = (sign: string, label: string, next: number) => (
    <Button
      variant="outline"
      className="h-14 w-14 text-2xl"
      aria-label={label}
      disabled={next < 1 || next > 15}
      onClick={() => setValue(next)}
    >
      {sign}
    </Button>
  );
  // The side games played on this hole of tonight's course (the league's holes; closest to the pin on a par 3).
  const course = { holes, firstHole };
  const gamesHere = (['closest_to_pin', 'long_drive'] as const).filter((game) =>
    sideGameHolesOf(game, league, course).includes(number),
  );
  const save = () => {
    const posted = figures.map((h, i) => (i === hole ? value : h));
    const sideGames = sideGamesOfHole(gamesHere, number, distances);
    post.mutate(
      { holes: posted, ...(sideGames.length > 0 ? { sideGames } : {}) },
      {
        onSuccess: (saved) => {
          onFigures(saved.holes);
          if (hole < holes.length - 1) onHole(hole + 1);
        },
      },
    );
  };
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-4">
      <p className="text-center text-base font-semibold text-slate-900">
        Hole {number}
        <span className="block text-sm font-normal text-slate-600">
          Par {par} · Stroke index {strokeIndex}
        </span>
      </p>
      <div className="mt-3 flex items-center justify-center gap-4">
        {stepButton('−', `One fewer on hole ${number}`, value - 1)}
        <output
          className="w-14 text-center text-4xl font-bold text-slate-900"
          aria-label={`Hole ${number} strokes`}
          aria-live="polite"
        >
          {value}
        </output>
        {stepButton('+', `One more on hole ${number}`, value + 1)}
      </div>
      {gamesHere.map((game) => (
        <SideGameBoxes
          key={game}
          game={game}
          hole={number}
          boxes={distances}
          onChange={(key, raw) => onDistances((d) => ({ ...d, [key]: raw.replace(/\D/g, '').slice(0, 3) }))}
        />
      ))}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="outline" className="h-12" disabled={hole === 0} onClick={() => onHole(hole - 1)}>
          Previous Hole
        </Button>
        <SaveButton
          type="button"
          className="h-12"
          pending={post.isPending}
          onClick={save}
          label={`Save Hole ${number}`}
        />
      </div>
    </div>
  );
}

/** The card by hole, nine to a row: each hole's figure (· not played), the one being played marked; a tap goes to it. */
function CardByHole({
  place: { holes, firstHole, figures, hole, onHole },
  locked,
}: {
  place: CardPlace;
  /** The card is approved: no hole can be chosen. */
  locked: boolean;
}) {
  return (
    <ol aria-label="Your card by hole" className="mt-4 grid grid-cols-9 gap-1 text-center text-xs">
      {holes.map((_, i) => (
        <li key={i}>
          <button
            type="button"
            disabled={locked}
            onClick={() => onHole(i)}
            aria-label={`Hole ${firstHole + i}: ${figures[i] === null ? 'not played' : `${figures[i]} strokes`}`}
            aria-current={i === hole ? 'step' : undefined}
            className={cn(
              'w-full rounded border px-0.5 py-1',
              i === hole ? 'border-emerald-600 bg-emerald-50' : 'border-slate-200',
            )}
          >
            <span className="block text-slate-500">{firstHole + i}</span>
            <span className="block font-semibold text-slate-900">{figures[i] ?? '·'}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * A side game's distance on this hole (docs/decisions/279-league-side-games.md), as the simulator measured it: feet
 * and inches to the pin, or yards of the drive; saved with the hole.
 */
function SideGameBoxes({
  game,
  hole,
  boxes,
  onChange,
}: {
  game: MyCardSideGame['game'];
  hole: number;
  boxes: Distances;
  onChange: (key: string, raw: string) => void;
}) {
  const name = SIDE_GAME_NAMES[game];
  const parts =
    game === 'long_drive'
      ? [['yards', 'yards']]
      : [
          ['feet', 'ft'],
          ['inches', 'in'],
        ];
  return (
    <fieldset className="mt-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{name}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {parts.map(([part, unit]) => {
          const key = distanceKey(game, hole, part!);
          return (
            <label key={part} className="inline-flex items-center gap-1 text-sm text-slate-700">
              <input
                aria-label={`${name}, hole ${hole}, ${part}`}
                inputMode="numeric"
                autoComplete="off"
                className="h-11 w-16 rounded border border-slate-300 px-2 text-right text-base focus:border-emerald-600 focus:outline-none"
                value={boxes[key] ?? ''}
                onChange={(e) => onChange(key, e.target.value)}
              />
              <span aria-hidden>{unit}</span>
            </label>
          );
        })}
      </div>
      <p className="mt-1 text-xs text-slate-600">As the simulator measured it; leave blank if you have none.</p>
    </fieldset>
  );
}
