// The development seeds' demo coach hours (docs/decisions/120-coaching-lessons.md): Monday to Saturday, 9:00 AM to
// 5:00 PM, so /book-lesson offers start times on a fresh install. Written through the coaching feature's schedule
// repository (the only code that writes coach_hours); main.ts hands it to the seeds (shared server code does not
// import features).
import type { Knex } from 'knex';
import type { WeeklyWindow } from '@longwood/core';
import { createCoachScheduleRepository } from './coach-schedule-repository';

/** The demo coach's weekly windows (weekday 0 = Sunday, facility wall-clock times). */
export const DEMO_COACH_HOURS: readonly WeeklyWindow[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startTime: '09:00:00',
  endTime: '17:00:00',
}));

/** Gives the demo coach their weekly hours. */
export async function seedDemoCoachHours(db: Knex, coachId: number): Promise<void> {
  await createCoachScheduleRepository(db).replaceHours(coachId, DEMO_COACH_HOURS);
}
