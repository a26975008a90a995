// Micro-benchmark of core's availability function (docs/decisions/080-one-occupancy-model.md), a script, not a
// test: `pnpm --filter @longwood/server bench:availability`. One pass = what an admin calendar or the desk computes
// for a month (support/availability-phase.ts). Its budget is a ratio to a CPU reference run beside it
// (`pnpm bench:budgets`, docs/performance.md).
import { AVAILABILITY_SHAPE, availabilityPasses } from './support/availability-phase';

const PASSES = Number(process.env.BENCH_PASSES ?? 500);
const figures = availabilityPasses(PASSES);
const ms = (value: number) => value.toFixed(3);
console.log(
  `availability: ${AVAILABILITY_SHAPE}, ${figures.occupancies} occupancies + 2 league sessions a day, ${figures.cells} cells/options per pass`,
);
console.log(
  `  per pass (ms): median ${ms(figures.median)}, p90 ${ms(figures.p90)}, p99 ${ms(figures.p99)}, over ${PASSES} passes`,
);
