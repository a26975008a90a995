// The owner's insights over a year at 12 bays (docs/decisions/245-owner-insights.md): `pnpm --filter
// @longwood/server bench:insights`. A script, not a test: it PRINTS figures, asserts nothing. Target: p99 < 200 ms.
//
// For each database (a SQLite file, then a fresh Postgres database): 12 open bays, 300 members, a year of bookings up
// to today (each bay 6 bookings a day of 1-2 hours, every 15th canceled, most checked in), a lesson a day, two leagues
// without a generated schedule and 400 demo requests; then the insights service as the route calls it (the database's
// counts and sums, the leagues, core's figures) for the last 365 days, BENCH_PASSES times (default 40, after 5
// warm-ups), and the same for one list (no-shows, which reads the rows). Figures: p50 / p90 / p99 in ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDaysToDateString,
  computeInsights,
  DEFAULT_STAFFED_HOURS,
  facilityToday,
  insightsReadRange,
  minutesToTime,
  recentWindow,
  type InsightsFiguresInput,
} from '@longwood/core';
import { createDb } from '../src/db/create-db';
import { migrateLatest } from '../src/db/migrations';
import { seedSimulators } from '../src/db/seeds';
import { createInsightsRepository } from '../src/features/insights/repository';
import { createInsightsService } from '../src/features/insights/service';
import { createLeaguesRepository } from '../src/features/leagues/repository';
import { freshPostgres, insertAll, passwordHash, userRows, type Cleanups } from './support/data';

const BAYS = 12;
const DAYS = 365;
const MEMBERS = 300;
const PASSES = Number(process.env.BENCH_PASSES ?? 40);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');

async function fill(db: ReturnType<typeof createDb>, today: string) {
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

const at = (timings: number[], q: number) =>
  timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);

async function time(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await work();
  const timings: number[] = [];
  for (let i = 0; i < PASSES; i += 1) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

const cleanups: Cleanups = [];
try {
  const today = facilityToday(new Date());
  for (const dialect of DIALECTS) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-insights-'));
    const settings =
      dialect === 'postgres'
        ? { SQLITE_FILE: '', DATABASE_URL: await freshPostgres('lgf_bench_insights', cleanups) }
        : { SQLITE_FILE: path.join(dir, 'bench.sqlite3') };
    const db = createDb(settings);
    cleanups.push(async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const { bays, rows } = await fill(db, today);
    const service = createInsightsService({
      repo: createInsightsRepository(db),
      leagueBlockersBetween: (from, to) => createLeaguesRepository(db).blockersBetween(from, to),
      bookingLimits: () =>
        Promise.resolve({ dailyCapMinutes: 240, bookingWindowDays: 30, bays: bays.map((b) => ({ ...b, open: true })) }),
      staffedHours: () => DEFAULT_STAFFED_HOURS,
      now: () => new Date(),
    });
    const range = { from: addDaysToDateString(today, -(DAYS - 1)), to: today };
    const figures = await time(() => service.get(range));
    const list = await time(() => service.list({ ...range, figure: 'no-shows' }));
    // Where the time goes: the heat map's grouped statement, the rows a list reads, and core's figures over what the
    // database counted.
    const repo = createInsightsRepository(db);
    const grouped = await time(() => repo.bayUse(range.from, range.to));
    const read = await time(() => repo.occupancies(range.from, range.to));
    const asOf = new Date();
    const window = recentWindow(asOf);
    const noShows = await repo.noShows(range.from, range.to, window.today, DEFAULT_STAFFED_HOURS);
    const input: InsightsFiguresInput = {
      ...range,
      now: asOf,
      bays: bays.map((b) => ({ ...b, open: true })),
      bayUse: await repo.bayUse(range.from, range.to),
      leagueBlockers: await createLeaguesRepository(db).blockersBetween(range.from, range.to),
      leagues: await repo.leagues(range.from, range.to),
      leagueRowNights: await repo.leagueRowNights(range.from, range.to),
      lessons: await repo.lessons(range.from, range.to),
      members: await repo.members(),
      demoRequests: await repo.demoRequests(range.from, range.to),
      membershipRequests: await repo.membershipRequests(range.from, range.to),
      monthMinutes: await repo.memberMinutes(`${window.today.slice(0, 8)}01`, window.today),
      memberUse: await repo.memberUse(range.from, range.to),
      recentUserIds: await repo.recentUserIds(insightsReadRange(range.from, range.to, asOf), window),
      noShowsBeforeToday: noShows.beforeToday,
      noShowCandidatesToday: noShows.today,
      cancellations: await repo.cancellations(range.from, range.to),
    };
    const compute = await time(() => Promise.resolve(computeInsights(input)));
    console.log(`insights [${dialect}]: ${BAYS} bays, ${DAYS} days, ${rows} bookings, ${MEMBERS} members`);
    console.log(
      `  GET /api/admin/insights (ms): p50 ${at(figures, 0.5)}, p90 ${at(figures, 0.9)}, p99 ${at(figures, 0.99)} over ${PASSES} passes (target p99 < 200)`,
    );
    console.log(`  list no-shows (ms): p50 ${at(list, 0.5)}, p90 ${at(list, 0.9)}, p99 ${at(list, 0.99)}`);
    console.log(`    the heat map's grouped statement (ms): p50 ${at(grouped, 0.5)}, p99 ${at(grouped, 0.99)}`);
    console.log(`    a list's bookings rows (ms): p50 ${at(read, 0.5)}, p99 ${at(read, 0.99)}`);
    console.log(`    of which core's figures (ms): p50 ${at(compute, 0.5)}, p99 ${at(compute, 0.99)}`);
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
