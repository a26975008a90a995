// Request parsing with the core zod schemas (contract-route.ts calls these for every route); a failure is a
// 400 VALIDATION_FAILED with fieldErrors, never a 500. Typed and run through zod's core (`zod/v4/core`), which
// both zod/mini (core's schemas) and classic zod schemas are built on.
import type { Request } from 'express';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { MAX_ID } from '@longwood/core';
import { AppError, type FieldErrors } from './errors';
import { zodToAppError } from './zod-errors';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters.';

/**
 * Field paths (dotted) of every string in `input` that contains U+0000. Postgres text cannot store that
 * character and fails the whole query ("invalid byte sequence"), so such input must be a 400 before any
 * query runs — on both databases alike.
 */
function nulFields(input: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) found.push(path.join('.') || '(body)');
  } else if (input !== null && typeof input === 'object' && depth < 20) {
    for (const [key, value] of Object.entries(input)) {
      if (key.includes('\u0000')) found.push([...path, key].join('.'));
      nulFields(value, [...path, key], found, depth + 1);
    }
  }
  return found;
}

function parseWith<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const withNul = nulFields(input);
  if (withNul.length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const field of withNul) fieldErrors[field] = [NUL_CHARACTER_MESSAGE];
    throw new AppError('VALIDATION_FAILED', NUL_CHARACTER_MESSAGE, fieldErrors);
  }
  const result = safeParse(schema, input);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/** Parses the JSON body. A request without a JSON body is validated as `{}`. */
export function parseBody<S extends $ZodType>(schema: S, req: Request): output<S> {
  return parseWith(schema, req.body ?? {});
}

/** Parses the text fields of a multipart form (values are strings, like a query). */
export function parseFields<S extends $ZodType>(schema: S, fields: Record<string, string>): output<S> {
  return parseWith(schema, fields);
}

/** Parses the query string (values are strings; use z.coerce in the schema for numbers). */
export function parseQuery<S extends $ZodType>(schema: S, req: Request): output<S> {
  return parseWith(schema, { ...req.query });
}

/**
 * Reads a positive integer route parameter (e.g. `/api/admin/users/:id`). Anything else names no
 * resource, so it is a 404 rather than a validation error.
 */
export function parseIdParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  // Beyond MAX_ID (the integer column's range) no row can exist; Postgres would reject the query (a 500).
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) {
    throw new AppError('NOT_FOUND');
  }
  return Number(raw);
}
