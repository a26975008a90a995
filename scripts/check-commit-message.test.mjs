// Tests of scripts/check-commit-message.mjs, the commit-msg hook (`node --test`, run by `pnpm docs:check`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { commitMessageProblems } from './check-commit-message.mjs';

const body = 'The body says what changed and why.\n';

describe('commit messages', () => {
  it('accepts a subject of at most 72 characters, a blank line and a body', () => {
    assert.deepEqual(commitMessageProblems(`${'a'.repeat(72)}\n\n${body}`), []);
    assert.deepEqual(commitMessageProblems(`Fold the records\n\n${body}\n# Please enter the commit message\n`), []);
  });

  it('refuses a longer subject, a missing blank line and a missing body', () => {
    assert.match(
      commitMessageProblems(`${'a'.repeat(73)}\n\n${body}`)[0],
      /^The subject is 73 characters; keep it to 72/,
    );
    assert.deepEqual(commitMessageProblems(`Fold the records\n${body}`), [
      'Leave the second line blank: the subject, a blank line, then the body.',
    ]);
    assert.deepEqual(commitMessageProblems('Fold the records\n\n# a comment only\n'), [
      'Add a body after a blank line: what changed and why, in plain words, wrapped at 72.',
    ]);
    assert.deepEqual(commitMessageProblems('\n# nothing\n'), ['The message is empty.']);
  });

  it('reads only what git keeps: no comment lines, nothing under the scissors', () => {
    const message = `Fold the records\n\n${body}# ------------------------ >8 ------------------------\n${'x'.repeat(90)}\n`;
    assert.deepEqual(commitMessageProblems(message), []);
  });

  it('lets a merge or a fixup go without a body, not with a long subject', () => {
    assert.deepEqual(commitMessageProblems("Merge branch 'main' into docs\n"), []);
    assert.deepEqual(commitMessageProblems('fixup! Fold the records\n'), []);
    assert.equal(commitMessageProblems(`fixup! ${'a'.repeat(80)}\n`).length, 1);
  });

  it('exits 1 with the reasons when run as the hook, 0 when the message is accepted', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
    const script = fileURLToPath(new URL('./check-commit-message.mjs', import.meta.url));
    const run = (message) => {
      const file = path.join(dir, 'COMMIT_EDITMSG');
      writeFileSync(file, message);
      return spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
    };
    const refused = run(`${'a'.repeat(80)}\n`);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /The subject is 80 characters/);
    assert.equal(run(`Fold the records\n\n${body}`).status, 0);
  });
});
