// The front desk's desktop app (apps/desktop; docs/decisions/177-desktop-security.md):
//   node scripts/desk.mjs dev [server]        build the main process and open the desk against a server
//                                             (default http://localhost:3000, the API `pnpm dev` runs)
//   node scripts/desk.mjs package [-- args]   build and package with electron-builder (electron-builder.yml):
//                                             AppImage and deb on Linux, NSIS on Windows, dmg on macOS; extra
//                                             arguments go to electron-builder (e.g. --linux, --win, --mac, --dir)
// Both need the Electron binaries, which come from GitHub releases (`pnpm install` runs no download script:
// see below). Without them this script says so and fails; it never reports a build that did not happen.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const desktop = path.join(root, 'apps', 'desktop');
const requireFromDesktop = createRequire(path.join(desktop, 'package.json'));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function build() {
  const status = run(process.execPath, [path.join(desktop, 'build.mjs')]);
  if (status !== 0) process.exit(status);
}

/** The Electron binary's path, or null with the reason when it was never downloaded. */
function electronBinary() {
  try {
    // The electron package exports the path of its binary, and throws when the binary is missing.
    const binary = requireFromDesktop('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const MISSING_ELECTRON = `The Electron binary is not installed (pnpm does not run electron's download script).
On a machine that can reach GitHub releases, download it once:
  node apps/desktop/node_modules/electron/install.js
or point ELECTRON_OVERRIDE_DIST_PATH at an unpacked Electron ${requireFromDesktop('electron/package.json').version}.`;

const [mode = 'dev', ...rest] = process.argv.slice(2);

if (mode === 'dev') {
  const server = rest.find((arg) => !arg.startsWith('-')) ?? 'http://localhost:3000';
  build();
  const binary = electronBinary();
  if (!binary) {
    console.error(MISSING_ELECTRON);
    process.exit(1);
  }
  process.exit(run(binary, [desktop], { env: { ...process.env, LONGWOOD_SERVER_URL: server } }));
} else if (mode === 'package') {
  build();
  const cli = requireFromDesktop.resolve('electron-builder/cli.js');
  const args = rest.filter((arg) => arg !== '--');
  const config = path.join(root, 'electron-builder.yml');
  const status = run(process.execPath, [cli, '--config', config, '--projectDir', desktop, ...args]);
  if (status !== 0) {
    console.error(
      `electron-builder failed (exit ${status}). It downloads Electron and its packaging tools from GitHub ` +
        'releases: on a machine without that access the desk cannot be packaged.',
    );
  }
  process.exit(status);
} else {
  console.error('Usage: node scripts/desk.mjs dev [server-url] | package [-- electron-builder arguments]');
  process.exit(2);
}
