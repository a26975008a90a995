// The development seeds' demo league (docs/decisions/201-league-play-an-organiser-can-trust.md): "Thursday Match
// Play", five players (the demo member and the seeds' four demo golfers, shown by name), four Thursdays played before
// the seeding day with their pairings and results (one halved match, a bye each round) and the rest of the season
// ahead, so the rounds, score sheet, standings (with a tie-break) and a member's league page are worth opening on
// a fresh install. Late evening on one bay, unscheduled: the session holds one bay by computation, so the other
// stays bookable. Written through the leagues feature's repositories (one repository per table); main.ts hands it
// to the seeds (shared server code does not import features).
// Beside it, "Tuesday Net League" (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): stroke
// play on the simulator course "Pebble Beach", three Tuesdays played hole by hole, league handicaps and net skins on,
// so the printed night (bay sheet, cards with strokes), the leaderboard and the handicaps are worth opening too.
import type { Knex } from 'knex';
import {
  addDaysToDateString,
  facilityToday,
  LEAGUE_RULE_DEFAULTS,
  oppositeResult,
  suggestedMatchups,
  weekdayName,
  LEAGUE_NIGHT_DEFAULTS,
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

/** Pebble Beach's pars and stroke indexes, as the simulator course plays them (par 72). */
const PEBBLE_BEACH = {
  name: 'Pebble Beach',
  holes: [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5].map((par, i) => ({
    par,
    strokeIndex: [8, 10, 12, 16, 14, 2, 18, 4, 6, 7, 5, 17, 9, 11, 3, 1, 15, 13][i]!,
  })),
};
/** Each demo golfer's strokes over par per round, roughly: from a 6 to a 20 handicap. */
const NET_PLAYER_LEVELS = [6, 9, 12, 16, 20];
const NET_PLAYED_ROUNDS = 3;

/** A demo season: ten weeks from `firstNight` on its weekday, late evening on one bay, the default ranking rules. */
function demoSeason(firstNight: string, dayOfWeek: LeagueForm['dayOfWeek']) {
  return {
    leagueType: 'individual' as const,
    startDate: firstNight,
    endDate: addDaysToDateString(firstNight, 7 * (SEASON_ROUNDS - 1)),
    dayOfWeek,
    startTime: '21:30',
    endTime: '23:30',
    maxParticipants: 8,
    numberOfBays: 1,
    isActive: true,
    ...LEAGUE_RULE_DEFAULTS,
  };
}

/** The night before today (or a week before, when today is that night) on `weekday`. */
function lastNight(today: string, weekday: string): string {
  let date = addDaysToDateString(today, -1);
  while (weekdayName(date) !== weekday) date = addDaysToDateString(date, -1);
  return date;
}

/**
 * A player's card, made up but always the same: their strokes over par spread over the holes, the harder holes (low
 * stroke index) first, turned by the round so no two cards are alike.
 */
function demoCard(level: number, player: number, round: number): number[] {
  const over = level + ((player * 3 + round * 5) % 7) - 3;
  return PEBBLE_BEACH.holes.map((hole, i) => {
    const extra = Math.floor(over / 18) + (hole.strokeIndex <= over % 18 ? 1 : 0);
    const swing = ((player + round * 2 + i * 5) % 5) - 2; // -2..2: a birdie here, a double there
    return Math.min(15, Math.max(1, hole.par + extra + (swing === -2 ? -1 : swing === 2 ? 1 : 0)));
  });
}

/** "Tuesday Net League": the five players on Pebble Beach, three Tuesdays scored hole by hole, handicaps and skins on. */
async function seedDemoNetLeague(db: Knex, userIds: readonly number[], today: string, createdAt: string) {
  const store = createLeagueStore(db);
  const firstNight = addDaysToDateString(lastNight(today, 'Tuesday'), -7 * (NET_PLAYED_ROUNDS - 1));
  await store.transaction(async (tables) => {
    const courseId = await tables.courses.insert(PEBBLE_BEACH, createdAt);
    const leagueId = await tables.leagues.insert(
      {
        name: 'Tuesday Net League',
        description:
          'Eighteen holes of net stroke play on Pebble Beach: league handicaps (best 5 of the last 10, 90 %) and net skins.',
        scoringType: 'lowest_score',
        ...demoSeason(firstNight, 'Tuesday'),
      },
      createdAt,
    );
    await tables.leagues.updateNight(leagueId, {
      ...LEAGUE_NIGHT_DEFAULTS,
      handicapMode: 'league',
      handicapProvisionalRounds: 1,
      rankBy: 'net',
      skinsMode: 'net',
      skinsCarryOver: true,
    });
    const participants: number[] = [];
    for (const [i, userId] of userIds.entries()) {
      participants.push(
        await tables.participants.insert({ leagueId, userId, teamId: i + 1, isTeamLead: true }, createdAt),
      );
    }
    for (let n = 1; n <= SEASON_ROUNDS; n += 1) {
      const roundDate = addDaysToDateString(firstNight, 7 * (n - 1));
      const roundId = await tables.rounds.insert({ leagueId, roundNumber: n, roundDate, courseId }, createdAt);
      if (n > NET_PLAYED_ROUNDS) continue;
      for (const [i, participantId] of participants.entries()) {
        const holes = demoCard(NET_PLAYER_LEVELS[i % NET_PLAYER_LEVELS.length]!, i, n);
        const strokes = holes.reduce((a, b) => a + b, 0);
        await tables.scores.insert(
          leagueId,
          roundId,
          { participantId, strokes, holes, result: null, opponentParticipantId: null },
          createdAt,
        );
        // The round is complete and its players have their results: no results e-mail is owed for it.
        await tables.resultMails.claim(leagueId, roundId, userIds[i]!, createdAt);
      }
    }
  });
}

/** Seeds the demo leagues; `userIds` are the five players in team order (the demo member first). */
export async function seedDemoLeague(db: Knex, userIds: readonly number[], now: Date): Promise<void> {
  const store = createLeagueStore(db);
  const createdAt = isoTimestamp();
  const today = facilityToday(now);
  // The Thursday before today (a week ago when today is Thursday): the last night played.
  const lastPlayed = lastNight(today, 'Thursday');
  const firstNight = addDaysToDateString(lastPlayed, -7 * (PLAYED_ROUNDS - 1));
  const form: LeagueForm & LeagueRules = {
    name: 'Thursday Match Play',
    description: 'Nine holes of match play on Thursday nights: a win earns 1 point, a halve ½, the bye a win.',
    scoringType: 'match_play',
    ...demoSeason(firstNight, 'Thursday'),
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
  await seedDemoNetLeague(db, userIds, today, createdAt);
}
