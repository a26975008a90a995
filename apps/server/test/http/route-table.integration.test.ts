// The API's routes (the features' Express routers, docs/decisions/370-infrastructure-that-earns-its-keep.md) on the
// real app over HTTP: every route of core's contract is answered, and paths match by Express's rules (any letter
// case, one trailing slash, HEAD by the GET route, OPTIONS with the path's methods, parameters percent-decoded, a
// malformed one a 400), anything else the API's JSON 404.
import { expect, it } from 'vitest';
import { addDaysToDateString, API_ROUTES, facilityToday } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { bookingRequest } from '../support/requests';

const noRouteMessage = (method: string, path: string) => `No API route for ${method} ${path}.`;

describeEachDatabase('the API routes', (ctx) => {
  it('answers every route of the contract (signed out: never the "no API route" 404)', async () => {
    const client = ctx.client();
    expect(API_ROUTES.length).toBeGreaterThan(80);
    for (const route of API_ROUTES) {
      const path = route.path.replace(/:[A-Za-z]\w*/g, '1');
      const res = await client.request(route.method, path, route.body ? {} : undefined);
      expect(res.body?.message, `${route.method} ${path}`).not.toBe(noRouteMessage(route.method, path));
      // Routes that need a session refuse a visitor before doing anything.
      if (route.access !== 'public') expect(res.status, `${route.method} ${path}`).toBe(401);
    }
  });

  it('matches paths in any letter case and with one trailing slash, as Express matches them', async () => {
    const { user, client } = await ctx.signInAs({ isMember: true });
    for (const path of ['/api/user', '/api/USER', '/api/User/']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.id, path).toBe(user.id);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const doubled = await client.get('/api/user//');
    expect(doubled.status).toBe(404);
    expect(doubled.body).toEqual({ code: 'NOT_FOUND', message: noRouteMessage('GET', '/api/user//') });
  });

  it('answers HEAD with the GET route and OPTIONS with the path’s methods', async () => {
    const { client } = await ctx.signInAs({ isMember: true });
    const head = await client.request('HEAD', '/api/user');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const options = await client.request('OPTIONS', '/api/bookings');
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(options.text).toBe('GET, HEAD, POST');
    const withParameter = await client.request('OPTIONS', '/api/bookings/7');
    expect(withParameter.headers.get('allow')).toBe('DELETE, PATCH');
  });

  it('answers a known path with an unknown method, or an unknown path, with the JSON 404', async () => {
    const { client } = await ctx.signInAs({ isMember: true });
    for (const [method, path] of [
      ['PUT', '/api/user'],
      ['GET', '/api/bookings/1'],
      ['GET', '/api/no-such-thing'],
      ['OPTIONS', '/api/no-such-thing'],
    ] as const) {
      const res = await client.request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({ code: 'NOT_FOUND', message: noRouteMessage(method, path) });
    }
  });

  it('hands the route its parameters percent-decoded, and refuses a malformed one with 400', async () => {
    const { client } = await ctx.signInAs({ isMember: true });
    const tomorrow = addDaysToDateString(facilityToday(new Date()), 1);
    const created = await client.post('/api/bookings', bookingRequest(tomorrow, '10:00', '11:00'));
    expect(created.status).toBe(201);
    // The id with every digit percent-encoded ('%31%32' for 12) names the same booking.
    const encodedId = [...String(created.body.id)].map((digit) => `%3${digit}`).join('');
    const cancelled = await client.delete(`/api/bookings/${encodedId}`);
    expect(cancelled.status).toBe(204);
    expect((await client.get(`/api/bookings?date=${tomorrow}`)).body).toEqual([]);

    const malformed = await client.delete('/api/bookings/%E0');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_REQUEST');
  });
});
