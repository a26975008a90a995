// fast-check arbitraries built from the core zod schemas (zod 4's `_zod.def`, the same for zod/mini and classic): bodies that are shaped like the
// schema (its keys, enum values, nesting) with values that are often valid and often hostile (huge, empty,
// control and bidi characters, prototype names, wrong types). Used by the write-route fuzz test.
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';

interface Def {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  options?: $ZodType[];
  element?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, $ZodType>;
}

const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Object keys that are Object.prototype members: a map built on {} finds a function under them. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

export const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  '2026-02-30',
  '9999-12-31',
  '24:00',
  '23:59',
  '07:30',
  'a@b.co',
  'member@longwoodgolf.example',
  '4075551234',
  '(407) 555-1234 ext 5555555555555555555555555555555555555',
  '\u0000',
  '\u202Eevil',
  '\u200B',
  'line\r\nBcc: victim@example.com',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '𝕷𝖔𝖓𝖌𝖜𝖔𝖔𝖉',
  'x'.repeat(256),
  'y'.repeat(5000),
  ...PROTOTYPE_KEYS,
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{1,12}$/) },
);

const anyNumber = fc.oneof(
  fc.constantFrom(0, 1, 2, -1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.integer({ min: -5, max: 100 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, including objects with prototype-named keys. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'email'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A value shaped by `schema`, with a wrong-typed value now and then. */
export function arbitraryFor(schema: $ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = fc.oneof(anyJson, fc.constant(null));
  const shaped = (): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = def.shape ?? {};
        const keys = Object.keys(shape);
        return fc
          .tuple(
            fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k]!, depth + 1)])), {
              requiredKeys: [],
            }),
            fc.option(fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'extra'), anyJson, { maxKeys: 2 }), {
              freq: 4,
            }),
          )
          .map(([record, extra]) => {
            const out: Record<string, unknown> = { ...record };
            // Defined as own properties (JSON.stringify sends "__proto__" as a plain key too).
            for (const [k, v] of Object.entries(extra ?? {}))
              Object.defineProperty(out, k, { value: v, enumerable: true });
            return out;
          });
      }
      case 'string':
        return anyString;
      case 'number':
      case 'int':
      case 'bigint':
        return anyNumber;
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.oneof(arbitraryFor(def.innerType!, depth), fc.constant(undefined), fc.constant(null));
      case 'pipe':
        return arbitraryFor(def.in!, depth);
      case 'union':
        return fc.oneof(...(def.options ?? []).map((o) => arbitraryFor(o, depth)));
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(def.element!, depth + 1), { maxLength: 4 });
      default:
        return anyJson;
    }
  };
  return fc.oneof({ weight: 8, arbitrary: shaped() }, { weight: 1, arbitrary: wrong });
}
