// Serves the built SPA (apps/web/dist) from the same origin as the API: hashed assets are cached
// for a year, index.html never (so a deploy is picked up at once), and any non-/api GET that wants
// HTML falls back to index.html so client-side routes survive a reload.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

export function spaRouter(distDir: string): Router | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/api';
    if (!wantsPage || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
