import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkServer,
  loadConfig,
  parseServerUrl,
  resolveServerOrigin,
  saveConfig,
  SERVER_URL_MESSAGES,
} from './server-config';

describe('the server address typed on first run', () => {
  it.each([
    ['https://desk.longwoodgolf.com', 'https://desk.longwoodgolf.com'],
    ['  https://desk.longwoodgolf.com/  ', 'https://desk.longwoodgolf.com'],
    ['https://desk.longwoodgolf.com:8443', 'https://desk.longwoodgolf.com:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('keeps the origin of %s', (input, origin) => {
    expect(parseServerUrl(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', SERVER_URL_MESSAGES.empty],
    ['desk.longwoodgolf.com', SERVER_URL_MESSAGES.invalid],
    ['ftp://desk.longwoodgolf.com', SERVER_URL_MESSAGES.protocol],
    ['file:///etc/passwd', SERVER_URL_MESSAGES.protocol],
    ['javascript:alert(1)', SERVER_URL_MESSAGES.protocol],
    ['http://desk.longwoodgolf.com', SERVER_URL_MESSAGES.insecure],
    ['http://192.168.1.20:3000', SERVER_URL_MESSAGES.insecure],
    ['https://staff:secret@desk.longwoodgolf.com', SERVER_URL_MESSAGES.credentials],
    ['https://desk.longwoodgolf.com/desk', SERVER_URL_MESSAGES.path],
    ['https://desk.longwoodgolf.com/?next=/evil', SERVER_URL_MESSAGES.path],
    ['https://desk.longwoodgolf.com/#x', SERVER_URL_MESSAGES.path],
  ])('refuses %j', (input, message) => {
    expect(parseServerUrl(input)).toEqual({ ok: false, message });
  });
});

describe('checking that the server is one of ours', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/healthz') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts a server whose health check answers ok', async () => {
    expect(await checkServer(origin, fetch)).toEqual({ ok: true, origin });
  });

  it('refuses something else answering, and a server that does not answer', async () => {
    const notOurs = createServer((_req, res) => res.writeHead(200).end('<html>router</html>'));
    await new Promise<void>((resolve) => notOurs.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(notOurs.address() as AddressInfo).port}`;
    expect(await checkServer(other, fetch)).toEqual({ ok: false, message: SERVER_URL_MESSAGES.notDesk });
    await new Promise<void>((resolve) => notOurs.close(() => resolve()));
    expect(await checkServer(other, fetch, 2_000)).toEqual({ ok: false, message: SERVER_URL_MESSAGES.unreachable });
  });
});

describe('the stored configuration', () => {
  it('round-trips, treats a missing or tampered file as not set up, and lets the environment override it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-config-'));
    expect(await loadConfig(dir)).toEqual({ serverOrigin: null });
    await saveConfig(dir, { serverOrigin: 'https://desk.longwoodgolf.com' });
    expect(await loadConfig(dir)).toEqual({ serverOrigin: 'https://desk.longwoodgolf.com' });
    expect(await resolveServerOrigin(dir, undefined)).toEqual({ origin: 'https://desk.longwoodgolf.com' });
    expect(await resolveServerOrigin(dir, 'http://localhost:3000')).toEqual({ origin: 'http://localhost:3000' });
    expect(await resolveServerOrigin(dir, 'http://example.com')).toEqual({
      origin: null,
      error: `LONGWOOD_SERVER_URL: ${SERVER_URL_MESSAGES.insecure}`,
    });

    writeFileSync(path.join(dir, 'desk-config.json'), '{"serverOrigin":"http://evil.example.com"}');
    expect(await loadConfig(dir)).toEqual({ serverOrigin: null });
    writeFileSync(path.join(dir, 'desk-config.json'), 'not json');
    expect(await loadConfig(dir)).toEqual({ serverOrigin: null });
  });
});
