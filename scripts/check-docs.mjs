// `pnpm docs:check` (also a step of `npm test`): keeps the documents a newcomer reads trustworthy.
//   - every citation `requirements.md#anchor` names a heading of docs/requirements.md, and code never cites
//     the client's SPEC by section (a clone does not contain it);
//   - every `docs/decisions/…` path names an existing decision file (the whole file name, not a prefix);
//   - every relative link in a Markdown file under docs/ or in README.md points at an existing file;
//   - every decision starts with its title, then `Date: yyyy-mm-dd` and `Status: accepted` (or
//     `Status: superseded by NNN`), and any `Supersedes: NNN` names existing decisions.
// Exits 1 and lists every problem found. See docs/decisions/091-requirements-in-the-repository.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** GitHub's heading anchor: lower-case, punctuation other than '-' dropped, spaces become '-'. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchors = new Set(
  read('docs/requirements.md')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => slug(line.replace(/^#+ /, ''))),
);
const decisionsDir = 'docs/decisions';
const decisionFiles = readdirSync(path.join(root, decisionsDir)).filter((name) => name.endsWith('.md'));
const decisionNumbers = new Set(decisionFiles.map((name) => name.slice(0, 3)));

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|md|css|html|sh|ya?ml)$/.test(file) && existsSync(path.join(root, file)));

for (const file of tracked) {
  if (file === 'scripts/check-docs.mjs') continue;
  read(file)
    .split('\n')
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (/\.(ts|tsx|js|mjs)$/.test(file) && /\bSPEC(\.md)? ?§/.test(line))
        problems.push(
          `${where}: cites the client's SPEC, which a clone does not contain; cite docs/requirements.md#anchor`,
        );
      for (const [, anchor] of line.matchAll(/requirements\.md#([A-Za-z0-9_-]+)/g)) {
        if (!anchors.has(anchor)) problems.push(`${where}: no heading '#${anchor}' in docs/requirements.md`);
      }
      for (const [, name] of line.matchAll(/docs\/decisions\/([A-Za-z0-9_-]*(?:\.md)?)/g)) {
        if (name === '' || name.startsWith('NNN') || decisionFiles.includes(name)) continue;
        problems.push(`${where}: docs/decisions/${name} is not a decision file (give its whole name)`);
      }
      for (const [name] of line.matchAll(/(?<![\w/-])\d{3}-[a-z0-9-]+\.md\b/g)) {
        if (!decisionFiles.includes(name)) problems.push(`${where}: ${name} is not a decision file`);
      }
      if (file.endsWith('.md') && (file.startsWith('docs/') || file === 'README.md')) {
        for (const [, target] of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
          if (/^[a-z]+:/.test(target)) continue;
          if (!existsSync(path.join(root, path.dirname(file), target)))
            problems.push(`${where}: broken link ${target}`);
        }
      }
    });
}

for (const name of decisionFiles) {
  const lines = read(path.join(decisionsDir, name)).split('\n');
  const where = `${decisionsDir}/${name}`;
  if (!lines[0]?.startsWith(`# ${name.slice(0, 3)} `))
    problems.push(`${where}: first line must be '# ${name.slice(0, 3)} — title'`);
  const head = lines.slice(1, 8);
  if (!head.some((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line)))
    problems.push(`${where}: no 'Date: yyyy-mm-dd' line`);
  const status = head.find((line) => line.startsWith('Status: '));
  const superseded = status?.match(/^Status: superseded by (\d{3})\b/);
  if (!status || !(/^Status: accepted\b/.test(status) || superseded)) {
    problems.push(`${where}: no 'Status: accepted' or 'Status: superseded by NNN' line`);
  } else if (superseded && !decisionNumbers.has(superseded[1])) {
    problems.push(`${where}: superseded by ${superseded[1]}, which does not exist`);
  }
  const supersedes = head.find((line) => line.startsWith('Supersedes: '));
  for (const [number] of supersedes?.matchAll(/\d{3}/g) ?? []) {
    if (!decisionNumbers.has(number)) problems.push(`${where}: supersedes ${number}, which does not exist`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} documentation problem(s).`);
  process.exit(1);
}
console.log(
  `Docs OK: ${anchors.size} requirement anchors, ${decisionFiles.length} decisions, ${tracked.length} files checked.`,
);
