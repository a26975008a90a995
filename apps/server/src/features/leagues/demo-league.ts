// The development seeds' demo league (docs/decisions/201-league-play-an-organiser-can-trust.md): "Thursday Match
// Play", five players (the demo member and the seeds' four demo golfers, shown by name), four Thursdays played before
// the seeding day with their pairings and results (one halved match, a bye each round) and the rest of the season
// ahead, so the rounds, score sheet, standings (with a tie-break) and a member's league page are worth opening on
// a fresh install. Late evening on one bay, unscheduled: the session holds one bay by computation, so the other
// stays bookable. Written through the leagues feature's repositories (one repository per table); main.ts hands it
// to the seeds (shared server code does not import features).
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  facilityToday,
  LEAGUE_RULE_DEFAULTS,
  oppositeResult,
  suggestedMatchups,
  weekdayName,
  type LeagueForm,
  type LeagueRules,
  type MatchResult,
} from '@longwood/core';
import { isoTimestamp } from '../../db/timestamps';
import { createLeagueStore } from './store';

/**
 * The played rounds' results: per round, the result of the first-listed player of each round-robin match (core's
 * suggestion, byes last). Chosen so the standings show a halve, a tie on points settled by head-to-head (the demo
 * member ahead) and rank changes since the last round.
 */
const RESULTS: readonly (readonly MatchResult[])[] = [
  ['halve', 'loss'],
  ['loss', 'win'],
  ['win', 'win'],
  ['win', 'win'],
];

const PLAYED_ROUNDS = RESULTS.length;
const SEASON_ROUNDS = 10;

/** Seeds the demo league; `userIds` are the five players in team order (the demo member first). */
export async function seedDemoLeague(db: Knex, userIds: readonly number[], now: Date): Promise<void> {
  const store = createLeagueStore(db);
  const createdAt = isoTimestamp();
  const today = facilityToday(now);
  // The Thursday before today (a week ago when today is Thursday): the last night played.
  let lastPlayed = addDaysToDateString(today, -1);
  while (weekdayName(lastPlayed) !== 'Thursday') lastPlayed = addDaysToDateString(lastPlayed, -1);
  const firstNight = addDaysToDateString(lastPlayed, -7 * (PLAYED_ROUNDS - 1));
  const form: LeagueForm & LeagueRules = {
    name: 'Thursday Match Play',
    description: 'Nine holes of match play on Thursday nights: a win earns 1 point, a halve ½, the bye a win.',
    leagueType: 'individual',
    scoringType: 'match_play',
    startDate: firstNight,
    endDate: addDaysToDateString(firstNight, 7 * (SEASON_ROUNDS - 1)),
    dayOfWeek: 'Thursday',
    startTime: '21:30',
    endTime: '23:30',
    maxParticipants: 8,
    numberOfBays: 1,
    isActive: true,
    ...LEAGUE_RULE_DEFAULTS,
  };
  await store.transaction(async (tables) => {
    const leagueId = await tables.leagues.insert(form, createdAt);
    const participants = [];
    for (const [i, userId] of userIds.entries()) {
      const id = await tables.participants.insert({ leagueId, userId, teamId: i + 1, isTeamLead: true }, createdAt);
      participants.push({ id, userId, teamId: i + 1, isTeamLead: true });
    }
    for (let n = 1; n <= SEASON_ROUNDS; n += 1) {
      const roundDate = addDaysToDateString(firstNight, 7 * (n - 1));
      const roundId = await tables.rounds.insert({ leagueId, roundNumber: n, roundDate }, createdAt);
      if (n > PLAYED_ROUNDS) continue;
      const matchups = suggestedMatchups(roundId, n, participants);
      await tables.pairings.replaceRound(leagueId, roundId, matchups, createdAt);
      const results = RESULTS[n - 1]!;
      for (const [k, match] of matchups.filter((m) => m.opponentParticipantId !== null).entries()) {
        const result = results[k]!;
        const opponent = match.opponentParticipantId!;
        await tables.scores.insert(
          leagueId,
          roundId,
          { participantId: match.participantId, strokes: null, result, opponentParticipantId: opponent },
          createdAt,
        );
        await tables.scores.insert(
          leagueId,
          roundId,
          {
            participantId: opponent,
            strokes: null,
            result: oppositeResult(result),
            opponentParticipantId: match.participantId,
          },
          createdAt,
        );
      }
    }
  });
}
