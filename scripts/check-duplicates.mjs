// `pnpm lint:duplicates` (a step of `npm test`): copy-paste detection with jscpd over every source file the
// project writes (TypeScript, TSX, JavaScript), so that repeated code cannot creep back unnoticed. It fails when
// jscpd finds more clones than MAX_CLONES and lists them all; when a change removes clones, lower MAX_CLONES to the
// new count in the same commit. A clone is a run of at least 6 lines and 50 tokens that stands again elsewhere
// (identifiers included: jscpd's "mild" mode ignores only blank lines and new lines).
// Why a budget and not zero: a few repeats are deliberate — e2e specs that restate the requirements' routes and
// offer, migrations that must keep the schema they had when written, test cases that spell out similar steps.
// Not counted (decision 094): migrations (each is frozen when it lands and keeps the schema of its day, so a
// later one restates an earlier table on purpose), and a clone that is only import declarations (two screens that use
// the same parts repeat no logic).
// See docs/decisions/094-type-aware-lint-and-unused-code.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_CLONES = 10;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// jscpd's ES module build does not resolve its own imports on Node 20; its CommonJS build does.
const { detectClones } = require('jscpd');

/** The 1-based line numbers of a file that belong to its import declarations. */
const importLinesOf = new Map();
function importLines(file) {
  if (!importLinesOf.has(file)) {
    const lines = new Set();
    let inImport = false;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^import\b/.test(line)) inImport = true;
        if (inImport) lines.add(i + 1);
        // An import ends at its module's name: `from '…';` or a bare `import '…';`.
        if (inImport && /['"];?\s*$/.test(line)) inImport = false;
      });
    importLinesOf.set(file, lines);
  }
  return importLinesOf.get(file);
}
const onlyImports = (d) => {
  const lines = importLines(d.sourceId);
  for (let line = d.start.line; line <= d.end.line; line += 1) if (!lines.has(line)) return false;
  return true;
};

const clones = (
  await detectClones({
    path: ['packages', 'apps', 'e2e', 'scripts'].map((dir) => path.join(root, dir)),
    format: ['typescript', 'tsx', 'javascript'],
    ignore: ['**/node_modules/**', '**/dist/**', '**/*.d.mts', '**/*.d.ts', '**/src/db/migrations/**'],
    minLines: 6,
    minTokens: 50,
    mode: 'mild',
    gitignore: true,
    silent: true,
    reporters: [],
  })
).filter((c) => !(onlyImports(c.duplicationA) && onlyImports(c.duplicationB)));

const where = (d) => `${path.relative(root, d.sourceId)}:${d.start.line}-${d.end.line}`;
const lines = clones
  .map((c) => `${where(c.duplicationA)} ~ ${where(c.duplicationB)}`)
  .sort((a, b) => a.localeCompare(b));

if (clones.length > MAX_CLONES) {
  console.error(lines.join('\n'));
  console.error(
    `\n${clones.length} clones, more than the budget of ${MAX_CLONES}: make the new repeat one piece of code ` +
      '(a shared function, component or test helper) rather than raising the budget.',
  );
  process.exit(1);
}
console.log(
  `Duplicates OK: ${clones.length} clones (budget ${MAX_CLONES})` +
    (clones.length < MAX_CLONES ? `; lower MAX_CLONES in scripts/check-duplicates.mjs to ${clones.length}.` : '.'),
);
