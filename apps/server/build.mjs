// Production build of the server (docs/decisions/167-production-build-and-deployment.md): one ES module,
// dist/main.js, bundled ahead of time with esbuild so production starts from compiled JavaScript
// (`node apps/server/dist/main.js`, i.e. `pnpm --filter @longwood/server start:prod`) instead of a TypeScript
// loader. The workspace package @longwood/core (TypeScript source) is bundled in; every npm dependency stays
// external and is loaded from node_modules (native bcrypt and sqlite3 among them). `node build.mjs <folder>` builds
// into another folder (the browser tests' own, playwright.config.ts); it must lie under apps/server, by node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@longwood/'));

const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');

const started = performance.now();
await build({
  // main.js: the server; migrate.js: status / latest / rollback of the schema for operators.
  entryPoints: [path.join(here, 'src/main.ts'), path.join(here, 'src/migrate.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules imported lazily (the e-mails' HTML renderer) are chunks of their own, loaded when first used, with the
  // libraries they import (docs/decisions/292-server-memory-at-start.md).
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
const took = Math.round(performance.now() - started);
console.log(`Built ${path.relative(path.join(here, '../..'), outdir)}/main.js and migrate.js in ${took} ms`);
