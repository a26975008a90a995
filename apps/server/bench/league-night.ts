// Micro-benchmark of core's league-night rules (docs/decisions/211-league-handicaps-and-scorecards.md), a script, not
// a test: `pnpm --filter @longwood/server bench:league-night`. One pass = what a score save recomputes for a
// 40-player stroke-play league with 30 rounds of 18 holes: every player's handicap history (best 5 of last 10,
// 90 %), every round's net skins with carry-overs, each round's finishing order with countback, and the standings.
// It calls core the way the server does: core's league read model over the stored rows (leagueReadModel: the
// handicaps from the rounds, courses and scores, each round's skins, the standings ranked by net with the cards kept
// by the hole; docs/decisions/232-leagues-as-one-domain-module.md), plus rankRound on each round's cards.
// Its budget is a ratio to a CPU reference run beside it (`pnpm bench:budgets`, docs/performance.md).
import { LEAGUE_NIGHT_SHAPE, leagueNightPasses } from './support/league-night-phase';

const PASSES = Number(process.env.BENCH_PASSES ?? 100);

const figures = leagueNightPasses(PASSES);
console.log(
  `league night: ${LEAGUE_NIGHT_SHAPE} (${figures.cards} cards): handicaps, net skins, ` +
    'round places with countback, standings',
);
console.log(
  `  per pass (ms): median ${figures.median.toFixed(2)}, p90 ${figures.p90.toFixed(2)}, p99 ${figures.p99.toFixed(2)}, over ${PASSES} passes`,
);
