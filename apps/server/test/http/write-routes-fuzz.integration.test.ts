// @module-tag heavy
// Fuzz of every write route of the API contract (docs/decisions/162-input-hardening.md): bodies generated with
// fast-check from each route's core schema (shaped like it, often valid, often hostile, with prototype-named
// keys), sent to the real app as a signed-in admin-member (public routes anonymously). No body may get a 5xx.
// At least 5000 bodies per database; the seed is fixed, so a failure names a body that reproduces.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { API_ROUTES, routeParamNames, type RouteDefinition } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { arbitraryFor, PROTOTYPE_KEYS } from '../support/schema-arbitrary';
import type { TestClient } from '../support/http-client';

const BODIES_PER_DATABASE = 5_000;
const BATCH = 50;
const SEED = 20261122;

// Signed-in routes first: fuzzed sign-ins soon lock 127.0.0.1 out of signing in (the address limit), and every
// signed-in batch signs a fresh user in.
const WRITE_ROUTES = API_ROUTES.filter((r) => r.method !== 'GET' && r.body !== undefined).sort(
  (a, b) => Number(a.access === 'public') - Number(b.access === 'public'),
);

describeEachDatabase('write-route fuzz', (ctx) => {
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
        responses.forEach((res, i) => {
          if (res.status >= 500) {
            failures.push(`${route.method} ${route.path} ${JSON.stringify(batch[i])} → ${res.status} ${res.text}`);
          }
        });
        sent += batch.length;
      }
    }

    expect(failures.slice(0, 5)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(BODIES_PER_DATABASE);
  });
});

function pathFor(route: RouteDefinition, ids: number[]): string {
  let path: string = route.path;
  routeParamNames(route.path).forEach((name, i) => {
    path = path.replace(`:${name}`, String(ids[i] ?? 1));
  });
  return path;
}
