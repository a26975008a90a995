// The match sheet's rows (match-sheet.tsx) and what is worked out from them without drawing anything: the sides of the
// league (each participant's team, its lead, its players' names and the handicap it plays off), the rows as the sheet
// opens, the cards' check as the sheet is sent, the pairings' warnings (core's pairingWarnings and checkPairings),
// the match as two complete cards decide it (core's matchFromCards), and the entries that PUT …/scores takes.
import {
  checkPairings,
  MAX_HOLE_STROKES,
  MIN_HOLE_STROKES,
  matchFromCards,
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
} from '@longwood/core';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { playersText, sheetTeams } from '../lib/league-text';
import { playsOffIn, type RoundCourse } from './hole-entry';

export interface SheetRow {
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
export interface SheetForm {
  matches: SheetRow[];
}

/** A side's card refused as it is sent: its message on the card, `matches.{i}.cards.{side}`. */
export type CardErrors = Array<{ cards?: Array<FieldError | undefined> } | undefined> | undefined;

/** Whether a hole of either card of the match has been typed (without a course the cards have no holes). */
export const cardsStarted = (row: SheetRow) => row.cards.some((card) => card.some((v) => v !== ''));

/** A card with no hole typed, of `n` holes. */
export const blankCard = (n: number) => Array.from({ length: n }, () => '');

/** The league's sides on the sheet of a round played on `n` holes (0 without a course). */
export function sheetSides(
  league: League,
  round: LeagueRound,
  participants: readonly LeagueParticipant[],
  handicaps: readonly PlayerHandicap[] | undefined,
  n: number,
) {
  const teams = sheetTeams(participants, league.leagueType);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const leadOfTeam = new Map(teams.map((t) => [t.teamId, t.participantId]));
  const handicapOf = new Map((handicaps ?? []).map((h) => [h.teamId, h]));
  return {
    teams,
    teamOf,
    /** The lead of the participant's team, who stands for the side on the sheet. */
    lead: (participantId: number) => leadOfTeam.get(teamOf.get(participantId) ?? -1) ?? participantId,
    /** A side by its players' names ('Ann Archer', a scramble team 'Ann Archer & Amy Ames'). */
    nameOf: (participantId: number) => playersText(participants.filter((p) => p.teamId === teamOf.get(participantId))),
    /** The handicap a side plays the round off (null: gross). */
    playsOff: (participantId: number) =>
      league.handicapMode === 'off'
        ? null
        : (playsOffIn(handicapOf.get(teamOf.get(participantId) ?? -1), round.id, n)?.handicap ?? null),
  };
}

export type SheetSides = ReturnType<typeof sheetSides>;

/** The rows as the sheet opens: the round's pairings (or the suggestion), each side's stored card against the other. */
export function openedRows(
  matchups: readonly Matchup[],
  sides: SheetSides,
  scores: readonly LeagueScore[],
  n: number,
): SheetRow[] {
  const { teamOf, lead } = sides;
  const storedCard = (side: number, other: number | null) =>
    other === null ? null : storedCardOf(scores, teamOf, side, other);
  return matchups.map((m, i) => {
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
      cards: [stored[0]?.map(String) ?? blankCard(n), stored[1]?.map(String) ?? blankCard(n)],
      savedCards: [stored[0] !== null, stored[1] !== null],
    };
  });
}

/** A match added below the others: the first two teams not yet paired (else the first two). */
export function addedRow(rows: readonly SheetRow[], sides: SheetSides, n: number): SheetRow {
  const paired = new Set(rows.flatMap((r) => [r.player, r.opponent]));
  const free = sides.teams.filter((t) => !paired.has(t.participantId));
  const [first, second] = free.length > 0 ? free : sides.teams;
  return {
    key: rows.reduce((max, r) => Math.max(max, r.key), -1) + 1,
    player: first!.participantId,
    opponent: second?.participantId ?? null,
    result: '',
    played: false,
    cards: [blankCard(n), blankCard(n)],
    savedCards: [false, false],
  };
}

/**
 * The cards' check as the sheet is sent (one grid form, react-hook-form, docs/decisions/198-form-fields-one-way.md):
 * a started card has all its holes, each a score; each message on its card.
 */
export function cardCheck(nameOf: (participantId: number) => string, n: number): Resolver<SheetForm> {
  return (values) => {
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
}

/** The rows' pairings, what is wrong with them (warnings, and a refusal that stops the save) and what to show. */
export function pairingCheck(rows: readonly SheetRow[], participants: LeagueParticipant[]) {
  const pairings: Pairing[] = rows.map((r) => ({ participantId: r.player, opponentParticipantId: r.opponent }));
  const warnings = pairingWarnings(pairings, participants);
  const refused = checkPairings(pairings, participants);
  // A player twice and two byes are already among the warnings; any other refusal (a team against itself) is added.
  const namedAlready =
    refused !== null &&
    (refused.message === SCORE_MESSAGES.oneBye ||
      participants.some((p) => refused.message === pairedTwiceMessage(p.name)));
  const shown = refused && !namedAlready ? [...warnings, refused.message] : warnings;
  return { pairings, refused, shown };
}

/** Whether the organiser removed or changed a stored pairing (then the pairings are sent again before the results). */
export function pairingsChanged(
  matchups: readonly Matchup[],
  pairings: readonly Pairing[],
  teamOf: ReadonlyMap<number, number>,
): boolean {
  const stored = matchups
    .filter((m) => !m.suggested)
    .map((m) => pairKey(teamOf, { participantId: m.participantId, opponentParticipantId: m.opponentParticipantId }));
  const current = new Set(pairings.map((p) => pairKey(teamOf, p)));
  return stored.some((key) => !current.has(key));
}

/** The match as its two cards decide it so far: null until both are complete. */
export function decidedMatch(row: SheetRow, course: RoundCourse | null, sides: SheetSides) {
  if (!course || row.opponent === null) return null;
  const cards = row.cards.map((card) => (card.every((v) => v !== '') ? card.map(Number) : null)) as [
    number[] | null,
    number[] | null,
  ];
  return matchFromCards(
    course,
    { holes: cards[0], handicap: sides.playsOff(row.player) },
    { holes: cards[1], handicap: sides.playsOff(row.opponent) },
  );
}

/** What PUT …/scores takes for the rows (the cards have passed cardCheck: each is complete or blank). */
export function scoreEntries(rows: readonly SheetRow[]): ScoreSheetEntry[] {
  return rows.flatMap((r): ScoreSheetEntry[] => {
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
    return sides.flatMap((side, i): ScoreSheetEntry[] => {
      const card = r.cards[i]!;
      const base = { participantId: side, opponentParticipantId: sides[1 - i]! };
      if (card.every((v) => v !== '')) return [{ ...base, holes: card.map(Number) }];
      if (r.savedCards[i]) return [{ ...base, holes: null }];
      return i === 0 ? [base] : [];
    });
  });
}
