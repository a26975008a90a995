// zod 4's internal definition of a schema (`_zod.def`, the same for zod/mini and classic), as the tests that walk the
// contract's schemas read it. Test support only.
import type { $ZodType } from 'zod/v4/core';

export interface ZodDef {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  options?: $ZodType[];
  element?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, $ZodType>;
}

export const zodDefOf = (schema: $ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
