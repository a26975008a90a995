// Micro-benchmark of core's availability function (docs/decisions/080-one-occupancy-model.md), a script, not a
// test: `pnpm --filter @longwood/server bench:availability`. One pass = what an admin calendar or the desk
// computes for a month: 30 days × 2 bays, each day prepared with dayAvailability from ~20 occupancies of every
// kind plus two unscheduled league sessions, then its 48-cell grid and its 1-hour start options. Target: a pass
// well under 2 ms.
import {
  addDaysToDateString,
  dayAvailability,
  facilityToday,
  minutesToTime,
  occupancyGrid,
  slotAvailability,
  weekdayName,
  type LeagueBlocker,
  type OccupancyInterval,
} from '@longwood/core';

const DAYS = 30;
const PASSES = Number(process.env.BENCH_PASSES ?? 500);
const now = new Date();
const today = facilityToday(now);
const kinds = ['member', 'staff', 'walk_in', 'lesson', 'league'] as const;

const days = Array.from({ length: DAYS }, (_, i) => {
  const date = addDaysToDateString(today, i + 1);
  const occupancies: OccupancyInterval[] = [];
  let id = i * 100;
  for (const bay of [1, 2]) {
    for (let start = 6 * 60 + bay * 30; start < 22 * 60; start += 90) {
      id += 1;
      occupancies.push({
        id,
        kind: kinds[id % kinds.length]!,
        simulatorId: bay,
        bookingDate: date,
        startTime: minutesToTime(start),
        endTime: minutesToTime(start + 60),
        userId: id % 7,
      });
    }
  }
  const leagues: LeagueBlocker[] = [1, 2].map((bays) => ({
    id: bays,
    isActive: true,
    startDate: today,
    endDate: addDaysToDateString(today, 90),
    dayOfWeek: weekdayName(date),
    startTime: bays === 1 ? '18:00' : '21:00',
    endTime: bays === 1 ? '20:00' : '22:30',
    numberOfBays: bays,
    hasSchedule: false,
  }));
  return { date, occupancies, leagues };
});

function pass(): number {
  let cells = 0;
  for (const input of days) {
    const day = dayAvailability(input, { memberId: 3 });
    cells += occupancyGrid(day).length * 2;
    cells += slotAvailability({ day, durationMinutes: 60, now }).length;
  }
  return cells;
}

for (let i = 0; i < 50; i += 1) pass(); // warm-up (JIT)
const timings: number[] = [];
let cells = 0;
for (let i = 0; i < PASSES; i += 1) {
  const started = performance.now();
  cells = pass();
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(3);
const occupancies = days.reduce((n, d) => n + d.occupancies.length, 0);
console.log(
  `availability: ${DAYS} days, ${occupancies} occupancies + 2 league sessions a day, ${cells} cells/options per pass`,
);
console.log(`  per pass (ms): median ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, over ${PASSES} passes`);
