// Vite plugin: builds the service worker (src/service-worker/sw.ts) to /sw.js, next to index.html, and writes into it
// the files the offline page needs and a version (docs/decisions/204-installable-app-offline-door.md):
//   /offline                 the offline page (the server answers it with the prerendered offline.html)
//   the entry and its static imports, the offline page's chunk and its static imports, their styles
//   the icons the page's head names and the manifest
// Nothing else — no other page, no API answer — is ever kept by the worker. The version is a hash of that list
// (hashed names) and of the worker's code, so a build whose offline page or worker changed is a new worker, and one
// whose didn't is byte for byte the same file (no needless update).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** The service worker's source and its output: at the root, so its scope is the whole site. */
const SOURCE = 'src/service-worker/sw.ts';
const OUTPUT = 'sw.js';

/** The web entry (index.html's script, src/main.tsx) and the offline page's chunk it imports (packages/ui/src/offline-door.ts). */
const WEB_ENTRY = /apps[\\/]web[\\/]index\.html$/;
const OFFLINE_ENTRY = /packages[\\/]ui[\\/]src[\\/]offline-door\.ts$/;

/** Files of public/ the offline page's head uses, and its own address (must match requests.ts's OFFLINE_PAGE). */
const PAGE_AND_PUBLIC_FILES = [
  '/offline',
  '/favicon.ico',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
];

/** The names the worker's source leaves for the build to fill in. */
const PRECACHE_TOKEN = '__OFFLINE_PRECACHE__';
const VERSION_TOKEN = '__OFFLINE_VERSION__';

interface ChunkMetadata {
  viteMetadata?: { importedCss: Set<string> };
}

/** The paths the worker keeps: the page, then every script and style it loads, then the public files. */
export function offlinePrecache(bundle: Rollup.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const find = (pattern: RegExp, what: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
    if (!chunk) throw new Error(`The client build has no chunk for ${what}`);
    return chunk;
  };
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of (chunk as Rollup.OutputChunk & ChunkMetadata).viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(find(WEB_ENTRY, 'apps/web/index.html'));
  visit(find(OFFLINE_ENTRY, 'packages/ui/src/offline-door.ts'));
  if (![...files].some((f) => f.endsWith('.css'))) throw new Error('The offline page would have no styles');
  return [PAGE_AND_PUBLIC_FILES[0]!, ...[...files].sort().map((f) => base + f), ...PAGE_AND_PUBLIC_FILES.slice(1)];
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'longwood:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      // The prerender's SSR build loads this same config: it has no worker.
      if (config.build.ssr) return;
      this.emitFile({ type: 'chunk', id: path.resolve(config.root, SOURCE), fileName: OUTPUT });
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const worker = bundle[OUTPUT];
      if (worker?.type !== 'chunk') throw new Error(`The build has no ${OUTPUT}`);
      if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
        throw new Error(`${OUTPUT} must be one classic script: it imports ${worker.imports.join(', ')}`);
      }
      const precache = offlinePrecache(bundle, config.base);
      const version = createHash('sha256')
        .update(`${precache.join('\n')}\n${worker.code}`)
        .digest('hex')
        .slice(0, 16);
      if (!worker.code.includes(PRECACHE_TOKEN) || !worker.code.includes(VERSION_TOKEN)) {
        throw new Error(`${OUTPUT} lost its ${PRECACHE_TOKEN} or ${VERSION_TOKEN} placeholder`);
      }
      worker.code = worker.code
        .replaceAll(PRECACHE_TOKEN, JSON.stringify(precache))
        .replaceAll(VERSION_TOKEN, JSON.stringify(version));
    },
  };
}
