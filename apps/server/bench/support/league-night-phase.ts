// Core's league-night rules for a 40-player stroke-play league with 30 rounds of 18 holes, timed pass by pass: the
// data and one pass of bench/league-night.ts (docs/decisions/211-league-handicaps-and-scorecards.md), also run by
// bench/budgets.ts. One pass calls core the way the server does on a score save (its read model: handicaps, each
// round's skins, the standings; and each round's order with countback).
import {
  LEAGUE_NIGHT_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  leagueReadModel,
  rankRound,
  type CourseHole,
  type League,
  type LeagueRows,
} from '@longwood/core';
import { timedQuantiles } from './load';

const PLAYERS = 40;
const ROUNDS = 30;
const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5];
const SI = [8, 10, 12, 16, 14, 2, 18, 4, 6, 3, 9, 17, 7, 5, 11, 13, 15, 1];
const holes: CourseHole[] = PARS.map((par, i) => ({ par, strokeIndex: SI[i]! }));
const course = { id: 1, name: 'Bench Links', holes, par: PARS.reduce((a, b) => a + b, 0) };
const league: League = {
  id: 1,
  name: 'Bench League',
  description: null,
  leagueType: 'individual',
  scoringType: 'lowest_score',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  dayOfWeek: null,
  startTime: null,
  endTime: null,
  maxParticipants: null,
  numberOfBays: null,
  isActive: true,
  numberParticipants: PLAYERS,
  hasSchedule: false,
  ...LEAGUE_RULE_DEFAULTS,
  ...LEAGUE_NIGHT_DEFAULTS,
  handicapMode: 'league',
  handicapRounds: 10,
  handicapBestOf: 5,
  rankBy: 'net',
  skinsMode: 'net',
  skinsCarryOver: true,
  hasScores: true,
};

// A deterministic spread of players from scratch to 30 over par.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const participants = Array.from({ length: PLAYERS }, (_, i) => ({
  id: i + 1,
  leagueId: league.id,
  userId: 1000 + i,
  teamId: i + 1,
  isTeamLead: true,
  name: `Player ${i + 1}`,
}));
const rounds = Array.from({ length: ROUNDS }, (_, i) => ({
  id: 100 + i,
  roundNumber: i + 1,
  roundDate: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  name: null,
  courseId: course.id,
}));
// The stored scores: one card per player and round, gross per hole.
const scores = rounds.flatMap((r) =>
  participants.map((p) => {
    const cardHoles = PARS.map((holePar) => Math.max(1, holePar + Math.floor(random() * (2 + (p.id % 4)))));
    return {
      roundId: r.id,
      participantId: p.id,
      strokes: cardHoles.reduce((a, b) => a + b, 0),
      holes: cardHoles,
      result: null,
      opponentParticipantId: null,
    };
  }),
);

const rows: LeagueRows = { league, participants, rounds, courses: [course], scores, pairings: [], nightSettings: [] };

function pass(): number {
  let work = 0;
  // What the server's read model answers: every team's handicap round by round, each round's net skins, the standings.
  const model = leagueReadModel(rows);
  for (const r of rounds) {
    work += model.skins(r).length;
    // The round's finishing order by net, ties on countback.
    const placed = [...model.handicaps.values()].flatMap((state) => {
      const card = state.rounds.get(r.id);
      if (!card) return [];
      const { participantId, gross, holes: cardHoles, strokesGiven: handicapStrokes } = card;
      return [{ participantId, teamId: state.teamId, gross, handicapStrokes, holes: cardHoles }];
    });
    work += rankRound({ cards: placed, mode: 'net' }).length;
  }
  return work + model.standings().rows.length;
}

export interface LeagueNightFigures {
  passes: number;
  cards: number;
  median: number;
  p90: number;
  p99: number;
}

/**
 * The warm-up: passes run and discarded until at least 10 have run and a second has gone by. V8 optimises the rules'
 * hot functions on a background thread, which a loaded machine gives less time: at BENCH_BACKGROUND_LOAD=2, 10 passes
 * left the first timed ones running unoptimised code (p99 38-42 ms of 200, against 13-20 ms for the next 200, on
 * 2026-11-28), so the figure was the compiler's start, not a league night's steady cost. Quiet, the second is about
 * 450 passes.
 */
const WARM_UP = { passes: 10, ms: 1_000 };

/**
 * `passes` timed passes after the warm-up (JIT); milliseconds per pass. `between`: called after each timed pass with
 * its milliseconds (bench/budgets.ts times its CPU reference there, support/baseline.ts).
 */
export function leagueNightPasses(passes: number, between?: (ms: number) => void): LeagueNightFigures {
  const warmUntil = performance.now() + WARM_UP.ms;
  for (let i = 0; i < WARM_UP.passes || performance.now() < warmUntil; i += 1) pass();
  return { passes, cards: scores.length, ...timedQuantiles(passes, pass, between) };
}

export const LEAGUE_NIGHT_SHAPE = `${PLAYERS} players × ${ROUNDS} rounds of 18 holes`;
