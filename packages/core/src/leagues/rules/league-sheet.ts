// A league round's score sheet and match-play pairings, as pure rules: what a saved sheet makes of the round's
// stored pairings and scores (merged, never dropping the teams it does not name), the organiser's pairings, the
// checks the sheet shows as it is edited, and the round-robin suggestion
// (docs/decisions/201-league-play-an-organiser-can-trust.md).
import type { ErrorCode } from '../../errors';
import type { LeagueParticipant } from '../schemas/league';
import type { ScoringType } from '../schemas/league-record';
import type { LeagueScore, MatchResult, Matchup, Pairing, ScoreSheetEntry } from '../schemas/league-play';
import type { CourseHole } from '../schemas/course';
import { formatDateLong } from '../../time-format';
import { teamsOf } from './league';
import { matchByHoles, matchPlayStrokes, type HoleMatch } from './league-handicap';
import { roundRobinPairings } from './league-schedule';

type ParticipantLike = Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead'> & { name?: string };

/** A stored pairing of a round (opponent null: the bye). */
export interface StoredPairing extends Pairing {
  roundId: number;
}

/** A stored score row of a round, as the sheet computes it (ids are the store's). */
export interface ScoreRow {
  participantId: number;
  strokes: number | null;
  /** Gross per hole when entered by the hole (strokes is their sum); absent or null: a total only. */
  holes?: readonly number[] | null;
  result: MatchResult | null;
  opponentParticipantId: number | null;
}

export type SheetResult =
  { ok: true; pairings: Pairing[]; scores: ScoreRow[] } | { ok: false; code: ErrorCode; message: string };

export const SCORE_MESSAGES = {
  duplicate: 'This team already has a score for this round.',
  strokesRequired: 'This league is scored by lowest score: enter strokes, not a match result.',
  resultRequired: 'This league is match play: enter a win, loss or halve, not strokes.',
  holesOrResult: "Enter a match's result or its players' hole scores, not both.",
  unknownRound: 'That round does not belong to this league.',
  unknownParticipant: 'That player is not in this league.',
  sameTeam: 'Players of the same team cannot play each other.',
  matchResults: 'The two results of a match must be one win and one loss, or both halved, against each other.',
  teamTwice: 'A team can play only one match per round.',
  oneBye: 'Only one team can have the bye in a round.',
  noCourse: 'This round has no course: enter the total strokes.',
  holesRequired: 'This league enters scores hole by hole: enter a score for each hole, not a total.',
  byeHasNoCard: 'A bye has no match to score: enter hole scores for a player with an opponent.',
} as const;

/**
 * The entries a league that takes no totals refuses on a round played on a course: a total (strokes) sent without
 * its holes. Answers the indexes of those entries.
 */
export function totalsWithoutHoles(
  league: { allowTotals: boolean },
  hasCourse: boolean,
  entries: readonly { strokes?: number | null; holes?: readonly number[] | null }[],
): number[] {
  if (league.allowTotals || !hasCourse) return [];
  return entries.flatMap((e, i) => (e.strokes !== undefined && e.strokes !== null && !e.holes ? [i] : []));
}

/** 'Enter a score for each of the 18 holes.' */
export function holeCountMessage(holeCount: number): string {
  return `Enter a score for each of the ${holeCount} holes.`;
}

/** 'The total (80) does not match the holes: they add up to 82.' */
export function totalMismatchMessage(total: number, sum: number): string {
  return `The total (${total}) does not match the holes: they add up to ${sum}.`;
}

/**
 * An entry's strokes from its hole scores: their sum, checked against a total given with them; refused when the
 * round has no course or the count is not the course's.
 */
export function strokesFromHoles(
  entry: { strokes?: number | null; holes?: readonly number[] | null },
  holeCount: number | null,
): { ok: true; strokes: number | null | undefined; holes: readonly number[] | null } | Fail {
  if (entry.holes === undefined || entry.holes === null) {
    return { ok: true, strokes: entry.strokes, holes: null };
  }
  if (holeCount === null) return fail(SCORE_MESSAGES.noCourse);
  if (entry.holes.length !== holeCount) return fail(holeCountMessage(holeCount));
  const sum = entry.holes.reduce((a, b) => a + b, 0);
  if (entry.strokes != null && entry.strokes !== sum) return fail(totalMismatchMessage(entry.strokes, sum));
  return { ok: true, strokes: sum, holes: [...entry.holes] };
}

/** 'Ann is in two pairings of this round.' */
export function pairedTwiceMessage(name: string): string {
  return `${name} is in two pairings of this round: a player plays one match per round.`;
}

/** 'Round 5 is on Thursday, December 3, 2026: its results can be entered from that day.' */
export function roundNotPlayedMessage(round: { roundNumber: number; roundDate: string }): string {
  return `Round ${round.roundNumber} is on ${formatDateLong(round.roundDate)}: its results can be entered from that day.`;
}

/** 'Ann vs Bob already has a result: clear it before changing that pairing.' */
export function matchPlayedMessage(a: string, b: string | null): string {
  return `${b === null ? `${a}'s bye` : `${a} vs ${b}`} already has a result: clear it before changing that pairing.`;
}

/** 'The result entered for Ann vs Ben does not match their hole scores: Ann wins 3 & 2 (net).' */
export function matchCardsMessage(a: string, b: string, match: HoleMatch, net: boolean): string {
  return `The result entered for ${a} vs ${b} does not match their hole scores: ${matchOutcomeText(a, b, match)}${
    net ? ' (net)' : ''
  }.`;
}

/** 'Ann wins 3 & 2', 'Ben wins 1 up', 'All square'. */
export function matchOutcomeText(a: string, b: string, match: HoleMatch): string {
  if (match.result === 'halve') return 'All square';
  return `${match.result === 'win' ? a : b} wins ${match.margin}`;
}

/**
 * A match by the hole from the two players' cards (gross per hole, in the course's hole order) and the handicaps
 * they took into the round (null: gross, no strokes): the higher handicap gets the difference of the two playing
 * handicaps on the holes by stroke index. Null until both cards are complete.
 */
export function matchFromCards(
  course: { holes: readonly Pick<CourseHole, 'strokeIndex'>[] },
  a: { holes: readonly number[] | null | undefined; handicap: number | null },
  b: { holes: readonly number[] | null | undefined; handicap: number | null },
): HoleMatch | null {
  const n = course.holes.length;
  if (!a.holes || !b.holes || a.holes.length !== n || b.holes.length !== n) return null;
  const [strokesA, strokesB] = matchPlayStrokes([a.handicap, b.handicap], course.holes);
  return matchByHoles({ holes: a.holes, strokes: strokesA }, { holes: b.holes, strokes: strokesB });
}

/** The result the other side of a match records. */
export function oppositeResult(result: MatchResult): MatchResult {
  return result === 'win' ? 'loss' : result === 'loss' ? 'win' : 'halve';
}

type Fail = { ok: false; code: ErrorCode; message: string };
const fail = (message: string, code: ErrorCode = 'SCORE_INVALID'): Fail => ({ ok: false, code, message });

function teamIndex(participants: readonly ParticipantLike[]) {
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const nameOf = (participantId: number) =>
    participants.find((p) => p.id === participantId)?.name ?? `Player #${participantId}`;
  return { teamOf, nameOf };
}

/** A pairing's two teams as a key that does not depend on the side ('3-7', or '3-bye'). */
export function pairKey(teamOf: ReadonlyMap<number, number>, p: Pairing): string {
  const a = teamOf.get(p.participantId) ?? -p.participantId;
  if (p.opponentParticipantId === null) return `${a}-bye`;
  return meetingKey(a, teamOf.get(p.opponentParticipantId) ?? -p.opponentParticipantId);
}

/**
 * A side's card stored in a round against the other side, by team (a pairing saved again keeps it; the match sheet
 * opens with it): the gross per hole of the side's team's score against the other's team, or null.
 */
export function storedCardOf(
  scores: readonly Pick<ScoreRow, 'participantId' | 'holes' | 'opponentParticipantId'>[],
  teamOf: ReadonlyMap<number, number>,
  side: number,
  other: number,
): readonly number[] | null {
  const team = teamOf.get(side);
  const otherTeam = teamOf.get(other);
  const found = scores.find(
    (s) =>
      s.holes != null &&
      teamOf.get(s.participantId) === team &&
      s.opponentParticipantId !== null &&
      teamOf.get(s.opponentParticipantId) === otherTeam,
  );
  return found?.holes ?? null;
}

/**
 * Checks a list of pairings on its own: players in the league, no one against their own team, a team in at most
 * one pairing, at most one bye. The sheet runs it as it is edited; the server runs it on every save.
 */
export function checkPairings(pairings: readonly Pairing[], participants: readonly ParticipantLike[]): Fail | null {
  const { teamOf, nameOf } = teamIndex(participants);
  const seen = new Set<number>();
  let byes = 0;
  for (const p of pairings) {
    const ids = p.opponentParticipantId === null ? [p.participantId] : [p.participantId, p.opponentParticipantId];
    if (ids.some((id) => !teamOf.has(id))) return fail(SCORE_MESSAGES.unknownParticipant);
    if (ids.length === 1 && ++byes > 1) return fail(SCORE_MESSAGES.oneBye);
    if (ids.length === 2 && teamOf.get(ids[0]!) === teamOf.get(ids[1]!)) return fail(SCORE_MESSAGES.sameTeam);
    for (const id of ids) {
      const team = teamOf.get(id)!;
      if (seen.has(team)) return fail(pairedTwiceMessage(nameOf(id)));
      seen.add(team);
    }
  }
  return null;
}

function sameTeamIn(teamOf: ReadonlyMap<number, number>, p: Pairing, team: number): boolean {
  return (
    teamOf.get(p.participantId) === team ||
    (p.opponentParticipantId !== null && teamOf.get(p.opponentParticipantId) === team)
  );
}

/**
 * What the sheet warns about as it is edited: players paired twice, teams left out of every pairing (named), and
 * more than one bye. Empty when the pairings cover every team once.
 */
export function pairingWarnings(pairings: readonly Pairing[], participants: readonly ParticipantLike[]): string[] {
  const { teamOf, nameOf } = teamIndex(participants);
  const count = new Map<number, number>();
  for (const p of pairings) {
    for (const id of [p.participantId, p.opponentParticipantId]) {
      if (id === null) continue;
      const team = teamOf.get(id);
      if (team !== undefined) count.set(team, (count.get(team) ?? 0) + 1);
    }
  }
  const warnings: string[] = [];
  const teams = teamsOf(participants);
  for (const team of teams) {
    const label = team.members.map((m) => nameOf(m.id)).join(' & ');
    const n = count.get(team.teamId) ?? 0;
    if (n > 1) warnings.push(`${label} is in ${n} pairings: a player plays one match per round.`);
    if (n === 0) warnings.push(`${label} is not paired this round.`);
  }
  if (pairings.filter((p) => p.opponentParticipantId === null).length > 1) warnings.push(SCORE_MESSAGES.oneBye);
  return warnings;
}

interface SheetArgs {
  scoringType: ScoringType;
  round: { id: number; roundNumber: number; roundDate: string };
  /** The facility's date today: results and scores of a later round are refused. */
  today: string;
  participants: readonly ParticipantLike[];
  /** The number of holes of the round's course, or null when it has none (hole scores are then refused). */
  holeCount?: number | null;
  /**
   * Match play by the hole: the round's course and the handicap each team took into the round (null: gross). A
   * match whose two cards are complete is decided by them; without this the cards are kept and decide nothing.
   */
  matchCards?: {
    holes: readonly Pick<CourseHole, 'strokeIndex'>[];
    handicapInto: (teamId: number) => number | null;
  };
  /** The round's stored pairings and scores. */
  pairings: readonly Pairing[];
  scores: readonly ScoreRow[];
  entries: readonly ScoreSheetEntry[];
}

type TeamOf = ReadonlyMap<number, number>;

/**
 * The round's pairings and scores once a sheet is saved. Teams the sheet names get what it says (strokes, or a
 * pairing and its result, null clearing); every other team keeps its stored pairing and scores. Refuses a sheet
 * that does not fit the league (field for the scoring type, unknown players, a team twice, two byes, the two
 * sides of a match disagreeing) and results for a round whose date has not come. In four steps: the entries are
 * checked, then a stroke-play sheet is planned, or a match-play sheet's matches are read, merged with the round's
 * stored pairings and each match decided (from its cards when the round is played by the hole).
 */
export function planRoundSheet(args: SheetArgs): SheetResult {
  const { teamOf, nameOf } = teamIndex(args.participants);
  const refused = checkEntries(args, teamOf);
  if (refused) return refused;
  if (args.scoringType === 'lowest_score') return planStrokePlay(args, teamOf);

  const sheet = sheetMatches(args, teamOf);
  if (!(sheet instanceof Map)) return sheet;
  const merged = mergeMatches(args, teamOf, sheet);
  if (!merged.ok) return merged;
  const added: ScoreRow[] = [];
  for (const match of sheet.values()) {
    const rows = matchScores(args, teamOf, nameOf, match);
    if (!Array.isArray(rows)) return rows;
    added.push(...rows);
  }
  return { ok: true, pairings: merged.pairings, scores: [...merged.keptScores, ...added] };
}

/** Step 1: every entry names a player of the league with the field of its scoring type; no result before the day. */
function checkEntries(args: SheetArgs, teamOf: TeamOf): Fail | null {
  const { scoringType, round, today, entries } = args;
  for (const entry of entries) {
    if (!teamOf.has(entry.participantId)) return fail(SCORE_MESSAGES.unknownParticipant);
    if (scoringType === 'lowest_score' && entry.result != null) return fail(SCORE_MESSAGES.strokesRequired);
    if (scoringType === 'match_play' && entry.strokes != null) return fail(SCORE_MESSAGES.resultRequired);
    if (scoringType === 'match_play' && entry.holes != null && entry.result != null) {
      return fail(SCORE_MESSAGES.holesOrResult);
    }
  }
  const anyScore = entries.some((e) => e.strokes != null || e.holes != null || e.result != null);
  if (anyScore && round.roundDate > today) return fail(roundNotPlayedMessage(round), 'ROUND_NOT_PLAYED');
  return null;
}

/** Step 2, stroke play: each team the sheet names gets its strokes (or its card's sum), once; the others keep theirs. */
function planStrokePlay(args: SheetArgs, teamOf: TeamOf): SheetResult {
  const named = new Set<number>();
  const added: ScoreRow[] = [];
  for (const entry of args.entries) {
    const team = teamOf.get(entry.participantId)!;
    if (named.has(team)) return fail(SCORE_MESSAGES.duplicate, 'SCORE_DUPLICATE');
    named.add(team);
    const card = strokesFromHoles(entry, args.holeCount ?? null);
    if (!card.ok) return card;
    if (card.strokes != null) {
      added.push({
        participantId: entry.participantId,
        strokes: card.strokes,
        ...(card.holes ? { holes: card.holes } : {}),
        result: null,
        opponentParticipantId: null,
      });
    }
  }
  const kept = args.scores.filter((s) => !named.has(teamOf.get(s.participantId) ?? -1));
  return { ok: true, pairings: [...args.pairings], scores: [...kept, ...added] };
}

/** A match of a match-play sheet: its pairing, its result from the first side's view, and each side's card. */
interface SheetMatch {
  pairing: Pairing;
  result: MatchResult | null;
  /** Whether the sheet gave a result (a card may then contradict it). */
  given: boolean;
  /** Each side's card as the sheet gives it, by team (null clears it; absent: the stored card is kept). */
  cards: Map<number, number[] | null>;
}

/** The team a player's team is paired with in the round's stored pairings (null: the bye; undefined: unpaired). */
function storedOpponent(args: SheetArgs, teamOf: TeamOf, participantId: number): number | null | undefined {
  const team = teamOf.get(participantId);
  for (const p of args.pairings) {
    if (teamOf.get(p.participantId) === team) return p.opponentParticipantId;
    if (p.opponentParticipantId !== null && teamOf.get(p.opponentParticipantId) === team) return p.participantId;
  }
  return undefined;
}

const isFail = (value: unknown): value is Fail =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/** A match-play entry's card: its holes checked (null clears it; undefined: none given, the stored one is kept). */
function entryCard(
  entry: ScoreSheetEntry,
  opponent: number | null,
  holeCount: number | null,
): number[] | null | undefined | Fail {
  if (entry.holes === undefined) return undefined;
  if (opponent === null && entry.holes !== null) return fail(SCORE_MESSAGES.byeHasNoCard);
  const checked = strokesFromHoles(entry, holeCount);
  if (!checked.ok) return checked;
  return checked.holes === null ? null : [...checked.holes];
}

/**
 * Step 3a, match play: each entry is a pairing (its opponent given, or the stored one) with an optional result and
 * card. Each pairing of the sheet once, by its pairKey, with its result from its first side's view; a pairing already
 * stored keeps its sides, whichever side the sheet names; the two sides' results must agree.
 */
function sheetMatches(args: SheetArgs, teamOf: TeamOf): Map<string, SheetMatch> | Fail {
  const storedByKey = new Map(args.pairings.map((p) => [pairKey(teamOf, p), p]));
  const sheet = new Map<string, SheetMatch>();
  for (const entry of args.entries) {
    const opponent =
      entry.opponentParticipantId !== undefined
        ? entry.opponentParticipantId
        : (storedOpponent(args, teamOf, entry.participantId) ?? null);
    if (opponent !== null) {
      if (!teamOf.has(opponent)) return fail(SCORE_MESSAGES.unknownParticipant);
      if (teamOf.get(opponent) === teamOf.get(entry.participantId)) return fail(SCORE_MESSAGES.sameTeam);
    }
    const given = { participantId: entry.participantId, opponentParticipantId: opponent };
    const key = pairKey(teamOf, given);
    const same = sheet.get(key);
    const pairing = same?.pairing ?? storedByKey.get(key) ?? given;
    const result = opponent === null ? null : (entry.result ?? null);
    const firstSide = teamOf.get(pairing.participantId) === teamOf.get(entry.participantId);
    const asFirst = result === null || firstSide ? result : oppositeResult(result);
    const card = entryCard(entry, opponent, args.holeCount ?? null);
    if (isFail(card)) return card;
    const match = same ?? {
      pairing: { participantId: pairing.participantId, opponentParticipantId: pairing.opponentParticipantId },
      result: asFirst,
      given: asFirst !== null,
      cards: new Map<number, number[] | null>(),
    };
    if (card !== undefined) match.cards.set(teamOf.get(entry.participantId)!, card);
    if (!same) {
      sheet.set(key, match);
      continue;
    }
    // The other side of a pairing already in the sheet: the two results must agree.
    if (asFirst === null) continue;
    if (same.result !== null && same.result !== asFirst) return fail(SCORE_MESSAGES.matchResults);
    same.result = asFirst;
    same.given = true;
  }
  const sheetCheck = checkPairings(
    [...sheet.values()].map((m) => m.pairing),
    args.participants,
  );
  return sheetCheck ?? sheet;
}

/**
 * Step 3b, match play: the round's pairings in their stored order (one the sheet names again stays in its place, one
 * it breaks up goes, new ones follow) and the stored scores of the teams the sheet does not name. A stored pairing the
 * sheet breaks up takes its result with it, on both sides: the team left without its opponent keeps no half of a
 * match.
 */
function mergeMatches(
  args: SheetArgs,
  teamOf: TeamOf,
  sheet: ReadonlyMap<string, SheetMatch>,
): { ok: true; pairings: Pairing[]; keptScores: ScoreRow[] } | Fail {
  const named = new Set<number>();
  for (const { pairing: p } of sheet.values()) {
    named.add(teamOf.get(p.participantId)!);
    if (p.opponentParticipantId !== null) named.add(teamOf.get(p.opponentParticipantId)!);
  }
  const involves = (p: Pairing) => [...named].some((team) => sameTeamIn(teamOf, p, team));
  const pairings: Pairing[] = [];
  const placed = new Set<string>();
  for (const stored of args.pairings) {
    if (!involves(stored)) {
      pairings.push(stored);
      continue;
    }
    const key = pairKey(teamOf, stored);
    const again = sheet.get(key);
    if (again && !placed.has(key)) {
      pairings.push(again.pairing);
      placed.add(key);
    }
  }
  for (const [key, { pairing }] of sheet) if (!placed.has(key)) pairings.push(pairing);
  const keptScores = args.scores.filter(
    (s) =>
      !named.has(teamOf.get(s.participantId) ?? -1) &&
      (s.opponentParticipantId === null || !named.has(teamOf.get(s.opponentParticipantId) ?? -1)),
  );
  if (pairings.filter((p) => p.opponentParticipantId === null).length > 1) return fail(SCORE_MESSAGES.oneBye);
  return { ok: true, pairings, keptScores };
}

/**
 * Step 4, match play: a match's two score rows. Each side's card is the sheet's, else the one stored against the same
 * opponent (a pairing saved again keeps it); two complete cards decide the match by the hole (net with the handicaps
 * each side took into the round) and must agree with a result the sheet gave. A bye has no rows.
 */
function matchScores(
  args: SheetArgs,
  teamOf: TeamOf,
  nameOf: (participantId: number) => string,
  match: SheetMatch,
): ScoreRow[] | Fail {
  const { pairing } = match;
  if (pairing.opponentParticipantId === null) return [];
  const sides = [pairing.participantId, pairing.opponentParticipantId] as const;
  const cards = sides.map((id, i) => {
    const team = teamOf.get(id)!;
    if (match.cards.has(team)) return match.cards.get(team)!;
    const stored = storedCardOf(args.scores, teamOf, id, sides[1 - i]!);
    return stored ? [...stored] : null;
  });
  let result = match.result;
  const handicaps = args.matchCards ? sides.map((id) => args.matchCards!.handicapInto(teamOf.get(id)!)) : [];
  const decided = args.matchCards
    ? matchFromCards(
        args.matchCards,
        { holes: cards[0], handicap: handicaps[0]! },
        { holes: cards[1], handicap: handicaps[1]! },
      )
    : null;
  if (decided) {
    if (match.given && result !== decided.result) {
      const net = handicaps.some((h) => h !== null);
      return fail(matchCardsMessage(nameOf(sides[0]), nameOf(sides[1]), decided, net));
    }
    result = decided.result;
  }
  const rows: ScoreRow[] = [];
  sides.forEach((id, i) => {
    const card = cards[i];
    if (result === null && !card) return;
    rows.push({
      participantId: id,
      strokes: card ? card.reduce((a, b) => a + b, 0) : null,
      ...(card ? { holes: card } : {}),
      result: result === null ? null : i === 0 ? result : oppositeResult(result),
      opponentParticipantId: sides[1 - i]!,
    });
  });
  return rows;
}

/**
 * The organiser's pairings for a round, replacing the stored ones: checked like a sheet's, and a stored pairing
 * with a result may not change or go (its result stays where it was played).
 */
export function planPairings(args: {
  participants: readonly ParticipantLike[];
  pairings: readonly Pairing[];
  scores: readonly ScoreRow[];
  input: readonly Pairing[];
}): { ok: true; pairings: Pairing[] } | Fail {
  const { participants, input } = args;
  const check = checkPairings(input, participants);
  if (check) return check;
  const { teamOf, nameOf } = teamIndex(participants);
  const wanted = new Set(input.map((p) => pairKey(teamOf, p)));
  // Played pairings: stored ones whose teams have a result, and results recorded without a stored pairing.
  const played: Pairing[] = args.pairings.filter((stored) =>
    args.scores.some(
      (s) =>
        s.result !== null &&
        (teamOf.get(s.participantId) === teamOf.get(stored.participantId) ||
          (stored.opponentParticipantId !== null &&
            teamOf.get(s.participantId) === teamOf.get(stored.opponentParticipantId))),
    ),
  );
  for (const s of args.scores) {
    if (s.result !== null && s.opponentParticipantId !== null) played.push(s);
  }
  for (const p of played) {
    if (!wanted.has(pairKey(teamOf, p))) {
      return fail(
        matchPlayedMessage(
          nameOf(p.participantId),
          p.opponentParticipantId === null ? null : nameOf(p.opponentParticipantId),
        ),
        'MATCH_PLAYED',
      );
    }
  }
  return { ok: true, pairings: [...input] };
}

/**
 * A match-play round's matchups from its stored pairings and results: every pairing, played (winner set or
 * halved), unplayed, and the bye. A result without a stored pairing (recorded before pairings were stored) is
 * shown as its own pairing.
 */
export function matchupsOf(
  roundId: number,
  pairings: readonly Pairing[],
  scores: readonly Pick<LeagueScore, 'participantId' | 'result' | 'opponentParticipantId'>[],
  participants: readonly ParticipantLike[],
): Matchup[] {
  const { teamOf } = teamIndex(participants);
  const all: Pairing[] = [...pairings];
  const keys = new Set(pairings.map((p) => pairKey(teamOf, p)));
  for (const s of scores) {
    if (s.result === null || s.opponentParticipantId === null) continue;
    const key = pairKey(teamOf, s);
    if (!keys.has(key)) {
      keys.add(key);
      all.push({ participantId: s.participantId, opponentParticipantId: s.opponentParticipantId });
    }
  }
  return all.map((p) => {
    const side = scores.find((s) => s.result !== null && teamOf.get(s.participantId) === teamOf.get(p.participantId));
    const opponentSide =
      p.opponentParticipantId === null
        ? undefined
        : scores.find((s) => s.result !== null && teamOf.get(s.participantId) === teamOf.get(p.opponentParticipantId!));
    const result = side?.result ?? (opponentSide?.result ? oppositeResult(opponentSide.result) : null);
    const bye = p.opponentParticipantId === null;
    return {
      roundId,
      participantId: p.participantId,
      opponentParticipantId: p.opponentParticipantId,
      winnerParticipantId:
        bye || result === null || result === 'halve'
          ? null
          : result === 'win'
            ? p.participantId
            : p.opponentParticipantId,
      halved: !bye && result === 'halve',
      bye,
      suggested: false,
    };
  });
}

/**
 * The round-robin suggestion for a round (circle method over the teams in id order, its index the round's number
 * less one; the bye rotates so no team sits out twice before every team has once), each team represented by its
 * lead.
 */
export function suggestedMatchups(
  roundId: number,
  roundNumber: number,
  participants: readonly ParticipantLike[],
): Matchup[] {
  const teams = teamsOf(participants);
  const lead = new Map(teams.map((t) => [t.teamId, t.members[0]!.id]));
  return roundRobinPairings(
    teams.map((t) => t.teamId),
    roundNumber - 1,
  ).map(([a, b]) => ({
    roundId,
    participantId: lead.get(a)!,
    opponentParticipantId: b === null ? null : lead.get(b)!,
    winnerParticipantId: null,
    halved: false,
    bye: b === null,
    suggested: true,
  }));
}

/** How many times each pair of teams has met in the given pairings ('3-7' → 2), byes not counted. */
export function meetingCounts(
  pairings: readonly Pairing[],
  participants: readonly ParticipantLike[],
): Map<string, number> {
  const { teamOf } = teamIndex(participants);
  const counts = new Map<string, number>();
  for (const p of pairings) {
    if (p.opponentParticipantId === null) continue;
    const key = pairKey(teamOf, p);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The meetingCounts key of two teams. */
export function meetingKey(teamA: number, teamB: number): string {
  return teamA < teamB ? `${teamA}-${teamB}` : `${teamB}-${teamA}`;
}

/**
 * How far a round has been scored: teams with a score (stroke play), or with a result or the bye (match play).
 */
export function scoredTeamsIn(
  scoringType: ScoringType,
  participants: readonly ParticipantLike[],
  pairings: readonly Pairing[],
  scores: readonly Pick<ScoreRow, 'participantId' | 'strokes' | 'result'>[],
): number {
  const { teamOf } = teamIndex(participants);
  const teams = new Set<number>();
  for (const s of scores) {
    const team = teamOf.get(s.participantId);
    if (team === undefined) continue;
    if (scoringType === 'lowest_score' ? s.strokes !== null : s.result !== null) teams.add(team);
  }
  if (scoringType === 'match_play' && teams.size > 0) {
    for (const p of pairings) {
      const team = teamOf.get(p.participantId);
      if (p.opponentParticipantId === null && team !== undefined) teams.add(team);
    }
  }
  return teams.size;
}
