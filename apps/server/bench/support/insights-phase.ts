// The owner's insights over a year at 12 bays (docs/decisions/245-owner-insights.md): the data and the timed service
// of bench/insights.ts, also run by bench/budgets.ts. 12 open bays, 300 members, a year of bookings up to today (each
// bay 6 bookings a day of 1-2 hours, every 15th canceled, most checked in), a lesson a day, two leagues without a
// generated schedule and 400 demo requests; the insights service as the route calls it (the database's counts and
// sums, the leagues, core's figures) for the last 365 days.
import { addDaysToDateString, DEFAULT_STAFFED_HOURS, minutesToTime } from '@longwood/core';
import type { createDb } from '../../src/db/create-db';
import { migrateLatest } from '../../src/db/migrations';
import { seedSimulators } from '../../src/db/seeds';
import { createInsightsRepository } from '../../src/features/insights/repository';
import { createInsightsService } from '../../src/features/insights/service';
import { createLeaguesRepository } from '../../src/features/leagues/repository';
import { insertAll, passwordHash, userRows } from './data';

const BAYS = 12;
const DAYS = 365;
const MEMBERS = 300;
export { BAYS as INSIGHTS_BAYS, DAYS as INSIGHTS_DAYS, MEMBERS as INSIGHTS_MEMBERS };

type Db = ReturnType<typeof createDb>;

/** The year up to `today` written to `db` (migrated here): the bays and how many bookings. */
export async function fillInsightsYear(db: Db, today: string) {
  await migrateLatest(db);
  await seedSimulators(db);
  const bays = Array.from({ length: BAYS }, (_, i) => ({ id: i + 1, name: `Bay ${i + 1}` }));
  await db('simulators').insert(bays.slice(2)).onConflict('id').ignore();
  const now = new Date().toISOString();
  const hash = await passwordHash();
  const emails = Array.from({ length: MEMBERS }, (_, i) => `insights-member-${i}@example.com`);
  await insertAll(db, 'users', userRows(emails, hash, now), 200);
  const ids = ((await db('users').select('id').orderBy('id')) as { id: number | string }[]).map((r) => Number(r.id));
  const first = addDaysToDateString(today, -(DAYS - 1));
  const rows: Record<string, unknown>[] = [];
  let n = 0;
  for (let d = 0; d < DAYS; d += 1) {
    const date = addDaysToDateString(first, d);
    for (let bay = 1; bay <= BAYS; bay += 1) {
      // Six bookings a day on each bay, 1 or 2 hours, from 7 AM, an hour apart at least.
      let start = 7 * 60 + ((d + bay) % 3) * 30;
      for (let k = 0; k < 6; k += 1) {
        const length = (n % 2) + 1;
        const user = ids[n % ids.length]!;
        rows.push({
          kind: n % 5 === 0 ? 'staff' : 'member',
          user_id: user,
          created_by: user,
          simulator_id: bay,
          booking_date: date,
          start_time: minutesToTime(start),
          end_time: minutesToTime(start + length * 60),
          created_at: `${addDaysToDateString(date, -3)}T12:00:00.000Z`,
          arrived_at: n % 4 === 0 ? null : `${date}T15:00:00.000Z`,
          canceled_at: n % 15 === 0 ? `${addDaysToDateString(date, -1)}T20:00:00.000Z` : null,
          canceled_by: n % 15 === 0 ? user : null,
          walk_in: false,
        });
        start += length * 60 + 30;
        n += 1;
      }
    }
  }
  await insertAll(db, 'bookings', rows, 500);
  const coach = ids[0]!;
  const lessons: Record<string, unknown>[] = [];
  for (let d = 0; d < DAYS; d += 1) {
    lessons.push({
      coach_id: coach,
      member_id: ids[1 + (d % (ids.length - 1))]!,
      lesson_date: addDaysToDateString(first, d),
      start_time: '22:00:00',
      end_time: '23:00:00',
      duration_minutes: 60,
      simulator_id: 1,
      status: d % 7 === 0 ? 'no_show' : 'completed',
      complimentary: false,
      created_at: now,
    });
  }
  await insertAll(db, 'lessons', lessons, 200);
  for (const [i, day] of ['Tuesday', 'Thursday'].entries()) {
    await db('leagues').insert({
      name: `${day} League`,
      league_type: 'individual',
      scoring_type: 'lowest_score',
      start_date: first,
      end_date: today,
      day_of_week: day,
      start_time: '20:00',
      end_time: '22:00',
      max_participants: 16,
      number_of_bays: 4 + i,
      is_active: true,
      created_at: now,
    });
  }
  const demos = Array.from({ length: 400 }, (_, i) => ({
    created_at: `${addDaysToDateString(first, Math.floor((i * DAYS) / 400))}T15:00:00.000Z`,
    name: `Visitor ${i}`,
    email: `visitor-${i}@example.com`,
    phone: '4075550100',
    interest: 'free_sim_demo',
    message: 'No Message',
    is_read: i % 2 === 0,
    became_member: i % 5 === 0,
  }));
  await insertAll(db, 'contact_submissions', demos, 200);
  return { bays, rows: rows.length };
}

/** The insights service over `db` as the route builds it, and the last 365 days up to `today`. */
export function insightsOver(db: Db, bays: Array<{ id: number; name: string }>, today: string) {
  const service = createInsightsService({
    repo: createInsightsRepository(db),
    leagueBlockersBetween: (from, to) => createLeaguesRepository(db).blockersBetween(from, to),
    bookingLimits: () =>
      Promise.resolve({ dailyCapMinutes: 240, bookingWindowDays: 30, bays: bays.map((b) => ({ ...b, open: true })) }),
    staffedHours: () => DEFAULT_STAFFED_HOURS,
    now: () => new Date(),
  });
  return { service, range: { from: addDaysToDateString(today, -(DAYS - 1)), to: today } };
}

/**
 * `work` timed `passes` times after 5 warm-ups, the timings sorted; `between` is called after each timed pass with the
 * time it took.
 */
export async function timedPasses(
  passes: number,
  work: () => Promise<unknown>,
  between?: (ms: number) => void,
): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await work();
  const timings: number[] = [];
  for (let i = 0; i < passes; i += 1) {
    const started = performance.now();
    await work();
    const took = performance.now() - started;
    timings.push(took);
    between?.(took);
  }
  return timings.sort((a, b) => a - b);
}
