// The compiled response check (response-check.ts) against zod's safeParse, for the response schema of every route of
// the contract: answers shaped by each schema — valid ones, with fields the contract does not name (own, inherited,
// prototype names), optional fields missing, nulls, arrays, and hostile ones with fields of the wrong type or missing —
// must give exactly safeParse's outcome: the same data (the same JSON text sent) or the same issues (the same logged
// 500). And a valid answer must take the compiled path, not zod's interpreted fallback. Through `handle`: the text
// sent leaves out unnamed fields, and a broken answer is an error naming the route.
import type { AddressInfo } from 'node:net';
import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API,
  API_ROUTES,
  defineRoute,
  FACILITY_DEFAULTS,
  messageResponseSchema,
  OK,
  type RouteDefinition,
} from '@longwood/core';
import { answerFor, withExtraFields } from '../../test/support/schema-arbitrary';
import { handle } from './contract-route';
import { compiledResponse } from './response-check';

type Schema = NonNullable<RouteDefinition['response']>;
type Result = ReturnType<Schema['safeParse']>;

const ROUTES = API_ROUTES.filter((route) => route.response !== null).map(
  (route) => [`${route.method} ${route.path}`, route.response!] as const,
);
const SEED = 20261127;

/**
 * Valid answers the generator does not reach by chance (fields checked as a form checks them: phone numbers, e-mail
 * and web addresses, numbers in steps), given fields the contract does not name.
 */
const facilitySettings = {
  ...FACILITY_DEFAULTS,
  version: 3,
  updatedAt: null,
  bays: [{ id: 1, name: 'Bay 1', open: true }],
};
const FIXTURES = new Map<Schema, object>([
  [API.facility.adminSettings.response, facilitySettings],
  [API.facility.adminUpdate.response, facilitySettings],
]);

const outcome = (result: Result) =>
  result.success ? { data: result.data, json: JSON.stringify(result.data) } : { issues: result.error.issues };

/** Runs `body` while counting the calls of `schema`'s own interpreted parser (the compiled path's fallback). */
function countingRuntime<T>(schema: Schema, body: (calls: () => number) => T): T {
  const internals = (schema as unknown as { _zod: { run: (...args: unknown[]) => unknown } })._zod;
  const run = internals.run;
  let calls = 0;
  internals.run = (...args) => {
    calls += 1;
    return run(...args);
  };
  try {
    return body(() => calls);
  } finally {
    internals.run = run;
  }
}

describe('the compiled response check', () => {
  it.each(ROUTES)('%s: the outcome of safeParse, valid answers on the compiled path', (_name, schema) => {
    const fast = compiledResponse(schema);
    expect(fast, 'the schema compiles (else every answer takes the slow path)').not.toBe(schema);
    let valid = 0;
    let invalid = 0;
    const fixture = FIXTURES.get(schema);
    const answers = fc.oneof(
      answerFor(schema),
      answerFor(schema, 12),
      ...(fixture ? [withExtraFields(fc.constant(fixture))] : []),
    );
    fc.assert(
      fc.property(answers, (answer) => {
        const expected = schema.safeParse(answer);
        if (expected.success) valid += 1;
        else invalid += 1;
        countingRuntime(schema, (fallbacks) => {
          expect(outcome(fast.safeParse(answer))).toStrictEqual(outcome(expected));
          expect(fallbacks(), 'a valid answer fell back to the interpreted parser').toBe(expected.success ? 0 : 1);
        });
      }),
      { seed: SEED, numRuns: 150 },
    );
    expect({ valid: valid > 0, invalid: invalid > 0 }).toEqual({ valid: true, invalid: true });
  });
});

describe('an answer sent through the compiled check', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/answer',
    access: 'public',
    response: messageResponseSchema,
    status: OK,
  });

  /** The text a handler's `answer` is sent as, or the error the route hands on. */
  async function sent(answer: unknown): Promise<{ status: number; text: string; error?: string }> {
    const routes = express.Router();
    handle(routes, route, () => answer as { message: string });
    let error: string | undefined;
    const app = express()
      .use('/api', routes)
      .use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        error = err.message;
        res.status(500).end();
      });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/answer`);
      return { status: res.status, text: await res.text(), ...(error ? { error } : {}) };
    } finally {
      server.close();
    }
  }

  it('leaves out the fields the contract does not name', async () => {
    expect(await sent({ message: 'Saved', passwordHash: 'x' })).toEqual({ status: 200, text: '{"message":"Saved"}' });
  });

  it('refuses a value that breaks the contract: a 500 whose error names the route and the field', async () => {
    const { status, error } = await sent({ message: 42 });
    expect(status).toBe(500);
    expect(error).toMatch(/^GET \/api\/answer response breaks its contract: .*expected string, received number/s);
    expect(error).toContain('"message"');
  });
});
