// Micro-benchmark of core's league-night rules (docs/decisions/211-league-handicaps-and-scorecards.md), a script, not
// a test: `pnpm --filter @longwood/server bench:league-night`. One pass = what a score save recomputes for a
// 40-player stroke-play league with 30 rounds of 18 holes: every player's handicap history (best 5 of last 10,
// 90 %), every round's net skins with carry-overs, each round's finishing order with countback, and the standings.
// It calls core the way the server does (features/leagues/night.ts handicapsOf and roundSkins, play.ts standingsOf):
// leagueHandicaps from the stored rounds, courses and scores, each round's skins from those handicaps, the standings
// ranked by net with the cards kept by the hole, and withHandicaps on them; plus rankRound on each round's cards.
// Target: a pass under 50 ms.
import {
  HANDICAP_RULE_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  computeSkins,
  computeStandings,
  leagueHandicaps,
  rankRound,
  withHandicaps,
  type CourseHole,
  type HandicapRules,
} from '@longwood/core';

const PLAYERS = 40;
const ROUNDS = 30;
const PASSES = Number(process.env.BENCH_PASSES ?? 100);
const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5];
const SI = [8, 10, 12, 16, 14, 2, 18, 4, 6, 3, 9, 17, 7, 5, 11, 13, 15, 1];
const holes: CourseHole[] = PARS.map((par, i) => ({ par, strokeIndex: SI[i]! }));
const course = { holes, par: PARS.reduce((a, b) => a + b, 0) };
const rules: HandicapRules = {
  ...HANDICAP_RULE_DEFAULTS,
  handicapMode: 'league',
  handicapRounds: 10,
  handicapBestOf: 5,
};
const league = { scoringType: 'lowest_score' as const, ...LEAGUE_RULE_DEFAULTS, handicapMode: rules.handicapMode };

// A deterministic spread of players from scratch to 30 over par.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const participants = Array.from({ length: PLAYERS }, (_, i) => ({
  id: i + 1,
  userId: 1000 + i,
  teamId: i + 1,
  isTeamLead: true,
  name: `Player ${i + 1}`,
  startingHandicap: null,
  override: null,
}));
const rounds = Array.from({ length: ROUNDS }, (_, i) => ({
  id: 100 + i,
  roundNumber: i + 1,
  roundDate: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  course,
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

function pass(): number {
  let work = 0;
  // night.ts handicapsOf: every team's handicap round by round.
  const states = leagueHandicaps({ rules, participants, rounds, scores });
  for (const r of rounds) {
    // night.ts roundSkins: the round's cards from the handicaps, net skins with carry-overs.
    const cards = [...states.values()].flatMap((state) => {
      const card = state.rounds.get(r.id);
      return card
        ? [{ participantId: card.participantId, teamId: state.teamId, holes: card.holes, strokes: card.strokesOnHoles }]
        : [];
    });
    work += computeSkins({ cards, holeCount: holes.length, mode: 'net', carryOver: true }).length;
    // The round's finishing order by net, ties on countback.
    const placed = [...states.values()].flatMap((state) => {
      const card = state.rounds.get(r.id);
      if (!card) return [];
      const { participantId, gross, holes: cardHoles, strokesGiven: handicapStrokes } = card;
      return [{ participantId, teamId: state.teamId, gross, handicapStrokes, holes: cardHoles }];
    });
    work += rankRound({ cards: placed, mode: 'net' }).length;
  }
  // play.ts standingsOf: ranked by net (each score less the strokes its team took into the round), countback on the
  // cards kept by the hole, then each row's handicap and average net.
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const ranked = scores.map((s) => {
    const card = states.get(teamOf.get(s.participantId) ?? -1)?.rounds.get(s.roundId);
    return s.strokes === null || !card ? s : { ...s, strokes: s.strokes - card.strokesGiven };
  });
  const cards = scores.flatMap((s) => {
    const teamId = teamOf.get(s.participantId);
    if (!s.holes || s.strokes === null || teamId === undefined) return [];
    const card = states.get(teamId)?.rounds.get(s.roundId);
    if (card && card.participantId !== s.participantId) return [];
    return [{ roundId: s.roundId, teamId, holes: s.holes, strokesGiven: card ? card.strokesGiven : 0 }];
  });
  const standings = withHandicaps(
    computeStandings({ league, participants, rounds, scores: ranked, cards, net: true }),
    states,
    league,
  );
  return work + standings.length;
}

for (let i = 0; i < 10; i += 1) pass(); // warm-up (JIT)
const timings: number[] = [];
for (let i = 0; i < PASSES; i += 1) {
  const started = performance.now();
  pass();
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(2);
console.log(
  `league night: ${PLAYERS} players × ${ROUNDS} rounds of 18 holes (${scores.length} cards): handicaps, net skins, ` +
    'round places with countback, standings',
);
console.log(`  per pass (ms): median ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, over ${PASSES} passes (target < 50)`);
