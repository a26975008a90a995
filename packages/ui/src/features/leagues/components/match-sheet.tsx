// The match-play score sheet of one round: the round's pairings as stored (or the round-robin suggestion before
// any are), one row per pairing with the player, the opponent (or the bye) and the result, checked as it is edited
// with core's pairingWarnings and checkPairings, and who has already met whom. Saving sends the pairings first when
// the organiser removed or changed stored ones (PUT …/pairings replaces them all), then the results (PUT …/scores,
// merged into the round; a pairing without a result stays not played). A round still to come takes pairings only.
// A round played on a course also takes each match as the two players' cards (typed like the scorecard grid): once
// both are complete the server decides the match by the hole, net with the handicaps when the league plays with them,
// and the sheet shows the outcome as it is typed (core's matchFromCards).
import {
  BYE_RESULT_LABELS,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Matchup,
  type PlayerHandicap,
  type StandingsResponse,
} from '@longwood/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useSaveRoundPairings, useSaveRoundScores } from '../api/league-mutations';
import { CardProblems, useHoleEntry, type HoleEntry, type RoundCourse } from './hole-entry';
import { MatchCards } from './match-cards';
import {
  addedRow,
  blankCard,
  cardCheck,
  cardsStarted,
  decidedMatch,
  openedRows,
  pairingCheck,
  pairingsChanged,
  scoreEntries,
  sheetSides,
  type CardErrors,
  type SheetForm,
  type SheetRow,
  type SheetSides,
} from './match-sheet-rows';
import { meetingHint, meetingsFrom, MeetingGrid } from './meeting-grid';

const RESULT_OPTIONS = [
  { value: '', label: 'Not played' },
  { value: 'win', label: 'Win' },
  { value: 'loss', label: 'Loss' },
  { value: 'halve', label: 'Halved' },
] as const;

export function MatchSheet({
  league,
  round,
  future,
  participants,
  matchups,
  standings,
  scores = [],
  handicaps,
  onSaved,
}: {
  league: League;
  round: LeagueRound;
  /** The round's date has not come: pairings can be saved, results not yet. */
  future: boolean;
  participants: LeagueParticipant[];
  matchups: Matchup[];
  standings: StandingsResponse | undefined;
  /** The round's stored scores (each side's card, when kept by the hole). */
  scores?: LeagueScore[];
  /** The league's handicaps when it plays with them: the strokes each match gives. */
  handicaps?: readonly PlayerHandicap[] | undefined;
  onSaved: () => void;
}) {
  const course = future ? null : round.course;
  const n = course?.holes.length ?? 0;
  const sides = sheetSides(league, round, participants, handicaps, n);
  const form = useForm<SheetForm>({
    defaultValues: { matches: openedRows(matchups, sides, scores, n) },
    resolver: cardCheck(sides.nameOf, n),
  });
  const rows = form.watch('matches');
  const setRows = (change: (rs: SheetRow[]) => SheetRow[]) =>
    form.setValue('matches', change(form.getValues('matches')));
  const cardErrorsOf = form.formState.errors.matches as CardErrors;
  const cardErrors = rows.flatMap((_, index) =>
    ([0, 1] as const).flatMap((side) => cardErrorsOf?.[index]?.cards?.[side]?.message ?? []),
  );
  const entry = useHoleEntry();
  const savePairings = useSaveRoundPairings(league.id, round.id);
  const saveScores = useSaveRoundScores(league.id, round.id);
  const busy = savePairings.isPending || saveScores.isPending;
  const { pairings, refused, shown } = pairingCheck(rows, participants);
  const meetings = meetingsFrom(standings, round.id);

  const update = (key: number, change: Partial<SheetRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const setCard = (key: number, side: 0 | 1, hole: number, value: string) =>
    setRows((rs) =>
      rs.map((r) => {
        if (r.key !== key) return r;
        const cards: SheetRow['cards'] = [[...r.cards[0]], [...r.cards[1]]];
        cards[side][hole] = value;
        return { ...r, cards };
      }),
    );

  const submit = form.handleSubmit(async ({ matches }) => {
    if (refused) return;
    try {
      if (future || pairingsChanged(matchups, pairings, sides.teamOf)) await savePairings.mutateAsync({ pairings });
      if (!future) await saveScores.mutateAsync({ entries: scoreEntries(matches) });
      toast(
        future
          ? { title: 'Pairings saved', description: `Round ${round.roundNumber} pairings have been saved.` }
          : { title: 'Results saved', description: `Round ${round.roundNumber} results have been saved.` },
      );
      onSaved();
    } catch (error) {
      showFormFailure(form, error, future ? 'Failed to save pairings' : 'Failed to save results');
    }
  });

  // The cards' cells in the order they are filled: match by match, the player's card then the opponent's.
  const cardOrder = new Map(rows.filter((r) => r.opponent !== null).map((r, i) => [r.key, i]));

  return (
    <form
      noValidate
      className="mt-6 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        // Refused pairings are not sent, and the cards are not checked (the messages above say what to fix).
        if (!refused) void submit(event);
      }}
    >
      {matchups.some((m) => m.suggested) ? (
        <p className="text-sm text-slate-600">
          Suggested pairings (round robin, the bye rotating): change any before saving.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">No pairings yet. Add the first match below.</Card>
      ) : null}
      {rows.map((row, index) => (
        <MatchRow
          key={row.key}
          row={row}
          index={index}
          league={league}
          course={course}
          future={future}
          sides={sides}
          metText={meetingHint(standings, meetings, sides.teamOf, row.player, row.opponent)}
          firstCell={(cardOrder.get(row.key) ?? 0) * 2 * n}
          entry={entry}
          onChange={(change) => update(row.key, change)}
          onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
          onCell={(side, hole, value) => setCard(row.key, side, hole, value)}
        />
      ))}

      <SheetProblems cardErrors={cardErrors} warnings={shown} refused={refused !== null} />

      <MeetingGrid
        standings={standings}
        roundId={round.id}
        teams={sides.teams}
        scramble={league.leagueType === 'scramble'}
      />

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setRows((rs) => [...rs, addedRow(rs, sides, n)])}>
          Add Match
        </Button>
        <Link to={`/admin/leagues/${league.id}/standings`} className={buttonClasses('outline')}>
          Standings
        </Link>
        <Button type="submit" disabled={busy || refused !== null}>
          {busy ? 'Saving...' : future ? 'Save Pairings' : 'Save Results'}
        </Button>
      </div>
    </form>
  );
}

/** What stops or questions the save: the cards refused as sent, then the pairings' warnings and whether they stop it. */
function SheetProblems({
  cardErrors,
  warnings,
  refused,
}: {
  cardErrors: readonly string[];
  warnings: readonly string[];
  refused: boolean;
}) {
  return (
    <>
      <CardProblems problems={cardErrors} />
      <div role="status" className="space-y-1">
        {warnings.length > 0 ? (
          <ul className="list-disc space-y-1 rounded-lg border border-amber-200 bg-amber-50 py-2 pr-3 pl-7 text-sm text-amber-900">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        ) : null}
        {refused ? <p className="text-sm font-medium text-red-700">Fix the pairings above before saving.</p> : null}
      </div>
    </>
  );
}

/**
 * One match of the sheet: the player, the opponent (or the bye) with the rounds they met in, the player's result
 * (from the cards once they are typed) and, on a course, the two cards.
 */
function MatchRow({
  row,
  index,
  league,
  course,
  future,
  sides,
  metText,
  firstCell,
  entry,
  onChange,
  onRemove,
  onCell,
}: {
  row: SheetRow;
  index: number;
  league: League;
  course: RoundCourse | null;
  future: boolean;
  sides: SheetSides;
  metText: string | undefined;
  /** The cell of the player's first hole, in the order the sheet's cells are filled. */
  firstCell: number;
  entry: HoleEntry;
  onChange: (change: Partial<SheetRow>) => void;
  onRemove: () => void;
  onCell: (side: 0 | 1, hole: number, value: string) => void;
}) {
  const teamOptions = sides.teams.map((t) => ({ value: t.participantId, label: t.label }));
  const started = cardsStarted(row);
  const decided = decidedMatch(row, course, sides);
  return (
    // min-w-0: a fieldset is otherwise as wide as its content, which pushed the page past a phone's width.
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Match {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-start">
        <SelectField
          label="Player"
          value={row.player}
          disabled={row.played}
          onChange={(e) => onChange({ player: Number(e.target.value) })}
          options={teamOptions}
        />
        <SelectField
          label="Opponent"
          value={row.opponent ?? ''}
          disabled={row.played}
          hint={metText}
          onChange={(e) =>
            onChange({
              opponent: e.target.value === '' ? null : Number(e.target.value),
              cards: [row.cards[0], blankCard(course?.holes.length ?? 0)],
              ...(e.target.value === '' ? { result: '' as const } : {}),
            })
          }
          options={teamOptions}
        >
          <option value="">Bye (no opponent)</option>
        </SelectField>
        {row.opponent === null ? (
          <p className="text-sm text-slate-700 sm:pt-8">
            Bye: earns {BYE_RESULT_LABELS[league.byeResult].toLowerCase()}
          </p>
        ) : (
          <SelectField
            label="Player's result"
            value={started ? (decided?.result ?? '') : row.result}
            disabled={future || started}
            hint={started ? 'From the cards' : undefined}
            onChange={(e) => onChange({ result: e.target.value as SheetRow['result'] })}
            options={RESULT_OPTIONS}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          className="sm:mt-7"
          disabled={row.played}
          aria-label={`Remove match ${index + 1}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
      {course && row.opponent !== null ? (
        <MatchCards
          course={course}
          index={index}
          row={row}
          cellOffset={firstCell}
          names={[sides.nameOf(row.player), sides.nameOf(row.opponent)]}
          handicaps={[sides.playsOff(row.player), sides.playsOff(row.opponent)]}
          decided={decided}
          entry={entry}
          onCell={onCell}
        />
      ) : null}
      {row.played ? (
        <p className="mt-2 text-xs text-slate-600">
          This match has a result: set it to Not played and save before changing its players.
        </p>
      ) : null}
    </fieldset>
  );
}
