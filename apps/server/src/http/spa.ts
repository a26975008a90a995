// Serves the built SPA (apps/web/dist) from the same origin as the API: hashed assets are cached
// for a year, pages never (so a deploy is picked up at once), and any non-/api GET that wants
// HTML gets a page so client-side routes survive a reload.
//
// The web build prerenders its pages (docs/decisions/140-prerendered-landing-and-light-shell.md):
//   index.html                 '/' for a visitor: the whole landing page as HTML, hydrated on load;
//   landing-signed-in.html     '/' for someone signed in: the same page with the header's account area pending;
//   landing-member.html        '/' for a member: the same, with the member strip's placeholder above the page;
//   shell.html                 every other path: header, spinner and footer while the route's code loads;
//   booking.html               /booking: the shell with the booking page's heading in place (decision 158);
//   offline.html               /offline: the offline door page's frame, which the service worker (/sw.js) keeps
//                              and answers with when a page cannot be loaded (decision 204).
// '/' is chosen by the session (so the member strip never pushes the page down when it arrives); a build
// without the variants (an older build, tests) falls back to index.html. The pages are read once, with
// __PUBLIC_APP_URL__ (the link-preview tags' absolute URLs) replaced by the configured public address.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';

export type LandingVariant = 'visitor' | 'signed-in' | 'member';

const LANDING_FILES: Record<LandingVariant, string> = {
  visitor: 'index.html',
  'signed-in': 'landing-signed-in.html',
  member: 'landing-member.html',
};
const SHELL_FILE = 'shell.html';
/** Paths with a shell of their own (an older build without it: the shell). */
const PATH_SHELLS: Record<string, string> = {
  '/booking': 'booking.html',
  '/booking/': 'booking.html',
  '/offline': 'offline.html',
};

const PUBLIC_URL_TOKEN = /__PUBLIC_APP_URL__/g;

export interface SpaOptions {
  /** PUBLIC_APP_URL: the origin in the pages' Open Graph and Twitter card URLs. */
  publicUrl?: string;
  /** Who is asking for '/': decides the landing page's variant. Never throws (a fault means 'visitor'). */
  landingVariant?: (req: Request) => Promise<LandingVariant>;
}

/**
 * A page's validator, computed once (the app sets no ETags itself: decision 152), so a 'no-cache' page is
 * still revalidated with a 304 instead of sent again.
 */
function pageEtag(body: string): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
}

export function spaRouter(distDir: string, options: SpaOptions = {}): Router | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const read = (file: string) => fs.readFileSync(file, 'utf8').replace(PUBLIC_URL_TOKEN, options.publicUrl ?? '');
  const index = read(indexFile);
  const page = (name: string) => {
    const file = path.join(distDir, name);
    return fs.existsSync(file) ? read(file) : index;
  };
  const landingPages = Object.fromEntries(
    Object.entries(LANDING_FILES).map(([variant, name]) => [variant, page(name)]),
  ) as Record<LandingVariant, string>;
  const shellPage = page(SHELL_FILE);
  const pathShells = new Map(
    Object.entries(PATH_SHELLS).map(([pagePath, name]) => {
      const file = path.join(distDir, name);
      return [pagePath, fs.existsSync(file) ? read(file) : shellPage];
    }),
  );
  const etags = new Map<string, string>(
    [shellPage, ...pathShells.values(), ...Object.values(landingPages)].map((body) => [body, pageEtag(body)]),
  );
  const sendPage = (res: express.Response, body: string) => {
    res.setHeader('ETag', etags.get(body) ?? pageEtag(body));
    res.type('html').send(body);
  };

  const router = express.Router();
  const assets = express.static(distDir, {
    index: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      // Files without a hash in their name are revalidated every time: /sw.js above all, so a new service worker
      // is found at the next visit (decision 204), and the manifest and icons after a change.
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The pages are sent below (with the public URL filled in), never as raw files.
  router.use((req, res, next) => (req.path.endsWith('.html') ? next() : assets(req, res, next)));
  router.use((req, res, next) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/api';
    if (!wantsPage || !req.accepts('html')) {
      next();
      return;
    }
    if (req.path !== '/') {
      res.setHeader('Cache-Control', 'no-cache');
      sendPage(res, pathShells.get(req.path) ?? shellPage);
      return;
    }
    const variantOf = options.landingVariant ?? (() => Promise.resolve<LandingVariant>('visitor'));
    void variantOf(req).then((variant) => {
      // The answer depends on the session cookie: shared caches must not hand one person's page to another.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie');
      sendPage(res, landingPages[variant]);
    }, next);
  });
  return router;
}
