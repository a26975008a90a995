// Real HTTP against a throwaway node server: the client's contract is about what goes over the wire.
// This test runs in Node (not a browser): a real local HTTP server is the honest counterpart of fetch. The UI's own
// types leave Node out, so this file asks for them.
/// <reference types="node" />
// eslint-disable-next-line no-restricted-imports
import { createServer, type IncomingMessage, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@longwood/core';
import {
  ApiError,
  callApi,
  errorMessage,
  fieldErrorsOf,
  isRateLimited,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  sendRequest,
  setApiBaseUrl,
  UNEXPECTED_RESPONSE_MESSAGE,
  UnexpectedResponseError,
} from './api-client';
import { sampleUser } from '../test/render-route';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
}

let server: Server;
let seen: Seen[] = [];
/** What the next request to a path answers: [status, body, content type]. */
const answers = new Map<string, [number, string, string?]>();
/** Paths whose next request meets a reset connection (a server process cut off in a restart). */
const resets = new Set<string>();
const USER = sampleUser({ username: 'ann@example.com', email: 'ann@example.com', isMember: true });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      if (resets.delete(req.url ?? '')) {
        req.socket.destroy();
        return;
      }
      const [status, text, type] = answers.get((req.url ?? '').split('?')[0]!) ?? [200, '{}'];
      res.writeHead(status, text ? { 'Content-Type': type ?? 'application/json' } : {}).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterEach(() => {
  seen = [];
  answers.clear();
  resets.clear();
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the one fetch path', () => {
  it('sends cookies, and JSON only when there is a body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    answers.set('/api/logout', [200, '{"message":"You have been logged out."}']);
    answers.set('/api/login', [200, JSON.stringify(USER)]);
    await callApi(API.session.logout, {});
    await callApi(API.signIn.login, { body: { username: 'ann', password: 'secret1' } });

    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'include']);
    fetchSpy.mockRestore();
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/logout', contentType: undefined, body: '' });
    expect(seen[1]).toMatchObject({ contentType: 'application/json', body: '{"username":"ann","password":"secret1"}' });
  });

  it('fills path ids and query strings from the contract route', async () => {
    answers.set('/api/bookings', [200, '[]']);
    answers.set('/api/bookings/42', [204, '']);
    await callApi(API.bookings.listDay, { query: { date: '2026-11-22' } });
    await expect(callApi(API.bookings.cancelOwn, { params: { id: 42 } })).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/bookings?date=2026-11-22',
      'DELETE /api/bookings/42',
    ]);
  });

  it('fails with "{status}: {body text}", or the status text when the body is empty (docs/requirements.md#error-format)', async () => {
    answers.set('/api/user/profile', [400, 'Bad things', 'text/plain']);
    answers.set('/api/user', [503, '']);
    const body = { username: 'ann', email: 'ann@example.com' };
    await expect(callApi(API.account.updateProfile, { body })).rejects.toThrow(/^400: Bad things$/);
    await expect(callApi(API.session.current, {})).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('reads the API error body: code, message and field errors', async () => {
    const error = {
      code: 'ACCOUNT_TAKEN',
      message: 'An account with this email already exists',
      fieldErrors: { username: ['An account with this email already exists'] },
    };
    answers.set('/api/register', [409, JSON.stringify(error)]);
    const err = await callApi(API.signIn.register, {
      body: { username: 'a@b.co', email: 'a@b.co', phone: '4075550100', password: 'secret1' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'ACCOUNT_TAKEN', serverMessage: error.message });
    expect((err as ApiError).message).toBe(`409: ${JSON.stringify(error)}`);
    expect(fieldErrorsOf(err)).toEqual(error.fieldErrors);
  });

  it('reads 401 as "nothing" when asked to, and throws otherwise', async () => {
    answers.set('/api/user', [401, '{"code":"NOT_SIGNED_IN","message":"You must be signed in to do that."}']);
    await expect(callApi(API.session.current, {}, { on401: 'null' })).resolves.toBeNull();
    await expect(callApi(API.session.current, {})).rejects.toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  });
});

describe('writes safe to retry (docs/decisions/280-idempotency-keys.md)', () => {
  const booking = { simulatorId: 1, bookingDate: '2026-11-22', startTime: '10:00', endTime: '11:00' };
  const created = {
    id: 5,
    kind: 'member',
    userId: 7,
    simulatorId: 1,
    bookingDate: '2026-11-22',
    startTime: '10:00:00',
    endTime: '11:00:00',
    createdAt: '2026-11-21T12:00:00.000Z',
  };

  it("sends a signed-in user's write with a new Idempotency-Key each time; reads and public writes without one", async () => {
    answers.set('/api/bookings/42', [204, '']);
    answers.set('/api/login', [200, JSON.stringify(USER)]);
    await callApi(API.bookings.cancelOwn, { params: { id: 42 } });
    await callApi(API.bookings.cancelOwn, { params: { id: 42 } });
    await callApi(API.signIn.login, { body: { username: 'ann', password: 'secret1' } });
    await callApi(API.session.current, {}).catch(() => undefined);
    const keys = seen.map((s) => s.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual([undefined, undefined]);
  });

  it('sends the write once more, with the same key, when the connection is reset, and gives its answer', async () => {
    resets.add('/api/bookings');
    answers.set('/api/bookings', [201, JSON.stringify(created)]);
    const result = await callApi(API.bookings.create, { body: booking });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/bookings', 'POST /api/bookings']);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
    expect(seen[1]!.body).toBe(seen[0]!.body);
    expect(result).toMatchObject({ id: 5 });
  });

  it("retries once on the proxy's 502, then reports what it got", async () => {
    answers.set('/api/bookings', [502, '']);
    const err = await callApi(API.bookings.create, { body: booking }).catch((e: unknown) => e);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
    expect(err).toMatchObject({ status: 502 });
  });

  it('does not retry a public write (the server keeps no key for it)', async () => {
    resets.add('/api/login');
    const err = await callApi(API.signIn.login, { body: { username: 'ann', password: 'secret1' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(1);
  });
});

describe('responses are checked against the contract', () => {
  it('returns a response that matches its schema', async () => {
    answers.set('/api/user', [200, JSON.stringify(USER)]);
    await expect(callApi(API.session.current, {})).resolves.toEqual(USER);
  });

  it('rejects a response that breaks its schema, with a clear message for people', async () => {
    // My Bookings without the bay names and isFuture the contract promises.
    const row = {
      id: 1,
      userId: 7,
      simulatorId: 2,
      bookingDate: '2026-11-22',
      startTime: '10:00:00',
      endTime: '11:00:00',
      createdAt: '2026-11-21T12:00:00.000Z',
    };
    answers.set('/api/user/bookings', [200, JSON.stringify([row])]);
    const err = await callApi(API.bookings.listMine, { query: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnexpectedResponseError);
    expect((err as UnexpectedResponseError).route).toBe('GET /api/user/bookings');
    expect((err as UnexpectedResponseError).detail).toContain('0.simulatorName');
    expect(errorMessage(err, 'Failed to fetch bookings')).toBe(UNEXPECTED_RESPONSE_MESSAGE);

    answers.set('/api/user', [200, '<html>proxy login page</html>', 'text/html']);
    await expect(callApi(API.session.current, {})).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});

describe('what people are told', () => {
  it("prefers the server's message, then short plain text, then the caller's fallback", async () => {
    answers.set('/api/a', [409, '{"code":"BOOKING_FULL","message":"This time slot is fully booked."}']);
    answers.set('/api/b', [400, 'Bad things', 'text/plain']);
    answers.set('/api/c', [502, '']);
    const fail = async (path: string) => {
      const res = await sendRequest('GET', path);
      return new ApiError(res.status, res.statusText, await res.text());
    };
    expect(errorMessage(await fail('/api/a'), 'Could not create account')).toBe('This time slot is fully booked.');
    expect(errorMessage(await fail('/api/b'))).toBe('Bad things');
    expect(errorMessage(await fail('/api/c'), 'Invalid username or password')).toBe('Invalid username or password');
    expect(errorMessage(await fail('/api/c'))).toBe('502: Bad Gateway');
  });

  it('says the server could not be reached when it cannot be, whatever the fallback', async () => {
    setApiBaseUrl('http://127.0.0.1:1');
    const err = await callApi(API.session.current, {}).catch((e: unknown) => e);
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorMessage(err, 'Invalid username or password')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('recognises a rate limit (429) so forms can show its own message', async () => {
    const limited = new ApiError(
      429,
      'Too Many Requests',
      '{"code":"RATE_LIMITED","message":"Try again in 15 minutes."}',
    );
    expect(isRateLimited(limited)).toBe(true);
    expect(errorMessage(limited, 'Submission failed')).toBe('Try again in 15 minutes.');
    expect(isRateLimited(new ApiError(409, 'Conflict', ''))).toBe(false);
  });
});
