// Real HTTP against a throwaway node server: the wrapper's contract is about what goes over the wire.
// This test runs in Node (not a browser): a real local HTTP server is the honest counterpart of fetch.
// eslint-disable-next-line no-restricted-imports
import { createServer, type IncomingMessage, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, errorMessage, getQuery, setApiBaseUrl } from './api-client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'], body });
    switch (req.url) {
      case '/api/user':
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Not signed in"}');
        return;
      case '/api/json-error':
        res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"message":"This time slot is fully booked."}');
        return;
      case '/api/empty-error':
        res.writeHead(503).end();
        return;
      case '/api/text-error':
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad things');
        return;
      case '/api/no-content':
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterEach(() => {
  seen = [];
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest', () => {
  it('sends cookies and JSON only when there is a body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/login', { username: 'ann', password: 'secret1' });

    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'include']);
    fetchSpy.mockRestore();
    expect(seen[0]).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
    expect(seen[1]).toMatchObject({ contentType: 'application/json', body: '{"username":"ann","password":"secret1"}' });
  });

  it('fails with "{status}: {body text}", or the status text when the body is empty', async () => {
    await expect(apiRequest('POST', '/api/text-error')).rejects.toThrow(/^400: Bad things$/);
    await expect(apiRequest('GET', '/api/empty-error')).rejects.toThrow(/^503: Service Unavailable$/);
    const err = await apiRequest('POST', '/api/json-error').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: {"message":"This time slot is fully booked."}');
    expect((err as ApiError).status).toBe(409);
  });

  it('reads an empty success body as null', async () => {
    await expect(apiJson('DELETE', '/api/no-content')).resolves.toBeNull();
  });
});

describe('getQuery', () => {
  it('reads 401 as "nothing" when asked to, and throws otherwise', async () => {
    await expect(getQuery('/api/user', { on401: 'null' })).resolves.toBeNull();
    await expect(getQuery('/api/user')).rejects.toThrow('401: {"message":"Not signed in"}');
    await expect(getQuery('/api/anything')).resolves.toEqual({ ok: true });
    expect(seen.every((s) => s.method === 'GET')).toBe(true);
  });
});

describe('errorMessage', () => {
  it("prefers the server's JSON message, then short plain text, then the caller's fallback", async () => {
    const json = await apiRequest('POST', '/api/json-error').catch((e: unknown) => e);
    const text = await apiRequest('POST', '/api/text-error').catch((e: unknown) => e);
    const empty = await apiRequest('POST', '/api/empty-error').catch((e: unknown) => e);
    expect(errorMessage(json, 'Could not create account')).toBe('This time slot is fully booked.');
    expect(errorMessage(text)).toBe('Bad things');
    expect(errorMessage(empty, 'Invalid username or password')).toBe('Invalid username or password');
    expect(errorMessage(empty)).toBe('503: Service Unavailable');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not create account')).toBe('Could not create account');
  });
});
