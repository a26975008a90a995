// `pnpm docs:check` (also a step of `npm test`): keeps the documents a newcomer reads trustworthy. It fails (exit 1,
// every problem as file:line) when
//   - a citation `requirements.md#anchor` names no heading of docs/requirements.md, or code cites the client's SPEC
//     by section (a clone does not contain it);
//   - a code comment (.ts .tsx .js .mjs .cjs .css .html .yml .sh, shell scripts, deploy configs) cites a document
//     outside the repository: "issue 7",
//     "issues 11 and 12", "review of 2026-11-21", "SPEC §9". Only comment text counts (`issue.message` or a string
//     "issue 7" is code): the comment says what the requirement is instead (docs/requirements.md#anchor);
//   - a `docs/decisions/…` path or a `NNN-title.md` name is not a decision file (the whole name, not a prefix), or
//     a "decision NNN" (in prose or a comment; also "decisions NNN and MMM") names no decision: a record that was
//     replaced is named by the index's Replaced list with the record that holds its topic now, and the message says so;
//   - a relative Markdown link in README.md or docs/ points at no file;
//   - README.md, docs/*.md or a decision names a repository file or folder that does not exist (Paths, below);
//   - a decision's head (its first 8 lines) lacks `# NNN — title`, `Date: yyyy-mm-dd`, or exactly one status, one of
//       Status: accepted
//       Status: superseded by NNN[ — what replaced it]
//     or has an `Amends:` line, or its `Supersedes: NNN[, NNN…]` names a decision that does not exist, is dated after
//     it, or does not say so back (A "superseded by B" ⇔ B "Supersedes: A"). A decision is never amended: a change of
//     decision is a new record that supersedes the old one, so a record's text saying it was amended
//     ('Amended 2026-11-25: …', 'amended in place') fails too;
//   - a decision is missing from the index, docs/decisions/README.md (named there by its whole file name), the index
//     is longer than 200 lines or has a line over 300 characters, or its "## Replaced" list (the last section: lines
//     of groups `[NNN](NNN-title.md) holds OLD-title.md (abc1234), …` separated by '; ', a group per record that
//     holds a replaced topic now) names a file that still exists, a commit that is not 7 to 12 hex digits, or a
//     holder that is no decision;
//   - the background jobs the server runs (each `createPeriodicJob({ name: '…' })` of apps/server/src, outside its
//     tests: the base and the features' modules build them) differ from the ones the index's "Background jobs"
//     entry names after "runs the jobs " (a list 'a, b and c' ending at the entry's first ':').
// Paths: an inline code span (outside fenced blocks) that is one token of letters, digits and `_ . - / @` holding a
// `/`, and either ends in a file extension or starts with a known root (apps/ packages/ e2e/ scripts/ docs/ deploy/
// src/ test/ features/ lib/ components/ app/ http/ db/ mail/ ports/ bench/ …) or a tracked top-level folder; also a
// bare test file name (`x.test.ts`, `x.integration.test.ts`, `x.spec.ts`). It exists when it is a tracked file or
// folder from the repository root or from the document's folder, or the end of one (`features/auth/x.ts` matches
// apps/server/src/features/auth/x.ts; a bare test name matches by file name). Not checked: placeholders (`<name>`,
// `NNN`, `*`, `{a,b}`, `…`), URLs and API paths (`/api/...`), package paths (`@longwood/core/testing`, `zod/mini`:
// a first segment that is a dependency), and paths git ignores (build output such as apps/server/dist/main.js).
// Plain prose is checked for whole paths only: apps/… packages/… e2e/… scripts/… docs/… deploy/… with an extension.
// Historical mentions stay unchecked when the path is followed by "(removed)" — `features/auth/x.ts` (removed) — or
// stands on a line that starts with "Was:".
// See docs/decisions/091-requirements-in-the-repository.md and 390-decisions-as-they-stand.md.
// The logic is `findDocProblems(repo)` over an in-memory view of the repository; check-docs.test.mjs runs it on
// fixtures (`pnpm docs:check` runs those tests first).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const DECISIONS_DIR = 'docs/decisions';
export const DECISIONS_INDEX = `${DECISIONS_DIR}/README.md`;
const HEAD_LINES = 8;
const KNOWN_ROOTS = new Set(
  'apps packages e2e scripts docs deploy src test features lib components app http db mail ports bench build config rules schemas media hooks api support main preload pages'.split(
    ' ',
  ),
);
/** File extensions a path may end with (anything else after a dot is code: `z.extend/z.pick`). */
const FILE_EXTENSION =
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|ya?ml|css|html|sh|svg|png|jpe?g|ico|webm|mp4|webmanifest|ics|csv|eml|txt|sql|service|sqlite3)$/;
/** How code names a module: `components/ui/toast` is components/ui/toast.tsx. */
const MODULE_ENDINGS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const STATUS_FORMS = [/^Status: accepted$/, /^Status: superseded by (\d{3})(?: — \S.*)?$/];
/** A note in a decision that it was changed in place: 'Amended 2026-11-25: …', '(amended 2026-11-25)', 'amended in place'. */
const AMENDED_IN_PLACE = /\bamended:? (?:on |in place\b|\d{4}-\d{2}-\d{2})/i;
/** The index's limits: a page a newcomer reads in one sitting. */
export const INDEX_MAX_LINES = 200;
export const INDEX_MAX_LINE_LENGTH = 300;
/** The index's last section: the records replaced, by the record that holds their topic now. */
const REPLACED_HEADING = /^## Replaced\b/;
/** "decision 080", "decisions 010 and 184", "decisions 013, 085 or 172". */
const DECISION_NUMBERS = /\bdecisions? (\d{3}(?:(?:, and |, | and | or )\d{3})*)\b(?![-–]\d)/gi;
/** Where the server builds its background jobs (its source, not its tests), and how it names each. */
const SERVER_SOURCE = /^apps\/server\/src\/.*(?<!\.test)\.ts$/;
const JOB_NAME = /createPeriodicJob\(\{\s*name:\s*'([^']+)'/g;

/** What a code comment must not cite: documents a clone of the repository does not contain. */
const OUTSIDE_CITATIONS = [
  { pattern: /\bissues? #?\d+/i, what: 'an issue' },
  { pattern: /\breview of (?:\d{4}-\d{2}-\d{2}|\d{1,2} [A-Z][a-z]+|[A-Z][a-z]+ \d{1,2}\b)/i, what: 'a dated review' },
  { pattern: /\bSPEC(?:\.md)?\s*§/i, what: "the client's SPEC by section" },
];
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|ya?ml|sh)$/;
/** Files whose comments start with `#`: YAML, shell, deploy configs; and a script without an extension (its `#!`). */
const HASH_COMMENTS = /(\.(ya?ml|sh|conf|service)|(^|\/)(Dockerfile|Caddyfile))$/;
const SHEBANG_SHELL = /^#!.*\bsh\b|^#!.*bash\b/;

/** The comment text of a line, split at its line breaks: [{ line (1-based), text }]. */
function commentLines(text, start, end) {
  const first = text.slice(0, start).split('\n').length;
  return text
    .slice(start, end)
    .split('\n')
    .map((part, index) => ({ line: first + index, text: part }));
}

/**
 * The comments of a source file, one entry per line of comment text: [{ line (1-based), text }]. TypeScript and
 * JavaScript are parsed (a `//` in a string, a regular expression or JSX text is no comment); CSS has block
 * comments, HTML `<!-- -->`, YAML and shell `#` after a space or at a line's start, outside quotes.
 */
export function codeComments(file, text) {
  const comments = [];
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file)) {
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : /\.[mc]?ts$/.test(file)
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    // JSX text is no trivia: a node that starts where JSX text starts has no comments before it.
    const jsxTextStarts = new Set();
    const findJsxText = (node) => {
      if (node.kind === ts.SyntaxKind.JsxText) jsxTextStarts.add(node.pos);
      ts.forEachChild(node, findJsxText);
    };
    findJsxText(source);
    const seen = new Set();
    const visit = (node) => {
      if (!jsxTextStarts.has(node.pos)) {
        // The comments between this node and the one before: those on the previous one's line ("trailing") too.
        const ranges = [
          ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
          ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ];
        for (const range of ranges) {
          if (seen.has(range.pos)) continue;
          seen.add(range.pos);
          comments.push(...commentLines(text, range.pos, range.end));
        }
      }
      // Tokens are children too (getChildren), so the comments before a closing brace are found as well.
      if (node.kind >= ts.SyntaxKind.FirstNode) for (const child of node.getChildren(source)) visit(child);
    };
    visit(source);
  } else if (file.endsWith('.css')) {
    for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g))
      comments.push(...commentLines(text, match.index, match.index + match[0].length));
  } else if (file.endsWith('.html')) {
    for (const match of text.matchAll(/<!--[\s\S]*?-->/g))
      comments.push(...commentLines(text, match.index, match.index + match[0].length));
  } else {
    text.split('\n').forEach((line, index) => {
      let quote = null;
      for (let i = 0; i < line.length; i += 1) {
        const char = line[i];
        if (quote) {
          if (char === quote) quote = null;
        } else if (char === "'" || char === '"') quote = char;
        else if (char === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
          comments.push({ line: index + 1, text: line.slice(i) });
          break;
        }
      }
    });
  }
  return comments.sort((a, b) => a.line - b.line);
}

/** Where a code file's comments cite a document outside the repository: ["file:line: …"]. */
function outsideCitations(file, text) {
  if (!OUTSIDE_CITATIONS.some(({ pattern }) => pattern.test(text))) return [];
  const problems = [];
  for (const { line, text: comment } of codeComments(file, text)) {
    for (const { pattern, what } of OUTSIDE_CITATIONS) {
      const match = comment.match(pattern);
      if (match)
        problems.push(
          `${file}:${line}: a comment cites ${what} ('${match[0]}'), which a clone does not contain; say what the ` +
            'requirement is (docs/requirements.md#anchor) or drop the citation',
        );
    }
  }
  return problems;
}

/** GitHub's heading anchor: lower-case, punctuation other than '-' dropped, spaces become '-'. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const numbersIn = (text) => [...(text ?? '').matchAll(/\d{3}/g)].map(([number]) => number);

/** The text with fenced code blocks blanked out (same length and line breaks, so offsets keep their lines). */
function withoutFences(text) {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? ' '.repeat(line.length) : line;
    })
    .join('\n');
}

/** Inline code spans of a Markdown text: { code, line (1-based), lineText, after (the text that follows) }. */
function codeSpans(text) {
  const plain = withoutFences(text);
  const lineStarts = [0];
  for (let i = 0; i < plain.length; i += 1) if (plain[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const lines = text.split('\n');
  const spans = [];
  for (const match of plain.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const index = lineOf(match.index);
    const end = match.index + match[0].length;
    spans.push({ code: match[2].trim(), line: index + 1, lineText: lines[index], after: plain.slice(end, end + 40) });
  }
  return spans;
}

/** Whole repository paths written in prose (outside code spans, fences and link targets), as codeSpans gives them. */
function prosePaths(text) {
  const lines = text.split('\n');
  const prose = withoutFences(text)
    .replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '))
    .replace(/\]\([^)\s]*\)/g, (link) => link.replace(/[^\n]/g, ' '))
    .split('\n');
  const mentions = [];
  prose.forEach((line, index) => {
    const pattern = /(?<![\w@./-])(?:apps|packages|e2e|scripts|docs|deploy)\/[\w@./-]*\.[A-Za-z0-9]+(?![\w/])/g;
    for (const match of line.matchAll(pattern)) {
      if (!FILE_EXTENSION.test(match[0])) continue;
      const end = match.index + match[0].length;
      mentions.push({ code: match[0], line: index + 1, lineText: lines[index], after: line.slice(end, end + 40) });
    }
  });
  return mentions;
}

/**
 * Everything the check reads, so tests can hand it a fixture:
 * { files: string[] (tracked and new files that exist), read(file) → text, ignoredPaths(paths) → Set of those git
 * ignores, packageNames: Set of dependency and workspace package names }.
 */
export function findDocProblems(repo) {
  const problems = [];
  const files = [...repo.files].sort();
  const fileSet = new Set(files);
  const dirSet = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) dirSet.add(parts.slice(0, i).join('/'));
  }
  const topDirs = new Set([...dirSet].filter((dir) => !dir.includes('/')));
  // Every path a partial mention may end with: each tracked file and folder from each of its segments on.
  const suffixes = new Set();
  for (const entry of [...fileSet, ...dirSet]) {
    const parts = entry.split('/');
    for (let i = 0; i < parts.length; i += 1) suffixes.add(parts.slice(i).join('/'));
  }
  const baseNames = new Set(files.map((file) => path.posix.basename(file)));

  const decisionFiles = files
    .filter((file) => path.posix.dirname(file) === DECISIONS_DIR && /^\d{3}-.+\.md$/.test(path.posix.basename(file)))
    .map((file) => path.posix.basename(file));
  const decisionByNumber = new Map();
  for (const name of decisionFiles) {
    const number = name.slice(0, 3);
    if (decisionByNumber.has(number))
      problems.push(`${DECISIONS_DIR}/${name}: decision ${number} is also ${decisionByNumber.get(number)}`);
    else decisionByNumber.set(number, name);
  }

  const anchors = new Set(
    fileSet.has('docs/requirements.md')
      ? repo
          .read('docs/requirements.md')
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => slug(line.replace(/^#+ /, '')))
      : [],
  );

  // The records replaced, each with the record that holds its topic now (the index's last section).
  const replaced = fileSet.has(DECISIONS_INDEX) ? replacedSection(repo.read(DECISIONS_INDEX)) : replacedSection('');
  const replacedByNumber = new Map([...replaced.holders.keys()].map((name) => [name.slice(0, 3), name]));
  const holderHint = (name) => {
    const holder = name === undefined ? undefined : replaced.holders.get(name);
    return holder === undefined
      ? ''
      : ` (it was replaced: ${holder} holds its topic now, the index's Replaced list says)`;
  };

  const isDoc = (file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith('docs/'));
  const pathMentions = [];

  for (const file of files) {
    if (file === 'scripts/check-docs.mjs' || file === 'scripts/check-docs.test.mjs') continue;
    const maybeScript = !path.posix.basename(file).includes('.');
    if (!/\.md$/.test(file) && !CODE_FILE.test(file) && !HASH_COMMENTS.test(file) && !maybeScript) continue;
    const text = repo.read(file);
    const hasComments = CODE_FILE.test(file) || HASH_COMMENTS.test(file) || SHEBANG_SHELL.test(text);
    const cited = hasComments ? outsideCitations(file, text) : [];
    problems.push(...cited);
    if (!/\.md$/.test(file) && !CODE_FILE.test(file)) continue;
    const citedLines = new Set(cited.map((problem) => problem.split(':')[1]));
    const replacedLines = file === DECISIONS_INDEX ? replacedSection(text).lines : new Set();
    text.split('\n').forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      // Code text as well as comments (a test's title, a message): a string citing SPEC sections is found here.
      if (/\.(ts|tsx|js|mjs)$/.test(file) && !citedLines.has(String(index + 1)) && /\bSPEC(\.md)? ?§/.test(line))
        problems.push(
          `${where}: cites the client's SPEC, which a clone does not contain; cite docs/requirements.md#anchor`,
        );
      for (const [, anchor] of line.matchAll(/requirements\.md#([A-Za-z0-9_-]+)/g)) {
        if (!anchors.has(anchor)) problems.push(`${where}: no heading '#${anchor}' in docs/requirements.md`);
      }
      if (replacedLines.has(index + 1)) return;
      for (const [, name] of line.matchAll(/docs\/decisions\/([A-Za-z0-9_-]*(?:\.md)?)/g)) {
        if (name === '' || name.startsWith('NNN') || name === 'README.md' || decisionFiles.includes(name)) continue;
        problems.push(
          `${where}: docs/decisions/${name} is not a decision file (give its whole name)${holderHint(name)}`,
        );
      }
      for (const [name] of line.matchAll(/(?<![\w/-])\d{3}-[a-z0-9-]+\.md\b/g)) {
        if (!decisionFiles.includes(name)) problems.push(`${where}: ${name} is not a decision file${holderHint(name)}`);
      }
      const isProse = isDoc(file) || /\.(ts|tsx|js|mjs|cjs)$/.test(file);
      if (isProse) {
        for (const [, numbers] of line.matchAll(DECISION_NUMBERS)) {
          for (const number of numbersIn(numbers)) {
            if (!decisionByNumber.has(number))
              problems.push(`${where}: decision ${number} does not exist${holderHint(replacedByNumber.get(number))}`);
          }
        }
      }
      if (!isDoc(file)) return;
      for (const [, target] of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target)).replace(/\/$/, '');
        if (!fileSet.has(resolved) && !dirSet.has(resolved)) problems.push(`${where}: broken link ${target}`);
      }
    });
    if (isDoc(file)) {
      for (const span of codeSpans(text)) pathMentions.push({ file, ...span });
      for (const mention of prosePaths(text)) pathMentions.push({ file, ...mention, whole: true });
    }
  }

  // Paths named in the docs.
  const unresolved = [];
  for (const mention of pathMentions) {
    const token = mention.code.replace(/\/$/, '');
    if (!/^[\w@.\-/]+$/.test(token) || token.startsWith('/') || token.startsWith('@')) continue;
    if (/NNN|\.\.\./.test(token)) continue;
    const first = token.split('/')[0];
    const isTestName = !token.includes('/') && /\.(test\.tsx?|spec\.ts)$/.test(token);
    const looksLikePath =
      token.includes('/') &&
      (KNOWN_ROOTS.has(first) || topDirs.has(first) || (FILE_EXTENSION.test(token) && !first.startsWith('.'))) &&
      !repo.packageNames.has(first);
    if (!isTestName && !looksLikePath) continue;
    if (/^\s*\(removed\b/.test(mention.after) || /^\s*(?:[-*>]\s*)?Was:/.test(mention.lineText)) continue;
    const exists = (candidate) =>
      fileSet.has(candidate) ||
      dirSet.has(candidate) ||
      fileSet.has(path.posix.normalize(path.posix.join(path.posix.dirname(mention.file), candidate))) ||
      suffixes.has(candidate);
    const found = mention.whole
      ? fileSet.has(token)
      : isTestName
        ? baseNames.has(token)
        : exists(token) || (!FILE_EXTENSION.test(token) && MODULE_ENDINGS.some((ending) => exists(token + ending)));
    if (!found) unresolved.push({ ...mention, token });
  }
  const ignored = unresolved.length > 0 ? repo.ignoredPaths(unresolved.map(({ token }) => token)) : new Set();
  for (const { file, line, token } of unresolved) {
    if (ignored.has(token)) continue;
    problems.push(
      `${file}:${line}: \`${token}\` names no file or folder of the repository (fix it, or mark a historical mention "(removed)")`,
    );
  }

  // Decision heads: title, date, one status, and supersessions that say so both ways; never an amendment.
  const heads = new Map();
  for (const name of decisionFiles) {
    const file = `${DECISIONS_DIR}/${name}`;
    const number = name.slice(0, 3);
    const lines = repo.read(file).split('\n');
    const head = lines.slice(0, HEAD_LINES);
    const lineOf = (prefix) => head.findIndex((line) => line.startsWith(prefix));
    if (!lines[0]?.startsWith(`# ${number} — `)) problems.push(`${file}:1: first line must be '# ${number} — title'`);
    const date = head.find((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line))?.slice('Date: '.length) ?? '';
    if (date === '') problems.push(`${file}: no 'Date: yyyy-mm-dd' line in its first ${HEAD_LINES} lines`);
    const statusLines = head.filter((line) => line.startsWith('Status:'));
    const status = statusLines[0];
    let supersededBy = [];
    if (statusLines.length !== 1) {
      problems.push(`${file}: needs exactly one 'Status:' line in its first ${HEAD_LINES} lines`);
    } else if (!STATUS_FORMS.some((form) => form.test(status))) {
      problems.push(
        `${file}:${lineOf('Status:') + 1}: '${status}' is not 'Status: accepted' or 'Status: superseded by NNN[ — …]' (a decision is never amended: a change is a new record that supersedes it)`,
      );
    } else {
      supersededBy = numbersIn(status.match(STATUS_FORMS[1])?.[1]);
    }
    if (lineOf('Amends:') >= 0)
      problems.push(
        `${file}:${lineOf('Amends:') + 1}: a decision does not amend another: a change is a new record with 'Supersedes: NNN'`,
      );
    lines.forEach((line, index) => {
      if (index < HEAD_LINES || !AMENDED_IN_PLACE.test(line)) return;
      problems.push(
        `${file}:${index + 1}: says it was amended; a decision states what holds, and a change is a new record that supersedes it`,
      );
    });
    let supersedes = [];
    const at = lineOf('Supersedes:');
    if (at >= 0) {
      if (!/^Supersedes: \d{3}(, \d{3})*$/.test(head[at]))
        problems.push(`${file}:${at + 1}: '${head[at]}' must read 'Supersedes: NNN[, NNN…]'`);
      else supersedes = numbersIn(head[at]);
    }
    heads.set(number, {
      file,
      date,
      supersededBy,
      supersedes,
      statusLine: lineOf('Status:') + 1,
      supersedesLine: at + 1,
    });
  }
  for (const [number, head] of heads) {
    // Numbers are ranges handed to teams, not a timeline: a record is never dated before what it replaces.
    const refer = (list, relation, line, older) => {
      for (const other of list) {
        if (!heads.has(other)) problems.push(`${head.file}:${line}: ${relation} ${other}, which does not exist`);
        else if (other === number || (older ? heads.get(other).date > head.date : heads.get(other).date < head.date))
          problems.push(`${head.file}:${line}: ${relation} ${other}, which is dated ${older ? 'after' : 'before'} it`);
      }
    };
    refer(head.supersededBy, 'superseded by', head.statusLine, false);
    refer(head.supersedes, 'supersedes', head.supersedesLine, true);
    for (const other of head.supersededBy) {
      if (heads.has(other) && !heads.get(other).supersedes.includes(number))
        problems.push(
          `${head.file}:${head.statusLine}: superseded by ${other}, but ${other} has no 'Supersedes: ${number}'`,
        );
    }
    for (const other of head.supersedes) {
      if (heads.has(other) && !heads.get(other).supersededBy.includes(number))
        problems.push(
          `${head.file}:${head.supersedesLine}: supersedes ${other}, but ${other}'s status is not 'superseded by ${number}'`,
        );
    }
  }

  // The index names every decision, within its limits, and its Replaced list names records that are gone.
  if (!fileSet.has(DECISIONS_INDEX)) {
    problems.push(`${DECISIONS_INDEX}: missing (the index of every decision)`);
  } else {
    const index = repo.read(DECISIONS_INDEX);
    const indexLines = index.replace(/\n$/, '').split('\n');
    if (indexLines.length > INDEX_MAX_LINES)
      problems.push(
        `${DECISIONS_INDEX}: ${indexLines.length} lines, over ${INDEX_MAX_LINES}: say each topic in one line`,
      );
    indexLines.forEach((line, at) => {
      if (line.length > INDEX_MAX_LINE_LENGTH)
        problems.push(
          `${DECISIONS_INDEX}:${at + 1}: ${line.length} characters, over ${INDEX_MAX_LINE_LENGTH}: the rule in a phrase and the record's link`,
        );
    });
    for (const name of decisionFiles) {
      if (!index.includes(`(${name})`)) problems.push(`${DECISIONS_INDEX}: no link to ${name}`);
    }
    for (const { line, name, commit, holder } of replaced.entries) {
      const where = `${DECISIONS_INDEX}:${line}`;
      if (decisionFiles.includes(name)) problems.push(`${where}: ${name} is listed as replaced but still exists`);
      if (!/^[0-9a-f]{7,12}$/.test(commit ?? ''))
        problems.push(`${where}: ${name} needs its last commit, '(abc1234)' (git log -1 --format=%h -- <file>)`);
      if (!decisionFiles.includes(holder)) problems.push(`${where}: ${holder ?? 'its holder'} is not a decision file`);
    }
    const serverFiles = files.filter((file) => SERVER_SOURCE.test(file));
    if (serverFiles.length > 0)
      problems.push(...jobProblems(new Map(serverFiles.map((file) => [file, repo.read(file)])), index));
  }

  return { problems, decisions: decisionFiles.length, anchors: anchors.size, files: files.length };
}

/**
 * The index's "## Replaced" section (its last): lines of groups `[NNN](NNN-title.md) holds OLD-title.md (abc1234), …`,
 * separated by '; '.
 * { lines: Set of its 1-based line numbers, entries: [{ line, name, commit, holder }], holders: Map name → holder }.
 */
export function replacedSection(index) {
  const lines = index.split('\n');
  const start = lines.findIndex((line) => REPLACED_HEADING.test(line));
  const result = { lines: new Set(), entries: [], holders: new Map() };
  if (start < 0) return result;
  for (let at = start; at < lines.length; at += 1) {
    if (at > start && /^#{1,2} /.test(lines[at])) break;
    result.lines.add(at + 1);
    if (!lines[at].startsWith('- ')) continue;
    for (const group of lines[at].slice(2).split('; ')) {
      const entry = group.match(/^\[\d{3}\]\(([^)]+)\) holds (.+)$/);
      if (!entry) continue;
      for (const [, name, commit] of entry[2].matchAll(/(\d{3}-[a-z0-9-]+\.md)(?: \(([^)]*)\))?/g)) {
        result.entries.push({ line: at + 1, name, commit, holder: entry[1] });
        result.holders.set(name, entry[1]);
      }
    }
  }
  return result;
}

/** 'a, b and c' → ['a', 'b', 'c']. */
const listed = (text) =>
  text
    .split(/,\s*|\s+and\s+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The background jobs the server's files build (file → text) against the ones the "Background jobs" entry names. */
function jobProblems(serverFiles, index) {
  const builtIn = new Map(
    [...serverFiles].flatMap(([file, text]) => [...text.matchAll(JOB_NAME)].map((m) => [m[1], file])),
  );
  const running = [...builtIn.keys()];
  const lines = index.split('\n');
  const start = lines.findIndex((line) => /^- \*\*Background jobs\*\*/.test(line));
  if (start < 0) {
    return running.length === 0
      ? []
      : [`${DECISIONS_INDEX}: no '- **Background jobs**' entry naming the jobs that run`];
  }
  let end = start + 1;
  while (end < lines.length && /^ {2}\S/.test(lines[end])) end += 1;
  const entry = lines.slice(start, end).join(' ').replace(/\s+/g, ' ');
  const named = entry.match(/\bruns the jobs ([^:]+):/)?.[1];
  const where = `${DECISIONS_INDEX}:${start + 1}`;
  if (named === undefined)
    return [`${where}: the Background jobs entry must name the jobs after 'runs the jobs ' (up to a ':')`];
  const inIndex = listed(named);
  return [
    ...running
      .filter((job) => !inIndex.includes(job))
      .map(
        (job) => `${where}: ${builtIn.get(job)} runs the job '${job}', which the Background jobs entry does not name`,
      ),
    ...inIndex
      .filter((job) => !running.includes(job))
      .map((job) => `${where}: the Background jobs entry names '${job}', which the server does not run`),
  ];
}

/** The repository on disk, as findDocProblems reads it. */
export function repositoryAt(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const packageNames = new Set();
  for (const file of files.filter((name) => path.posix.basename(name) === 'package.json')) {
    const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) packageNames.add(name);
    }
  }
  return {
    files,
    packageNames,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    ignoredPaths(paths) {
      // A missing folder (`apps/web/dist`) matches a folder pattern (`dist/`) only when asked with its slash.
      const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
        cwd: root,
        input: paths.flatMap((name) => [name, `${name}/`]).join('\n'),
        encoding: 'utf8',
      });
      return new Set(result.stdout.split('\n').map((name) => name.replace(/\/$/, '')));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, decisions, anchors, files } = findDocProblems(repositoryAt(root));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} documentation problem(s).`);
    process.exit(1);
  }
  console.log(`Docs OK: ${anchors} requirement anchors, ${decisions} decisions, ${files} files checked.`);
}
