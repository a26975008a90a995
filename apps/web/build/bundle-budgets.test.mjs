// The bundle check fails when a page or a lazily loaded chunk outgrows its budget, and says which and what grew
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md). A throwaway app (an HTML entry that lazily loads a
// route, which imports a large module) is built by Vite, as the web app is, and checked with the same functions
// `pnpm check:bundle` runs; the same app without the large import passes, so the failure is the import's. The last
// test runs the command itself on the throwaway app, as `npm test` runs it on the web app, and reads its exit code.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildForStats, checkBudgets, DEVELOPMENT_BUILD, readChunks } from './bundle-budgets.mjs';

const apps = [];
after(() => apps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway app: index.html → src/main.js, which lazily loads src/route.js; `route` is that module's text. */
function throwawayApp(route) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-budgets-test-'));
  apps.push(dir);
  const file = (name, text) => writeFileSync(path.join(dir, name), text);
  file('index.html', '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
  file('main.js', "import('./route.js').then((route) => document.body.append(route.render()));\n");
  file('route.js', route);
  // 96 KB of random bytes as hex, in 96 strings picked at run time (the bundler cannot fold them away): about 100 KB
  // gzipped, which no compression can take back.
  const strings = Array.from({ length: 96 }, () => `'${randomBytes(1024).toString('hex')}'`);
  file('large.js', `export const LARGE = [${strings.join(',')}];\n`);
  file('vite.config.mjs', 'export default {};\n');
  return dir;
}

const BUDGETS = {
  pages: [{ name: '/route', loads: ['route.js'], budgetKb: 20 }],
  chunks: { 'route.js': 10 },
};

async function check(route) {
  const dir = throwawayApp(route);
  const chunks = readChunks(await buildForStats(dir, path.join(dir, 'vite.config.mjs')), dir);
  return checkBudgets(chunks, BUDGETS);
}

test('a route within its budgets passes', async () => {
  const { failures, rows } = await check("export const render = () => 'Booking';\n");
  assert.deepEqual(failures, []);
  assert.deepEqual(
    rows.map((r) => r.what),
    ['/route', 'route.js'],
  );
});

test('a large import fails the page and the chunk, naming the chunk and what is in it', async () => {
  const { failures } = await check(
    "import { LARGE } from './large.js';\nexport const render = () => LARGE[Math.floor(Math.random() * LARGE.length)];\n",
  );
  assert.equal(failures.length, 2, failures.join('\n'));
  const [page, chunk] = failures;
  assert.match(page, /^\/route loads \d+\.\d KB of gzipped JavaScript in 2 files, over its 20 KB budget by/);
  assert.match(page, /Largest chunks: assets\/route-[\w-]+\.js \d+\.\d KB/);
  assert.match(page, /\d+\.\d KB large\.js/);
  assert.match(
    chunk,
    /^assets\/route-[\w-]+\.js \(built from route\.js\) is \d+\.\d KB gzipped, over its 10 KB budget/,
  );
  assert.match(chunk, /\d+\.\d KB large\.js/);
});

test('what grew is said against the recorded figures', async () => {
  const dir = throwawayApp(
    "import { LARGE } from './large.js';\nexport const render = () => LARGE[Math.floor(Math.random() * LARGE.length)];\n",
  );
  const chunks = readChunks(await buildForStats(dir, path.join(dir, 'vite.config.mjs')), dir);
  const recorded = { commit: 'abc1234', pages: { '/route': { kb: 1, groups: { 'route.js': 0.2 } } }, chunks: {} };
  const { failures } = checkBudgets(chunks, { ...BUDGETS, measured: recorded });
  assert.match(failures[0], /What grew since abc1234 \(1\.0 KB\):\n\s+\+\d+\.\d KB large\.js \(now \d+\.\d KB\)/);
});

test("a lazily loaded chunk's failure says which of its modules grew since the recorded figures", async () => {
  const dir = throwawayApp(
    "import { LARGE } from './large.js';\nexport const render = () => LARGE[Math.floor(Math.random() * LARGE.length)];\n",
  );
  const chunks = readChunks(await buildForStats(dir, path.join(dir, 'vite.config.mjs')), dir);
  const recorded = {
    commit: 'abc1234',
    pages: {},
    chunks: { 'route.js': { kb: 0.3, modules: { 'route.js': 0.2, 'gone.js': 0.1 } } },
  };
  const [, chunk] = checkBudgets(chunks, { ...BUDGETS, measured: recorded }).failures;
  assert.match(
    chunk,
    /it was 0\.3 KB at abc1234\.\n\s+What grew, module by module:\n\s+\+\d+\.\d KB large\.js \(now \d+\.\d KB\)/,
  );
  // Recorded figures show what the chunk holds now, module by module (`--record`).
  assert.ok(checkBudgets(chunks, BUDGETS).measured.chunks['route.js'].modules['large.js'] > 50);
});

test('a new lazily loaded chunk without a budget fails, and so does a budget for a chunk that is gone', async () => {
  const dir = throwawayApp("export const render = () => 'Booking';\n");
  const chunks = readChunks(await buildForStats(dir, path.join(dir, 'vite.config.mjs')), dir);
  const { failures } = checkBudgets(chunks, { pages: [], chunks: { 'gone.js': 5 } });
  assert.equal(failures.length, 2, failures.join('\n'));
  assert.match(
    failures[0],
    /assets\/route-[\w-]+\.js \(built from route\.js, loaded lazily\) is 0\.\d KB and has no budget/,
  );
  assert.match(failures[1], /budgets gone\.js, which is no longer a lazily loaded chunk/);
});

test("a library's development build anywhere in the output fails, naming the library", async () => {
  const dir = throwawayApp(
    "import { warn } from './dist/development/lib.js';\nexport const render = () => warn('Booking');\n",
  );
  mkdirSync(path.join(dir, 'dist/development'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/development/lib.js'), 'export const warn = (text) => `${text}!`;\n');
  const chunks = readChunks(await buildForStats(dir, path.join(dir, 'vite.config.mjs')), dir);
  const { failures } = checkBudgets(chunks, BUDGETS);
  assert.deepEqual(failures, [
    'dist/development/lib.js: the build carries its development build; ship its production build (build/shipped-code.ts)',
  ]);
  assert.ok(DEVELOPMENT_BUILD.test('node_modules/react-dom/cjs/react-dom-client.development.js'));
  assert.ok(!DEVELOPMENT_BUILD.test('node_modules/react-dom/cjs/react-dom-client.production.js'));
});

/** `node build/bundle-budgets.mjs` on the throwaway app with `budgets`: its exit code and what it printed. */
function runCheck(dir, budgets) {
  const budgetsFile = path.join(dir, 'budgets.json');
  writeFileSync(budgetsFile, JSON.stringify(budgets));
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'bundle-budgets.mjs'), '--app', dir, '--budgets', budgetsFile],
    { encoding: 'utf8' },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('the command exits 1 on an overrun, naming the chunk, its budget and what grew; 0 without the large import', async () => {
  const measured = {
    commit: 'abc1234',
    pages: { '/route': { kb: 0.5, groups: { 'route.js': 0.1 } } },
    chunks: { 'route.js': 0.1 },
  };
  const small = runCheck(throwawayApp("export const render = () => 'Booking';\n"), { ...BUDGETS, measured });
  assert.equal(small.code, 0, small.stderr);
  assert.match(small.stdout, /\/route\s+\d+\.\d KB\s+budget\s+20 KB\s+ok/);

  const large = runCheck(
    throwawayApp(
      "import { LARGE } from './large.js';\nexport const render = () => LARGE[Math.floor(Math.random() * LARGE.length)];\n",
    ),
    { ...BUDGETS, measured },
  );
  assert.equal(large.code, 1, large.stdout + large.stderr);
  assert.match(large.stdout, /\/route\s+\d+\.\d KB\s+budget\s+20 KB\s+OVER/);
  assert.match(large.stderr, /2 bundle budgets missed/);
  assert.match(large.stderr, /\/route loads \d+\.\d KB of gzipped JavaScript in 2 files, over its 20 KB budget by/);
  assert.match(large.stderr, /What grew since abc1234 \(0\.5 KB\):\n\s+\+\d+\.\d KB large\.js \(now \d+\.\d KB\)/);
  assert.match(
    large.stderr,
    /assets\/route-[\w-]+\.js \(built from route\.js\) is \d+\.\d KB gzipped, over its 10 KB budget by \d+\.\d KB; it was 0\.1 KB at abc1234/,
  );
});
