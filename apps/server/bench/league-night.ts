// Micro-benchmark of core's league-night rules (docs/decisions/211-league-handicaps-and-scorecards.md), a script, not
// a test: `pnpm --filter @longwood/server bench:league-night`. One pass = what a score save recomputes for a
// 40-player stroke-play league with 30 rounds of 18 holes: every player's handicap history (best 5 of last 10,
// 90 %), every round's net skins with carry-overs, each round's finishing order with countback, and the standings.
// Target: a pass under 50 ms.
import {
  HANDICAP_RULE_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  computeSkins,
  computeStandings,
  handicapHistory,
  playingStrokes,
  rankRound,
  strokesByHole,
  type CourseHole,
  type HandicapRules,
  type PlayedRound,
} from '@longwood/core';

const PLAYERS = 40;
const ROUNDS = 30;
const PASSES = Number(process.env.BENCH_PASSES ?? 100);
const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5];
const SI = [8, 10, 12, 16, 14, 2, 18, 4, 6, 3, 9, 17, 7, 5, 11, 13, 15, 1];
const course: CourseHole[] = PARS.map((par, i) => ({ par, strokeIndex: SI[i]! }));
const par = PARS.reduce((a, b) => a + b, 0);
const rules: HandicapRules = {
  ...HANDICAP_RULE_DEFAULTS,
  handicapMode: 'league',
  handicapRounds: 10,
  handicapBestOf: 5,
};

// A deterministic spread of players from scratch to 30 over par.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const participants = Array.from({ length: PLAYERS }, (_, i) => ({
  id: i + 1,
  userId: 1000 + i,
  teamId: i + 1,
  isTeamLead: true,
  name: `Player ${i + 1}`,
}));
const rounds = Array.from({ length: ROUNDS }, (_, i) => ({
  id: 100 + i,
  roundNumber: i + 1,
  roundDate: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
}));
const cards = rounds.flatMap((r) =>
  participants.map((p) => {
    const holes = PARS.map((holePar) => Math.max(1, holePar + Math.floor(random() * (2 + (p.id % 4)))));
    return { roundId: r.id, participantId: p.id, holes, gross: holes.reduce((a, b) => a + b, 0) };
  }),
);

function pass(): number {
  let work = 0;
  const strokesInto = new Map<string, number>();
  for (const p of participants) {
    const played: PlayedRound[] = cards
      .filter((c) => c.participantId === p.id)
      .map((c) => ({ roundId: c.roundId, roundNumber: c.roundId - 99, holeCount: 18, par, gross: c.gross }));
    const { history } = handicapHistory(rules, played);
    for (const h of history) strokesInto.set(`${h.roundId}:${p.id}`, playingStrokes(h.before.handicap ?? 0, 18));
    work += history.length;
  }
  for (const r of rounds) {
    const roundCards = cards
      .filter((c) => c.roundId === r.id)
      .map((c) => {
        const handicapStrokes = strokesInto.get(`${r.id}:${c.participantId}`) ?? 0;
        return { ...c, teamId: c.participantId, handicapStrokes, strokes: strokesByHole(handicapStrokes, course) };
      });
    work += computeSkins({ cards: roundCards, holeCount: 18, mode: 'net', carryOver: true }).length;
    work += rankRound({ cards: roundCards, mode: 'net' }).length;
  }
  const standings = computeStandings({
    league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS },
    participants,
    rounds,
    scores: cards.map((c) => ({
      roundId: c.roundId,
      participantId: c.participantId,
      strokes: c.gross - (strokesInto.get(`${c.roundId}:${c.participantId}`) ?? 0),
      result: null,
      opponentParticipantId: null,
    })),
  });
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
  `league night: ${PLAYERS} players × ${ROUNDS} rounds of 18 holes (${cards.length} cards): handicaps, net skins, ` +
    'round places with countback, standings',
);
console.log(`  per pass (ms): median ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, over ${PASSES} passes (target < 50)`);
