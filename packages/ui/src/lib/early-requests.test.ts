// The web entry's early requests (lib/early-requests.ts): which GETs /booking starts, and that the API client
// takes each answer once, only while it is fresh, and never after the app has sent a write (a sign-in above all).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRequest } from './api-client';
import { earlyPathsFor, startEarlyRequests, takeEarlyResponse } from './early-requests';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('early requests', () => {
  it("asks for /booking's session, today's bookings at the facility, leagues and the member's lists", () => {
    // 02:30 UTC on Nov 24 is still Nov 23 in US Eastern.
    expect(earlyPathsFor('/booking', new Date('2026-11-24T02:30:00Z'))).toEqual([
      '/api/user',
      '/api/bookings?date=2026-11-23',
      '/api/leagues',
      '/api/user/bookings',
      '/api/user/lessons',
    ]);
    expect(earlyPathsFor('/contact', new Date())).toEqual([]);
    expect(earlyPathsFor('/', new Date())).toEqual([]);
  });

  it('hands each answer out once, and not once it is stale', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    startEarlyRequests('/booking', new Date('2026-11-23T15:00:00Z'));
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const first = takeEarlyResponse('/api/user');
    expect(first).toBeDefined();
    expect((await first!).status).toBe(200);
    expect(takeEarlyResponse('/api/user')).toBeUndefined();
    vi.advanceTimersByTime(16_000);
    expect(takeEarlyResponse('/api/leagues')).toBeUndefined();
  });

  it('answers nothing early once the app has sent a write: a sign-in makes the signed-out answers wrong', async () => {
    const fetchMock = vi.fn((path: string) =>
      Promise.resolve(new Response('{}', { status: path.startsWith('/api/login') ? 200 : 401 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests('/booking', new Date('2026-11-23T15:00:00Z'));
    // The guard read the session early (401) and sent the visitor to /auth; they sign in.
    expect((await sendRequest('GET', '/api/user')).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect((await sendRequest('POST', '/api/login', { username: 'member', password: 'secret123' })).status).toBe(200);
    // Back on /booking, the day is asked of the server again, not taken from the early 401.
    fetchMock.mockImplementation(() => Promise.resolve(new Response('[]', { status: 200 })));
    expect((await sendRequest('GET', '/api/bookings?date=2026-11-23')).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(takeEarlyResponse('/api/leagues')).toBeUndefined();
  });
});
