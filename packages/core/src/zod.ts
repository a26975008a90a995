// The zod every schema of core is built with: zod/mini (functions instead of methods, so a bundle keeps only
// what the schemas use) with the English messages zod classic registers on its own, so defaulted messages
// ("Invalid input: expected string, received undefined", "Too big: ...") read the same
// (docs/decisions/186-zod-mini-in-core.md). Schema modules import `z` from here, never from 'zod' itself.
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };

/**
 * `schema.check(z.refine(guard, params))` whose output is the guard's type, as classic's `.refine(guard)` narrowed it
 * (mini's checks never change a schema's type).
 */
export function refineTo<S extends z.ZodMiniType, R extends z.output<S>>(
  schema: S,
  guard: (value: z.output<S>) => value is R,
  params: { error: string },
): S & z.ZodMiniType<R, z.input<S>> {
  return schema.check(z.refine(guard, params)) as S & z.ZodMiniType<R, z.input<S>>;
}
