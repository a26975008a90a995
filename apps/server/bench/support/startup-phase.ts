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

export async function startupPhase(): Promise<void> {
  const modes = [
    { label: 'before: tsx src/main.ts (TypeScript loader)', script: 'src/main.ts' },
    { label: 'after:  node dist/main.js (production build) ', script: 'dist/main.js' },
  ];
  console.log('Start time and memory (SQLite, fresh file; median of 3 starts):');
  for (const mode of modes) {
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
    console.log(
      `  ${mode.label}  start ${Math.round(median(runs.map((r) => r.startMs)))} ms, rss ${mb(runs.map((r) => r.idle))} MB started, ${mb(runs.map((r) => r.loaded))} MB after 2 s of load`,
    );
  }
  console.log('');
}
