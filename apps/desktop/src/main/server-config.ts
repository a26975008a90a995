// Which facility server the desk opens (docs/decisions/170-desk-loads-from-the-server.md). Set on first run in
// the setup page, checked before it is kept, stored in the app's user-data folder; LONGWOOD_SERVER_URL overrides
// it (development: `pnpm desk:dev` points it at http://localhost:3000). Only an origin is kept: https:// for a
// real server, plain http:// only for this computer (localhost, 127.0.0.1, [::1]) — the staff's password and
// session must never travel unencrypted over a network.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SERVER_URL_MESSAGES = {
  empty: 'Enter the address of the facility server.',
  invalid: 'That is not a web address (for example https://desk.longwoodgolf.com).',
  protocol: 'The address must start with https:// (http:// only for this computer, e.g. http://localhost:3000).',
  insecure: 'Use https:// for a server on the network: http:// is only allowed for this computer.',
  credentials: 'The address must not contain a user name or password.',
  path: 'Enter only the server address, without a path, query or #fragment.',
  unreachable: 'The server did not answer. Check the address and the network, then try again.',
  notDesk: 'That address answered, but it is not a Longwood Golf server.',
} as const;

export type ServerUrlCheck = { ok: true; origin: string } | { ok: false; message: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks what a person typed and reduces it to the server's origin ('https://desk.example.com'). */
export function parseServerUrl(input: string): ServerUrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: SERVER_URL_MESSAGES.empty };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: SERVER_URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: SERVER_URL_MESSAGES.protocol };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return { ok: false, message: SERVER_URL_MESSAGES.insecure };
  }
  if (url.username || url.password) return { ok: false, message: SERVER_URL_MESSAGES.credentials };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, message: SERVER_URL_MESSAGES.path };
  }
  return { ok: true, origin: url.origin };
}

/**
 * Asks the server whether it is one of ours and up: GET /healthz answers {"status":"ok"} (the server's liveness
 * probe, unauthenticated and revealing nothing). A few seconds at most.
 */
export async function checkServer(
  origin: string,
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  timeoutMs = 5_000,
): Promise<ServerUrlCheck> {
  let res: Response;
  try {
    res = await fetchImpl(`${origin}/healthz`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    return { ok: false, message: SERVER_URL_MESSAGES.unreachable };
  }
  const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
  if (!res.ok || body?.status !== 'ok') return { ok: false, message: SERVER_URL_MESSAGES.notDesk };
  return { ok: true, origin };
}

export interface DeskConfig {
  serverOrigin: string | null;
}

const CONFIG_FILE = 'desk-config.json';

/** The stored configuration; a missing, unreadable or tampered file means "not set up yet". */
export async function loadConfig(userDataDir: string): Promise<DeskConfig> {
  try {
    const stored = JSON.parse(await readFile(path.join(userDataDir, CONFIG_FILE), 'utf8')) as {
      serverOrigin?: unknown;
    };
    if (typeof stored.serverOrigin !== 'string') return { serverOrigin: null };
    const check = parseServerUrl(stored.serverOrigin);
    return { serverOrigin: check.ok ? check.origin : null };
  } catch {
    return { serverOrigin: null };
  }
}

/** Writes the configuration atomically (a crash never leaves half a file). */
export async function saveConfig(userDataDir: string, config: DeskConfig): Promise<void> {
  const target = path.join(userDataDir, CONFIG_FILE);
  const temp = `${target}.tmp`;
  await writeFile(temp, JSON.stringify(config, null, 2), 'utf8');
  await rename(temp, target);
}

/** The server to open: the environment's override (checked like typed input), else the stored one. */
export async function resolveServerOrigin(
  userDataDir: string,
  override: string | undefined,
): Promise<{ origin: string | null; error?: string }> {
  if (override) {
    const check = parseServerUrl(override);
    return check.ok ? { origin: check.origin } : { origin: null, error: `LONGWOOD_SERVER_URL: ${check.message}` };
  }
  return { origin: (await loadConfig(userDataDir)).serverOrigin };
}
