// Bundle budgets, checked from the build's own chunk graph (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
//
//   pnpm check:bundle            build apps/web into a temporary folder, print every page's and every lazily loaded
//                                chunk's gzipped JavaScript beside its budget; exit 1 when one is over
//   pnpm check:bundle --record   the same, then write the figures into bundle-budgets.json's `measured` (the
//                                reference a failure compares with to say what grew)
//   node build/bundle-budgets.mjs --json   the figures as JSON on stdout (for `pnpm bench:budgets`), no table
//   node build/bundle-budgets.mjs --app <dir> --budgets <file>   the same check of another app (its own
//                                vite.config.*; sizes named relative to <dir>): the tests' throwaway app
//
// What a page loads is counted as Lighthouse counts it (scripts/lighthouse.mjs): every script file, gzipped at level
// 9, summed, 1 KB = 1 024 bytes. The files are the HTML entry's chunk, the chunks of the modules the page's code
// imports lazily at start (bundle-budgets.json `pages[].loads`), and every chunk those import statically. A page's
// list is the modules main.tsx and the first render import (the landing entry; the app, the route's screen, the
// account menu; the service worker's registration) and what the page then loads without a hand (on /booking, My
// Lessons a screen ahead and the door pass keeper): checked against a Lighthouse run when it was written, and on every
// `npm test` by e2e/page-weight.spec.ts, which sums what Chromium downloads against the same budgets.
// A page may also name a `targetKb` below its budget: a goal printed beside the figure while the budget holds the
// line where the page stands (the check fails on the budget only).
// Every chunk the app loads lazily (a route's screen, a dialog) has a budget of its own (`chunks`, by the module it is
// built from); a new one without a budget, or a budget whose module is no longer a chunk, fails the check too. A
// chunk's recorded figures keep its modules' shares, so its failure says which module grew. A library's development
// build anywhere in the output fails the check too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(WEB_ROOT, '../..');
const BUDGETS_FILE = path.join(WEB_ROOT, 'bundle-budgets.json');
const KB = 1024;

/** Kilobytes with one decimal, as Lighthouse's script prints them. */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Where a module's bytes are counted when a failure says what is in a page: its package, or its source folder. */
export function moduleGroup(relativeId) {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(relativeId);
  if (pkg) return pkg[1];
  const source = /^(packages\/[^/]+\/src\/(?:features\/[^/]+|[^/]+))/.exec(relativeId);
  return source ? source[1] : relativeId;
}

/**
 * The build's chunks as the check reads them: from Vite's (Rolldown's) output, each chunk's gzipped size, the chunks it
 * imports statically, the module it is built from, and its modules' share of its gzipped bytes by `moduleGroup`.
 */
export function readChunks(output, root) {
  const rel = (id) => (id ? path.relative(root, id).split(path.sep).join('/') : null);
  const chunks = new Map();
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    const gzip = gzipSync(file.code, { level: 9 }).byteLength;
    const rendered = Object.entries(file.modules).map(([id, m]) => [rel(id) ?? id, m.renderedLength]);
    const total = rendered.reduce((sum, [, length]) => sum + length, 0) || 1;
    const groups = {};
    const modules = {};
    for (const [id, length] of rendered) {
      groups[moduleGroup(id)] = (groups[moduleGroup(id)] ?? 0) + (gzip * length) / total;
      modules[id] = (gzip * length) / total;
    }
    chunks.set(file.fileName, {
      fileName: file.fileName,
      gzip,
      imports: file.imports,
      module: rel(file.facadeModuleId),
      isEntry: file.isEntry,
      isDynamicEntry: file.isDynamicEntry,
      groups,
      modules,
    });
  }
  return chunks;
}

/** The files of `starts` and of every chunk they import statically. */
function staticClosure(chunks, starts) {
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName) || !chunks.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName).imports) visit(imported);
  };
  starts.forEach(visit);
  return [...seen];
}

const sumGroups = (parts) => {
  const sums = {};
  for (const groups of parts)
    for (const [group, bytes] of Object.entries(groups)) sums[group] = (sums[group] ?? 0) + bytes;
  return sums;
};

/** What grew against the recorded figures (or, with none, the largest parts), as lines. */
function whatGrew(groups, recorded) {
  const rows = Object.entries(groups).map(([group, bytes]) => [group, bytes, bytes - (recorded?.[group] ?? 0) * KB]);
  if (recorded) {
    for (const group of Object.keys(recorded)) if (!(group in groups)) rows.push([group, 0, -recorded[group] * KB]);
    const grew = rows.filter(([, , delta]) => delta >= 0.1 * KB).sort((a, b) => b[2] - a[2]);
    if (grew.length > 0) {
      return grew.slice(0, 8).map(([group, bytes, delta]) => `+${kb(delta)} ${group} (now ${kb(bytes)})`);
    }
  }
  return rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([group, bytes]) => `${kb(bytes)} ${group}`);
}

/**
 * Every page's and lazy chunk's size against its budget. `budgets`: bundle-budgets.json's shape. Returns the rows to
 * print, the failures (each a sentence naming the page or chunk, its size, its budget and what grew) and the
 * figures `--record` keeps.
 */
export function checkBudgets(chunks, budgets) {
  const all = [...chunks.values()];
  const byModule = new Map(all.filter((c) => c.module).map((c) => [c.module, c]));
  const htmlEntries = all.filter((c) => c.isEntry && c.module?.endsWith('.html')).map((c) => c.fileName);
  const rows = [];
  const failures = [];
  const measured = { pages: {}, chunks: {} };

  for (const page of budgets.pages) {
    const missing = page.loads.filter((module) => !byModule.has(module));
    if (missing.length > 0) {
      failures.push(`${page.name}: no chunk is built from ${missing.join(', ')} (update bundle-budgets.json)`);
      continue;
    }
    const files = staticClosure(chunks, [...htmlEntries, ...page.loads.map((module) => byModule.get(module).fileName)]);
    const size = files.reduce((sum, fileName) => sum + chunks.get(fileName).gzip, 0);
    const groups = sumGroups(files.map((fileName) => chunks.get(fileName).groups));
    const largest = files
      .map((fileName) => chunks.get(fileName))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((c) => `${c.fileName} ${kb(c.gzip)}`);
    measured.pages[page.name] = { kb: round(size / KB), groups: roundGroups(groups) };
    rows.push({ what: page.name, size, budget: page.budgetKb, target: page.targetKb, files: files.length });
    if (size > page.budgetKb * KB) {
      const recorded = budgets.measured?.pages?.[page.name];
      failures.push(
        `${page.name} loads ${kb(size)} of gzipped JavaScript in ${files.length} files, over its ${page.budgetKb} KB ` +
          `budget by ${kb(size - page.budgetKb * KB)}.\n    Largest chunks: ${largest.join(', ')}\n    ` +
          (recorded ? `What grew since ${budgets.measured.commit} (${kb(recorded.kb * KB)}):` : 'Largest parts:') +
          `\n      ${whatGrew(groups, recorded?.groups).join('\n      ')}`,
      );
    }
  }

  // A library's development build (React's `*.development.js`, React Router's `dist/development`) is larger and warns
  // in the console: the build ships production builds only (build/shipped-code.ts).
  const developmentBuilds = new Set(
    all.flatMap((c) => Object.keys(c.modules).filter((id) => DEVELOPMENT_BUILD.test(id))).map(moduleGroup),
  );
  for (const group of developmentBuilds) {
    failures.push(
      `${group}: the build carries its development build; ship its production build (build/shipped-code.ts)`,
    );
  }

  const lazy = all.filter((c) => c.isDynamicEntry && c.module);
  for (const chunk of lazy) {
    measured.chunks[chunk.module] = { kb: round(chunk.gzip / KB), modules: roundGroups(chunk.modules) };
    const budget = budgets.chunks[chunk.module];
    if (budget === undefined) {
      failures.push(
        `${chunk.fileName} (built from ${chunk.module}, loaded lazily) is ${kb(chunk.gzip)} and has no budget: ` +
          'add it to apps/web/bundle-budgets.json `chunks`',
      );
      continue;
    }
    rows.push({ what: chunk.module, size: chunk.gzip, budget });
    if (chunk.gzip > budget * KB) {
      // Recorded as { kb, modules } (older files: the size alone).
      const recorded = budgets.measured?.chunks?.[chunk.module];
      const recordedKb = typeof recorded === 'number' ? recorded : recorded?.kb;
      const recordedModules = typeof recorded === 'object' ? recorded.modules : undefined;
      failures.push(
        `${chunk.fileName} (built from ${chunk.module}) is ${kb(chunk.gzip)} gzipped, over its ${budget} KB budget by ` +
          `${kb(chunk.gzip - budget * KB)}` +
          (recordedKb === undefined ? '' : `; it was ${kb(recordedKb * KB)} at ${budgets.measured.commit}`) +
          (recordedModules ? `.\n    What grew, module by module:` : '.\n    Largest parts:') +
          `\n      ${whatGrew(recordedModules ? chunk.modules : chunk.groups, recordedModules).join('\n      ')}`,
      );
    }
  }
  for (const module of Object.keys(budgets.chunks)) {
    if (!lazy.some((c) => c.module === module)) {
      failures.push(`bundle-budgets.json budgets ${module}, which is no longer a lazily loaded chunk: remove it`);
    }
  }
  return { rows, failures, measured };
}

/** A module of a library's development build. */
export const DEVELOPMENT_BUILD = /(?:^|\/)dist\/development\/|\.development\.js$/;

const round = (n) => Math.round(n * 10) / 10;
const roundGroups = (groups) =>
  Object.fromEntries(
    Object.entries(groups)
      .filter(([, bytes]) => bytes >= 0.05 * KB)
      .sort((a, b) => b[1] - a[1])
      .map(([group, bytes]) => [group, round(bytes / KB)]),
  );

/** Builds the app at `root` with its own Vite config into a temporary folder; returns the client build's files. */
export async function buildForStats(root, configFile = path.join(root, 'vite.config.ts')) {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(tmpdir(), 'longwood-bundle-'));
  try {
    const result = await build({
      root,
      configFile,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs[0].output;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Prints the table and the failures; returns the exit code. */
export function report({ rows, failures }) {
  const width = Math.max(...rows.map((r) => r.what.length));
  for (const r of rows) {
    const over = r.size > r.budget * KB;
    const target =
      r.target === undefined ? '' : `  (target ${r.target} KB${r.size > r.target * KB ? ': not met yet' : ''})`;
    console.log(
      `  ${r.what.padEnd(width)}  ${kb(r.size).padStart(9)}  budget ${String(r.budget).padStart(5)} KB  ${over ? 'OVER' : 'ok'}${target}`,
    );
  }
  if (failures.length === 0) return 0;
  console.error(`\n✖ ${failures.length} bundle budget${failures.length === 1 ? '' : 's'} missed:`);
  for (const failure of failures) console.error(`  - ${failure}`);
  return 1;
}

/** The value after `--name` on the command line, if given. */
function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  const app = option('app') && path.resolve(option('app'));
  const budgetsFile = option('budgets') ? path.resolve(option('budgets')) : BUDGETS_FILE;
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const started = Date.now();
  const chunks = app
    ? readChunks(await buildForStats(app, path.join(app, 'vite.config.mjs')), app)
    : readChunks(await buildForStats(WEB_ROOT), REPO_ROOT);
  const result = checkBudgets(chunks, budgets);
  if (process.argv.includes('--json')) {
    const rows = result.rows.map(({ what, size, budget, target }) => ({ what, kb: round(size / KB), budget, target }));
    console.log(JSON.stringify({ rows, failures: result.failures }));
    return;
  }
  console.log(
    `Gzipped JavaScript per page and per lazily loaded chunk (built in ${round((Date.now() - started) / 1000)} s):`,
  );
  const code = report(result);
  if (process.argv.includes('--record') && !app && budgetsFile === BUDGETS_FILE) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const date = new Date().toISOString().slice(0, 10);
    const next = { ...budgets, measured: { commit, date, ...result.measured } };
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(next, null, 2)}\n`);
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(BUDGETS_FILE)) ?? {};
    const text = readFileSync(BUDGETS_FILE, 'utf8');
    writeFileSync(BUDGETS_FILE, await prettier.format(text, { ...options, filepath: BUDGETS_FILE }));
    console.log(`\nRecorded the figures of ${commit} in ${path.relative(REPO_ROOT, BUDGETS_FILE)}.`);
  }
  process.exitCode = code;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
