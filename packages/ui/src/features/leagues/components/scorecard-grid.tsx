// A stroke-play round's scorecard grid when the round is played on a course
// (docs/decisions/211-league-handicaps-and-scorecards.md): one row per team, one cell per hole, built for typing a
// whole night's cards fast: a digit from 2 to 9 fills the hole and moves to the next one (a 1 waits for a second
// digit, 10-15, or for Enter/Tab), the last hole moves to the next team's first. A team's total is the sum of its
// holes; a team whose card was not kept by the hole can be given a total instead. Only teams that changed are sent.
import {
  courseHoleNumber,
  handicapText,
  MAX_HOLE_STROKES,
  MAX_STROKES,
  MIN_HOLE_STROKES,
  MIN_STROKES,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type PlayerHandicap,
  type PostedCard,
  type ScoreSheetEntry,
} from '@longwood/core';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Card } from '../../../components/ui/card';
import { sheetTeams, type SheetTeam } from '../lib/league-text';
import {
  CardProblems,
  cardTotal,
  HoleInput,
  HoleTableHead,
  playsOffIn,
  useHoleEntry,
  type HoleEntry,
  type RoundCourse,
} from './hole-entry';
import { SheetActions, useSheetSave } from './sheet-save';

/** The grid's values: each team's card by `t{teamId}` (its holes as typed, and a total when no hole is kept). */
interface CardsForm {
  cards: Record<string, { holes: string[]; total: string }>;
}

const cardKey = (teamId: number) => `t${teamId}`;

/** What is wrong with a card as typed, in the organiser's words; null when it can be sent. */
function cardProblem(
  card: { holes: string[]; total: string },
  label: string,
  n: number,
  allowTotals: boolean,
): string | null {
  const filled = card.holes.filter((v) => v !== '').length;
  if (filled > 0) {
    const holes = card.holes.map(Number);
    if (filled < n)
      return allowTotals
        ? `${label}: enter all ${n} holes, or clear them and enter a total.`
        : `${label}: enter all ${n} holes.`;
    if (holes.some((g) => !Number.isInteger(g) || g < MIN_HOLE_STROKES || g > MAX_HOLE_STROKES))
      return `${label}: a hole score is ${MIN_HOLE_STROKES} to ${MAX_HOLE_STROKES}.`;
    return null;
  }
  if (!allowTotals) return null;
  const total = card.total.trim();
  const given = Number(total);
  if (total !== '' && !(Number.isInteger(given) && given >= MIN_STROKES && given <= MAX_STROKES))
    return `${label}: a total is a whole number from ${MIN_STROKES} to ${MAX_STROKES}.`;
  return null;
}

interface Saved {
  participantId: number;
  strokes: number;
  holes: number[] | null;
}

/** Each team's saved card of the round, by team. */
function savedCardsOf(scores: readonly LeagueScore[], teamOf: ReadonlyMap<number, number>): Map<number, Saved> {
  const saved = new Map<number, Saved>();
  for (const s of scores) {
    const team = teamOf.get(s.participantId);
    if (team !== undefined && s.strokes !== null) {
      saved.set(team, { participantId: s.participantId, strokes: s.strokes, holes: s.holes });
    }
  }
  return saved;
}

/** What the grid sends: the cards that changed since they were saved (a cleared one as strokes: null). */
function changedEntries(
  values: CardsForm,
  teams: readonly SheetTeam[],
  saved: ReadonlyMap<number, Saved>,
  allowTotals: boolean,
): ScoreSheetEntry[] {
  const entries: ScoreSheetEntry[] = [];
  for (const team of teams) {
    const before = saved.get(team.teamId);
    const participantId = before?.participantId ?? team.participantId;
    const card = values.cards[cardKey(team.teamId)]!;
    if (card.holes.some((v) => v !== '')) {
      const holes = card.holes.map(Number);
      if (JSON.stringify(holes) !== JSON.stringify(before?.holes ?? null)) entries.push({ participantId, holes });
      continue;
    }
    if (!allowTotals) {
      // Totals are not taken: a cleared card goes; a total kept from before the league stopped taking them stays.
      if (before && before.holes !== null) entries.push({ participantId, strokes: null });
      continue;
    }
    const total = card.total.trim();
    const given = Number(total);
    if (total === '') {
      // A blank card clears a saved score.
      if (before) entries.push({ participantId, strokes: null });
    } else if (given !== before?.strokes || before.holes !== null) {
      entries.push({ participantId, strokes: given });
    }
  }
  return entries;
}

export function ScorecardGrid({
  league,
  round,
  course,
  future,
  participants,
  scores,
  handicaps,
  posted = [],
}: {
  league: League;
  round: LeagueRound;
  course: RoundCourse;
  future: boolean;
  participants: LeagueParticipant[];
  scores: LeagueScore[];
  /** The league's handicaps when it plays with them: each card shows the handicap it plays off and its strokes. */
  handicaps?: readonly PlayerHandicap[] | undefined;
  /**
   * The cards players posted from their phones (docs/decisions/273-player-posted-cards.md): a complete one fills its
   * team's empty card, and saving it approves it.
   */
  posted?: readonly PostedCard[] | undefined;
}) {
  const n = course.holes.length;
  const handicapOf = new Map((handicaps ?? []).map((h) => [h.teamId, h]));
  const teams = sheetTeams(participants, league.leagueType);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const saved = savedCardsOf(scores, teamOf);
  // A player's complete posted card, for a team without a saved one.
  const postedComplete = new Map<number, readonly (number | null)[]>();
  for (const card of posted) {
    const team = teamOf.get(card.participantId);
    if (team !== undefined && !saved.has(team) && card.thru === n) postedComplete.set(team, card.holes);
  }
  // One grid form (react-hook-form, docs/decisions/198-form-fields-one-way.md): a card
  // per team, `cards.t{teamId}` (its holes, and its total when the league takes totals), checked as it is sent.
  const checkCards: Resolver<CardsForm> = (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const team of teams) {
      const problem = cardProblem(values.cards[cardKey(team.teamId)]!, team.label, n, league.allowTotals);
      if (problem) errors[cardKey(team.teamId)] = { type: 'validate', message: problem };
    }
    // A card's message is the card's own (`cards.t{teamId}`), not one of its cells'.
    if (Object.keys(errors).length > 0) return { values: {}, errors: { cards: errors } as FieldErrors<CardsForm> };
    return { values, errors: {} };
  };
  const form = useForm<CardsForm>({
    defaultValues: {
      cards: Object.fromEntries(
        teams.map((t) => {
          const before = saved.get(t.teamId);
          const fromPlayer = postedComplete.get(t.teamId)?.map((h) => (h === null ? '' : String(h)));
          const holes = before?.holes?.map(String) ?? fromPlayer ?? Array.from({ length: n }, () => '');
          const total = before && before.holes === null ? String(before.strokes) : '';
          return [cardKey(t.teamId), { holes, total }];
        }),
      ),
    },
    resolver: checkCards,
  });
  const cards = form.watch('cards');
  const save = useSheetSave(league, round);
  const entry = useHoleEntry();
  const errorOf = (teamId: number) => form.formState.errors.cards?.[cardKey(teamId)]?.message;
  const submit = form.handleSubmit((values) => save.send(changedEntries(values, teams, saved, league.allowTotals)));

  const out = course.holes.slice(0, Math.min(9, n)).reduce((sum, h) => sum + h.par, 0);
  return (
    <form noValidate className="mt-6" aria-label="Scorecards" onSubmit={(event) => void submit(event)}>
      <p className="mb-2 text-sm text-slate-600">
        {course.name}, par {course.par}
        {n === 18 ? ` (out ${out}, in ${course.par - out})` : ''}. Type each hole&apos;s gross: 2-9 moves on by itself,
        10-15 after the second digit. Leave a card blank until it has scores; clearing a saved card removes it.
        {league.allowTotals ? '' : ' This league enters every card hole by hole.'}
      </p>
      <Card className="relative overflow-x-auto p-0">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Gross per hole of each team, round {round.roundNumber}</caption>
          <HoleTableHead
            label="Team"
            course={course}
            className="bg-slate-50"
            labelClassName="sticky left-0 bg-slate-50 p-2 text-left"
            totalClassName="p-2 text-center"
          />
          <tbody className="divide-y divide-slate-100">
            {teams.map((team, row) => (
              <TeamCardRow
                key={team.teamId}
                team={team}
                course={course}
                card={cards[cardKey(team.teamId)]!}
                firstCell={row * n}
                future={future}
                allowTotals={league.allowTotals}
                refused={errorOf(team.teamId) !== undefined}
                postedByPlayer={postedComplete.has(team.teamId)}
                playsOff={<PlaysOff handicap={handicapOf.get(team.teamId)} roundId={round.id} holeCount={n} />}
                entry={entry}
                onHole={(hole, value) => form.setValue(`cards.${cardKey(team.teamId)}.holes.${hole}`, value)}
                onTotal={(raw) => form.setValue(`cards.${cardKey(team.teamId)}.total`, raw)}
              />
            ))}
          </tbody>
        </table>
      </Card>
      <CardProblems className="mt-3" problems={teams.flatMap((t) => errorOf(t.teamId) ?? [])} />
      <SheetActions league={league} future={future} pending={save.pending} />
    </form>
  );
}

/** One team's card in the grid: its name (and what it plays off), a box per hole, and its total. */
function TeamCardRow({
  team,
  course,
  card,
  firstCell,
  future,
  allowTotals,
  refused,
  postedByPlayer,
  playsOff,
  entry,
  onHole,
  onTotal,
}: {
  team: SheetTeam;
  course: RoundCourse;
  card: { holes: string[]; total: string };
  /** The cell of its first hole, in the order the grid's cells are filled. */
  firstCell: number;
  future: boolean;
  allowTotals: boolean;
  /** The card was refused as it was sent. */
  refused: boolean;
  /** The card is a player's complete posted one, not yet saved. */
  postedByPlayer: boolean;
  playsOff: ReactNode;
  entry: HoleEntry;
  onHole: (hole: number, value: string) => void;
  onTotal: (raw: string) => void;
}) {
  const byHole = card.holes.some((v) => v !== '');
  return (
    <tr className={refused ? 'bg-red-50' : undefined}>
      {/* On a phone the name wraps: kept on one line, a long one held the sticky column 290 px wide
          and left one hole in view of the 390 px screen. */}
      <th scope="row" className="sticky left-0 bg-white p-2 text-left font-medium sm:whitespace-nowrap">
        {team.label}
        {postedByPlayer ? (
          <span className="block text-xs font-normal text-sky-800">Posted by the player: save to approve</span>
        ) : null}
        {playsOff}
      </th>
      {card.holes.map((value, hole) => (
        <td key={hole} className="p-0.5">
          <HoleInput
            entry={entry}
            cell={firstCell + hole}
            label={`${team.label}, hole ${courseHoleNumber(course, hole)}`}
            disabled={future}
            value={value}
            onValue={(typed) => onHole(hole, typed)}
          />
        </td>
      ))}
      <td className="p-1 text-center">
        {byHole || !allowTotals ? (
          <output aria-label={`${team.label} total`} className="font-semibold">
            {byHole ? cardTotal(card.holes) : card.total || '—'}
          </output>
        ) : (
          <input
            aria-label={`${team.label} total`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Total"
            disabled={future}
            className="h-9 w-16 rounded border border-slate-300 text-center disabled:bg-slate-100"
            value={card.total}
            onChange={(e) => onTotal(e.target.value)}
          />
        )}
      </td>
    </tr>
  );
}

/**
 * The handicap a card plays off in the round (the one the team took into it; before its card, its current one) and
 * the strokes that gives on the course: 'Plays off 10.0 · 5 strokes'.
 */
function PlaysOff({
  handicap,
  roundId,
  holeCount,
}: {
  handicap: PlayerHandicap | undefined;
  roundId: number;
  holeCount: number;
}) {
  const playsOff = playsOffIn(handicap, roundId, holeCount);
  if (!playsOff) return null;
  const { strokes } = playsOff;
  const given = strokes < 0 ? `gives back ${-strokes}` : `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'}`;
  return (
    <span className="block text-xs font-normal text-slate-600">
      Plays off {handicapText(playsOff.handicap)}
      {playsOff.provisional ? ' (provisional)' : ''} · {given}
    </span>
  );
}
