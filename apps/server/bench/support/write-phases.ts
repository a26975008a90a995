// Phase 4: POST /api/bookings on Postgres by 200 members, random slots over the next 30 days, spread over two server
// processes on the same database; then the counts that must be 0. Then the same POST load on SQLite (one process:
// SQLite has one writer), and both as ratios of the hello-world (target ≥ 10 %).
import type { Knex } from 'knex';
import { addDaysToDateString, facilityToday, minutesToTime } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createDb } from '../../src/db/create-db';
import { doubleBookingCounts } from './bookings-data';
import { signInAll } from './data';
import { load, printPhase, type PhaseResult } from './load';
import { startServer, type BenchProcess } from './processes';
import type { ReadFigures } from './read-phases';

export interface WritePhasesInput {
  /** Process A, on the populated Postgres database, and every member's session on it. */
  server: BenchProcess;
  cookies: readonly string[];
  pg: Knex;
  databaseUrl: string;
  sqliteFile: string;
  usernames: readonly string[];
  reads: ReadFigures;
  connections: number;
  seconds: number;
}

/** Whether no booking rule was broken and no request failed; and the double bookings counted. */
export async function writePhases(input: WritePhasesInput): Promise<{ ok: boolean; doubleBookings: number }> {
  const { server, pg, reads, connections } = input;
  const today = facilityToday(new Date());
  let counter = 0;
  const postBody = () => {
    counter += 1;
    const day = 1 + Math.floor(Math.random() * 30);
    const start = 6 * 60 + 30 * Math.floor(Math.random() * 31); // 06:00 .. 21:00
    const length = 30 * (1 + Math.floor(Math.random() * 4)); // 30 .. 120 minutes
    return JSON.stringify({
      simulatorId: 1,
      bookingDate: addDaysToDateString(today, day),
      startTime: minutesToTime(start).slice(0, 5),
      endTime: minutesToTime(start + length).slice(0, 5),
    });
  };
  /** Random bookings by any member, `cookieAt(counter)` choosing whose session each request carries. */
  const postPhase = (label: string, target: BenchProcess, conns: number, cookieAt: (n: number) => string) =>
    load(
      label,
      {
        url: target.baseUrl,
        connections: conns,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'content-type': 'application/json', cookie: cookieAt(counter) },
              body: postBody(),
            }),
          },
        ],
      },
      { seconds: input.seconds, warmupSeconds: 5, serverPid: target.child.pid },
    );

  // Postgres, two server processes. The cookies signed in on process A work on B too: sessions live in the shared
  // database.
  const second = await startServer({ DATABASE_URL: input.databaseUrl }, await freePort());
  const rows = async () => Number(((await pg('bookings').count({ n: '*' }).first()) as { n: string }).n);
  const before = await rows();
  const [postA, postB] = await Promise.all([
    postPhase('POST /api/bookings [Postgres, process A]', server, connections / 2, (n) => cookieOf(input.cookies, n)),
    postPhase('POST /api/bookings [Postgres, process B]', second, connections / 2, (n) =>
      cookieOf(input.cookies, 1 + n),
    ),
  ]);
  printPhase(postA);
  printPhase(postB);
  const after = await rows();
  const created = (postA.statuses['201'] ?? 0) + (postB.statuses['201'] ?? 0);
  const fiveXx = [postA, postB].reduce((sum, r) => sum + serverErrors(r), 0);
  console.log(
    `\n  POST total: ${(postA.rps + postB.rps).toFixed(0)} req/s over 2 processes; ${created} bookings created (incl. warm-up: ${after - before} new rows), ${fiveXx} 5xx`,
  );
  const counts = await doubleBookingCounts(pg);
  console.log(
    `  After the run (${after} bookings): same-bay overlaps ${counts.sameBay}, instants with 3+ bookings ${counts.triple}, member-days over 4 h ${counts.overCap}`,
  );
  await second.stop();
  let ok =
    counts.sameBay === 0 &&
    counts.triple === 0 &&
    counts.overCap === 0 &&
    fiveXx === 0 &&
    postA.total + postB.total > 0;

  // SQLite, one process.
  const sqliteServer = await startServer({ SQLITE_FILE: input.sqliteFile }, await freePort());
  const sqliteCookies = await signInAll(sqliteServer.baseUrl, input.usernames);
  const sqlitePost = await postPhase('POST /api/bookings [SQLite]', sqliteServer, connections, (n) =>
    cookieOf(sqliteCookies, n),
  );
  printPhase(sqlitePost);
  await sqliteServer.stop();
  const sqliteDb = createDb({ SQLITE_FILE: input.sqliteFile });
  const sqliteCounts = await doubleBookingCounts(sqliteDb);
  await sqliteDb.destroy();
  console.log(
    `  After the SQLite run: same-bay overlaps ${sqliteCounts.sameBay}, member-days over 4 h ${sqliteCounts.overCap}`,
  );
  ok = ok && sqliteCounts.sameBay === 0 && sqliteCounts.overCap === 0;

  const { pgGet, helloGet, sqliteGet, sessionOnly, dayReadRatio, cpuRatio } = reads;
  const postRatio = (rps: number) => `${((rps / helloGet.rps) * 100).toFixed(1)} %`;
  console.log(
    `\n  Server CPU per request as a share of hello-world's (hello ÷ phase; less sensitive to other load): day read Postgres ${cpuRatio(pgGet)}, SQLite ${cpuRatio(sqliteGet)}; GET /api/user Postgres ${cpuRatio(sessionOnly)}; POST Postgres ${cpuRatio(postA)}, SQLite ${cpuRatio(sqlitePost)}`,
  );
  console.log(
    `\n  Ratios to hello-world (same run): day read Postgres ${(dayReadRatio.postgres * 100).toFixed(1)} %, SQLite ${(dayReadRatio.sqlite * 100).toFixed(1)} % (target ≥ 30 %; medians of the rounds); POST Postgres ${postRatio(postA.rps + postB.rps)} (2 processes), SQLite ${postRatio(sqlitePost.rps)} (target ≥ 10 %)\n`,
  );
  return { ok, doubleBookings: counts.sameBay + counts.triple + sqliteCounts.sameBay };
}

function cookieOf(cookies: readonly string[], n: number): string {
  return cookies[n % cookies.length]!;
}

function serverErrors(r: PhaseResult): number {
  return Object.entries(r.statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, n]) => sum + n, 0);
}
