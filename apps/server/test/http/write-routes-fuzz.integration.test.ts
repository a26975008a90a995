// @module-tag heavy
// Fuzz of every route of the API contract (docs/decisions/162-input-hardening.md), read from the contract so a route
// added later is fuzzed too: bodies and queries generated with fast-check from each route's core schema (shaped like
// it, often valid, often hostile, with prototype-named keys), path ids that name the suite's rows or lie past the
// database's integer, hostile text parameters, and for every upload route files whose names and contents are
// hostile (file-arbitrary.ts). Sent to the real app as a signed-in admin-member (public routes anonymously), on
// both databases. No request may get a 5xx. The seeds are fixed, so a failure names a request that reproduces.
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import {
  API_ROUTES,
  FACILITY_MEDIA_SLOTS,
  facilityInstant,
  routeParamNames,
  type RouteDefinition,
} from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { arbitraryFile } from '../support/file-arbitrary';
import { arbitraryFor, hostileStrings, PROTOTYPE_KEYS } from '../support/schema-arbitrary';
import { collect5xx, queryString } from '../support/fuzz-requests';
import type { TestClient } from '../support/http-client';
import { bookingRequest, leagueRequest } from '../support/requests';

const BODIES_PER_DATABASE = 5_000;
const BATCH = 50;
const SEED = 20261122;

// Signed-in routes first: fuzzed sign-ins soon lock 127.0.0.1 out of signing in (the address limit), and every
// signed-in batch signs a fresh user in.
const WRITE_ROUTES = API_ROUTES.filter((r) => r.method !== 'GET' && r.body !== undefined).sort(
  (a, b) => Number(a.access === 'public') - Number(b.access === 'public'),
);

/** Every route but the desk's event stream, which answers by never ending. */
const EVERY_ROUTE = API_ROUTES.filter((r) => r.produces !== 'text/event-stream');
const UPLOAD_ROUTES = API_ROUTES.filter((r) => r.consumes !== undefined);
const REQUESTS_PER_ROUTE = 16;
const UPLOADS_PER_ROUTE = 240;

// The app's clock is pinned before the suite league's fixed dates (a league may not start before yesterday; on
// 2026-11-28 the real date passed them).
const NOW = facilityInstant('2026-11-21', '15:00');

describeEachDatabase(
  'API fuzz',
  (ctx) => {
    // Each test from empty tables and no rate-limit hits: the fuzzed sign-ins of one test's public routes (the password
    // and, since ADR 287, the second factor's) lock 127.0.0.1 out of signing in for 15 minutes, and the next test signs
    // a fresh admin in for each route.
    beforeEach(() => ctx.resetData());

    it('{"constructor":1} and the other prototype names give 400 on every write route, never 500', async () => {
      const { user, client } = await ctx.signInAs({ isAdmin: true, isMember: true });
      for (const route of WRITE_ROUTES) {
        for (const key of PROTOTYPE_KEYS) {
          const path = route.path.replace(/:[A-Za-z]\w*/g, String(user.id + 1000));
          const sender = route.access === 'public' ? ctx.client() : client;
          const res = await sender.request(route.method, path, undefined, { rawBody: `{"${key}":1}` });
          expect(res.status, `${route.method} ${route.path} {"${key}":1} → ${res.text}`).toBeLessThan(500);
        }
      }
    });

    it(`${BODIES_PER_DATABASE} generated bodies over every write route: no 5xx`, { timeout: 600_000 }, async () => {
      const target = await ctx.createUser();
      const perRoute = Math.ceil(BODIES_PER_DATABASE / WRITE_ROUTES.length);
      const ids = fc.constantFrom(target.id, 1, 2, 999_999);
      let sent = 0;
      const failures: string[] = [];

      for (const [index, route] of WRITE_ROUTES.entries()) {
        const bodies = fc.sample(arbitraryFor(route.body!), { numRuns: perRoute, seed: SEED + index });
        const params = fc.sample(fc.array(ids, { minLength: 3, maxLength: 3 }), { numRuns: perRoute, seed: SEED });
        for (let start = 0; start < bodies.length; start += BATCH) {
          // A fresh admin-member per batch: a fuzzed profile change may change the password or e-mail.
          const client: TestClient =
            route.access === 'public' ? ctx.client() : (await ctx.signInAs({ isAdmin: true, isMember: true })).client;
          const batch = bodies.slice(start, start + BATCH);
          const responses = await Promise.all(
            batch.map((body, i) => client.request(route.method, pathFor(route, params[start + i]!), body)),
          );
          collect5xx(failures, responses, (i) => `${route.method} ${route.path} ${JSON.stringify(batch[i])}`);
          sent += batch.length;
        }
      }

      expect(failures.slice(0, 5)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(BODIES_PER_DATABASE);
    });

    it(
      `${REQUESTS_PER_ROUTE} requests with generated paths, queries and bodies on every route: no 5xx`,
      { timeout: 600_000 },
      async () => {
        const rows = await suiteRows(ctx);
        const idText = fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...rows.map(String)) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('0', '-1', '2147483648', '1234567890123456', '1e3', 'abc', '%00', '%E2%80%AE1'),
          },
        );
        const textParam = fc.oneof(
          fc.constantFrom(...FACILITY_MEDIA_SLOTS),
          hostileStrings.map((value) => encodeURIComponent(value || 'x')),
        );
        const failures: string[] = [];
        let sent = 0;
        for (const [index, route] of EVERY_ROUTE.entries()) {
          const requests = fc.sample(
            fc.record({
              params: fc.array(fc.tuple(idText, textParam), { minLength: 3, maxLength: 3 }),
              query: route.query ? arbitraryFor(route.query) : fc.constant(undefined),
              body: route.body && route.method !== 'GET' ? arbitraryFor(route.body) : fc.constant(undefined),
            }),
            { numRuns: REQUESTS_PER_ROUTE, seed: SEED + 7 * index },
          );
          const client = await clientFor(ctx, route);
          const targets = requests.map((r) => `${textPathFor(route, r.params)}${queryString(r.query)}`);
          const responses = await Promise.all(
            requests.map((request, i) => client.request(route.method, targets[i]!, request.body)),
          );
          collect5xx(failures, responses, (i) => `${route.method} ${targets[i]} ${JSON.stringify(requests[i]!.body)}`);
          sent += responses.length;
        }
        expect(failures.slice(0, 5)).toEqual([]);
        expect(sent).toBe(EVERY_ROUTE.length * REQUESTS_PER_ROUTE);
      },
    );

    it(
      `${UPLOADS_PER_ROUTE} uploads of generated files on every upload route: no 5xx`,
      { timeout: 600_000 },
      async () => {
        expect(UPLOAD_ROUTES.length).toBeGreaterThan(0);
        const failures: string[] = [];
        let stored = 0;
        let sent = 0;
        for (const [index, route] of UPLOAD_ROUTES.entries()) {
          const uploads = fc.sample(
            fc.record({
              files: fc.array(arbitraryFile, { minLength: 1, maxLength: Math.min(route.consumes!.maxFiles, 3) }),
              fields: route.body ? fc.oneof(fc.constant({}), arbitraryFor(route.body)) : fc.constant({}),
              slot: fc.constantFrom(...FACILITY_MEDIA_SLOTS),
            }),
            { numRuns: UPLOADS_PER_ROUTE, seed: SEED + 31 * index },
          );
          for (let start = 0; start < uploads.length; start += BATCH) {
            const client = await clientFor(ctx, route);
            const batch = uploads.slice(start, start + BATCH);
            const responses = await Promise.all(
              batch.map((upload) => {
                const form = new FormData();
                if (upload.fields && typeof upload.fields === 'object')
                  for (const [key, value] of Object.entries(upload.fields))
                    if (value !== undefined)
                      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
                for (const file of upload.files) form.append('file', new Blob([file.bytes]), file.name);
                return client.request(route.method, route.path.replace(/:[A-Za-z]\w*/g, upload.slot), undefined, {
                  form,
                });
              }),
            );
            stored += responses.filter((res) => res.status === 201).length;
            collect5xx(failures, responses, (i) => {
              const files = batch[i]!.files.map(
                (f) => `${JSON.stringify(f.name)} (${JSON.stringify(new TextDecoder().decode(f.bytes).slice(0, 200))})`,
              );
              return `${route.method} ${route.path} ${files.join(', ')}`;
            });
            sent += batch.length;
          }
        }
        expect(failures.slice(0, 5)).toEqual([]);
        expect(sent).toBe(UPLOAD_ROUTES.length * UPLOADS_PER_ROUTE);
        // Many files were good enough to be stored: the fuzz reaches the database, not only the readers' refusals.
        expect(stored).toBeGreaterThanOrEqual(5);
      },
    );
  },
  { now: () => NOW },
);

/** A fresh signed-in admin-member (a fuzzed request may sign it out, change its password or delete it). */
async function clientFor(ctx: TestContext, route: RouteDefinition): Promise<TestClient> {
  return route.access === 'public' ? ctx.client() : (await ctx.signInAs({ isAdmin: true, isMember: true })).client;
}

/**
 * Rows a path id can name, so that requests reach past the "not found" of an unknown id: a league with a round and a
 * player, a booking and a shot session; their ids are small numbers, as the users'.
 */
async function suiteRows(ctx: TestContext): Promise<number[]> {
  const { user, client } = await ctx.signInAs({ isAdmin: true, isMember: true });
  const league = await client.post(
    '/api/admin/leagues',
    leagueRequest({ name: 'Fuzz League', startDate: '2026-11-26', endDate: '2027-02-25' }),
  );
  expect(league.status, league.text).toBe(201);
  const round = await client.post(`/api/leagues/${league.body.id}/rounds`, { roundNumber: 1, roundDate: '2026-12-03' });
  expect(round.status, round.text).toBe(201);
  const joined = await client.post(`/api/leagues/${league.body.id}/join`, { userId: user.id });
  expect(joined.status, joined.text).toBe(201);
  const booking = await client.post('/api/bookings', bookingRequest('2030-01-01', '10:00', '11:00'));
  return [...new Set([1, 2, user.id, league.body.id, round.body.id, joined.body[0].id, booking.body?.id ?? 1])];
}

/** The route's path with each parameter from `values`: the id text for an id, the text for a text parameter. */
function textPathFor(route: RouteDefinition, values: ReadonlyArray<readonly [string, string]>): string {
  let path: string = route.path;
  routeParamNames(route.path).forEach((name, i) => {
    const [id, text] = values[i] ?? ['1', 'x'];
    path = path.replace(`:${name}`, route.textParams?.includes(name) ? text : id);
  });
  return path;
}

function pathFor(route: RouteDefinition, ids: number[]): string {
  let path: string = route.path;
  routeParamNames(route.path).forEach((name, i) => {
    path = path.replace(`:${name}`, String(ids[i] ?? 1));
  });
  return path;
}
