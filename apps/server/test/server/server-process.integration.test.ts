// @module-tag heavy
// The real entry point (src/main.ts) as a separate OS process, and the SPA served next to the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import { createTestClient } from '../support/http-client';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-web-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Longwood Golf</title><div id="root"></div>');
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(distDir, 'assets', 'big-def456.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The prerendered pages of the web build (docs/decisions/140-prerendered-landing-and-light-shell.md).
const variantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-web-variants-'));
const page = (name: string) =>
  `<!doctype html><meta property="og:image" content="__PUBLIC_APP_URL__/og-image.jpg"><div id="root" data-page="${name}"></div>`;
fs.writeFileSync(path.join(variantsDir, 'index.html'), page('landing-visitor'));
fs.writeFileSync(path.join(variantsDir, 'landing-signed-in.html'), page('landing-signed-in'));
fs.writeFileSync(path.join(variantsDir, 'landing-member.html'), page('landing-member'));
fs.writeFileSync(path.join(variantsDir, 'shell.html'), page('shell'));
fs.writeFileSync(path.join(variantsDir, 'booking.html'), page('booking-shell'));
afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(variantsDir, { recursive: true, force: true });
});

describeEachDatabase('server process and SPA', (ctx) => {
  describe('main.ts', () => {
    it('starts on the same database, shares sessions with other instances, and exits 0 on SIGTERM', async () => {
      const user = await ctx.createUser();
      const client = await ctx.signIn(user.email, user.password);
      const proc = await ctx.startProcess();
      // Session created by the in-test app is honoured by the separate process (stored in the DB).
      const me = await client.withBaseUrl(proc.baseUrl).get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);
      // Seeding on start kept Bay 1 and Bay 2 and added no demo accounts (NODE_ENV=test).
      const sims = await ctx.db('simulators').count({ n: '*' }).first();
      expect(Number(sims?.n)).toBe(2);
      expect(await ctx.db('users').where({ email: 'admin@longwoodgolf.example' }).first()).toBeUndefined();
      expect(await proc.stop()).toBe(0);
    });

    it('refuses to start in production without SESSION_SECRET', async () => {
      await expect(ctx.startProcess({ NODE_ENV: 'production', SESSION_SECRET: '' })).rejects.toThrow(/SESSION_SECRET/);
    });
  });

  describe('SPA', () => {
    it('serves index.html for client routes, assets with long caching, and JSON 404 for unknown /api paths', async () => {
      const instance = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
      const page = await fetch(`${instance.baseUrl}/admin/leagues/3/edit`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

      const root = await fetch(`${instance.baseUrl}/`, { headers: { accept: 'text/html' } });
      expect(await root.text()).toContain('Longwood Golf');

      const asset = await fetch(`${instance.baseUrl}/assets/app-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // Scripts from 1 KB are gzipped (the page compression is not mounted in front of the API, decision 189).
      const big = await fetch(`${instance.baseUrl}/assets/big-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(big.headers.get('content-encoding')).toBe('gzip');
      expect(await big.text()).toContain('x'.repeat(4000));

      const api = await fetch(`${instance.baseUrl}/api/nothing`, { headers: { accept: 'text/html' } });
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/nothing.' });
      await instance.close();
    });

    it("serves '/' in the session's variant (visitor, signed in, member) and the shell elsewhere, with the public URL filled in", async () => {
      const instance = await ctx.startInstance({
        env: { WEB_DIST_DIR: variantsDir, PUBLIC_APP_URL: 'https://golf.test' },
      });
      const html = { accept: 'text/html' };
      const visitor = createTestClient(instance.baseUrl);
      const landing = await visitor.get('/', { headers: html });
      expect(landing.text).toContain('data-page="landing-visitor"');
      expect(landing.text).toContain('content="https://golf.test/og-image.jpg"');
      expect(landing.headers.get('vary')).toContain('Cookie');
      expect(landing.headers.get('cache-control')).toBe('private, no-cache');

      const regular = await ctx.createUser();
      const regularClient = (await ctx.signIn(regular.email, regular.password)).withBaseUrl(instance.baseUrl);
      expect((await regularClient.get('/', { headers: html })).text).toContain('data-page="landing-signed-in"');
      const member = await ctx.createMember();
      const memberClient = (await ctx.signIn(member.email, member.password)).withBaseUrl(instance.baseUrl);
      expect((await memberClient.get('/', { headers: html })).text).toContain('data-page="landing-member"');
      // A cookie naming no session is a visitor.
      const stale = await visitor.get('/', { headers: { ...html, cookie: 'lgf.sid=s%3Anothing.here' } });
      expect(stale.text).toContain('data-page="landing-visitor"');

      for (const client of [visitor, memberClient]) {
        const shell = await client.get('/contact', { headers: html });
        expect(shell.text).toContain('data-page="shell"');
        expect(shell.text).not.toContain('__PUBLIC_APP_URL__');
        // /booking has a shell of its own (docs/decisions/158-booking-page-budget-and-layout-shift.md).
        for (const bookingPath of ['/booking', '/booking/']) {
          expect((await client.get(bookingPath, { headers: html })).text).toContain('data-page="booking-shell"');
        }
      }
      // The page files are never served raw (with the placeholder), not even by name.
      expect((await visitor.get('/landing-member.html', { headers: html })).text).toContain('data-page="shell"');
      await instance.close();
    });

    it('a session store fault still serves the landing page (as to a visitor), never an error page', async () => {
      // A separate process: the store's failure is logged there, as in production.
      const instance = await ctx.startProcess({ WEB_DIST_DIR: variantsDir });
      const member = await ctx.createMember();
      const client = (await ctx.signIn(member.email, member.password)).withBaseUrl(instance.baseUrl);
      await ctx.db.schema.renameTable('sessions', 'sessions_moved_away');
      try {
        const landing = await client.get('/', { headers: { accept: 'text/html' } });
        expect(landing.status).toBe(200);
        expect(landing.text).toContain('data-page="landing-visitor"');
      } finally {
        await ctx.db.schema.renameTable('sessions_moved_away', 'sessions');
      }
      expect((await client.get('/', { headers: { accept: 'text/html' } })).text).toContain(
        'data-page="landing-member"',
      );
      expect(await instance.stop()).toBe(0);
    });
  });
});
