import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createPino, requestLogger, toLogger } from './logger';

/** A pino writing its lines into `lines`, at `level`. */
function capturedPino(level: string, lines: string[]) {
  return createPino({ NODE_ENV: 'production', LOG_LEVEL: level }, { write: (line: string) => lines.push(line) });
}

/** Runs `work` against `app` listening on a free port, then closes it. */
async function withServer(app: express.Express, work: (base: string) => Promise<void>): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('structured request logs', () => {
  it('one JSON line per request with id, method, path, status and time; no cookies, query strings or bodies', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLogger(capturedPino('info', lines)));
    app.use(express.json());
    app.post('/api/login', (_req, res) => res.status(401).json({ code: 'INVALID_CREDENTIALS' }));
    await withServer(app, async (base) => {
      const res = await fetch(`${base}/api/login?email=jane%40example.com`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'lgf.sid=secret-session',
          'x-request-id': 'proxy-id-12345',
        },
        body: JSON.stringify({ username: 'jane@example.com', password: 'hunter22' }),
      });
      expect(res.headers.get('x-request-id')).toBe('proxy-id-12345');
      const plain = await fetch(`${base}/nowhere`, { headers: { 'x-request-id': 'bad id\n' } });
      expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      req: { id: 'proxy-id-12345', method: 'POST', path: '/api/login' },
      res: { status: 401 },
      responseTime: expect.any(Number),
    });
    const text = lines.join('\n');
    for (const secret of ['secret-session', 'jane', 'hunter22', 'cookie', 'remoteAddress', '127.0.0.1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('a request the client gave up on is logged as aborted; health probes and lines below the level are not', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLogger(capturedPino('info', lines)));
    app.get('/healthz', (_req, res) => res.json({ ok: true }));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/api/slow', () => arrived()); // never answers
    await withServer(app, async (base) => {
      await fetch(`${base}/healthz`);
      const gaveUp = new AbortController();
      const pending = fetch(`${base}/api/slow`, { signal: gaveUp.signal }).catch(() => undefined);
      await slowArrived;
      gaveUp.abort();
      await pending;
      await expect.poll(() => lines.length).toBe(1);
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'request aborted', req: { path: '/api/slow' } });

    const quiet: string[] = [];
    const warnOnly = express();
    warnOnly.use(requestLogger(capturedPino('warn', quiet)));
    warnOnly.get('/api/ok', (_req, res) => res.json({}));
    await withServer(warnOnly, async (base) => {
      const res = await fetch(`${base}/api/ok`);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
    expect(quiet).toEqual([]);
  });

  it('logs errors as type, code, message and stack only (no row values from a database error)', () => {
    const lines: string[] = [];
    const log = toLogger(createPino({ NODE_ENV: 'production' }, { write: (line: string) => lines.push(line) }));
    const error = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com)',
    });
    log.error('Unhandled error', error);
    const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(Object.keys(entry.err).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(lines[0]).not.toContain('jane@example.com');
  });
});
