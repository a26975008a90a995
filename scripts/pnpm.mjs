// Runs pnpm on a machine that has only Node and npm: the pinned pnpm from PATH when it matches,
// otherwise through `npx pnpm@<version>` (corepack is not reliable on these machines).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const PNPM_VERSION = rootPackage.packageManager.split('@')[1];

function pnpmOnPathMatches() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === PNPM_VERSION;
}

const usePath = pnpmOnPathMatches();

/** The command and arguments that run pnpm with `args` (for spawn). */
export function pnpmCommand(args) {
  return usePath ? ['pnpm', args] : ['npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args]];
}

/** Runs pnpm with the given arguments, inheriting stdio. Returns the exit code. */
export function pnpm(args, options = {}) {
  const [command, commandArgs] = pnpmCommand(args);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}
