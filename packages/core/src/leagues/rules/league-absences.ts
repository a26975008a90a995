// Absences and when a round is complete (docs/decisions/270-league-absences-and-round-completion.md): a round is
// complete when every team of the league has a card (or a result or bye in match play) or is marked did not play;
// a team is marked when every one of its players is. In stroke play the league's absence rule says what such a week
// counts: nothing, the team's average, its average plus N strokes, or a fixed penalty score.
import type { AbsenceRule } from '../schemas/league-record';
import type { LeagueParticipant } from '../schemas/league';
import type { ScoringType } from '../schemas/league-record';
import type { Pairing } from '../schemas/league-play';
import { teamsOf } from './league';
import { scoredTeamsIn, type ScoreRow } from './league-sheet';

/** A player marked did not play in a round. */
export interface AbsenceRow {
  roundId: number;
  participantId: number;
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
 * none of its pairings (stored or suggested) and none of its printouts (docs/decisions/271-league-withdrawal-and-late-joiners.md, amended).
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
  const absentTeams = [...absentTeamsIn(participants, input.absences)].filter((t) => !withCard.has(t)).length;
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
  if (rule.absenceRule === 'no_score' || played.length === 0) return null;
  const average = Math.round(played.reduce((a, b) => a + b, 0) / played.length);
  return rule.absenceRule === 'average_plus' ? average + (rule.absenceValue ?? 0) : average;
}

/** How the standings word an absence and what it counted ('Did not play: average plus 2, 43 counted'). */
export function absenceText(rule: { absenceRule: AbsenceRule; absenceValue: number | null }, counted: number | null) {
  if (counted === null) return 'Did not play: no score';
  const how = {
    no_score: 'no score',
    average: 'average',
    average_plus: `average plus ${rule.absenceValue ?? 0}`,
    fixed_penalty: 'penalty score',
  }[rule.absenceRule];
  return `Did not play: ${how}, ${counted} counted`;
}
