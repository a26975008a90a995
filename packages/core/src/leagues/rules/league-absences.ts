// Absences and when a round is complete (docs/decisions/270-league-absences-and-round-completion.md): a round is
// complete when every team of the league has a card (or a result or bye in match play) or is marked did not play;
// a team is marked when every one of its players is. In stroke play the league's absence rule says what such a week
// counts: nothing, the team's average, its average plus N strokes, or a fixed penalty score.
import type { AbsenceRule } from '../schemas/league-record';
import type { LeagueParticipant } from '../schemas/league';
import type { ScoringType } from '../schemas/league-record';
import {
  SUBSTITUTE_MESSAGES,
  type AbsenceInput,
  type LeagueScore,
  type Matchup,
  type Pairing,
} from '../schemas/league-play';
import { teamsOf } from './league';
import { computeHandicap, DEFAULT_COURSE, playingStrokes } from './league-handicap';
import type { CourseHole } from '../schemas/course';
import { matchupsOf, scoredTeamsIn, suggestedMatchups, type ScoreRow } from './league-sheet';

/**
 * Who played for a marked player (docs/decisions/274-league-substitutes.md): a member (userId) or a named guest, the
 * league handicap they play off, and their card's gross total (null: not in yet).
 */
export interface Substitute {
  name: string;
  userId: number | null;
  handicap: number;
  strokes: number | null;
  /** Their card by the hole (docs/decisions/498-a-substitutes-own-card.md); null or absent: a total only. */
  holes?: readonly number[] | null;
}

/** A player marked did not play in a round, and their substitute when the league's absence rule takes one. */
export interface AbsenceRow {
  roundId: number;
  participantId: number;
  substitute?: Substitute | null;
}

type TeamMember = Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead'> &
  Partial<Pick<LeagueParticipant, 'firstRoundNumber' | 'lastRoundNumber'>>;

/**
 * Whether a player is in a round (docs/decisions/271-league-withdrawal-and-late-joiners.md): a late joiner from the
 * round they joined before, a withdrawn player until the last round before they withdrew.
 */
export function playsRound(
  p: Partial<Pick<LeagueParticipant, 'firstRoundNumber' | 'lastRoundNumber'>>,
  roundNumber: number,
) {
  return (p.firstRoundNumber ?? 1) <= roundNumber && roundNumber <= (p.lastRoundNumber ?? Infinity);
}

/**
 * The players of one round: those whose rounds include it. A player who withdrew before it, or joins after it, is on
 * none of its pairings (stored or suggested) and none of its printouts (docs/decisions/271-league-withdrawal-and-late-joiners.md).
 */
export function playersOfRound<
  P extends Pick<LeagueParticipant, 'id'> & Partial<Pick<LeagueParticipant, 'firstRoundNumber' | 'lastRoundNumber'>>,
>(participants: readonly P[], roundNumber: number): P[] {
  return participants.filter((p) => playsRound(p, roundNumber));
}

/** A round's stored pairings whose sides all play it (`players`: playersOfRound), the others left out. */
export function pairingsOfPlayers<T extends Pick<Pairing, 'participantId' | 'opponentParticipantId'>>(
  pairings: readonly T[],
  players: readonly Pick<LeagueParticipant, 'id'>[],
): T[] {
  const ids = new Set(players.map((p) => p.id));
  return pairings.filter(
    (p) => ids.has(p.participantId) && (p.opponentParticipantId === null || ids.has(p.opponentParticipantId)),
  );
}

/**
 * A match-play round's matchups as GET …/matchups lists them and the printed night pairs them: its stored pairings
 * of players who play the round, with the results saved, else (nothing paired or played yet) the round-robin
 * suggestion over its players.
 */
export function roundMatchups<
  P extends Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead'> &
    Partial<Pick<LeagueParticipant, 'firstRoundNumber' | 'lastRoundNumber'>>,
>(
  round: { id: number; roundNumber: number },
  stored: readonly Pairing[],
  scores: readonly Pick<LeagueScore, 'participantId' | 'result' | 'opponentParticipantId'>[],
  participants: readonly P[],
): Matchup[] {
  const players = playersOfRound(participants, round.roundNumber);
  const pairings = pairingsOfPlayers(stored, players);
  if (pairings.length > 0 || scores.some((s) => s.result !== null)) {
    return matchupsOf(round.id, pairings, scores, participants);
  }
  return suggestedMatchups(round.id, round.roundNumber, players);
}

/** A team is withdrawn when every one of its players is. */
export function withdrawnTeams(participants: readonly TeamMember[]): Set<number> {
  return new Set(
    teamsOf(participants)
      .filter((team) => team.members.every((m) => m.lastRoundNumber !== null && m.lastRoundNumber !== undefined))
      .map((team) => team.teamId),
  );
}

/** The teams marked did not play among one round's absences: every one of the team's players is marked. */
export function absentTeamsIn(participants: readonly TeamMember[], absences: readonly AbsenceRow[]): Set<number> {
  const marked = new Set(absences.map((a) => a.participantId));
  return new Set(
    teamsOf(participants)
      .filter((team) => team.members.every((m) => marked.has(m.id)))
      .map((team) => team.teamId),
  );
}

/** The teams marked did not play in each round (by round id). */
export function absentTeamsByRound(
  participants: readonly TeamMember[],
  absences: readonly AbsenceRow[],
): Map<number, Set<number>> {
  const byRound = new Map<number, AbsenceRow[]>();
  for (const a of absences) byRound.set(a.roundId, [...(byRound.get(a.roundId) ?? []), a]);
  return new Map([...byRound].map(([roundId, rows]) => [roundId, absentTeamsIn(participants, rows)]));
}

/** How far a round is: teams with a card (or result or bye), teams marked did not play without one, all teams. */
export interface RoundCompletion {
  scoredTeams: number;
  absentTeams: number;
  totalTeams: number;
  /** Every team has a card or is marked did not play (and the league has teams). */
  complete: boolean;
}

/**
 * How far one round is scored, from its own pairings, scores and absences; the teams of the round are the players in
 * it (a late joiner's earlier rounds and a withdrawn player's later ones are not theirs).
 */
export function roundCompletion(input: {
  scoringType: ScoringType;
  roundNumber: number;
  participants: readonly TeamMember[];
  pairings: readonly Pairing[];
  scores: readonly Pick<ScoreRow, 'participantId' | 'strokes' | 'result'>[];
  absences: readonly AbsenceRow[];
}): RoundCompletion {
  const { scoringType, pairings, scores } = input;
  const participants = input.participants.filter((p) => playsRound(p, input.roundNumber));
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const totalTeams = teamsOf(participants).length;
  const scoredTeams = scoredTeamsIn(scoringType, participants, pairings, scores);
  const withCard = new Set(
    scores
      .filter((s) => (scoringType === 'lowest_score' ? s.strokes !== null : s.result !== null))
      .map((s) => teamOf.get(s.participantId)),
  );
  // A player whose substitute's card is not in yet is not done with: the round waits for the card.
  const done = input.absences.filter((a) => !a.substitute || a.substitute.strokes !== null);
  const absentTeams = [...absentTeamsIn(participants, done)].filter((t) => !withCard.has(t)).length;
  return { scoredTeams, absentTeams, totalTeams, complete: totalTeams > 0 && scoredTeams + absentTeams >= totalTeams };
}

/**
 * What a week of a team marked did not play counts under the league's absence rule, from the strokes of the weeks
 * it played (net when the standings are net): null for no score, or when an average is asked of a team that has not
 * played yet. An average is rounded to whole strokes (half up), as a card is.
 */
export function absenceStrokes(
  rule: { absenceRule: AbsenceRule; absenceValue: number | null },
  played: readonly number[],
): number | null {
  if (rule.absenceRule === 'fixed_penalty') return rule.absenceValue;
  if (rule.absenceRule === 'no_score' || rule.absenceRule === 'substitute' || played.length === 0) return null;
  const average = Math.round(played.reduce((a, b) => a + b, 0) / played.length);
  return rule.absenceRule === 'average_plus' ? average + (rule.absenceValue ?? 0) : average;
}

/** What a substitute's card counted for an absent team in one round: its names and strokes (null: no card yet). */
export interface SubstituteWeek {
  names: string;
  strokes: number | null;
}

/**
 * What the substitutes of the teams marked did not play count, round by round (by round id, then team id), under the
 * `substitute` absence rule (docs/decisions/274-league-substitutes.md): the lowest of the team's substitutes' cards,
 * gross, or net of the strokes the substitute's handicap gives on the round's holes when the standings are net. A
 * substitute's card is not the absent player's: it never feeds their handicap.
 */
export function substituteWeeks(input: {
  participants: readonly TeamMember[];
  absences: readonly AbsenceRow[];
  net: boolean;
  /** The holes of a round's course (18 when it has none). */
  holeCountOf: (roundId: number) => number;
  /** The handicap a substitute plays off in a round (substituteHandicap); absent: the one entered. */
  handicapOf?: (roundId: number, substitute: Substitute) => number;
}): Map<number, Map<number, SubstituteWeek>> {
  const out = new Map<number, Map<number, SubstituteWeek>>();
  const teamOf = new Map(input.participants.map((p) => [p.id, p.teamId]));
  for (const [roundId, teams] of absentTeamsByRound(input.participants, input.absences)) {
    const week = new Map<number, SubstituteWeek>();
    for (const teamId of teams) {
      const subs = input.absences
        .filter((a) => a.roundId === roundId && teamOf.get(a.participantId) === teamId && a.substitute)
        .map((a) => a.substitute!);
      if (subs.length === 0) continue;
      const cards = subs
        .filter((s) => s.strokes !== null)
        .map(
          (s) =>
            s.strokes! -
            (input.net ? playingStrokes(input.handicapOf?.(roundId, s) ?? s.handicap, input.holeCountOf(roundId)) : 0),
        );
      week.set(teamId, {
        names: subs.map((s) => s.name).join(' & '),
        strokes: cards.length === 0 ? null : Math.min(...cards),
      });
    }
    out.set(roundId, week);
  }
  return out;
}

/** A round as a substitute's handicap reads it: its number and the course it is played on (null: none). */
interface SubstituteRound {
  id: number;
  roundNumber: number;
  course: { holes: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[]; par: number } | null;
}

/**
 * The handicap a substitute plays off in a round (docs/decisions/498-a-substitutes-own-card.md): a member who has
 * cards of their own as a substitute in the league's earlier rounds plays off a handicap from those cards by the
 * league's rule (computeHandicap: best of the last, at the allowance; provisional from a first card); a guest, a
 * member without such a card, or a league without handicaps, the handicap the organiser entered.
 */
export function substituteHandicap(input: {
  rules: Parameters<typeof computeHandicap>[0];
  absences: readonly AbsenceRow[];
  rounds: readonly SubstituteRound[];
  roundId: number;
  substitute: Pick<Substitute, 'userId' | 'handicap'>;
}): number {
  const { substitute } = input;
  const round = input.rounds.find((r) => r.id === input.roundId);
  if (substitute.userId === null || !round || input.rules.handicapMode === 'off') return substitute.handicap;
  const played = input.absences
    .flatMap((a) => {
      const before = input.rounds.find((r) => r.id === a.roundId);
      const sub = a.substitute;
      if (!before || before.roundNumber >= round.roundNumber || sub?.userId !== substitute.userId) return [];
      if (sub.strokes === null) return [];
      return [
        {
          roundId: before.id,
          roundNumber: before.roundNumber,
          holeCount: before.course?.holes.length ?? DEFAULT_COURSE.holeCount,
          par: before.course?.par ?? DEFAULT_COURSE.par,
          gross: sub.strokes,
          holes: sub.holes ?? null,
          courseHoles: before.course?.holes ?? null,
        },
      ];
    })
    .sort((a, b) => a.roundNumber - b.roundNumber);
  if (played.length === 0) return substitute.handicap;
  return computeHandicap(input.rules, played, null).handicap ?? substitute.handicap;
}

/**
 * How the standings word an absence and what it counted ('Did not play: average plus 2, 43 counted'; under the
 * substitute rule 'Did not play: substitute Sam Sub, 41 counted').
 */
export function absenceText(
  rule: { absenceRule: AbsenceRule; absenceValue: number | null },
  counted: number | null,
  substitute: SubstituteWeek | null = null,
) {
  if (rule.absenceRule === 'substitute' && substitute) {
    return `Did not play: substitute ${substitute.names}, ${counted === null ? 'no card yet' : `${counted} counted`}`;
  }
  if (counted === null) return 'Did not play: no score';
  const how = {
    no_score: 'no score',
    average: 'average',
    average_plus: `average plus ${rule.absenceValue ?? 0}`,
    fixed_penalty: 'penalty score',
    substitute: 'substitute',
  }[rule.absenceRule];
  return `Did not play: ${how}, ${counted} counted`;
}

/** Why an absence's substitute is refused (only a player who did not play has one; one of name and member), or null. */
export function substituteProblem(input: Pick<AbsenceInput, 'didNotPlay' | 'substitute'>): string | null {
  const sub = input.substitute;
  if (!sub) return null;
  if (!input.didNotPlay) return SUBSTITUTE_MESSAGES.played;
  return (sub.name === undefined) === (sub.userId == null) ? SUBSTITUTE_MESSAGES.who : null;
}

/**
 * The substitute a player's mark has after a change: left out keeps the one set, null takes it off, and a mark taken
 * off takes its substitute with it. A member substitute is kept by the name they have now
 * (docs/decisions/274-league-substitutes.md).
 */
export function substituteAfter(
  input: Pick<AbsenceInput, 'didNotPlay' | 'substitute'>,
  before: Substitute | null,
  member: { id: number; name: string } | undefined,
): Substitute | null {
  if (!input.didNotPlay) return null;
  if (input.substitute === undefined) return before;
  return (
    input.substitute && {
      name: member ? member.name : input.substitute.name!,
      userId: member ? member.id : null,
      handicap: input.substitute.handicap,
      strokes: input.substitute.holes
        ? input.substitute.holes.reduce((a, b) => a + b, 0)
        : (input.substitute.strokes ?? null),
      holes: input.substitute.holes ?? null,
    }
  );
}

/**
 * The last round a withdrawn player stays in (docs/decisions/271-league-withdrawal-and-late-joiners.md): the rounds
 * dated before today and any round they have a card or a mark in, never one before the round they joined in.
 */
export function withdrawalLastRound(input: {
  player: Pick<LeagueParticipant, 'id' | 'firstRoundNumber'>;
  rounds: readonly { id: number; roundNumber: number; roundDate: string }[];
  scores: readonly Pick<LeagueScore, 'roundId' | 'participantId'>[];
  absences: readonly AbsenceRow[];
  today: string;
}): number {
  const { player } = input;
  const theirs = new Set(
    [...input.scores, ...input.absences].filter((r) => r.participantId === player.id).map((r) => r.roundId),
  );
  return Math.max(
    (player.firstRoundNumber ?? 1) - 1,
    ...input.rounds.filter((r) => r.roundDate < input.today || theirs.has(r.id)).map((r) => r.roundNumber),
  );
}

/** Who won a skin: its team by name, or the substitute who played for it ('Sam Sub (substitute)'). */
export function skinWinner(
  skin: { teamId: number; substitute?: string },
  teamNames: (teamId: number) => string,
): string {
  return skin.substitute ? `${skin.substitute} (substitute)` : teamNames(skin.teamId);
}
