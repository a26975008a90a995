// Vite plugin: after the client build, builds src/prerender.tsx for Node (a second, SSR build of the same
// config), renders the pages and writes them next to the client's index.html
// (docs/decisions/140-prerendered-landing-and-light-shell.md):
//   index.html               '/' for a visitor (the page every visitor, crawler and Lighthouse sees)
//   landing-signed-in.html   '/' for someone signed in
//   landing-member.html      '/' for a member (with the member strip's placeholder)
//   shell.html               every other path: the site's frame and a spinner while the route's code loads
//   booking.html             /booking: the shell with the booking page's heading and its cards' places
//   offline.html             /offline: the offline page's frame, kept by the service worker
//                            (docs/decisions/204-installable-app-offline-door.md)
// It is part of every `vite build` (npm start, the e2e build, production), so the server always has them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

type PageName = 'landing-visitor' | 'landing-signed-in' | 'landing-member' | 'shell' | 'booking-shell' | 'offline';

const OUTPUT_FILES: Record<PageName, string> = {
  'landing-visitor': 'index.html',
  'landing-signed-in': 'landing-signed-in.html',
  'landing-member': 'landing-member.html',
  shell: 'shell.html',
  'booking-shell': 'booking.html',
  offline: 'offline.html',
};

const ROOT_ELEMENT = '<div id="root"></div>';

/** The build's folder for the pages' renderer, `ssr/prerender.mjs` (apps/server/src/http/spa.ts loads it). */
const RENDERER_DIR = 'ssr';

/** The module the client entry imports on '/' only (apps/web/src/main.tsx): the landing page's own code. */
const LANDING_ENTRY = /packages[\\/]ui[\\/]src[\\/]landing\.ts$/;

/** The template with the page's HTML inside #root, marked with its name for the client entry. */
function injectPage(template: string, page: PageName, html: string, preloads: readonly string[]): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const withPage = template.replace(ROOT_ELEMENT, () => `<div id="root" data-page="${page}">${html}</div>`);
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return withPage.replace('</head>', () => `${links}</head>`);
}

/**
 * The files of the landing page's chunk and of every chunk it imports that the entry does not already load: the
 * landing variants preload them, so the page is live one round trip sooner than a plain import() would make it
 * (docs/decisions/140-prerendered-landing-and-light-shell.md).
 */
function landingPreloads(bundle: Rollup.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    start.forEach(visit);
    return seen;
  };
  const landing = chunks.find((chunk) => chunk.facadeModuleId && LANDING_ENTRY.test(chunk.facadeModuleId));
  if (!landing) throw new Error('The client build has no chunk for packages/ui/src/landing.ts');
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...closure([landing.fileName])].filter((fileName) => !loadedByEntry.has(fileName)).map((f) => base + f);
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let preloads: string[] = [];
  return {
    name: 'longwood:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config.build.ssr) preloads = landingPreloads(bundle, config.base);
    },
    async closeBundle() {
      // The SSR build below loads this same config: it must not prerender in turn.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // The renderer stays with the build: the server renders the pages again with the facility's current facts
      // (docs/decisions/228-facility-settings-in-the-database.md). It never serves this folder.
      const ssrDir = path.join(outDir, RENDERER_DIR);
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ...(config.configFile ? { configFile: config.configFile } : {}),
        // Everything bundled (React included), so the output runs wherever the build is copied.
        ssr: { noExternal: true },
        build: {
          ssr: path.resolve(config.root, 'src/prerender.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          // .mjs throughout: the folder has no package.json saying its .js files are modules, and the server's loader
          // (tsx in development) would read them as CommonJS.
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
        },
      });
      const entry = pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href;
      const { renderPages } = (await import(entry)) as { renderPages: () => Record<PageName, string> };
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const pages = renderPages();
      for (const page of Object.keys(OUTPUT_FILES) as PageName[]) {
        writeFileSync(
          path.join(outDir, OUTPUT_FILES[page]),
          injectPage(template, page, pages[page], page.startsWith('landing-') ? preloads : []),
        );
      }
    },
  };
}
