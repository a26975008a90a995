// @module-tag heavy
// Fuzz of the newer routes as the people who use them, so requests get past the guard to the services and the
// database (docs/decisions/162-input-hardening.md): the till's routes as front-desk staff in staffed hours, the bay
// keys as an admin and the bay's own routes with a real key, a league night's routes as its organiser (a front-desk
// user given the league), and a round's card as its player. Bodies and queries are generated from each route's core
// schema (shaped like it, often valid, often hostile), path ids name the suite's rows or lie past every column. On
// both databases (the load-test lane runs it on Postgres) no request may get a 5xx. The seed is fixed.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { API_ROUTES, facilityInstant, routeParamNames, scopeOf, type RouteDefinition } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { collect5xx, queryString } from '../support/fuzz-requests';
import { organiserOf } from '../support/league-players';
import { netLeagueNight } from '../support/league-night';
import { arbitraryFor } from '../support/schema-arbitrary';

const REQUESTS_PER_ROUTE = 60;
const BATCH = 20;
const SEED = 20261129;
// Round 2 of the suite's league is tonight, in staffed hours.
const NOW = facilityInstant('2026-11-19', '15:00');

type Persona = 'desk' | 'admin' | 'bay' | 'organiser' | 'player';

/** Who sends each newer route's requests, or undefined for a route this fuzz leaves to the whole-API fuzz. */
function personaOf(route: RouteDefinition): Persona | undefined {
  if (route.produces === 'text/event-stream') return undefined;
  if (route.path.endsWith('/my-card')) return 'player';
  if (route.access === 'payments:desk') return 'desk';
  if (route.path.startsWith('/api/admin/bays/')) return 'admin';
  if (route.path.startsWith('/api/bay/') && route.consumes === undefined) return 'bay';
  if (route.access !== 'public' && scopeOf(route.access)) return 'organiser';
  return undefined;
}

// The bay's own routes first: the admin's fuzzed revocations may name the bay's key.
const ROUTES = API_ROUTES.flatMap((route) => {
  const persona = personaOf(route);
  return persona ? [{ route, persona }] : [];
}).sort((a, b) => Number(b.persona === 'bay') - Number(a.persona === 'bay'));

describeEachDatabase(
  'newer routes fuzz',
  (ctx) => {
    it(
      `${REQUESTS_PER_ROUTE} generated requests on each newer route as its user: no 5xx`,
      { timeout: 300_000 },
      async () => {
        expect(new Set(ROUTES.map((r) => r.persona))).toEqual(new Set(['desk', 'admin', 'bay', 'organiser', 'player']));
        const admin = await organiserOf(ctx);
        const night = await netLeagueNight(ctx, admin, {
          names: ['Ann', 'Bob'],
          roundDates: ['2026-11-12', '2026-11-19', '2026-11-26'],
        });
        const dee = await ctx.signInAs({ isFrontDesk: true, name: 'Dee Desk' });
        expect((await admin.put(`/api/leagues/${night.leagueId}/organisers/${dee.user.id}`)).status).toBe(200);
        const desk = await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' });
        const paid = await desk.client.post('/api/payments', { amountCents: 4000, method: 'cash', purpose: 'guest' });
        expect(paid.status).toBe(201);
        const issued = await admin.post('/api/admin/bays/1/device-keys', { label: 'Fuzz PC' });
        expect(issued.status).toBe(201);
        const bayKey = (issued.body as { key: string }).key;
        const bay: TestClient = ctx.client();
        const clients: Record<Persona, TestClient> = {
          desk: desk.client,
          admin,
          bay,
          organiser: dee.client,
          player: night.clients.Ann!,
        };
        const rows = [
          night.leagueId,
          ...night.rounds,
          ...Object.values(night.players),
          (paid.body as { id: number }).id,
          (issued.body as { id: number }).id,
          1,
          2,
        ];
        const id = fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...rows) },
          { weight: 1, arbitrary: fc.constantFrom(0, 2_147_483_648, 1e16) },
        );

        const failures: string[] = [];
        const reached: Record<Persona, number> = { desk: 0, admin: 0, bay: 0, organiser: 0, player: 0 };
        let sent = 0;
        for (const [index, { route, persona }] of ROUTES.entries()) {
          const requests = fc.sample(
            fc.record({
              ids: fc.array(id, { minLength: 3, maxLength: 3 }),
              query: route.query ? arbitraryFor(route.query) : fc.constant(undefined),
              body: route.body && route.method !== 'GET' ? arbitraryFor(route.body) : fc.constant(undefined),
            }),
            { numRuns: REQUESTS_PER_ROUTE, seed: SEED + index },
          );
          const client = clients[persona];
          const headers = persona === 'bay' ? { authorization: `Bearer ${bayKey}` } : undefined;
          for (let start = 0; start < requests.length; start += BATCH) {
            const batch = requests.slice(start, start + BATCH);
            const targets = batch.map((r) => `${pathFor(route, night.leagueId, r.ids)}${queryString(r.query)}`);
            const answers = await Promise.all(
              batch.map((r, i) => client.request(route.method, targets[i]!, r.body, headers ? { headers } : undefined)),
            );
            collect5xx(
              failures,
              answers,
              (i) => `${persona} ${route.method} ${targets[i]} ${JSON.stringify(batch[i]!.body)}`,
            );
            reached[persona] += answers.filter((res) => res.status !== 401 && res.status !== 403).length;
            sent += answers.length;
          }
        }
        expect(failures.slice(0, 5)).toEqual([]);
        expect(sent).toBe(ROUTES.length * REQUESTS_PER_ROUTE);
        // Each user's requests got past the guards (their key, their role, their league, their round) to the services.
        for (const [persona, count] of Object.entries(reached)) expect(count, persona).toBeGreaterThan(0);
      },
    );
  },
  { now: () => NOW },
);

/** The route's path with `:id` the league's most of the time (a night's routes are the league's) and the rest drawn. */
function pathFor(route: RouteDefinition, leagueId: number, ids: readonly number[]): string {
  let path: string = route.path;
  routeParamNames(route.path).forEach((name, i) => {
    const value =
      name === 'id' && route.path.startsWith('/api/leagues/') && i === 0 && ids[i]! % 4 !== 0 ? leagueId : ids[i];
    path = path.replace(`:${name}`, String(value ?? 1));
  });
  return path;
}
