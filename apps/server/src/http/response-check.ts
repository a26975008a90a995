// How the server checks an answer against its route's response schema: the contract's own schema, compiled once by
// zod (`compile`, zod ≥ 4.6) into a generated parser on the route's first answer. A valid answer takes the generated
// path; anything else falls back to zod's interpreted parser, so the data kept (unknown fields stripped) and every
// error are safeParse's own (docs/decisions/309-compiled-response-check.md). Server-only: the web bundle never
// imports the compiler, and its client keeps checking with the schemas as core builds them.
import { compile } from 'zod/v4/core';
import type { RouteDefinition } from '@longwood/core';

type ResponseSchema = NonNullable<RouteDefinition['response']>;

const compiled = new WeakMap<ResponseSchema, ResponseSchema>();

/**
 * `schema` compiled (its clone: core's schema is left as it is), made on first use so the server's start does not
 * compile the 160-odd response schemas (0.1–0.4 s here) before its first request.
 */
export function compiledResponse(schema: ResponseSchema): ResponseSchema {
  let fast = compiled.get(schema);
  if (fast === undefined) {
    fast = compile(schema);
    compiled.set(schema, fast);
  }
  return fast;
}
