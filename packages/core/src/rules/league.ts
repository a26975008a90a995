// League rules shared by the admin screens, the signup screens and the server: defaults, capacity,
// scramble teams, session overlap with bookings, and standings (docs/decisions/002-league-rounds-scores-standings.md).
import type { ErrorCode } from '../errors';
import type { League, LeagueForm, LeagueParticipant, ScoringType } from '../schemas/league';
import { ADD_PARTICIPANT_MESSAGES } from '../schemas/league';
import type { LeagueScore, Matchup, StandingsRow } from '../schemas/league-play';
import { addDaysToDateString, addMonthsToDateString, facilityToday, timeToMinutes, weekdayName } from '../time';

export { weekdayName };

export const PARTICIPANTS_PER_BAY = 4;
export const SCRAMBLE_TEAM_SIZE = 2;
export const MAX_LEAGUE_PARTICIPANTS = 50;
export const MAX_LEAGUE_BAYS = 2;

/** New-league form values (docs/requirements.md#league-limits). */
export function leagueDefaults(now: Date): LeagueForm {
  const today = facilityToday(now);
  return {
    name: '',
    description: '',
    leagueType: 'individual',
    scoringType: 'lowest_score',
    startDate: today,
    endDate: addMonthsToDateString(today, 3),
    dayOfWeek: weekdayName(today),
    startTime: '18:00',
    endTime: '20:00',
    maxParticipants: maxParticipantsForBays(1),
    numberOfBays: 1,
    isActive: true,
  };
}

/** The start-date picker blocks dates earlier than yesterday (facility time). */
export function minLeagueStartDate(now: Date): string {
  return addDaysToDateString(facilityToday(now), -1);
}

/** Changing the bay count sets maximum participants to 4 per bay. */
export function maxParticipantsForBays(bays: number): number {
  return Math.min(MAX_LEAGUE_PARTICIPANTS, Math.max(0, Math.floor(bays)) * PARTICIPANTS_PER_BAY);
}

/** Members see only active leagues that have not ended (end date today or later, facility time). */
export function isLeagueOpenForSignup(league: Pick<League, 'isActive' | 'endDate'>, now: Date): boolean {
  return league.isActive && league.endDate >= facilityToday(now);
}

export type LeagueSession = Pick<League, 'isActive' | 'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime'>;

/**
 * The league's session on `date` as [start, end) minutes, or null: only active leagues with a day and times
 * have sessions, on that weekday within their dates. Times are 'HH:mm' or 'HH:mm:ss'.
 */
export function leagueSessionOn(
  league: LeagueSession,
  date: string,
  weekday: string = weekdayName(date),
): { startMinutes: number; endMinutes: number } | null {
  if (!league.isActive || !league.dayOfWeek || !league.startTime || !league.endTime) return null;
  if (date < league.startDate || date > league.endDate || weekday !== league.dayOfWeek) return null;
  const startMinutes = timeToMinutes(league.startTime);
  const endMinutes = timeToMinutes(league.endTime);
  return endMinutes > startMinutes ? { startMinutes, endMinutes } : null;
}

/** 'Monday' → 'Mondays' for the schedule line ('Tuesdays, 6:00 PM - 8:00 PM'). */
export function pluralDay(day: string): string {
  return `${day}s`;
}

export function baysLabel(bays: number): string {
  return `${bays} ${bays === 1 ? 'bay' : 'bays'}`;
}

type ParticipantLike = Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead'>;

export interface Team<P extends ParticipantLike = ParticipantLike> {
  teamId: number;
  members: P[];
}

/** Participants grouped by team, teams in id order, the team lead first within a team. */
export function teamsOf<P extends ParticipantLike>(participants: readonly P[]): Team<P>[] {
  const byTeam = new Map<number, P[]>();
  for (const p of participants) {
    const list = byTeam.get(p.teamId) ?? [];
    list.push(p);
    byTeam.set(p.teamId, list);
  }
  return [...byTeam.entries()]
    .sort(([a], [b]) => a - b)
    .map(([teamId, members]) => ({
      teamId,
      members: [...members].sort((a, b) => Number(b.isTeamLead) - Number(a.isTeamLead) || a.id - b.id),
    }));
}

/** How many more players a scramble team needs (0 when complete). */
export function playersNeeded(team: Pick<Team, 'members'>): number {
  return Math.max(0, SCRAMBLE_TEAM_SIZE - team.members.length);
}

/** Scramble teams that can still take a player (fewer than 2 members). */
export function openScrambleTeams<P extends ParticipantLike>(participants: readonly P[]): Team<P>[] {
  return teamsOf(participants).filter((t) => playersNeeded(t) > 0);
}

/** Id for 'Create New Team (n)': one past the highest team id in use. */
export function nextTeamId(participants: readonly ParticipantLike[]): number {
  return participants.reduce((max, p) => Math.max(max, p.teamId), 0) + 1;
}

/** 'Team 3: Ann (needs 1 more)'. */
export function openTeamLabel(teamId: number, playerNames: readonly string[]): string {
  const needs = Math.max(0, SCRAMBLE_TEAM_SIZE - playerNames.length);
  return `Team ${teamId}: ${playerNames.join(', ')} (needs ${needs} more)`;
}

/** Teams Overview note for an incomplete scramble team. */
export function teamNeedsMessage(needs: number): string {
  return `This team needs ${needs} more ${needs === 1 ? 'player' : 'players'}`;
}

export type RuleResult = { ok: true } | { ok: false; code: ErrorCode; message: string };

/** Admin 'Add Participant': the server's final check (the form only offers valid choices). */
export function checkAddParticipant(args: {
  league: Pick<League, 'leagueType' | 'maxParticipants'>;
  participants: readonly ParticipantLike[];
  userId: number;
  teamId: number;
}): RuleResult {
  const { league, participants, userId, teamId } = args;
  if (participants.some((p) => p.userId === userId)) {
    return { ok: false, code: 'LEAGUE_ALREADY_JOINED', message: 'This user is already a participant in this league.' };
  }
  const teamSize = participants.filter((p) => p.teamId === teamId).length;
  if (league.leagueType === 'scramble' && teamSize >= SCRAMBLE_TEAM_SIZE) {
    return { ok: false, code: 'TEAM_FULL', message: ADD_PARTICIPANT_MESSAGES.scrambleTeamFull };
  }
  if (league.leagueType === 'individual' && teamSize > 0) {
    return {
      ok: false,
      code: 'TEAM_TAKEN',
      message: `Team ${teamId} is already taken. In an individual league each player has their own team.`,
    };
  }
  if (league.maxParticipants !== null && participants.length >= league.maxParticipants) {
    return { ok: false, code: 'LEAGUE_FULL', message: 'This league is full.' };
  }
  return { ok: true };
}

/** Member 'Join League': open, not already joined, not full. */
export function checkJoinLeague(args: {
  league: Pick<League, 'isActive' | 'endDate' | 'maxParticipants'>;
  participants: readonly ParticipantLike[];
  userId: number;
  now: Date;
}): RuleResult {
  const { league, participants, userId, now } = args;
  if (!isLeagueOpenForSignup(league, now)) {
    return { ok: false, code: 'LEAGUE_CLOSED', message: 'This league is not open for registration.' };
  }
  if (participants.some((p) => p.userId === userId)) {
    return { ok: false, code: 'LEAGUE_ALREADY_JOINED', message: 'You are already registered for this league.' };
  }
  if (league.maxParticipants !== null && participants.length >= league.maxParticipants) {
    return { ok: false, code: 'LEAGUE_FULL', message: 'This league is full.' };
  }
  return { ok: true };
}

type StandingsParticipant = ParticipantLike & { name: string };
type StandingsScore = Pick<LeagueScore, 'roundId' | 'participantId' | 'strokes' | 'result'>;

/**
 * Standings from recorded scores, one row per team.
 * lowest_score: more rounds played first (skipping a round must not help), then lowest total strokes.
 * match_play: most wins (1 point each, loss 0), then fewest losses.
 * Rows that compare equal share a rank (1, 1, 3); within a tie, rows are in team-id order.
 * Every team appears, including teams with no scores yet (ranked after those with scores).
 */
export function computeStandings(args: {
  scoringType: ScoringType;
  participants: readonly StandingsParticipant[];
  scores: readonly StandingsScore[];
}): StandingsRow[] {
  const { scoringType, participants, scores } = args;
  const teamOfParticipant = new Map(participants.map((p) => [p.id, p.teamId]));
  const acc = new Map<number, { rounds: Set<number>; strokes: number; wins: number; losses: number }>();
  const teams = teamsOf(participants);
  for (const team of teams) acc.set(team.teamId, { rounds: new Set(), strokes: 0, wins: 0, losses: 0 });

  for (const score of scores) {
    const teamId = teamOfParticipant.get(score.participantId);
    if (teamId === undefined) continue; // the participant was removed; its scores no longer count
    const row = acc.get(teamId)!;
    if (scoringType === 'lowest_score') {
      if (score.strokes === null) continue;
      row.rounds.add(score.roundId);
      row.strokes += score.strokes;
    } else {
      if (score.result === null) continue;
      row.rounds.add(score.roundId);
      if (score.result === 'win') row.wins += 1;
      else row.losses += 1;
    }
  }

  const rows = teams.map((team) => {
    const a = acc.get(team.teamId)!;
    const roundsPlayed = a.rounds.size;
    const lowest = scoringType === 'lowest_score';
    return {
      rank: 0,
      teamId: team.teamId,
      players: team.members.map((m) => m.name),
      roundsPlayed,
      totalStrokes: lowest ? a.strokes : null,
      averageStrokes: lowest && roundsPlayed > 0 ? Math.round((a.strokes / roundsPlayed) * 10) / 10 : null,
      wins: lowest ? null : a.wins,
      losses: lowest ? null : a.losses,
      points: lowest ? null : a.wins,
    } satisfies StandingsRow;
  });

  const compare = (x: StandingsRow, y: StandingsRow): number => {
    // Teams with no scores yet are listed last, whatever the scoring (decision 002): in match play a team that has
    // not played has no losses and would otherwise rank above teams that have.
    const xPlayed = x.roundsPlayed > 0 ? 0 : 1;
    const yPlayed = y.roundsPlayed > 0 ? 0 : 1;
    if (xPlayed !== yPlayed) return xPlayed - yPlayed;
    if (scoringType === 'lowest_score') {
      if (x.roundsPlayed !== y.roundsPlayed) return y.roundsPlayed - x.roundsPlayed;
      return (x.totalStrokes ?? 0) - (y.totalStrokes ?? 0);
    }
    if (x.points !== y.points) return (y.points ?? 0) - (x.points ?? 0);
    return (x.losses ?? 0) - (y.losses ?? 0);
  };

  rows.sort((x, y) => compare(x, y) || x.teamId - y.teamId);
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    row.rank = prev && compare(prev, row) === 0 ? prev.rank : i + 1;
  });
  return rows;
}

export const SCORE_MESSAGES = {
  duplicate: 'This team already has a score for this round.',
  strokesRequired: 'This league is scored by lowest score: enter strokes, not a match result.',
  resultRequired: 'This league is match play: enter a win or loss, not strokes.',
  unknownRound: 'That round does not belong to this league.',
  unknownParticipant: 'That player is not in this league.',
  sameTeam: 'Players of the same team cannot play each other.',
} as const;

/**
 * Server check for a new score (after createScoreSchema): the field fits the scoring type, the round and
 * players belong to the league, and a lowest_score team has one score per round.
 */
export function checkScoreRequest(args: {
  scoringType: ScoringType;
  input: { roundId: number; participantId: number; strokes?: number; result?: string; opponentParticipantId?: number };
  roundIds: readonly number[];
  participants: readonly ParticipantLike[];
  existingScores: readonly Pick<LeagueScore, 'roundId' | 'participantId'>[];
}): RuleResult {
  const { scoringType, input, roundIds, participants, existingScores } = args;
  if (scoringType === 'lowest_score' && input.strokes === undefined) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.strokesRequired };
  }
  if (scoringType === 'match_play' && input.result === undefined) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.resultRequired };
  }
  if (!roundIds.includes(input.roundId))
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.unknownRound };
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const team = teamOf.get(input.participantId);
  if (team === undefined) return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.unknownParticipant };
  if (input.opponentParticipantId !== undefined) {
    const opponentTeam = teamOf.get(input.opponentParticipantId);
    if (opponentTeam === undefined)
      return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.unknownParticipant };
    if (opponentTeam === team) return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.sameTeam };
  }
  if (
    scoringType === 'lowest_score' &&
    existingScores.some((s) => s.roundId === input.roundId && teamOf.get(s.participantId) === team)
  ) {
    return { ok: false, code: 'SCORE_DUPLICATE', message: SCORE_MESSAGES.duplicate };
  }
  return { ok: true };
}

/** A round's match-play pairings from its scores (one entry per pair; unpaired results stand alone). */
export function matchupsFromScores(
  roundId: number,
  scores: readonly Pick<LeagueScore, 'roundId' | 'participantId' | 'result' | 'opponentParticipantId'>[],
): Matchup[] {
  const seen = new Set<string>();
  const out: Matchup[] = [];
  for (const s of scores) {
    if (s.roundId !== roundId || s.result === null) continue;
    const opponent = s.opponentParticipantId;
    const key =
      opponent === null ? `solo:${s.participantId}` : [s.participantId, opponent].sort((a, b) => a - b).join('-');
    if (seen.has(key)) continue;
    seen.add(key);
    const winner = s.result === 'win' ? s.participantId : opponent;
    out.push({ roundId, participantId: s.participantId, opponentParticipantId: opponent, winnerParticipantId: winner });
  }
  return out;
}
