// Fixtures for scripts/check-docs.mjs (`node --test scripts/check-docs.test.mjs`, run first by `pnpm docs:check`):
// each rule of the check's header fails on a small in-memory repository and passes once the fixture is fixed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeComments, findDocProblems } from './check-docs.mjs';

const adr = (number, { status = 'Status: accepted', extra = [], body = 'Nothing to see.' } = {}) =>
  [
    `# ${number} — Title`,
    '',
    'Date: 2026-11-24',
    '',
    status,
    ...(extra.length ? ['', ...extra] : []),
    '',
    '## Context',
    '',
    body,
  ].join('\n');

/** A repository of the given files (path → text); `ignored` lists paths git would ignore. */
function repo(texts, { ignored = [], packageNames = ['zod'] } = {}) {
  const all = {
    'docs/requirements.md': '# Requirements\n\n## Booking rules\n',
    'apps/server/src/features/auth/service.ts': '',
    'apps/server/test/auth/auth.integration.test.ts': '',
    ...texts,
  };
  const names = Object.keys(all).filter((name) => all[name] !== undefined);
  const index = names
    .filter((name) => /^docs\/decisions\/\d{3}-/.test(name))
    .map((name) => `- [x](${name.slice('docs/decisions/'.length)})`)
    .join('\n');
  if (!('docs/decisions/README.md' in texts)) {
    all['docs/decisions/README.md'] = `# Index\n\n${index}\n`;
    names.push('docs/decisions/README.md');
  }
  return {
    files: names,
    read: (name) => all[name],
    packageNames: new Set(packageNames),
    ignoredPaths: (paths) => new Set(paths.filter((name) => ignored.includes(name))),
  };
}

const problemsOf = (texts, options) => findDocProblems(repo(texts, options)).problems;

describe('decision statuses', () => {
  it('accepts the two forms and a supersession said both ways', () => {
    assert.deepEqual(
      problemsOf({
        'docs/decisions/001-a.md': adr('001', { status: 'Status: superseded by 002 — what replaced it' }),
        'docs/decisions/002-b.md': adr('002', { extra: ['Supersedes: 001'] }),
        'docs/decisions/003-c.md': adr('003'),
      }),
      [],
    );
  });

  it('refuses a status in free text, and an amended status', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001', { status: 'Status: accepted (its second point changed by 002)' }),
      'docs/decisions/002-b.md': adr('002', { status: 'Status: amended by 003 — what changed' }),
      'docs/decisions/003-c.md': adr('003', { status: 'Status: amended in place on 2026-11-25 — codes' }),
    });
    assert.deepEqual(
      problems.map((problem) => problem.replace(/ is not 'Status: accepted'.*/, '')),
      [
        "docs/decisions/001-a.md:5: 'Status: accepted (its second point changed by 002)'",
        "docs/decisions/002-b.md:5: 'Status: amended by 003 — what changed'",
        "docs/decisions/003-c.md:5: 'Status: amended in place on 2026-11-25 — codes'",
      ],
    );
  });

  it('refuses a supersession that is not said back, or names no decision', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001', { status: 'Status: superseded by 009' }),
      'docs/decisions/002-b.md': adr('002'),
      'docs/decisions/003-c.md': adr('003', { extra: ['Supersedes: 002'] }),
    });
    assert.deepEqual(
      problems.map((problem) => problem.replace(/^docs\/decisions\//, '')),
      [
        '001-a.md:5: superseded by 009, which does not exist',
        "003-c.md:7: supersedes 002, but 002's status is not 'superseded by 003'",
      ],
    );
  });

  it('refuses an Amends line and a malformed Supersedes line', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'docs/decisions/002-b.md': adr('002', { extra: ['Amends: 001'] }),
      'docs/decisions/003-c.md': adr('003', { extra: ['Supersedes: 001 (its first point)'] }),
    });
    assert.equal(problems.length, 2);
    assert.match(problems[0], /002-b\.md:7: a decision does not amend another/);
    assert.match(problems[1], /003-c\.md:7: 'Supersedes: 001 \(its first point\)' must read 'Supersedes: NNN/);
  });
});

describe('decisions are never amended', () => {
  it('refuses a record whose text says it was amended', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001', { body: 'Amended 2026-11-25: the code is 1 to 6 characters.' }),
      'docs/decisions/002-b.md': adr('002', { body: 'One point (amended 2026-11-26: another).' }),
      'docs/decisions/003-c.md': adr('003', { body: 'Its first rule was amended in place.' }),
      'docs/decisions/004-d.md': adr('004', { body: 'It amends nothing; 001 was never amended by it.' }),
    });
    assert.deepEqual(
      problems.map((problem) => problem.replace(/: says it was amended.*/, '')),
      ['docs/decisions/001-a.md:9', 'docs/decisions/002-b.md:9', 'docs/decisions/003-c.md:9'],
    );
  });
});

describe('replaced records', () => {
  const index = (replaced) =>
    ['# Index', '', '- [001](001-a.md)', '- [002](002-b.md)', '', '## Replaced', '', ...replaced, ''].join('\n');

  it('accepts a Replaced list of records that are gone, each with its commit and the record holding its topic', () => {
    assert.deepEqual(
      problemsOf({
        'docs/decisions/001-a.md': adr('001'),
        'docs/decisions/002-b.md': adr('002'),
        'docs/decisions/README.md': index([
          '- [001](001-a.md) holds 005-old.md (abc1234), 007-older.md (0123456789ab); [002](002-b.md) holds 006-gone.md (fedcba9)',
        ]),
      }),
      [],
    );
  });

  it('refuses a listed record that still exists, a missing commit and a holder that is no decision', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'docs/decisions/002-b.md': adr('002'),
      'docs/decisions/README.md': index([
        '- [001](001-a.md) holds 002-b.md (abc1234), 005-old.md',
        '- [003](003-c.md) holds 006-gone.md (fedcba9)',
      ]),
    });
    assert.deepEqual(problems, [
      'docs/decisions/README.md:8: 002-b.md is listed as replaced but still exists',
      "docs/decisions/README.md:8: 005-old.md needs its last commit, '(abc1234)' (git log -1 --format=%h -- <file>)",
      'docs/decisions/README.md:9: 003-c.md is not a decision file',
    ]);
  });

  it('names the record that holds a replaced topic when code cites the old one', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'docs/decisions/002-b.md': adr('002'),
      'docs/decisions/README.md': index(['- [001](001-a.md) holds 005-old.md (abc1234)']),
      'apps/server/src/a.ts': [
        '// The rule (docs/decisions/005-old.md).',
        '// As decisions 001 and 005 say; decision 009 is nobody.',
        "export const rule = 'see 001-a.md'; // and 005-old.md",
      ].join('\n'),
    });
    assert.deepEqual(problems, [
      "apps/server/src/a.ts:1: docs/decisions/005-old.md is not a decision file (give its whole name) (it was replaced: 001-a.md holds its topic now, the index's Replaced list says)",
      "apps/server/src/a.ts:2: decision 005 does not exist (it was replaced: 001-a.md holds its topic now, the index's Replaced list says)",
      'apps/server/src/a.ts:2: decision 009 does not exist',
      "apps/server/src/a.ts:3: 005-old.md is not a decision file (it was replaced: 001-a.md holds its topic now, the index's Replaced list says)",
    ]);
  });
});

describe('the index', () => {
  it('names every decision by its whole file name', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'docs/decisions/002-b.md': adr('002'),
      'docs/decisions/README.md': '# Index\n\n- [001](001-a.md)\n- 002\n',
    });
    assert.deepEqual(problems, ['docs/decisions/README.md: no link to 002-b.md']);
  });

  it('stays within 200 lines of at most 300 characters', () => {
    const long = `- **Topic** — ${'x'.repeat(300)}: [001](001-a.md)`;
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'docs/decisions/README.md': ['# Index', long, ...Array.from({ length: 199 }, () => '')].join('\n') + '\n',
    });
    assert.deepEqual(problems, [
      'docs/decisions/README.md: 201 lines, over 200: say each topic in one line',
      "docs/decisions/README.md:2: 331 characters, over 300: the rule in a phrase and the record's link",
    ]);
  });
});

describe('the background jobs in the index', () => {
  const base = "  mailDelivery: createPeriodicJob({ name: 'mail delivery', everyMs: 30_000, run, warn }),";
  const leagues = ['  leagueInvitations: createPeriodicJob({', "    name: 'league invitations',", '  }),'].join('\n');
  // A test's own job is not the server's.
  const test = "createPeriodicJob({ name: 'test', everyMs: 1_000, run, warn })";
  const index = (jobs) =>
    [
      '# Index',
      '',
      '- [x](001-a.md)',
      '- **Background jobs** — one periodic-job helper (first pass at start)',
      `  runs the jobs ${jobs}: [001](001-a.md).`,
      '- **Logs** — other: [001](001-a.md).',
      '',
    ].join('\n');
  const jobsProblems = (jobs) =>
    problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'apps/server/src/base.ts': base,
      'apps/server/src/features/leagues/feature.ts': leagues,
      'apps/server/src/periodic-job.test.ts': test,
      'docs/decisions/README.md': index(jobs),
    });

  it('passes when the entry names exactly the jobs the server builds', () => {
    assert.deepEqual(jobsProblems('league invitations and mail delivery'), []);
  });

  it('fails on a job that runs unnamed and on a job named that does not run', () => {
    assert.deepEqual(jobsProblems('mail delivery and lesson reminders'), [
      "docs/decisions/README.md:4: apps/server/src/features/leagues/feature.ts runs the job 'league invitations', which the Background jobs entry does not name",
      "docs/decisions/README.md:4: the Background jobs entry names 'lesson reminders', which the server does not run",
    ]);
  });

  it('fails when jobs run and the index has no entry that lists them', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001'),
      'apps/server/src/base.ts': base,
    });
    assert.deepEqual(problems, ["docs/decisions/README.md: no '- **Background jobs**' entry naming the jobs that run"]);
  });
});

describe('repository paths in the docs', () => {
  const check = (body, options) => problemsOf({ 'docs/decisions/001-a.md': adr('001', { body }) }, options);

  it('finds whole and partial paths, folders, modules and test names', () => {
    assert.deepEqual(
      check(
        'See `apps/server/src/features/auth/service.ts`, `features/auth/service.ts`, `src/features/auth`, ' +
          '`features/auth/service`, `auth/auth.integration.test.ts`, `auth.integration.test.ts` and ' +
          'apps/server/test/auth/auth.integration.test.ts.',
      ),
      [],
    );
  });

  it('names each missing path with its file and line', () => {
    const problems = check(
      'One.\nThe old `features/auth/sessions-repository.ts` and `login.spec.ts`, and apps/web/x.ts.',
    );
    assert.deepEqual(
      problems.map((problem) => problem.replace(/ names no file.*/, '')),
      [
        'docs/decisions/001-a.md:10: `features/auth/sessions-repository.ts`',
        'docs/decisions/001-a.md:10: `login.spec.ts`',
        'docs/decisions/001-a.md:10: `apps/web/x.ts`',
      ],
    );
  });

  it('leaves historical mentions, placeholders, packages, URLs and ignored build output alone', () => {
    assert.deepEqual(
      check(
        [
          'Once `features/auth/sessions-repository.ts` (removed) did it.',
          'Was: `features/auth/old.ts` and apps/server/src/old.ts.',
          '`src/features/<name>/`, `docs/decisions/NNN-title.md`, `test/**/*.ts`, `zod/v4/locales/en.js`,',
          '`@longwood/core/testing`, `/api/bookings`, `http://localhost:3000`, `z.extend/z.pick`, `apps/web/dist`.',
          '```',
          'apps/server/src/not-checked-in-fences.ts',
          '```',
        ].join('\n'),
        { ignored: ['apps/web/dist'] },
      ),
      [],
    );
  });
});

describe('links and citations', () => {
  it('reports broken links, unknown anchors and unknown decisions', () => {
    const problems = problemsOf({
      'docs/decisions/001-a.md': adr('001', {
        body: 'See [x](../nowhere.md), requirements.md#no-such-heading, requirements.md#booking-rules and decision 042.',
      }),
    });
    assert.deepEqual(
      problems.map((problem) => problem.replace(/^docs\/decisions\/001-a\.md:9: /, '')),
      [
        "no heading '#no-such-heading' in docs/requirements.md",
        'decision 042 does not exist',
        'broken link ../nowhere.md',
      ],
    );
  });
});

describe('citations in code comments', () => {
  const cited = (texts) => problemsOf(texts).map((problem) => problem.replace(/\), which a clone.*/, ')'));

  it('reports an issue, a dated review or a SPEC section in a comment, with its file and line', () => {
    assert.deepEqual(
      cited({
        'apps/server/src/a.ts': [
          '// The day grid (issue 11; docs/requirements.md#booking-rules).',
          '/**',
          ' * Asked for in the review of 2026-11-21 and by issues 7 and 9.',
          ' */',
          'export const a = 1; // SPEC §9',
        ].join('\n'),
        'packages/ui/src/b.tsx': 'export const B = () => <p>{/* Issue #4 */}ok</p>;\n',
        'packages/ui/src/c.css': '/* issue 5 */\nbody {\n  color: red;\n}\n',
        'apps/web/d.html': '<p>\n  <!-- per the review of 21 November -->\n</p>\n',
        'e.yml': 'name: x # issue 6\n',
        'deploy/f.sh': '#!/bin/sh\n# SPEC.md § 3\n',
        'deploy/Dockerfile': 'FROM node:20\n# Issue 12\n',
        '.ci/run': '#!/usr/bin/env bash\nnpm test # issue 13\n',
        LICENSE: 'Issue 14 is not a comment here.\n',
      }),
      [
        ".ci/run:2: a comment cites an issue ('issue 13')",
        "apps/server/src/a.ts:1: a comment cites an issue ('issue 11')",
        "apps/server/src/a.ts:3: a comment cites an issue ('issues 7')",
        "apps/server/src/a.ts:3: a comment cites a dated review ('review of 2026-11-21')",
        "apps/server/src/a.ts:5: a comment cites the client's SPEC by section ('SPEC §')",
        "apps/web/d.html:2: a comment cites a dated review ('review of 21 November')",
        "deploy/Dockerfile:2: a comment cites an issue ('Issue 12')",
        "deploy/f.sh:2: a comment cites the client's SPEC by section ('SPEC.md §')",
        "e.yml:1: a comment cites an issue ('issue 6')",
        "packages/ui/src/b.tsx:1: a comment cites an issue ('Issue #4')",
        "packages/ui/src/c.css:1: a comment cites an issue ('issue 5')",
      ],
    );
  });

  it('leaves code alone: identifiers, strings, templates, regular expressions, JSX text and quoted #', () => {
    assert.deepEqual(
      cited({
        'apps/server/src/a.ts': [
          "const issue = { message: 'issue 7' };",
          'export const text = `${issue.message} // issue 8`;',
          'export const url = /https?:\\/\\/x\\/issue 9/;',
          "export const title = 'the review of 2026-11-21';",
          '// The issue is the message: issue.message.',
        ].join('\n'),
        'packages/ui/src/b.tsx': 'export const B = () => <p>// issue 4, not a comment</p>;\n',
        'e.yml': 'color: "#issue 6"\n',
      }),
      [],
    );
  });

  it('finds every comment of a TypeScript file, closing braces and file ends included', () => {
    const text = ['function f() {', '  g(); // one', '  // two', '}', '/* three */'].join('\n');
    assert.deepEqual(
      codeComments('x.ts', text).map(({ line, text: comment }) => `${line} ${comment}`),
      ['2 // one', '3 // two', '5 /* three */'],
    );
  });

  it('still reports a SPEC section cited in code text', () => {
    assert.deepEqual(cited({ 'apps/server/test/a.test.ts': "it('shows the SPEC §5 message', () => {});\n" }), [
      "apps/server/test/a.test.ts:1: cites the client's SPEC, which a clone does not contain; cite docs/requirements.md#anchor",
    ]);
  });
});
