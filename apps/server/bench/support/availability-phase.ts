// Core's availability for a month, timed pass by pass: the data and one pass of bench/availability.ts
// (docs/decisions/080-one-occupancy-model.md), also run by bench/budgets.ts. One pass = what an admin calendar or the
// desk computes for a month: 30 days × 2 bays, each day prepared with dayAvailability from ~20 occupancies of every
// kind plus two unscheduled league sessions, then its 48-cell grid and its 1-hour start options.
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
import { timedQuantiles } from './load';

const DAYS = 30;
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

export interface AvailabilityFigures {
  passes: number;
  occupancies: number;
  cells: number;
  median: number;
  p90: number;
  p99: number;
}

/** `passes` timed passes after 50 warm-ups (JIT); `between` is called after each with the time it took. */
export function availabilityPasses(passes: number, between?: (ms: number) => void): AvailabilityFigures {
  for (let i = 0; i < 50; i += 1) pass();
  let cells = 0;
  const quantiles = timedQuantiles(passes, () => (cells = pass()), between);
  const occupancies = days.reduce((n, d) => n + d.occupancies.length, 0);
  return { passes, occupancies, cells, ...quantiles };
}

export const AVAILABILITY_SHAPE = `${DAYS} days × 2 bays`;
