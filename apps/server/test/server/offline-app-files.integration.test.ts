// The files that make the site an installable app with an offline door page (docs/decisions/204-installable-app-offline-door.md),
// as the server sends them: the service worker's script revalidated on every visit (never a stale worker), the
// manifest with its own type, the prerendered offline page at /offline, and the page files never raw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-web-offline-'));
const page = (name: string) => `<!doctype html><div id="root" data-page="${name}"></div>`;
fs.writeFileSync(path.join(distDir, 'index.html'), page('landing-visitor'));
fs.writeFileSync(path.join(distDir, 'shell.html'), page('shell'));
fs.writeFileSync(path.join(distDir, 'offline.html'), page('offline'));
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Longwood Golf', start_url: '/' }));
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describeEachDatabase('offline app files', (ctx) => {
  describe('SPA', () => {
    it('serves /sw.js as JavaScript with no-cache, the manifest as a manifest, and the offline page at /offline', async () => {
      const instance = await ctx.startInstance({ env: { WEB_DIST_DIR: distDir } });
      try {
        const worker = await fetch(`${instance.baseUrl}/sw.js`);
        expect(worker.status).toBe(200);
        expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        expect(worker.headers.get('cache-control')).toBe('no-cache');
        // Workers fall back to script-src for their own script: 'self' allows /sw.js, nothing else.
        expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");

        const manifest = await fetch(`${instance.baseUrl}/manifest.webmanifest`);
        expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
        expect(manifest.headers.get('cache-control')).toBe('no-cache');

        // What the worker keeps at install (its request asks for anything, as cache.addAll does).
        const offline = await fetch(`${instance.baseUrl}/offline`, { headers: { accept: '*/*' } });
        expect(offline.status).toBe(200);
        expect(await offline.text()).toContain('data-page="offline"');
        expect(offline.headers.get('cache-control')).toBe('no-cache');
        // The file itself is never served by its name.
        const raw = await fetch(`${instance.baseUrl}/offline.html`, { headers: { accept: 'text/html' } });
        expect(await raw.text()).toContain('data-page="shell"');
      } finally {
        await instance.close();
      }
    });
  });
});
