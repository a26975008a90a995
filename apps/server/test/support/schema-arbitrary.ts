// fast-check arbitraries built from the core zod schemas (zod 4's `_zod.def`, the same for zod/mini and classic): bodies that are shaped like the
// schema (its keys, enum values, nesting) with values that are often valid and often hostile (huge, empty,
// control and bidi characters, prototype names, wrong types). Used by the write-route fuzz test.
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';
import { zodDefOf, type ZodDef } from '@longwood/core/testing';

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

/** Fields a schema does not name, prototype names among them. */
const extraFields = fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'extra'), anyJson, { maxKeys: 2 });

/**
 * `extra`'s fields defined on `out` as own properties: assigning "__proto__" would set the prototype instead, and
 * JSON.stringify sends "__proto__" as a plain key too.
 */
function defineOwn<T extends object>(out: T, extra: Record<string, unknown> | null): T {
  for (const [k, v] of Object.entries(extra ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true });
  return out;
}

/** A copy of each of `values` given fields it does not name, now and then. */
export const withExtraFields = (values: fc.Arbitrary<object>): fc.Arbitrary<object> =>
  fc.tuple(values, fc.option(extraFields, { freq: 3 })).map(([value, extra]) => defineOwn({ ...value }, extra));

/** The values of a schema that has a few (a boolean, an enum, a literal); undefined for any other. */
function fewValuesOf(def: ZodDef): fc.Arbitrary<unknown> | undefined {
  if (def.type === 'boolean') return fc.boolean();
  if (def.type === 'enum') return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
  if (def.type === 'literal') return fc.constantFrom(...(def.values ?? [null]));
  return undefined;
}

/** A value shaped by `schema`, with a wrong-typed value now and then. */
export function arbitraryFor(schema: $ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = zodDefOf(schema);
  const wrong = fc.oneof(anyJson, fc.constant(null));
  const shaped = (): fc.Arbitrary<unknown> => {
    const few = fewValuesOf(def);
    if (few) return few;
    switch (def.type) {
      case 'object': {
        const shape = def.shape ?? {};
        const keys = Object.keys(shape);
        return fc
          .tuple(
            fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k]!, depth + 1)])), {
              requiredKeys: [],
            }),
            fc.option(extraFields, { freq: 4 }),
          )
          .map(([record, extra]) => defineOwn({ ...record }, extra));
      }
      case 'string':
        return anyString;
      case 'number':
      case 'int':
      case 'bigint':
        return anyNumber;
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

interface CheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

/** A schema's checks' definitions (a schema that is itself a check, mini's `z.int()`, first). */
function checksOf(schema: $ZodType): CheckDef[] {
  const def = zodDefOf(schema) as ZodDef & CheckDef & { checks?: { _zod: { def: CheckDef } }[] };
  return [...(def.check ? [def] : []), ...(def.checks ?? []).map((c) => c._zod.def)];
}

const anyAnswerLeaf = fc.oneof(
  anyJson,
  fc.constantFrom<unknown>(null, undefined, Number.NaN, Infinity, -0, new Date(0), [], {}),
);

function stringFor(schema: $ZodType): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  const pattern = checks.find((c) => c.format === 'regex')?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const minLength = exact ?? Math.max(0, ...checks.map((c) => (c.check === 'min_length' ? c.minimum! : 0)));
  const maxLength = exact ?? Math.min(40, ...checks.map((c) => (c.check === 'max_length' ? c.maximum! : 40)));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
    { weight: 1, arbitrary: hostileStrings },
  );
}

function numberFor(schema: $ZodType): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') min = Math.max(min, c.value! + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, c.value! - (c.inclusive ? 0 : 1));
  }
  const integer = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.oneof({ weight: 6, arbitrary: integer }, { weight: 1, arbitrary: anyNumber });
}

/**
 * A handler's answer shaped by a response `schema`: valid values of each field (strings matching its pattern,
 * numbers in its range, enum members), optional fields now and then missing, nulls, fields the contract does not
 * name (prototype names among them, own or inherited), and, when `wrongEvery` > 0, about one field in `wrongEvery`
 * of a wrong type or missing. Compares the server's compiled response check with zod's safeParse.
 */
export function answerFor(schema: $ZodType, wrongEvery = 0, depth = 0): fc.Arbitrary<unknown> {
  const shaped = fewValuesOf(zodDefOf(schema)) ?? shapedAnswer(schema, wrongEvery, depth);
  if (wrongEvery <= 0) return shaped;
  return fc.oneof({ weight: wrongEvery - 1, arbitrary: shaped }, { weight: 1, arbitrary: anyAnswerLeaf });
}

function shapedAnswer(schema: $ZodType, wrongEvery: number, depth: number): fc.Arbitrary<unknown> {
  const def = zodDefOf(schema) as ZodDef & { keyType?: $ZodType; valueType?: $ZodType };
  const inner = (s: $ZodType, deeper = depth) => answerFor(s, wrongEvery, deeper);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.entries(shape).map(([key, field]) => {
        const optional = (field as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;
        const missing = optional ? 3 : wrongEvery > 0 ? 1 : 0;
        return fc.oneof(
          { weight: 10 - missing, arbitrary: inner(field, depth + 1).map((value) => [[key, value]] as const) },
          { weight: missing, arbitrary: fc.constant([] as const) },
        );
      });
      return fc
        .tuple(fc.tuple(...fields), fc.option(extraFields, { freq: 3 }), fc.boolean())
        .map(([entries, extra, inherited]) => {
          const out: Record<string, unknown> = inherited && extra ? Object.create({ inheritedExtra: 1 }) : {};
          for (const [key, value] of entries.flat()) out[key] = value;
          return defineOwn(out, extra);
        });
    }
    case 'string':
      return stringFor(schema);
    case 'number':
      return numberFor(schema);
    case 'null':
      return fc.constant(null);
    case 'optional':
      return fc.oneof(
        { weight: 3, arbitrary: inner(def.innerType!) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'nullable':
      return fc.oneof({ weight: 3, arbitrary: inner(def.innerType!) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'pipe':
      return inner(def.in!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => inner(o)));
    case 'array':
      return fc.array(inner(def.element!, depth + 1), { maxLength: depth > 3 ? 1 : 4 });
    case 'record':
      return fc.dictionary(
        def.keyType ? (answerFor(def.keyType) as fc.Arbitrary<string>) : fc.string(),
        inner(def.valueType!, depth + 1),
        { maxKeys: 3 },
      );
    default:
      return anyAnswerLeaf;
  }
}
