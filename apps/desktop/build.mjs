// Builds the desk's Electron app into dist/ (what electron-builder packages, see /electron-builder.yml):
//   dist/main.cjs      the main process (src/main), with @longwood/core bundled in; `electron` stays external
//   dist/preload.cjs   the window's preload (src/preload): one CommonJS file, as a sandboxed preload must be
//   dist/pages/        the app's own pages (first-run setup, server unreachable) with their scripts
// The renderer itself is not here: the desk opens the facility server's /desk (packages/ui in its desk
// configuration, built and served with the web app; docs/decisions/170-desk-loads-from-the-server.md).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const started = performance.now();
rmSync(dist, { recursive: true, force: true });
mkdirSync(path.join(dist, 'pages'), { recursive: true });

const common = { bundle: true, sourcemap: true, logLevel: 'warning', external: ['electron'] };
/** One CommonJS file in dist/ named after its entry. */
const commonJs = (name, entry) => ({
  ...common,
  entryPoints: { [name]: path.join(here, entry) },
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
});
await Promise.all([
  build({ ...commonJs('main', 'src/main/index.ts'), platform: 'node', target: 'node22' }),
  build({ ...commonJs('preload', 'src/preload/index.ts'), platform: 'browser', target: 'chrome140' }),
  build({
    ...common,
    entryPoints: ['setup', 'unreachable'].map((name) => path.join(here, `src/pages/${name}.ts`)),
    outdir: path.join(dist, 'pages'),
    platform: 'browser',
    format: 'iife',
    target: 'chrome140',
  }),
]);
for (const file of ['setup.html', 'unreachable.html', 'pages.css']) {
  cpSync(path.join(here, 'src/pages', file), path.join(dist, 'pages', file));
}
console.log(`Built apps/desktop/dist (main, preload, pages) in ${Math.round(performance.now() - started)} ms`);
