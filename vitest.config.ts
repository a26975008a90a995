// One Vitest entry for the whole repo. Tiers by file suffix:
//   *.test.ts(x)              unit (core rules, ui components, server pure modules)
//   *.integration.test.ts     real database + real HTTP (apps/server), run on SQLite and Postgres
// Unit tests run under two time zones (see scripts/test-all.mjs) because facility time must not depend on TZ.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.{ts,tsx}', 'apps/**/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console-error.ts', './packages/ui/src/test/setup.ts'],
          // Component tests type and click through whole screens; on a busy 2-core CI they need more than 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/**/test/**/*.integration.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
