// `npm start`: installs dependencies, builds the web app and starts the whole product on the embedded
// SQLite default (data/longwood.sqlite3) with the demo accounts seeded. Open http://localhost:3000.
import { pnpm } from './pnpm.mjs';

function step(label, args, env) {
  console.log(`\n▶ ${label}`);
  const code = pnpm(args, { env: { ...process.env, ...env } });
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
step('Building the web app', ['--filter', '@longwood/web', 'build']);
step('Starting the server', ['--filter', '@longwood/server', 'start'], {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
