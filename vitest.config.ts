// One Vitest entry for the whole repo. Tiers by file suffix:
//   *.test.ts(x)              unit (core rules, ui components, server pure modules)
//   *.integration.test.ts     real database + real HTTP (apps/server), run on SQLite and Postgres
// Projects:
//   unit                 every unit file (`npm test` runs it under TZ=Pacific/Auckland, and the files without a screen
//                        under TZ=UTC too: facility time must not depend on the machine's);
//   integration          the server over HTTP on each database of TEST_DATABASES, files in parallel, every suite on a copy
//                        of one migrated database (apps/server/test/support/template-databases.ts);
//   integration-heavy    the integration files tagged `// @module-tag heavy`: load tests (restarts behind nginx, floods,
//                        bursts over several processes, the 5 000-body fuzz) whose timings need a machine that is not
//                        also running every other lane: `npm test` runs them in a lane of their own.
// scripts/test-all.mjs runs them side by side (decision 231).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_INCLUDE = [
  'packages/**/src/**/*.test.{ts,tsx}',
  'packages/test-support/*.test.ts',
  'apps/**/src/**/*.test.{ts,tsx}',
];
const UNIT_EXCLUDE = ['**/*.integration.test.ts', '**/node_modules/**'];
// vitest-fresh-modules first: each file evaluates the project's modules afresh in its shared worker.
const UNIT_SETUP = [
  './scripts/vitest-fresh-modules.ts',
  './scripts/vitest-fail-on-console-error.ts',
  './packages/ui/src/test/setup.ts',
];
const HEAVY_TAG = 'heavy';

const ROOT = import.meta.dirname;

/** Test files (repository-relative) under `roots` whose names match `name`, read once when the config loads. */
function testFiles(roots: string[], name: RegExp): string[] {
  const files: string[] = [];
  for (const root of roots) {
    for (const entry of fs.readdirSync(path.join(ROOT, root), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !name.test(entry.name)) continue;
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
      if (!file.split(path.sep).includes('node_modules')) files.push(file);
    }
  }
  return files.sort();
}

/** Whether the file's docblock (its first lines) carries `// @module-tag <tag>`. */
const tagged = (file: string, tag: string) =>
  new RegExp(`@module-tag\\s+${tag}\\b`).test(fs.readFileSync(path.join(ROOT, file), 'utf8').slice(0, 400));

const heavyFiles = testFiles(['apps'], /\.integration\.test\.ts$/).filter((file) => tagged(file, HEAVY_TAG));

// Vitest's default is one worker fewer than the cores (one on a two-core machine); screen tests wait on timers and
// promises as much as they compute, so one per core keeps both busy. VITEST_MAX_WORKERS overrides it.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(os.availableParallelism(), 2);

// Files share their worker's process (isolate: false): each file still gets a fresh environment (a new jsdom window
// for a screen test) and the project's modules evaluated afresh (vitest-fresh-modules.ts), but the packages every file
// imports (jsdom, React, testing-library, Express, the database drivers) load once per worker instead of once per
// file, the bulk of the suite's time. Run with --isolate to load everything per file again.
const unit = {
  isolate: false,
  include: UNIT_INCLUDE,
  exclude: UNIT_EXCLUDE,
  environment: 'node',
  setupFiles: UNIT_SETUP,
  // Component tests type and click through whole screens; on a busy 2-core CI they need more than 5 s.
  testTimeout: 30_000,
  maxWorkers,
} as const;

const integration = {
  isolate: false,
  include: ['apps/**/test/**/*.integration.test.ts'],
  environment: 'node',
  setupFiles: ['./scripts/vitest-fresh-modules.ts', './scripts/vitest-fail-on-console-error.ts'],
  globalSetup: ['./apps/server/test/support/template-databases.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // expect.poll waits for what the server does after answering (webhooks the Stripe stand-in delivers, caches
  // refreshed): its default second was too short on a CI at load 12 (3 webhooks, 2 arrived in time).
  expect: { poll: { timeout: 10_000 } },
  // Each suite has its own database and its server on port 0: files run side by side, INTEGRATION_WORKERS at once.
  maxWorkers: Number(process.env.INTEGRATION_WORKERS) || 2,
} as const;

export default defineConfig({
  test: {
    tags: [{ name: HEAVY_TAG, description: 'A load test: run in its own lane (the integration-heavy project).' }],
    projects: [
      { test: { name: 'unit', ...unit } },
      { test: { name: 'integration', ...integration, exclude: [...heavyFiles, '**/node_modules/**'] } },
      { test: { name: 'integration-heavy', ...integration, include: heavyFiles } },
    ],
  },
});
