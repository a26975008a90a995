// Phase 0: start time and memory of the server run through the TypeScript loader (tsx src/main.ts, before the
// production build) and compiled ahead of time (node dist/main.js, after it): time until /healthz answers, resident
// memory once started and after a short load (docs/decisions/167-production-build-and-deployment.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@longwood/test-support/free-port';
import { median } from './load';
import { rssMb, startServer } from './processes';

const MODES = [
  { label: 'before: tsx src/main.ts (TypeScript loader)', script: 'src/main.ts' },
  { label: 'after:  node dist/main.js (production build) ', script: 'dist/main.js' },
] as const;

export interface StartupFigures {
  script: (typeof MODES)[number]['script'];
  startMs: number;
  /** Resident memory (MB) once started, and after 2 s of load. */
  rssMb: number;
  loadedRssMb: number;
}

/** Both ways by default; bench/budgets.ts asks for the production build only. */
export async function startupPhase(
  scripts: ReadonlyArray<StartupFigures['script']> = ['src/main.ts', 'dist/main.js'],
): Promise<StartupFigures[]> {
  const figures: StartupFigures[] = [];
  console.log('Start time and memory (SQLite, fresh file; median of 3 starts):');
  for (const mode of MODES.filter((m) => scripts.includes(m.script))) {
    const runs: Array<{ startMs: number; idle: number; loaded: number }> = [];
    for (let i = 0; i < 3; i += 1) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-bench-start-'));
      const port = await freePort();
      const begin = performance.now();
      const server = await startServer({ SQLITE_FILE: path.join(dir, 'start.sqlite3') }, port, {
        script: mode.script,
      });
      const startMs = performance.now() - begin;
      const idle = rssMb(server.child.pid);
      await autocannon({ url: `${server.baseUrl}/api/user`, connections: 20, duration: 2 });
      runs.push({ startMs, idle, loaded: rssMb(server.child.pid) });
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const mb = (values: number[]) => Math.round(median(values));
    const result = {
      script: mode.script,
      startMs: median(runs.map((r) => r.startMs)),
      rssMb: mb(runs.map((r) => r.idle)),
      loadedRssMb: mb(runs.map((r) => r.loaded)),
    };
    figures.push(result);
    console.log(
      `  ${mode.label}  start ${Math.round(result.startMs)} ms, rss ${result.rssMb} MB started, ${result.loadedRssMb} MB after 2 s of load`,
    );
  }
  console.log('');
  return figures;
}
