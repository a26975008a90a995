// Request parsing with the core zod schemas. Routers call these first; a failure is a 400 AppError
// with fieldErrors, never a 500.
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from './errors';
import { zodToAppError } from './zod-errors';

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/** Parses the JSON body. A request without a JSON body is validated as `{}`. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.body ?? {});
}

/** Parses the query string (values are strings; use z.coerce in the schema for numbers). */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...req.query });
}

/** Parses route params, e.g. `parseParams(idParamsSchema, req).id`. */
export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...req.params });
}

/**
 * Reads a positive integer route parameter (e.g. `/api/admin/users/:id`). Anything else names no
 * resource, so it is a 404 rather than a validation error.
 */
export function parseIdParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) {
    throw new AppError(404, 'Not found.');
  }
  return Number(raw);
}
