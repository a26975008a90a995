// Every number a client can send — in any body or query of the contract, at any depth — is capped, so that none
// reaches the database past its `integer` columns (Postgres int4): a roundId of 2147483648 or a 16-digit userId
// answered 500 on Postgres while SQLite took it. Walks the schemas, so a route added later is held to it too.
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { API_ROUTES } from './api';
import { zodDefOf } from './testing/zod-def';
import { z } from './zod';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema's leaves (anything that is no object, array, union or wrapper of one) with their paths. */
function leaves(schema: $ZodType, path: string): Array<{ path: string; schema: $ZodType }> {
  const def = zodDefOf(schema);
  if (def.type === 'object')
    return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  if (def.type === 'array') return leaves(def.element!, `${path}[]`);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => leaves(option, path));
  if (WRAPPERS.has(def.type)) return leaves(def.innerType!, path);
  if (def.type === 'pipe' && ['object', 'array'].includes(zodDefOf(def.in!).type)) return leaves(def.in!, path);
  return [{ path, schema }];
}

/** Numbers one past Postgres `integer`, a 16-digit id, and far beyond. */
const TOO_BIG = [2_147_483_648, 1_234_567_890_123_456, 1e300];

describe('numbers in requests', () => {
  it('every number field of every body and query refuses 2147483648, a 16-digit number and 1e300', () => {
    const unbounded: string[] = [];
    let numberFields = 0;
    for (const route of API_ROUTES) {
      for (const [part, schema] of [
        ['body', route.body],
        ['query', route.query],
      ] as const) {
        if (!schema) continue;
        for (const leaf of leaves(schema as unknown as $ZodType, part)) {
          for (const sample of [1, '1']) {
            const parsed = z.safeParse(leaf.schema as never, sample);
            if (!parsed.success || typeof parsed.data !== 'number') continue;
            numberFields += 1;
            for (const big of TOO_BIG) {
              const value = typeof sample === 'string' ? String(big) : big;
              if (z.safeParse(leaf.schema as never, value).success)
                unbounded.push(`${route.method} ${route.path} ${leaf.path} takes ${value}`);
            }
            break;
          }
        }
      }
    }
    expect(numberFields).toBeGreaterThan(50);
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
