// What the production build ships beyond Vite's defaults (docs/decisions/255-bundle-budgets-checked-by-the-build.md,
// amendment of 2026-11-28): React Router's production build, and shared chunks named by their hash alone.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router 7 ships a production build (`dist/production`, its development warnings compiled out) but its
 * package.json's exports only ever name `dist/development`, whatever the mode (remix-run/react-router#12532, #14102).
 * Vite builds the app with these aliases, so the product ships the production build; `vite` (development) keeps the
 * warnings. The router is reached through react-router-dom, which imports `react-router` and `react-router/dom`:
 * both are aliased, or the two builds would both be bundled. A React Router whose package no longer has the files
 * fails the build here, by name.
 */
export function reactRouterProductionBuild(): Array<{ find: RegExp; replacement: string }> {
  const fromUi = createRequire(path.resolve(import.meta.dirname, '../../../packages/ui/package.json'));
  const fromRouterDom = createRequire(fromUi.resolve('react-router-dom/package.json'));
  const dist = path.join(path.dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(files).map(([specifier, file]) => {
    const replacement = path.join(dist, file);
    if (!existsSync(replacement)) {
      throw new Error(
        `React Router's production build is not at ${replacement}: see apps/web/build/shipped-code.ts (decision 255)`,
      );
    }
    return { find: new RegExp(`^${specifier.replace('/', '\\/')}$`), replacement };
  });
}

/**
 * The build's file names. A lazily loaded chunk (a route's screen, a dialog) keeps its module's name beside its hash:
 * a network log or a test names it (`fee-charge-*.js`). A chunk Rolldown makes for what several of them share is
 * named by its hash alone: its name was only one of its modules' (react-router's chunk was `nav-links-…`), and every
 * file importing it spells that name, once per import: /booking's 39 files were 1.5 KB smaller gzipped without them.
 */
export function chunkFileName(chunk: { isDynamicEntry: boolean }): string {
  return chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}
