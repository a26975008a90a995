// The commit-msg hook (installed by `pnpm install` through simple-git-hooks, package.json): a commit message a person
// can scan. Its subject is at most 72 characters, then a blank line, then a body that says what changed and why
// (README, "Contributing"). Merges and `fixup!`/`squash!`/`amend!` commits (folded away before landing) need no body.
// `git log --oneline` then reads as a list of changes.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_MAX = 72;

/** What git keeps of a message: no comment lines, nothing under the scissors line, no trailing blank lines. */
function keptLines(message) {
  const lines = [];
  for (const line of message.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+/.test(line)) break;
    if (line.startsWith('#')) continue;
    lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The problems of a commit message, each a sentence; none when it may be committed. */
export function commitMessageProblems(message) {
  const lines = keptLines(message);
  const [subject = '', second, ...rest] = lines;
  if (subject === '') return ['The message is empty.'];
  const problems = [];
  if (subject.length > SUBJECT_MAX)
    problems.push(
      `The subject is ${subject.length} characters; keep it to ${SUBJECT_MAX} (the change in the imperative, say "Split league play into cards, night and results") and put the rest in the body.`,
    );
  if (/^(Merge |fixup! |squash! |amend! )/.test(subject)) return problems;
  if (second !== undefined && second !== '')
    problems.push('Leave the second line blank: the subject, a blank line, then the body.');
  else if (!rest.some((line) => line !== ''))
    problems.push('Add a body after a blank line: what changed and why, in plain words, wrapped at 72.');
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  if (problems.length > 0) {
    console.error(['The commit message was not accepted:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    console.error(`(the message is kept: \`git commit -e -F ${process.argv[2]}\` edits it)`);
    process.exit(1);
  }
}
