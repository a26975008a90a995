// The match-play score sheet of one round: the round's pairings as stored (or the round-robin suggestion before
// any are), one row per pairing with the player, the opponent (or the bye) and the result, checked as it is edited
// with core's pairingWarnings and checkPairings, and who has already met whom. Saving sends the pairings first when
// the organiser removed or changed stored ones (PUT …/pairings replaces them all), then the results (PUT …/scores,
// merged into the round; a pairing without a result stays not played). A round still to come takes pairings only.
// A round played on a course also takes each match as the two players' cards (typed like the scorecard grid): once
// both are complete the server decides the match by the hole, net with the handicaps when the league plays with them,
// and the sheet shows the outcome as it is typed (core's matchFromCards).
import {
  courseHoleNumber,
  BYE_RESULT_LABELS,
  checkPairings,
  MAX_HOLE_STROKES,
  MIN_HOLE_STROKES,
  matchFromCards,
  matchOutcomeText,
  matchPlayStrokes,
  meetingKey,
  pairedTwiceMessage,
  pairingWarnings,
  pairKey,
  SCORE_MESSAGES,
  storedCardOf,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type MatchResult,
  type Matchup,
  type Pairing,
  type PlayerHandicap,
  type ScoreSheetEntry,
  type StandingsResponse,
} from '@longwood/core';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useSaveRoundPairings, useSaveRoundScores } from '../api/league-mutations';
import { playersText, sheetTeams, type SheetTeam } from '../lib/league-text';
import { HOLE_INPUT_BASE_CLASS, HoleHeadingRow, playsOffIn, useHoleEntry } from './hole-entry';

type Course = NonNullable<LeagueRound['course']>;

interface SheetRow {
  key: number;
  /** The team leads of the two sides (opponent null: the bye). */
  player: number;
  opponent: number | null;
  /** The player's result; '' not played. */
  result: '' | MatchResult;
  /** Stored with a result when the sheet opened: its players stay until the result is cleared and saved. */
  played: boolean;
  /** The two sides' cards as typed (player, opponent), '' for a hole not entered. */
  cards: [string[], string[]];
  /** Whether each side had a card stored when the sheet opened (an emptied one is cleared on save). */
  savedCards: [boolean, boolean];
}

/** The sheet as one grid form (react-hook-form): its matches, an array value. */
interface SheetForm {
  matches: SheetRow[];
}

/** A side's card refused as it is sent: its message on the card, `matches.{i}.cards.{side}`. */
type CardErrors = Array<{ cards?: Array<FieldError | undefined> } | undefined> | undefined;

const RESULT_OPTIONS = [
  { value: '', label: 'Not played' },
  { value: 'win', label: 'Win' },
  { value: 'loss', label: 'Loss' },
  { value: 'halve', label: 'Halved' },
] as const;

/** Whether a hole of either card of the match has been typed (without a course the cards have no holes). */
const cardsStarted = (row: SheetRow) => row.cards.some((card) => card.some((v) => v !== ''));

/** 'round 2', 'rounds 1 and 3', 'rounds 1, 2 and 4'. */
function roundsText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `round ${numbers[0]}`;
  return `rounds ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * For each two teams, the numbers of the rounds (other than this one) in which they played each other, from the
 * standings' week-by-week opponents.
 */
function meetingsFrom(standings: StandingsResponse | undefined, roundId: number): Map<string, number[]> {
  const met = new Map<string, number[]>();
  if (!standings) return met;
  const numberOf = new Map(standings.rounds.map((r) => [r.roundId, r.roundNumber]));
  for (const row of standings.rows) {
    for (const week of row.weeks) {
      if (week.roundId === roundId || week.opponentTeamId === null || week.result === null || week.result === 'bye') {
        continue;
      }
      if (row.teamId > week.opponentTeamId) continue; // each meeting once, from the lower team's row
      const key = meetingKey(row.teamId, week.opponentTeamId);
      const n = numberOf.get(week.roundId);
      if (n !== undefined)
        met.set(
          key,
          [...(met.get(key) ?? []), n].sort((a, b) => a - b),
        );
    }
  }
  return met;
}

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
  const teams = sheetTeams(participants, league.leagueType);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const leadOfTeam = new Map(teams.map((t) => [t.teamId, t.participantId]));
  const lead = (participantId: number) => leadOfTeam.get(teamOf.get(participantId) ?? -1) ?? participantId;
  const suggested = matchups.some((m) => m.suggested);
  const course = future ? null : round.course;
  const n = course?.holes.length ?? 0;
  const blank = () => Array.from({ length: n }, () => '');
  /** A side's stored card against the other side, by team. */
  const storedCard = (side: number, other: number | null) =>
    other === null ? null : storedCardOf(scores, teamOf, side, other);

  const opened = (): SheetRow[] =>
    matchups.map((m, i) => {
      const result: SheetRow['result'] = m.halved
        ? 'halve'
        : m.winnerParticipantId === null
          ? ''
          : teamOf.get(m.winnerParticipantId) === teamOf.get(m.participantId)
            ? 'win'
            : 'loss';
      const player = lead(m.participantId);
      const opponent = m.opponentParticipantId === null ? null : lead(m.opponentParticipantId);
      const stored = [storedCard(player, opponent), opponent === null ? null : storedCard(opponent, player)] as const;
      return {
        key: i,
        player,
        opponent,
        result,
        played: !m.suggested && result !== '',
        cards: [stored[0]?.map(String) ?? blank(), stored[1]?.map(String) ?? blank()],
        savedCards: [stored[0] !== null, stored[1] !== null],
      };
    });
  /** A side by its players' names ('Ann Archer', a scramble team 'Ann Archer & Amy Ames'). */
  const nameOf = (participantId: number) =>
    playersText(participants.filter((p) => p.teamId === teamOf.get(participantId)));
  // One grid form (react-hook-form, docs/decisions/198-form-fields-one-way.md): the
  // matches are an array value; the cards are checked as the sheet is sent, each message on its card.
  const checkCards: Resolver<SheetForm> = (values) => {
    const errors: Array<{ cards: Array<FieldError | undefined> } | undefined> = [];
    values.matches.forEach((r, index) => {
      if (r.opponent === null || !cardsStarted(r)) return;
      [r.player, r.opponent].forEach((side, i) => {
        const card = r.cards[i]!;
        const filled = card.filter((v) => v !== '').length;
        let message: string | undefined;
        if (filled > 0 && filled < n) message = `${nameOf(side)}: enter all ${n} holes, or clear them.`;
        else if (card.map(Number).some((g) => filled > 0 && (g < MIN_HOLE_STROKES || g > MAX_HOLE_STROKES))) {
          message = `${nameOf(side)}: a hole score is ${MIN_HOLE_STROKES} to ${MAX_HOLE_STROKES}.`;
        }
        if (message === undefined) return;
        const row = (errors[index] ??= { cards: [] });
        row.cards[i] = { type: 'validate', message };
      });
    });
    if (errors.length > 0) return { values: {}, errors: { matches: errors } as FieldErrors<SheetForm> };
    return { values, errors: {} };
  };
  const form = useForm<SheetForm>({ defaultValues: { matches: opened() }, resolver: checkCards });
  const rows = form.watch('matches');
  const setRows = (change: (rs: SheetRow[]) => SheetRow[]) =>
    form.setValue('matches', change(form.getValues('matches')));
  const cardErrorsOf = form.formState.errors.matches as CardErrors;
  const cardErrors = rows.flatMap((_, index) =>
    ([0, 1] as const).flatMap((side) => {
      const message = cardErrorsOf?.[index]?.cards?.[side]?.message;
      return message ? [message] : [];
    }),
  );
  const entry = useHoleEntry();
  const handicapOf = new Map((handicaps ?? []).map((h) => [h.teamId, h]));
  /** The handicap a side plays the round off (null: gross). */
  const playsOff = (participantId: number) =>
    league.handicapMode === 'off'
      ? null
      : (playsOffIn(handicapOf.get(teamOf.get(participantId) ?? -1), round.id, n)?.handicap ?? null);
  const savePairings = useSaveRoundPairings(league.id, round.id);
  const saveScores = useSaveRoundScores(league.id, round.id);
  const busy = savePairings.isPending || saveScores.isPending;

  const pairings: Pairing[] = rows.map((r) => ({ participantId: r.player, opponentParticipantId: r.opponent }));
  const warnings = pairingWarnings(pairings, participants);
  const refused = checkPairings(pairings, participants);
  // A player twice and two byes are already among the warnings; any other refusal (a team against itself) is added.
  const namedAlready =
    refused !== null &&
    (refused.message === SCORE_MESSAGES.oneBye ||
      participants.some((p) => refused.message === pairedTwiceMessage(p.name)));
  const shown = refused && !namedAlready ? [...warnings, refused.message] : warnings;

  const meetings = meetingsFrom(standings, round.id);
  const metText = (row: SheetRow): string | undefined => {
    if (!standings || row.opponent === null) return undefined;
    const a = teamOf.get(row.player);
    const b = teamOf.get(row.opponent);
    if (a === undefined || b === undefined || a === b) return undefined;
    const rounds = meetings.get(meetingKey(a, b));
    return rounds ? `Met in ${roundsText(rounds)}` : 'First meeting';
  };

  const update = (key: number, change: Partial<SheetRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRow = () =>
    setRows((rs) => {
      const paired = new Set(rs.flatMap((r) => [r.player, r.opponent]));
      const free = teams.filter((t) => !paired.has(t.participantId));
      const [first, second] = free.length > 0 ? free : teams;
      const key = rs.reduce((max, r) => Math.max(max, r.key), -1) + 1;
      return [
        ...rs,
        {
          key,
          player: first!.participantId,
          opponent: second?.participantId ?? null,
          result: '',
          played: false,
          cards: [blank(), blank()],
          savedCards: [false, false],
        },
      ];
    });

  /** The match as its two cards decide it so far: null until both are complete. */
  const decided = (row: SheetRow) => {
    if (!course || row.opponent === null) return null;
    const sides = [row.player, row.opponent] as const;
    const cards = row.cards.map((card) => (card.every((v) => v !== '') ? card.map(Number) : null)) as [
      number[] | null,
      number[] | null,
    ];
    return matchFromCards(
      course,
      { holes: cards[0], handicap: playsOff(sides[0]) },
      { holes: cards[1], handicap: playsOff(sides[1]) },
    );
  };
  const setCard = (row: SheetRow, side: 0 | 1, hole: number, index: number, raw: string) => {
    const value = entry.typed(index, raw);
    setRows((rs) =>
      rs.map((r) => {
        if (r.key !== row.key) return r;
        const cards: SheetRow['cards'] = [[...r.cards[0]], [...r.cards[1]]];
        cards[side][hole] = value;
        return { ...r, cards };
      }),
    );
  };

  const submit = form.handleSubmit(async ({ matches: rows }) => {
    if (refused) return;
    const stored = matchups
      .filter((m) => !m.suggested)
      .map((m) => pairKey(teamOf, { participantId: m.participantId, opponentParticipantId: m.opponentParticipantId }));
    const current = new Set(pairings.map((p) => pairKey(teamOf, p)));
    const changed = stored.some((key) => !current.has(key));
    const entries: ScoreSheetEntry[] = rows.flatMap((r): ScoreSheetEntry[] => {
      if (r.opponent === null) return [{ participantId: r.player, opponentParticipantId: null }];
      const sides = [r.player, r.opponent] as const;
      if (!cardsStarted(r)) {
        // No card typed: the result as chosen, and a card stored before is cleared.
        const result = r.result === '' ? null : r.result;
        return [
          {
            participantId: r.player,
            opponentParticipantId: r.opponent,
            result,
            ...(r.savedCards[0] ? { holes: null } : {}),
          },
          ...(r.savedCards[1] ? [{ participantId: r.opponent, opponentParticipantId: r.player, holes: null }] : []),
        ];
      }
      // The cards have passed the check (checkCards): each is complete or blank.
      return sides.flatMap((side, i): ScoreSheetEntry[] => {
        const card = r.cards[i]!;
        const base = { participantId: side, opponentParticipantId: sides[1 - i]! };
        if (card.every((v) => v !== '')) return [{ ...base, holes: card.map(Number) }];
        if (r.savedCards[i]) return [{ ...base, holes: null }];
        return i === 0 ? [base] : [];
      });
    });
    try {
      if (future || changed) await savePairings.mutateAsync({ pairings });
      if (!future) await saveScores.mutateAsync({ entries });
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
  const teamOptions = (list: SheetTeam[]) => list.map((t) => ({ value: t.participantId, label: t.label }));

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
      {suggested ? (
        <p className="text-sm text-slate-600">
          Suggested pairings (round robin, the bye rotating): change any before saving.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">No pairings yet. Add the first match below.</Card>
      ) : null}
      {rows.map((row, index) => (
        // min-w-0: a fieldset is otherwise as wide as its content, which pushed the page past a phone's width.
        <fieldset key={row.key} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Match {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_9rem_auto] sm:items-start">
            <SelectField
              label="Player"
              value={row.player}
              disabled={row.played}
              onChange={(e) => update(row.key, { player: Number(e.target.value) })}
              options={teamOptions(teams)}
            />
            <SelectField
              label="Opponent"
              value={row.opponent ?? ''}
              disabled={row.played}
              hint={metText(row)}
              onChange={(e) =>
                update(row.key, {
                  opponent: e.target.value === '' ? null : Number(e.target.value),
                  cards: [row.cards[0], blank()],
                  ...(e.target.value === '' ? { result: '' as const } : {}),
                })
              }
              options={teamOptions(teams)}
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
                value={cardsStarted(row) ? (decided(row)?.result ?? '') : row.result}
                disabled={future || cardsStarted(row)}
                hint={cardsStarted(row) ? 'From the cards' : undefined}
                onChange={(e) => update(row.key, { result: e.target.value as SheetRow['result'] })}
                options={RESULT_OPTIONS}
              />
            )}
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              disabled={row.played}
              aria-label={`Remove match ${index + 1}`}
              onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
            >
              Remove
            </Button>
          </div>
          {course && row.opponent !== null ? (
            <MatchCards
              course={course}
              index={index}
              row={row}
              cellOffset={cardOrder.get(row.key)! * 2 * n}
              names={[nameOf(row.player), nameOf(row.opponent)]}
              handicaps={[playsOff(row.player), playsOff(row.opponent)]}
              decided={decided(row)}
              entry={entry}
              onCell={(side, hole, cell, raw) => setCard(row, side, hole, cell, raw)}
            />
          ) : null}
          {row.played ? (
            <p className="mt-2 text-xs text-slate-600">
              This match has a result: set it to Not played and save before changing its players.
            </p>
          ) : null}
        </fieldset>
      ))}

      {cardErrors.length > 0 ? (
        <ul role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {cardErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div role="status" className="space-y-1">
        {shown.length > 0 ? (
          <ul className="list-disc space-y-1 rounded-lg border border-amber-200 bg-amber-50 py-2 pr-3 pl-7 text-sm text-amber-900">
            {shown.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        ) : null}
        {refused ? <p className="text-sm font-medium text-red-700">Fix the pairings above before saving.</p> : null}
      </div>

      <MeetingGrid standings={standings} roundId={round.id} teams={teams} scramble={league.leagueType === 'scramble'} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={addRow}>
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

/** Who has met whom: for each two teams, the rounds in which they played (from the standings). */
function MeetingGrid({
  standings,
  roundId,
  teams,
  scramble,
}: {
  standings: StandingsResponse | undefined;
  roundId: number;
  teams: SheetTeam[];
  /** Columns headed 'Team n' (the rows name their players); an individual league's by the player's name. */
  scramble: boolean;
}) {
  if (!standings || teams.length < 2) return null;
  const meetings = meetingsFrom(standings, roundId);
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Who has met whom</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="text-left">
          <caption className="sr-only">Rounds in which each two teams have played each other</caption>
          <thead>
            <tr>
              <td />
              {teams.map((t) => (
                <th key={t.teamId} scope="col" className="px-2 py-1 font-medium whitespace-nowrap text-slate-600">
                  {scramble ? `Team ${t.teamId}` : t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {teams.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-medium whitespace-nowrap">
                  {row.label}
                </th>
                {teams.map((col) => {
                  const rounds = row.teamId === col.teamId ? null : meetings.get(meetingKey(row.teamId, col.teamId));
                  return (
                    <td key={col.teamId} className="px-2 py-1 whitespace-nowrap text-slate-700">
                      {row.teamId === col.teamId ? null : rounds ? (
                        <>
                          <span aria-hidden="true">{rounds.map((n) => `R${n}`).join(', ')}</span>
                          <span className="sr-only">{roundsText(rounds)}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">not met</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * One match's two cards: a row per side with a cell per hole (the side's handicap strokes in the match marked on the
 * holes it gets them), each card's total, and the outcome once both are complete.
 */
function MatchCards({
  course,
  index,
  row,
  cellOffset,
  names,
  handicaps,
  decided,
  entry,
  onCell,
}: {
  course: Course;
  index: number;
  row: SheetRow;
  cellOffset: number;
  names: [string, string];
  handicaps: [number | null, number | null];
  decided: ReturnType<typeof matchFromCards>;
  entry: ReturnType<typeof useHoleEntry>;
  onCell: (side: 0 | 1, hole: number, cell: number, raw: string) => void;
}) {
  const n = course.holes.length;
  const strokes = matchPlayStrokes(handicaps, course.holes);
  const net = handicaps.some((h) => h !== null);
  return (
    <div className="mt-3">
      {/* Each side's name stands on its own line above its holes, and on a phone the cells are narrower, so a nine
          fits 390 px; eighteen holes scroll within this box, never the page. */}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">Hole scores of match {index + 1}</caption>
          <thead>
            <HoleHeadingRow
              label="Card"
              holes={course.holes}
              firstHole={course.firstHole}
              labelClassName="hidden"
              totalClassName="p-0.5 text-center sm:p-1"
            />
          </thead>
          {([0, 1] as const).map((side) => {
            const given = strokes[side].reduce((a, b) => a + b, 0);
            const card = row.cards[side];
            return (
              <tbody key={side}>
                <tr>
                  <th scope="rowgroup" colSpan={n + 1} className="px-0.5 pt-2 text-left font-medium">
                    {names[side]}
                    {given > 0 ? (
                      <span className="ml-2 text-xs font-normal text-slate-600">
                        Gets {given} {given === 1 ? 'stroke' : 'strokes'}
                      </span>
                    ) : null}
                  </th>
                </tr>
                <tr>
                  {card.map((value, hole) => {
                    const cell = cellOffset + side * n + hole;
                    const gets = strokes[side][hole]! > 0;
                    return (
                      <td key={hole} className="relative p-0 sm:p-0.5">
                        <input
                          ref={entry.cellRef(cell)}
                          aria-label={`${names[side]}, hole ${courseHoleNumber(course, hole)}${gets ? ', gets a stroke' : ''}`}
                          inputMode="numeric"
                          autoComplete="off"
                          className={`${HOLE_INPUT_BASE_CLASS} w-8 sm:w-9`}
                          value={value}
                          onFocus={(e) => e.target.select()}
                          onChange={(e) => onCell(side, hole, cell, e.target.value)}
                          onKeyDown={entry.onKeyDown(cell)}
                        />
                        {gets ? (
                          <span
                            aria-hidden="true"
                            className="absolute top-1 right-1.5 text-xs leading-none text-emerald-700"
                          >
                            •
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="p-0.5 text-center font-semibold sm:p-1">
                    <output aria-label={`${names[side]} total`}>
                      {card.some((v) => v !== '') ? card.reduce((t, v) => t + (v === '' ? 0 : Number(v)), 0) : '—'}
                    </output>
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {decided
          ? `${matchOutcomeText(names[0], names[1], decided)}${net ? ' (net)' : ''}`
          : cardsStarted(row)
            ? 'Both cards complete decide the match.'
            : `Enter the two cards by the hole${net ? ' (net: • marks a stroke received)' : ''}, or choose the result.`}
      </p>
    </div>
  );
}
