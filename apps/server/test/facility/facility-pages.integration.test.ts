// The pages the server sends carry the facility's current facts (docs/decisions/228-facility-settings-in-the-database.md):
// written into every page as a JSON script for the browser, and the page's HTML rendered again with them by the
// build's renderer, so a visitor without JavaScript reads a change on the next request; through any process.
// A stand-in build here: pages with a head and a root, and a renderer that writes the facts it is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-web-facts-'));
const page = (name: string) =>
  `<!doctype html><html><head><title>Longwood Golf</title></head><body><div id="root" data-page="${name}"><p>as built</p></div></body></html>`;
fs.writeFileSync(path.join(distDir, 'index.html'), page('landing-visitor'));
fs.writeFileSync(path.join(distDir, 'landing-member.html'), page('landing-member'));
fs.writeFileSync(path.join(distDir, 'shell.html'), page('shell'));
fs.mkdirSync(path.join(distDir, 'ssr'));
fs.writeFileSync(
  path.join(distDir, 'ssr', 'prerender.mjs'),
  `export function renderPages(facts) {
    const render = (name) => '<p>' + name + ': call ' + facts.phone + ' at ' + facts.name + '</p>';
    return { 'landing-visitor': render('landing-visitor'), 'landing-member': render('landing-member'), shell: render('shell') };
  }`,
);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const FACTS_SCRIPT = /<script id="facility-facts" type="application\/json">(.*?)<\/script><\/head>/;

async function pageAt(baseUrl: string, pagePath: string): Promise<{ html: string; facts: Record<string, unknown> }> {
  const res = await fetch(new URL(pagePath, baseUrl), { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const json = FACTS_SCRIPT.exec(html)?.[1];
  expect(json, html).toBeDefined();
  return { html, facts: JSON.parse(json ?? '{}') as Record<string, unknown> };
}

describeEachDatabase('facility facts in the pages', (ctx) => {
  beforeEach(() => ctx.resetData());

  it('renders the landing page and the shell with the current facts, and again after a change', async () => {
    const site = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
    try {
      const before = await pageAt(site.baseUrl, '/');
      expect(before.html).toContain(
        '<div id="root" data-page="landing-visitor"><p>landing-visitor: call (407) 555-0142',
      );
      expect(before.html).not.toContain('as built');
      expect(before.facts).toMatchObject({ phone: '(407) 555-0142', name: 'Longwood Golf' });

      const boss = await ctx.createAdmin();
      const admin = (await ctx.signIn(boss.username, boss.password)).withBaseUrl(site.baseUrl);
      const saved = await admin.patch('/api/admin/facility-settings', {
        phone: '(407) 555-0177',
        name: 'Fairway <Club>',
      });
      expect(saved.status).toBe(200);

      const after = await pageAt(site.baseUrl, '/');
      expect(after.html).toContain('landing-visitor: call (407) 555-0177 at Fairway <Club>');
      // The document's head names the facility as its settings do.
      expect(after.html).toContain('<title>Fairway &lt;Club&gt;</title>');
      expect(after.html).not.toContain('<title>Longwood Golf</title>');
      // The facts' JSON cannot end its script early.
      expect(after.html).toContain('"name":"Fairway \\u003cClub>"');
      expect(after.facts).toMatchObject({ phone: '(407) 555-0177', name: 'Fairway <Club>' });
      const upgrade = await pageAt(site.baseUrl, '/upgrade-membership');
      expect(upgrade.html).toContain('shell: call (407) 555-0177');
      expect(upgrade.facts).toMatchObject({ phone: '(407) 555-0177' });
    } finally {
      await site.close();
    }
  });

  it('never serves the renderer as a file', async () => {
    const site = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
    try {
      const res = await fetch(`${site.baseUrl}/ssr/prerender.mjs`);
      expect(await res.text()).not.toContain('renderPages');
    } finally {
      await site.close();
    }
  });

  it.runIf(ctx.dialect === 'postgres')('another process sends the changed facts on its next page', async () => {
    const first = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
    const second = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
    try {
      expect((await pageAt(second.baseUrl, '/')).html).toContain('call (407) 555-0142');
      const admin = await ctx.createAdmin();
      const client = (await ctx.signIn(admin.username, admin.password)).withBaseUrl(first.baseUrl);
      expect((await client.patch('/api/admin/facility-settings', { phone: '(407) 555-0166' })).status).toBe(200);
      await expect
        .poll(async () => (await pageAt(second.baseUrl, '/')).html, { timeout: 2_000, interval: 25 })
        .toContain('call (407) 555-0166');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
