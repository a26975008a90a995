// How league cards, headings, the rounds list and the standings word a league and its play
// (docs/requirements.md#member-leagues, #admin-leagues).
import {
  baysLabel,
  BYE_RESULT_LABELS,
  LEAGUE_TYPE_LABELS,
  playerNames,
  pluralDay,
  SCORING_TYPE_LABELS,
  standingsStrokes,
  strokeRankingText,
  teamsOf,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type StandingsResponse,
  type StandingsRow,
  type StandingsWeek,
} from '@longwood/core';
import { formatDateShort, formatTimeRange } from '../../../lib/format';

export const leagueTypeLabel = (league: Pick<League, 'leagueType'>) => LEAGUE_TYPE_LABELS[league.leagueType];
export const scoringLabel = (league: Pick<League, 'scoringType'>) => SCORING_TYPE_LABELS[league.scoringType];

/** 'Tuesdays, 6:00 PM - 8:00 PM', or null when the day or a time is missing. */
export function scheduleLine(league: Pick<League, 'dayOfWeek' | 'startTime' | 'endTime'>): string | null {
  if (!league.dayOfWeek || !league.startTime || !league.endTime) return null;
  return `${pluralDay(league.dayOfWeek)}, ${formatTimeRange(league.startTime, league.endTime)}`;
}

export const dateRange = (league: Pick<League, 'startDate' | 'endDate'>) =>
  `${formatDateShort(league.startDate)} - ${formatDateShort(league.endDate)}`;

export const baysText = (bays: number | null) => (bays === null ? 'Not specified' : baysLabel(bays));

export const participantsText = (league: Pick<League, 'numberParticipants' | 'maxParticipants'>) =>
  `${league.numberParticipants} / ${league.maxParticipants ?? '-'}`;

export const isFull = (league: Pick<League, 'numberParticipants' | 'maxParticipants'>) =>
  league.maxParticipants !== null && league.numberParticipants >= league.maxParticipants;

/** How far a round has been scored, as the rounds list says it: upcoming rounds first, then the count. */
export function roundScoredText(
  round: Pick<LeagueRound, 'roundDate' | 'scoredTeams' | 'totalTeams' | 'absentTeams' | 'complete'>,
  today: string,
): { label: string; tone: 'upcoming' | 'scored' | 'partial' | 'none' } {
  if (round.roundDate > today) return { label: 'Upcoming', tone: 'upcoming' };
  // Complete: every team has a card or did not play (docs/decisions/270-league-absences-and-round-completion.md).
  const absent = round.absentTeams > 0 ? `, ${round.absentTeams} did not play` : '';
  if (round.complete) return { label: `Scored${absent}`, tone: 'scored' };
  if (round.scoredTeams === 0 && round.absentTeams === 0) return { label: 'Not scored', tone: 'none' };
  return { label: `${round.scoredTeams} of ${round.totalTeams} scored${absent}`, tone: 'partial' };
}

/** '▲2' / 'up 2 places', '▼1' / 'down 1 place', '–' / 'no change'; null before there is a round to compare with. */
export function rankChangeText(change: number | null): { shown: string; spoken: string } | null {
  if (change === null) return null;
  if (change === 0) return { shown: '–', spoken: 'no change' };
  const places = `${Math.abs(change)} ${Math.abs(change) === 1 ? 'place' : 'places'}`;
  return change > 0
    ? { shown: `▲${change}`, spoken: `up ${places}` }
    : { shown: `▼${-change}`, spoken: `down ${places}` };
}

const RESULT_LETTERS = { win: 'W', loss: 'L', halve: 'H', bye: 'Bye' } as const;
const RESULT_WORDS = { win: 'Win', loss: 'Loss', halve: 'Halved', bye: 'Bye' } as const;

/** A match-play week of the standings grid: 'W' and 'Win against Bob', 'Bye', or null when not played. */
export function weekResultText(week: Pick<StandingsWeek, 'result' | 'opponent'>): {
  shown: string;
  spoken: string;
} | null {
  if (week.result === null) return null;
  const against = week.result !== 'bye' && week.opponent ? ` against ${week.opponent}` : '';
  return { shown: RESULT_LETTERS[week.result], spoken: `${RESULT_WORDS[week.result]}${against}` };
}

/** Points with a half shown as .5 ('1.5'), whole numbers bare. */
export const pointsText = (points: number | null) => (points === null ? null : String(points));

/** A win percentage (0..1) as '66.7%'. */
export const winPercentText = (fraction: number | null) =>
  fraction === null ? null : `${Math.round(fraction * 1000) / 10}%`;

/** 'W-L-H' of a match-play row: '3-1-1'. */
export const recordText = (row: Pick<StandingsRow, 'wins' | 'losses' | 'halves'>) =>
  `${row.wins ?? 0}-${row.losses ?? 0}-${row.halves ?? 0}`;

/** The standings' heading of a best-N total: 'Best 6 total'. */
export const bestRoundsLabel = (n: number) => `Best ${n} total`;

export interface SheetTeam {
  teamId: number;
  /** The participant the sheet records the team's score against (the team lead). */
  participantId: number;
  /** A scramble team: 'Team 1: Ann & Bob' (a guest partner included); a player of an individual league: 'Ann'. */
  label: string;
}

/**
 * The teams of a score sheet, in team order, each named by its players; in an individual league (each player their
 * own team) by the player alone, never 'Team 1:'.
 */
export function sheetTeams(participants: readonly LeagueParticipant[], leagueType: League['leagueType']): SheetTeam[] {
  return teamsOf(participants).map((team) => ({
    teamId: team.teamId,
    participantId: team.members[0]!.id,
    label: leagueType === 'scramble' ? `Team ${team.teamId}: ${playersText(team.members)}` : playersText(team.members),
  }));
}

/** A team's players by display name, a scramble partner not signed up included ('Ann Archer & Bob Baker'). */
export function playersText(members: readonly Pick<LeagueParticipant, 'name' | 'player2Name'>[]): string {
  return playerNames(members).join(' & ');
}

/**
 * How the league ranks, in a line above its standings (the member's and the organiser's): 'Ranked by average per
 * round played.', 'Ranked by net average per round played.' (a league ranked by net), 'Ranked by the gross total of
 * the best 3 rounds.', points by each night's place (decision 487), or the points of match play; the words are
 * core's (strokeRankingText of standingsStrokes).
 */
export function standingsRulesLine(
  { scoringType, rules }: Pick<StandingsResponse, 'scoringType' | 'rules'>,
  league: Pick<League, 'handicapMode' | 'rankBy'> & { placePoints?: readonly number[] },
): string {
  if (scoringType === 'lowest_score' && league.placePoints?.length) {
    const minimum = rules.minRoundsToRank > 1 ? `; ${rules.minRoundsToRank} rounds played to be ranked` : '';
    return `Ranked by points for each night's finishing place (${league.placePoints.join(', ')})${minimum}.`;
  }
  if (scoringType === 'match_play') {
    return `Points: win ${rules.pointsWin}, halve ${rules.pointsHalve}, loss ${rules.pointsLoss}; a bye earns ${BYE_RESULT_LABELS[rules.byeResult].toLowerCase()}.`;
  }
  const ranking = strokeRankingText(rules, standingsStrokes({ ...league, scoringType }));
  const minimum = rules.minRoundsToRank > 1 ? `; ${rules.minRoundsToRank} rounds played to be ranked` : '';
  return `Ranked by ${ranking}${minimum}.`;
}
