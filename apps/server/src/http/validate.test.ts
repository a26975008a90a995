import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { NUL_CHARACTER_MESSAGE, parseBody, parseIdParam } from './validate';

const req = (parts: Partial<Request>): Request => parts as Request;
const thrown = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('parseIdParam', () => {
  it('accepts ids up to the integer column range and answers 404 beyond it', () => {
    expect(parseIdParam(req({ params: { id: '2147483647' } }))).toBe(2_147_483_647);
    expect(thrown(() => parseIdParam(req({ params: { id: '2147483648' } }))).status).toBe(404);
    expect(thrown(() => parseIdParam(req({ params: { id: '0' } }))).status).toBe(404);
  });
});

describe('parseBody', () => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() }).strict();

  it('rejects a NUL character anywhere in the body with 400 naming the field', () => {
    const error = thrown(() => parseBody(schema, req({ body: { name: 'Pat', tags: ['ok', 'a\u0000b'] } })));
    expect(error.status).toBe(400);
    expect(error.message).toBe(NUL_CHARACTER_MESSAGE);
    expect(error.fieldErrors).toEqual({ 'tags.1': [NUL_CHARACTER_MESSAGE] });
  });

  it('still parses ordinary text', () => {
    expect(parseBody(schema, req({ body: { name: 'Pat O’Neil' } }))).toEqual({ name: 'Pat O’Neil' });
  });
});
