// Micro-benchmark of core's ball-flight model (docs/decisions/450-flight-model-fitted-to-real-exports.md), a script,
// not a test: `pnpm --filter @longwood/server bench:flight`. One pass = 10 000 flights of every club, from wedges to
// drivers, with side spin and a horizontal launch. Target: a pass under a second on one core.
import { modelFlight, type Launch } from '@longwood/core';

const FLIGHTS = 10_000;
const PASSES = Number(process.env.BENCH_PASSES ?? 5);

const launches: Launch[] = Array.from({ length: FLIGHTS }, (_, i) => {
  const f = (i % 100) / 100;
  return {
    ballSpeedMps: 30 + 45 * f,
    launchDeg: 28 - 18 * f,
    spinRpm: 9500 - 7000 * f,
    spinAxisDeg: ((i % 21) - 10) * 1.5,
    horizontalLaunchDeg: ((i % 7) - 3) * 0.8,
  };
});

let sink = 0;
const times: number[] = [];
for (let pass = 0; pass < PASSES; pass++) {
  const start = performance.now();
  for (const launch of launches) sink += modelFlight(launch).carryM;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `${FLIGHTS} flights: median ${times[Math.floor(PASSES / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms ` +
    `(${PASSES} passes; checksum ${sink.toFixed(0)})`,
);
