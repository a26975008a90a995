// Phases 1-3: GET /api/bookings?date= as a signed-in member on Postgres (one member on every connection, then 50
// members with a session each), the same load on a bare Express hello-world (bench/hello-server.ts) and the day read
// on SQLite, in interleaved rounds so a slow minute on a shared machine lands on both sides of a round's ratios; then
// GET /api/user, the floor every signed-in call pays (session read and touch, user load).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createDb } from '../../src/db/create-db';
import { populateMonth } from './bookings-data';
import { freshPostgres, signIn, signInAll, type Cleanups } from './data';
import { load, median, medianPhase, percent, printPhase, type PhaseResult } from './load';
import { startProcess, startServer, type BenchProcess } from './processes';

/** One interleaved round of the signed-in reads and the hello-world. */
interface ReadRound {
  pgDay: PhaseResult;
  pgManyMembers: PhaseResult;
  helloWorld: PhaseResult;
  sqliteDay: PhaseResult;
}

export interface ReadFigures {
  pgGet: PhaseResult;
  helloGet: PhaseResult;
  sqliteGet: PhaseResult;
  sessionOnly: PhaseResult;
  /**
   * The day read's throughput as a share of the hello-world's, 0-1: the median of the rounds' own ratios (each round's
   * two phases ran within half a minute of each other). Not the median day read over the median hello-world: those
   * two can come from different rounds, and a slow minute on one side moves the quotient (29.4 against 34.1 %).
   */
  dayReadRatio: { postgres: number; sqlite: number };
  /** A phase's server CPU per request as a share of the hello-world's (hello ÷ phase, medians). */
  cpuRatio(r: PhaseResult): string;
}

export interface ReadPhasesInput {
  /** The server under test on the populated Postgres database, with a member's session and one per member. */
  server: BenchProcess;
  memberCookie: string;
  cookies: readonly string[];
  /** The same data on SQLite, and the member to sign in there. */
  sqliteFile: string;
  username: string;
  /** A day with bookings. */
  date: string;
  rounds: number;
  connections: number;
  seconds: number;
}

/**
 * The reads' data and server: a fresh Postgres database and a SQLite file with the same month of bookings
 * (support/bookings-data.ts), the server under test on Postgres and every member signed in (bench/run.ts,
 * bench/budgets.ts). `readInput` is what readPhases needs but its rounds, connections and seconds.
 */
export async function monthOnBothDatabases(cleanups: Cleanups) {
  const DATABASE_URL = await freshPostgres('lgf_bench', cleanups);
  const pg = createDb({ DATABASE_URL, SQLITE_FILE: '' });
  cleanups.push(() => pg.destroy());
  const { members, bookings } = await populateMonth(pg);
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-'));
  cleanups.push(async () => fs.rmSync(sqliteDir, { recursive: true, force: true }));
  const SQLITE_FILE = path.join(sqliteDir, 'bench.sqlite3');
  const sqlite = createDb({ SQLITE_FILE });
  await populateMonth(sqlite);
  await sqlite.destroy();
  console.log(
    `Populated: ${members.length} members, ${bookings} bookings over the next 30 days (Postgres and SQLite)\n`,
  );
  const server = await startServer({ DATABASE_URL }, await freePort());
  const usernames = members.map((m) => m.username);
  const memberCookie = await signIn(server.baseUrl, usernames[0]!);
  const cookies = await signInAll(server.baseUrl, usernames);
  const readInput = {
    server,
    memberCookie,
    cookies,
    sqliteFile: SQLITE_FILE,
    username: usernames[0]!,
    date: addDaysToDateString(facilityToday(new Date()), 1),
  } satisfies Partial<ReadPhasesInput>;
  return { DATABASE_URL, pg, sqliteDir, SQLITE_FILE, server, usernames, cookies, readInput };
}

export async function readPhases(input: ReadPhasesInput): Promise<ReadFigures> {
  const { server, memberCookie, cookies, date, rounds: roundCount, connections } = input;
  const run = (label: string, options: autocannon.Options, serverPid?: number) =>
    load(label, options, { seconds: input.seconds, warmupSeconds: 5, serverPid });

  const dayPhase = async (label: string, baseUrl: string, cookie: string, serverPid?: number) => {
    const url = `${baseUrl}/api/bookings?date=${date}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as unknown[];
    if (check.status !== 200 || body.length === 0) throw new Error(`GET /api/bookings answered ${check.status}`);
    return run(`${label} (${body.length} bookings that day)`, { url, connections, headers: { cookie } }, serverPid);
  };

  const helloPort = await freePort();
  const hello = await startProcess('bench/hello-server.ts', [String(helloPort)], {}, helloPort, '/');
  const sqliteServer = await startServer({ SQLITE_FILE: input.sqliteFile }, await freePort());
  const sqliteCookie = await signIn(sqliteServer.baseUrl, input.username);

  const rounds: ReadRound[] = [];
  for (let round = 1; round <= roundCount; round += 1) {
    console.log(`  Round ${round} of ${roundCount}`);
    // The hello-world between the two day reads, each beside it: a slow minute then moves both sides of a ratio.
    const pgDay = await dayPhase('GET /api/bookings?date= [Postgres]', server.baseUrl, memberCookie, server.child.pid);
    printPhase(pgDay);
    const helloWorld = await run(
      'GET / bare Express hello-world',
      { url: `${hello.baseUrl}/`, connections },
      hello.child.pid,
    );
    printPhase(helloWorld);
    const sqliteDay = await dayPhase(
      'GET /api/bookings?date= [SQLite]',
      sqliteServer.baseUrl,
      sqliteCookie,
      sqliteServer.child.pid,
    );
    printPhase(sqliteDay);
    let rotation = 0;
    const pgManyMembers = await run(
      'GET /api/bookings?date= [Postgres, 50 members]',
      {
        url: `${server.baseUrl}/api/bookings?date=${date}`,
        connections,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, cookie: cookies[rotation++ % connections]! },
            }),
          },
        ],
      },
      server.child.pid,
    );
    printPhase(pgManyMembers);
    rounds.push({ pgDay, pgManyMembers, helloWorld, sqliteDay });
    console.log(
      `    this round, day read ÷ hello-world: Postgres ${percent(pgDay.rps / helloWorld.rps)}, Postgres 50 members ${percent(pgManyMembers.rps / helloWorld.rps)}, SQLite ${percent(sqliteDay.rps / helloWorld.rps)}`,
    );
  }
  await hello.stop();

  // What every signed-in API call pays before any feature code: the session and its user.
  const userPhase = (label: string, target: BenchProcess, cookie: string) =>
    run(label, { url: `${target.baseUrl}/api/user`, connections, headers: { cookie } }, target.child.pid);
  const sessionOnly = await userPhase('GET /api/user (session + user only) [Postgres]', server, memberCookie);
  printPhase(sessionOnly);
  const sqliteSessionOnly = await userPhase('GET /api/user (session + user only) [SQLite]', sqliteServer, sqliteCookie);
  printPhase(sqliteSessionOnly);
  await sqliteServer.stop();

  // The medians over the rounds stand for the phases below (the POST ratios use the median hello-world).
  const pgGet = medianPhase(rounds.map((r) => r.pgDay));
  const helloGet = medianPhase(rounds.map((r) => r.helloWorld));
  const sqliteGet = medianPhase(rounds.map((r) => r.sqliteDay));
  const ratiosOf = (pick: (r: ReadRound) => PhaseResult) => rounds.map((r) => pick(r).rps / r.helloWorld.rps);
  const roundRatios = (pick: (r: ReadRound) => PhaseResult) => {
    const each = ratiosOf(pick);
    return `${percent(median(each))} (rounds: ${each.map(percent).join(', ')})`;
  };
  const dayReadRatio = {
    postgres: median(ratiosOf((r) => r.pgDay)),
    sqlite: median(ratiosOf((r) => r.sqliteDay)),
  };
  // Throughput ratios swing with whatever else the machine runs; server CPU per request much less so.
  const cpuRatio = (r: PhaseResult) => `${((helloGet.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(1)} %`;
  console.log(
    `\n  Ratio GET /api/bookings ÷ hello-world, median of ${roundCount} interleaved rounds: Postgres one member ${roundRatios((r) => r.pgDay)}; Postgres 50 members ${roundRatios((r) => r.pgManyMembers)}; SQLite one member ${roundRatios((r) => r.sqliteDay)}`,
  );
  console.log(
    `  Server CPU per request as a share of hello-world's (hello ÷ phase, medians): day read Postgres ${cpuRatio(pgGet)}, SQLite ${cpuRatio(sqliteGet)}; GET /api/user Postgres ${cpuRatio(sessionOnly)}, SQLite ${cpuRatio(sqliteSessionOnly)}\n`,
  );
  return { pgGet, helloGet, sqliteGet, sessionOnly, dayReadRatio, cpuRatio };
}
