// League rules shared by the admin screens, the signup screens and the server: defaults, capacity,
// scramble teams, session overlap with bookings, the rules a league is ranked by and the checks on changing a league
// (docs/decisions/201-league-play-an-organiser-can-trust.md). Sheets and pairings: league-sheet.ts; standings:
// league-standings.ts.
import type { ErrorCode } from '../../errors';
import type { LeagueForm, LeagueParticipant, LeagueRules } from '../schemas/league';
import type { League } from '../schemas/league-record';
import {
  ADD_PARTICIPANT_MESSAGES,
  LEAGUE_MESSAGES,
  LEAGUE_RULE_DEFAULTS,
  LEAGUE_RULE_KEYS,
  LEAGUE_SCORED_RULE_KEYS,
} from '../schemas/league';
import { hasPlacesFor } from './league-schedule';
import { addDaysToDateString, addMonthsToDateString, facilityInstant, facilityToday, weekdayName } from '../../time';

export { weekdayName };

export const PARTICIPANTS_PER_BAY = 4;
export const SCRAMBLE_TEAM_SIZE = 2;
export const MAX_LEAGUE_PARTICIPANTS = 50;

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
    ...LEAGUE_RULE_DEFAULTS,
  };
}

/**
 * A league's rules after a form is saved: the form's where it sets them, else the league's own (an edit) or the
 * defaults (a new league). The average ranking counts no 'best N'.
 */
export function resolveLeagueRules(
  form: Partial<LeagueRules>,
  current: LeagueRules = LEAGUE_RULE_DEFAULTS,
): LeagueRules {
  const rules = Object.fromEntries(
    LEAGUE_RULE_KEYS.map((key) => [key, form[key] !== undefined ? form[key] : current[key]]),
  ) as unknown as LeagueRules;
  return rules.strokeRanking === 'average' ? { ...rules, countedRounds: null } : rules;
}

export type LeagueChangeCheck = { ok: true } | { ok: false; code: ErrorCode; message: string; field?: string };

export const LEAGUE_CHANGE_MESSAGES = {
  scored:
    'Scores have been entered in this league: its scoring type, ranking and points can no longer change. Delete its scores to change them.',
  startBeforeMinimum: 'The start date cannot be earlier than yesterday.',
  started: 'This league has started: ask the staff to take you off it.',
} as const;

/** 'Maximum participants cannot be below the 5 players already in the league.' */
export function maxBelowCountMessage(taken: number): string {
  return `Maximum participants cannot be below the ${taken} ${taken === 1 ? 'player' : 'players'} already in the league.`;
}

/**
 * The server's checks on a league form beyond its schema: a new start date no earlier than the picker allows
 * (yesterday; an edit may keep a start date that has passed); maximum participants not below the places taken;
 * the resolved rules consistent (best N has its N, a win earns more than a loss, a halve between them); scoring
 * type, ranking and points fixed once scores exist (the minimum rounds to be ranked may change at any time).
 */
export function checkLeagueChange(args: {
  current: (Pick<League, 'scoringType' | 'startDate'> & LeagueRules) | null;
  next: Pick<LeagueForm, 'scoringType' | 'startDate' | 'maxParticipants'> & LeagueRules;
  placesTaken: number;
  hasScores: boolean;
  now: Date;
}): LeagueChangeCheck {
  const { current, next, placesTaken, hasScores, now } = args;
  if ((!current || current.startDate !== next.startDate) && next.startDate < minLeagueStartDate(now)) {
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: LEAGUE_CHANGE_MESSAGES.startBeforeMinimum,
      field: 'startDate',
    };
  }
  if (next.maxParticipants < placesTaken) {
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: maxBelowCountMessage(placesTaken),
      field: 'maxParticipants',
    };
  }
  // The form checks the rules it is sent; an edit may send some of them, so the rules it leaves the league with
  // are checked here.
  if (next.strokeRanking === 'best_rounds' && next.countedRounds === null) {
    return {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: LEAGUE_MESSAGES.countedRoundsRequired,
      field: 'countedRounds',
    };
  }
  if (!(
    next.pointsWin > next.pointsLoss &&
    next.pointsHalve >= next.pointsLoss &&
    next.pointsHalve <= next.pointsWin
  )) {
    return { ok: false, code: 'VALIDATION_FAILED', message: LEAGUE_MESSAGES.pointsOrder, field: 'pointsHalve' };
  }
  if (current && hasScores) {
    const changed =
      current.scoringType !== next.scoringType || LEAGUE_SCORED_RULE_KEYS.some((key) => current[key] !== next[key]);
    if (changed) return { ok: false, code: 'LEAGUE_SCORED', message: LEAGUE_CHANGE_MESSAGES.scored };
  }
  return { ok: true };
}

/** How long a scramble partner's place is held for the team while their invitation waits for an answer. */
export const PARTNER_HOLD_HOURS = 48;

/**
 * When a partner's invitation runs out (docs/decisions/206-scramble-partner-invitations.md): PARTNER_HOLD_HOURS after
 * it was sent, but never past the league's start (its first day at its start time, facility time), so the league
 * starts with its teams known. A league joined after it started (signup stays open until its end) holds the place
 * for PARTNER_HOLD_HOURS, never past its last day.
 */
export function partnerHoldEndsAt(league: Pick<League, 'startDate' | 'startTime' | 'endDate'>, now: Date): Date {
  const held = new Date(now.getTime() + PARTNER_HOLD_HOURS * 3_600_000);
  const start = facilityInstant(league.startDate, league.startTime ?? '00:00');
  const limit = start > now ? start : facilityInstant(addDaysToDateString(league.endDate, 1), '00:00');
  return held < limit ? held : limit;
}

/** Whether a member may still leave a league themself: before its first day (facility date). */
export function canLeaveLeague(league: Pick<League, 'startDate'>, now: Date): boolean {
  return facilityToday(now) < league.startDate;
}

/** Why the admin's picker refuses a player: 'Only members can play in leagues: Ann is not a member.' */
export function notAMemberMessage(name: string): string {
  return `Only members can play in leagues: ${name} is not a member.`;
}

/** How booking screens name a league's reservation: 'Thursday Match Play · league night'. */
export function leagueNightLabel(leagueName: string): string {
  return `${leagueName} · league night`;
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

/** 'Monday' → 'Mondays' for the schedule line ('Tuesdays, 6:00 PM - 8:00 PM'). */
export function pluralDay(day: string): string {
  return `${day}s`;
}

export function baysLabel(bays: number): string {
  return `${bays} ${bays === 1 ? 'bay' : 'bays'}`;
}

type ParticipantLike = Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead'> & {
  player2Name?: string | null;
};

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
  if (!hasPlacesFor(league, participants, 1)) {
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
  if (!hasPlacesFor(league, participants, 1)) {
    return { ok: false, code: 'LEAGUE_FULL', message: 'This league is full.' };
  }
  return { ok: true };
}
