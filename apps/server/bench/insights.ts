// The owner's insights over a year at 12 bays (docs/decisions/245-owner-insights.md): `pnpm --filter
// @longwood/server bench:insights`. A script, not a test: it PRINTS figures, asserts nothing; the budget, a ratio to a
// CPU reference run beside it, is `pnpm bench:budgets`'s (docs/performance.md).
//
// For each database (a SQLite file, then a fresh Postgres database), the year of support/insights-phase.ts; then the
// insights service as the route calls it for the last 365 days, BENCH_PASSES times (default 40, after 5 warm-ups),
// and the same for one list (no-shows, which reads the rows), with where the time goes. Figures: p50 / p90 / p99 in ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  computeInsights,
  DEFAULT_STAFFED_HOURS,
  facilityToday,
  insightsReadRange,
  recentWindow,
  type InsightsFiguresInput,
} from '@longwood/core';
import { createDb } from '../src/db/create-db';
import { createInsightsRepository } from '../src/features/insights/repository';
import { createLeaguesRepository } from '../src/features/leagues/repository';
import { freshPostgres, type Cleanups } from './support/data';
import {
  fillInsightsYear,
  INSIGHTS_BAYS,
  INSIGHTS_DAYS,
  INSIGHTS_MEMBERS,
  insightsOver,
  timedPasses,
} from './support/insights-phase';
import { percentile } from './support/load';

const PASSES = Number(process.env.BENCH_PASSES ?? 40);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');

const at = (timings: number[], q: number) => percentile(timings, q).toFixed(1);
const time = (work: () => Promise<unknown>) => timedPasses(PASSES, work);

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
    const { bays, rows } = await fillInsightsYear(db, today);
    const { service, range } = insightsOver(db, bays, today);
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
    const input: Omit<InsightsFiguresInput, 'previousPeriod' | 'previousYear'> = {
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
      revenue: await repo.revenue(range.from, range.to),
      bookingsMade: await repo.bookingsMade(range.from, range.to),
      memberNoShows: await repo.memberNoShows(range.from, range.to, window.today, DEFAULT_STAFFED_HOURS),
      membershipChanges: await repo.membershipChanges(range.from),
    };
    // The compared ranges as heavy as the range itself: the year before at the same use.
    const figuresInput = { ...input, previousPeriod: input, previousYear: input };
    const compute = await time(() => Promise.resolve(computeInsights(figuresInput)));
    console.log(
      `insights [${dialect}]: ${INSIGHTS_BAYS} bays, ${INSIGHTS_DAYS} days, ${rows} bookings, ${INSIGHTS_MEMBERS} members`,
    );
    console.log(
      `  GET /api/admin/insights (ms): p50 ${at(figures, 0.5)}, p90 ${at(figures, 0.9)}, p99 ${at(figures, 0.99)} over ${PASSES} passes`,
    );
    console.log(`  list no-shows (ms): p50 ${at(list, 0.5)}, p90 ${at(list, 0.9)}, p99 ${at(list, 0.99)}`);
    console.log(`    the heat map's grouped statement (ms): p50 ${at(grouped, 0.5)}, p99 ${at(grouped, 0.99)}`);
    console.log(`    a list's bookings rows (ms): p50 ${at(read, 0.5)}, p99 ${at(read, 0.99)}`);
    console.log(`    of which core's figures (ms): p50 ${at(compute, 0.5)}, p99 ${at(compute, 0.99)}`);
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
