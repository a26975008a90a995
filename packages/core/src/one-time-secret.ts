// One-time secrets in answers (a bay's device key, an authenticator's enrolment secret, recovery codes): a response
// field built with `oneTimeSecret(…)` is shown once and never kept by the server. The server's idempotency layer asks
// `holdsOneTimeSecret(route.response)` and stores no such answer: a repeat of the write is refused instead of replayed
// (docs/decisions/500-one-time-secrets-never-replayed.md). A new secret field only needs the marker.
import type { z } from './zod';

const marked = new WeakSet<object>();

/** Marks a response field as a one-time secret (the same schema, remembered). */
export function oneTimeSecret<S extends z.ZodMiniType>(schema: S): S {
  marked.add(schema);
  return schema;
}

interface Def {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
  in?: unknown;
  out?: unknown;
  left?: unknown;
  right?: unknown;
  items?: unknown[];
  rest?: unknown;
  valueType?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | null | undefined)?._zod?.def;

/** Whether a schema (a route's response) holds a one-time secret anywhere: in a field, an array, a union, a wrapper. */
export function holdsOneTimeSecret(schema: unknown, seen = new Set<unknown>()): boolean {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (marked.has(schema)) return true;
  const def = defOf(schema);
  if (!def) return false;
  const parts: unknown[] = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.left,
    def.right,
    def.rest,
    def.valueType,
    def.type === 'lazy' ? def.getter?.() : undefined,
  ];
  return parts.some((part) => holdsOneTimeSecret(part, seen));
}
