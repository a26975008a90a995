// A real nginx in front of test server processes, running the shipped deploy/nginx.conf: only its ports and
// certificate paths are replaced (and each replacement must match, so a changed configuration fails here instead of
// being tested in some other shape). Its own self-signed certificate, temp directories and logs live in a temp
// directory; the access log records which process answered each request and what the proxy got from each one tried.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@longwood/test-support/free-port';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHIPPED_CONFIG = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

/** The nginx binary: NGINX_PATH, or Debian's; null when there is none (scripts/test-all.mjs installs it as root). */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(
    (c): c is string => typeof c === 'string' && c.length > 0,
  );
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export interface RunningNginx {
  /** https://127.0.0.1:<port>, the shipped `listen 443 ssl http2` server. */
  readonly httpsPort: number;
  /** Lines of the error log so far. */
  errorLog(): string[];
  /** Access log lines so far: `<status> <method> <upstream addresses> <upstream statuses>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

function replaceExactly(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}": update the test harness`);
  return text.split(from).join(to);
}

/** The shipped configuration with the upstream processes on `upstreamPorts`, listening on free loopback ports. */
async function templatedConfig(dir: string, upstreamPorts: readonly [number, number]) {
  const httpsPort = await freePort();
  const httpPort = await freePort();
  let config = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  config = replaceExactly(config, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreamPorts[0]} `);
  config = replaceExactly(config, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreamPorts[1]} `);
  config = replaceExactly(config, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  config = replaceExactly(config, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  config = replaceExactly(config, '/etc/letsencrypt/live/longwoodgolf.example', dir);
  return { config, httpsPort };
}

export async function startShippedNginx(nginxPath: string, upstreamPorts: readonly [number, number]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-nginx-'));
  // Run as root, nginx's workers run as nobody: they must reach the temp directories.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, sub), { mode: 0o777 });
    fs.chmodSync(path.join(dir, sub), 0o777);
  }
  const cert = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=longwoodgolf.example',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (cert.status !== 0) throw new Error(`openssl could not make a test certificate:\n${cert.stderr}`);

  const { config, httpsPort } = await templatedConfig(dir, upstreamPorts);
  fs.writeFileSync(path.join(dir, 'longwood.conf'), config);
  const errorLog = path.join(dir, 'error.log');
  const accessLog = path.join(dir, 'access.log');
  // The main file around it: what a distribution's /etc/nginx/nginx.conf provides, in the temp directory.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      "  log_format upstreams '$msec $status $request_method $upstream_addr $upstream_status';",
      `  access_log ${accessLog} upstreams;`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${path.join(dir, sub)};`,
      ),
      `  include ${path.join(dir, 'longwood.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(nginxPath, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d.toString()));
  child.stderr?.on('data', (d) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLines = (file: string) =>
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

  const deadline = Date.now() + 10_000;
  while (!(await portAccepts(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output}\n${readLines(errorLog).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const running: RunningNginx = {
    httpsPort,
    errorLog: () => readLines(errorLog),
    accessLog: () => readLines(accessLog),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return running;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
