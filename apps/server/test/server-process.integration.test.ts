// The real entry point (src/main.ts) as a separate OS process, and the SPA served next to the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-web-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Longwood Golf</title><div id="root"></div>');
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

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

      const api = await fetch(`${instance.baseUrl}/api/nothing`, { headers: { accept: 'text/html' } });
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/nothing.' });
      await instance.close();
    });
  });
});
