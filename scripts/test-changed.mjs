// `pnpm test:changed`: the quick loop while working. What changed is what differs from the base (the merge base with
// main; on main itself, HEAD: what is not committed yet; `--base <ref>` to choose), committed, staged, unstaged or
// untracked. In order, stopping at the first failure:
//   typecheck     the whole repository (tsgo: seconds);
//   lint          ESLint on the changed script and source files;
//   unit          Vitest's unit project under TZ=Pacific/Auckland, only the test files that changed or import a changed
//                 file through any chain of imports (Vitest's --changed follows each test file's module graph);
//   integration   the same for the integration project, on SQLite only, under TZ=UTC.
// Not run: Postgres, the heavy lane, the end-to-end tests, the unit tests' second zone, formatting, docs, knip and the
// copy-paste budget; `npm test` runs everything. A change to a package.json or the Vitest config runs every test file.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const bin = (tool) => path.join(ROOT, 'node_modules', '.bin', tool);
const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function baseRef() {
  const given = process.argv.indexOf('--base');
  if (given !== -1) return process.argv[given + 1];
  const onMain = git(['rev-parse', '--abbrev-ref', 'HEAD']) === 'main';
  const hasMain = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'main'], { cwd: ROOT }).status === 0;
  return onMain || !hasMain ? 'HEAD' : 'main';
}

const base = baseRef();
const lines = (text) => (text ? text.split('\n') : []);
const changed = [
  ...new Set([
    ...lines(git(['diff', '--name-only', '--diff-filter=ACMR', `${base}...HEAD`])),
    ...lines(git(['diff', '--name-only', '--diff-filter=ACMR', 'HEAD'])),
    ...lines(git(['ls-files', '--others', '--exclude-standard'])),
  ]),
].filter((file) => existsSync(path.join(ROOT, file)));
console.log(`Changed since ${base}: ${changed.length} file(s).`);

const started = Date.now();
function step(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - stepStarted) / 100) / 10;
  if (result.status !== 0) {
    console.log(`\n✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

step('Type-checking', process.execPath, [
  path.join(ROOT, 'node_modules/@typescript/native/bin/tsc'),
  '-b',
  'tsconfig.all.json',
]);
const linted = changed.filter((file) => LINTED.test(file));
if (linted.length > 0)
  step(`Linting ${linted.length} changed file(s)`, bin('eslint'), ['--max-warnings=0', '--no-warn-ignored', ...linted]);
const vitest = (project) => ['run', '--project', project, '--changed', base, '--passWithNoTests'];
step('Unit tests the change reaches (TZ=Pacific/Auckland)', bin('vitest'), vitest('unit'), { TZ: 'Pacific/Auckland' });
step('Integration tests the change reaches (SQLite, TZ=UTC)', bin('vitest'), vitest('integration'), {
  TZ: 'UTC',
  TEST_DATABASES: 'sqlite',
});
console.log(
  `\nDone in ${Math.round((Date.now() - started) / 1000)} s: not run here are Postgres, e2e and the heavy lane.`,
);
