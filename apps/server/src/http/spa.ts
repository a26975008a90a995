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
// Every page carries the facility's current facts (its settings, changed by admins without a rebuild): they are
// written into it for the browser, and the build's renderer (ssr/prerender.mjs) renders the pages again with them
// whenever they change, so even a visitor without JavaScript reads the new phone number
// (docs/decisions/228-facility-settings-in-the-database.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Request, type Router } from 'express';
import { FACILITY_DEFAULTS, FACILITY_FACTS_ELEMENT_ID, type PublicFacility } from '@longwood/core';

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
  /** The facility's current facts, written into every page (none: the pages as built). */
  facts?: PageFacts;
  /** Told when the build's renderer cannot be loaded or fails (the pages are then sent as built, with the facts). */
  onRenderError?: (error: unknown) => void;
}

/**
 * A page's validator, computed once (the app sets no ETags itself: decision 189), so a 'no-cache' page is
 * still revalidated with a 304 instead of sent again.
 */
function pageEtag(body: string): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
}

/** The facility's current facts (GET /api/facility's answer); undefined when they cannot be read just now. */
export type PageFacts = () => Promise<PublicFacility | undefined>;

/** The build's renderer of its pages (apps/web/src/prerender.tsx), kept in the build's `ssr/` folder. */
interface PageRenderer {
  renderPages: (facts: PublicFacility) => Record<string, string>;
}
const RENDERER_FILE = path.join('ssr', 'prerender.mjs');
const ROOT_OPENING = /<div id="root" data-page="([a-z-]+)">/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document's head names the facility as its settings do (its title, the link previews' site name, title and image
 * text): the shipped name, as the build wrote it, is replaced by the current one (docs/decisions/230-more-facility-settings.md).
 * A build made with another VITE_FACILITY_NAME keeps its head as built.
 */
function withHeadName(page: string, name: string): string {
  const builtName = escapeHtml(FACILITY_DEFAULTS.name);
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0 || name === FACILITY_DEFAULTS.name) return page;
  return page.slice(0, headEnd).split(builtName).join(escapeHtml(name)) + page.slice(headEnd);
}

/**
 * The page with the facts written in for the browser (a JSON script the UI's config/facility.ts reads) and, when
 * `rendered` has the page, its body rendered with them.
 */
function withFacts(page: string, facts: PublicFacility, rendered: Record<string, string> | undefined): string {
  let body = page;
  const opening = ROOT_OPENING.exec(page);
  const html = opening?.[1] === undefined ? undefined : rendered?.[opening[1]];
  if (opening && html !== undefined) {
    const start = opening.index + opening[0].length;
    const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
    if (end >= start) body = page.slice(0, start) + html + page.slice(end);
  }
  body = withHeadName(body, facts.name);
  // JSON in a script element: only '<' could end it early.
  const json = JSON.stringify(facts).replace(/</g, '\\u003c');
  const script = `<script id="${FACILITY_FACTS_ELEMENT_ID}" type="application/json">${json}</script>`;
  return body.replace('</head>', () => `${script}</head>`);
}

interface PageSet {
  landing: Record<LandingVariant, string>;
  shell: string;
  pathShells: Map<string, string>;
  etags: Map<string, string>;
}

function pageSet(
  landing: Record<LandingVariant, string>,
  shell: string,
  pathShells: Map<string, string>,
  transform: (page: string) => string = (page) => page,
): PageSet {
  const set: PageSet = {
    landing: Object.fromEntries(Object.entries(landing).map(([variant, page]) => [variant, transform(page)])) as Record<
      LandingVariant,
      string
    >,
    shell: transform(shell),
    pathShells: new Map([...pathShells].map(([pagePath, page]) => [pagePath, transform(page)])),
    etags: new Map(),
  };
  for (const body of [set.shell, ...set.pathShells.values(), ...Object.values(set.landing)]) {
    set.etags.set(body, pageEtag(body));
  }
  return set;
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
  // The pages as built: sent when the facility's facts cannot be read.
  const built = pageSet(landingPages, shellPage, pathShells);

  // The pages with the facility's current facts, made again when they change (docs/decisions/228-facility-settings-in-the-database.md).
  const rendererFile = path.join(distDir, RENDERER_FILE);
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>).catch((error: unknown) => {
          options.onRenderError?.(error);
          return undefined;
        })
      : Promise.resolve(undefined));
  let current: { key: string; pages: PageSet } | undefined;
  const pagesNow = async (): Promise<PageSet> => {
    const facts = options.facts ? await options.facts().catch(() => undefined) : undefined;
    if (!facts) return built;
    const key = JSON.stringify(facts);
    if (current?.key === key) return current.pages;
    const render = await loadRenderer();
    let rendered: Record<string, string> | undefined;
    try {
      rendered = render?.renderPages(facts);
    } catch (error) {
      options.onRenderError?.(error);
    }
    const pages = pageSet(landingPages, shellPage, pathShells, (body) => withFacts(body, facts, rendered));
    current = { key, pages };
    return pages;
  };

  const sendPage = (res: express.Response, pages: PageSet, body: string) => {
    res.setHeader('ETag', pages.etags.get(body) ?? pageEtag(body));
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
  // The pages are sent below (with the public URL and the facility's facts filled in), never as raw files; nor is the
  // build's renderer.
  router.use((req, res, next) =>
    req.path.endsWith('.html') || req.path.startsWith('/ssr/') ? next() : assets(req, res, next),
  );
  router.use((req, res, next) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/api';
    if (!wantsPage || !req.accepts('html')) {
      next();
      return;
    }
    if (req.path !== '/') {
      void pagesNow().then((pages) => {
        res.setHeader('Cache-Control', 'no-cache');
        sendPage(res, pages, pages.pathShells.get(req.path) ?? pages.shell);
      }, next);
      return;
    }
    const variantOf = options.landingVariant ?? (() => Promise.resolve<LandingVariant>('visitor'));
    void Promise.all([variantOf(req), pagesNow()]).then(([variant, pages]) => {
      // The answer depends on the session cookie: shared caches must not hand one person's page to another.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie');
      sendPage(res, pages, pages.landing[variant]);
    }, next);
  });
  return router;
}
