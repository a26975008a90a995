// Shot data at 100 000 shots, through the shots service as the route calls it (docs/decisions/220-shot-data-import.md):
// the import of 5 000-shot Garmin files until the member holds 100 000 shots, the per-club summary of every shot and of
// the good ones (decision 238), and a 5 000-shot file in each other layout the importer reads. Run by bench/shots.ts
// and bench/budgets.ts; prints each figure and returns them.
import {
  airOf,
  DEFAULT_STAFFED_HOURS,
  FACILITY_DEFAULTS,
  fsxSessionOf,
  garminCsvOf,
  syntheticShots,
  type ParsedShot,
  type User,
} from '@longwood/core';
import { createDb } from '../../src/db/create-db';
import { migrateLatest } from '../../src/db/migrations';
import { createUsersRepository } from '../../src/db/users-repository';
import { runMemory } from '../../src/features/shots/club-runs';
import { createShotsRepository } from '../../src/features/shots/repository';
import { shotUploadOf } from '../../src/features/shots/imports';
import { createShotsService } from '../../src/features/shots/service';
import { flightscopeCsvOf, gsproCsvOf, rapsodoCsvOf, trackmanCsvOf, uneekorCsvOf } from './device-files';
import { percentile } from './load';

const TOTAL_SHOTS = 100_000;
const PER_FILE = 5_000;
const COLD_SUMMARIES = 10;
const WARM_UP_SUMMARIES = 5;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function file(i: number) {
  const date = `2026-0${1 + (i % 9)}-1${i % 10}`;
  const text = garminCsvOf(syntheticShots(i, PER_FILE), { date, time: '10:00' });
  return shotUploadOf(`bench-${i}.csv`, Buffer.from(text));
}

/** What was just timed: a Garmin import, a summary of every shot or of the good ones, another layout's import. */
export type ShotOperation = 'import' | 'summary' | 'good summary' | 'layout';

export interface ShotFigures {
  importMedianMs: number;
  importWorstMs: number;
  /** The summary's p50 and p99 (ms), of every shot and of the good ones. */
  summary: Record<'all' | 'good', { p50: number; p99: number }>;
  /** The summary of every shot with none of the runs in the server's memory (a server just started): p50 and worst. */
  coldSummary: { p50: number; worst: number };
  /** The slowest import of a 5 000-shot file in another layout, and its layout. */
  slowestOtherLayout: { name: string; ms: number };
}

/**
 * `imports`: how many of the file imports are timed; `summaries`: timed summaries of each kind; `between`: called after
 * each timed import, summary and other layout's import, with its milliseconds (bench/budgets.ts times its CPU reference there, support/baseline.ts).
 */
export async function shotsPhase(
  label: string,
  settings: { DATABASE_URL?: string; SQLITE_FILE: string },
  {
    imports: IMPORTS,
    summaries: SUMMARIES,
    between,
  }: { imports: number; summaries: number; between?: (after: ShotOperation, ms: number) => void },
): Promise<ShotFigures> {
  const db = createDb(settings);
  try {
    await migrateLatest(db);
    const user = (await createUsersRepository(db).insert({
      username: 'bench-golfer',
      email: 'bench-golfer@example.com',
      phone: null,
      passwordHash: 'x',
      isMember: true,
    })) as User;
    const service = createShotsService({
      repo: createShotsRepository(db),
      findUser: () => Promise.resolve(user),
      findBooking: () => Promise.resolve(null),
      slotsOn: () => Promise.resolve([]),
      coachTeaches: () => Promise.resolve(false),
      settingsOf: () => Promise.resolve({ units: 'imperial', hideModelled: false }),
      saveSettings: () => Promise.resolve(),
      storageLimitBytes: Number.MAX_SAFE_INTEGER,
      staffedHours: () => DEFAULT_STAFFED_HOURS,
      air: () => Promise.resolve(airOf(FACILITY_DEFAULTS)),
      now: () => new Date(),
    });

    const files = Array.from({ length: TOTAL_SHOTS / PER_FILE }, (_, i) => file(i));
    const imports: number[] = [];
    for (const [i, upload] of files.entries()) {
      const start = process.hrtime.bigint();
      await service.importFiles(user, {}, [upload]);
      if (i < IMPORTS) {
        const took = ms(start);
        imports.push(took);
        between?.('import', took);
      }
    }
    const rss = Math.round(process.memoryUsage().rss / (1024 * 1024));
    imports.sort((a, b) => a - b);
    console.log(
      `${label}: import of a ${PER_FILE}-shot file (${Math.round(files[0]!.size / 1024)} kB): ` +
        `median ${percentile(imports, 0.5).toFixed(0)} ms, worst ${imports.at(-1)!.toFixed(0)} ms over ${imports.length}; rss ${rss} MB`,
    );

    const summary = {} as ShotFigures['summary'];
    // Every recorded shot (the default) and the good ones only (?shots=good, decision 238).
    for (const shots of ['all', 'good'] as const) {
      // Discarded, as the league night's first passes are: the first calls run core's loops before V8 has compiled
      // them (in a fresh process at the defined load, the runs in memory: the first two 244 and 124 ms, then every one
      // of 298 under 40 ms).
      for (let i = 0; i < WARM_UP_SUMMARIES; i++) await service.summary(user, { shots });
      const summaries: number[] = [];
      for (let i = 0; i < SUMMARIES; i++) {
        const start = process.hrtime.bigint();
        const result = await service.summary(user, { shots });
        const took = ms(start);
        summaries.push(took);
        between?.(shots === 'all' ? 'summary' : 'good summary', took);
        if (result.clubs.length === 0) throw new Error('the summary found no shots');
      }
      summaries.sort((a, b) => a - b);
      summary[shots] = { p50: percentile(summaries, 0.5), p99: percentile(summaries, 0.99) };
      console.log(
        `${label}: summary of ${TOTAL_SHOTS} shots (${shots}): p50 ${percentile(summaries, 0.5).toFixed(1)} ms, ` +
          `p99 ${percentile(summaries, 0.99).toFixed(1)} ms over ${SUMMARIES}`,
      );
    }

    // With none of the runs in memory (decision 308: a server just started), every run's values read from the database.
    const colds: number[] = [];
    for (let i = 0; i < COLD_SUMMARIES; i++) {
      runMemory.clear();
      const start = process.hrtime.bigint();
      await service.summary(user, { shots: 'all' });
      colds.push(ms(start));
    }
    colds.sort((a, b) => a - b);
    const coldSummary = { p50: percentile(colds, 0.5), worst: colds.at(-1)! };
    console.log(
      `${label}: summary of ${TOTAL_SHOTS} shots with no run in memory: p50 ${coldSummary.p50.toFixed(1)} ms, ` +
        `worst ${coldSummary.worst.toFixed(1)} ms over ${COLD_SUMMARIES}`,
    );

    // A 5 000-shot file in each other layout the importer reads (decision 236), read and stored.
    let slowestOtherLayout = { name: '', ms: 0 };
    for (const [name, file, club] of deviceFiles(syntheticShots(99, PER_FILE))) {
      const start = process.hrtime.bigint();
      const [outcome] = (await service.importFiles(user, { club }, [shotUploadOf(file.name, file.bytes)])).outcomes;
      const took = ms(start);
      between?.('layout', took);
      if (took > slowestOtherLayout.ms) slowestOtherLayout = { name, ms: took };
      if (!outcome?.ok || outcome.shotCount < PER_FILE * 0.9) throw new Error(`${name}: ${JSON.stringify(outcome)}`);
      console.log(
        `${label}: import of a ${PER_FILE}-shot ${name} file (${Math.round(file.bytes.length / 1024)} kB): ${took.toFixed(0)} ms`,
      );
    }
    return {
      importMedianMs: percentile(imports, 0.5),
      importWorstMs: imports.at(-1)!,
      summary,
      coldSummary,
      slowestOtherLayout,
    };
  } finally {
    await db.destroy();
  }
}

/** The shots in every layout but Garmin's (measured above), with the club a file that names none is given. */
function deviceFiles(shots: ParsedShot[]): [string, { name: string; bytes: Buffer }, string | undefined][] {
  const file = (name: string, text: string) => ({ name, bytes: Buffer.from(text) });
  return [
    ['Foresight FSX', file('bench.session', fsxSessionOf(shots, 'bench-fsx', '2026-09-01T10:00:00')), undefined],
    ['Trackman', file('trackman.csv', trackmanCsvOf(shots, '2026-09-02')), undefined],
    ['GSPro', file('gspro.csv', gsproCsvOf(shots)), undefined],
    ['Uneekor', file('uneekor.csv', uneekorCsvOf(shots)), '7i'],
    ['FlightScope', file('flightscope.csv', flightscopeCsvOf(shots)), undefined],
    ['Rapsodo', file('rapsodo.csv', rapsodoCsvOf(shots, '2026-09-03')), undefined],
  ];
}
