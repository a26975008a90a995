// The JavaScript budgets of apps/web/bundle-budgets.json (docs/decisions/255-bundle-budgets-checked-by-the-build.md),
// held against what a real browser downloads. `pnpm check:bundle` counts a page from the build's chunk graph and a
// hand-kept list of what its first render imports lazily (`pages[].loads`); a new lazy import at start that the list
// misses would escape that count, but not this one: Chromium opens the page as Lighthouse's mobile run does (a Moto G
// Power's 412 × 823 screen, no service worker yet), and every script file it fetched by the time the network is quiet
// is gzipped (level 9) and summed, the way scripts/lighthouse.mjs counts. Over budget, the failure lists the files,
// each with its largest modules (from its source map).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createMember, signIn } from './support/api';
import { expect, test } from './support/fixtures';

interface PageBudget {
  name: string;
  budgetKb: number;
}
const budgets = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/bundle-budgets.json'), 'utf8'),
) as { pages: PageBudget[] };
const budgetOf = (name: string) => {
  const page = budgets.pages.find((p) => p.name === name);
  if (!page) throw new Error(`bundle-budgets.json has no page named ${name}`);
  return page.budgetKb;
};

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

/** No script requested for this long after the load event: the page has started everything it starts by itself. */
const QUIET_MS = 2_000;

/**
 * Opens `url` and returns each script file the page fetched until no script had been asked for in QUIET_MS after the
 * load event, with its gzipped size. (The network itself is never quiet on the landing page: its hero video streams.)
 */
async function scriptsLoaded(page: Page, url: string): Promise<Array<{ file: string; gzip: number }>> {
  const bodies: Array<Promise<{ file: string; gzip: number }>> = [];
  let lastRequest = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastRequest = Date.now();
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() !== 'script' || !pathname.endsWith('.js')) return;
    bodies.push(response.body().then((body) => ({ file: pathname, gzip: gzipSync(body, { level: 9 }).byteLength })));
  });
  await page.goto(url, { waitUntil: 'load' });
  // The service worker's registration is imported after the load event, like anything else a page starts then.
  await expect.poll(() => Date.now() - lastRequest, { timeout: 30_000 }).toBeGreaterThan(QUIET_MS);
  return Promise.all(bodies);
}

/**
 * The largest modules in a built file, by its source map (a chunk shared by several screens is named by its hash
 * alone: apps/web/build/shipped-code.ts): 'packages/ui/src/lib/api-client.ts, packages/ui/src/lib/analytics.ts'.
 */
async function modulesOf(page: Page, file: string): Promise<string> {
  const map = await page.request.get(`${file}.map`);
  if (!map.ok()) return '';
  const { sources, sourcesContent = [] } = (await map.json()) as { sources: string[]; sourcesContent?: string[] };
  return sources
    .map((source, i) => ({ source: source.replace(/^(\.\.\/)+.*?(?=(node_modules|packages|apps)\/)/, ''), i }))
    .toSorted((a, b) => (sourcesContent[b.i]?.length ?? 0) - (sourcesContent[a.i]?.length ?? 0))
    .slice(0, 3)
    .map(({ source }) => source.replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, ''))
    .join(', ');
}

async function expectWithin(
  page: Page,
  scripts: Array<{ file: string; gzip: number }>,
  budgetKb: number,
  what: string,
) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  test.info().annotations.push({
    type: 'gzipped JavaScript',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files (budget ${budgetKb} KB)`,
  });
  if (total <= budgetKb * 1024) return;
  // Over budget: each file with its size and what is in it, largest first.
  const rows = await Promise.all(
    scripts
      .toSorted((a, b) => b.gzip - a.gzip)
      .map(async (s) => `${(s.gzip / 1024).toFixed(1)} KB ${s.file} (${await modulesOf(page, s.file)})`),
  );
  const list = rows.join('\n  ');
  expect(
    total,
    `${what} loaded ${(total / 1024).toFixed(1)} KB of gzipped JavaScript in ${scripts.length} files, budget ${budgetKb} KB:\n  ${list}`,
  ).toBeLessThanOrEqual(budgetKb * 1024);
}

test('the landing page downloads no more JavaScript than its budget', async ({ page }) => {
  const scripts = await scriptsLoaded(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await expectWithin(page, scripts, budgetOf('/ (landing page, visitor)'), 'The landing page');
});

test('/booking signed in downloads no more JavaScript than its budget', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  const scripts = await scriptsLoaded(page, '/booking');
  await expect(page.getByRole('heading', { name: /Book a Simulator/ })).toBeVisible();
  await expectWithin(page, scripts, budgetOf('/booking (signed-in member)'), '/booking');
});
