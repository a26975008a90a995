import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodToAppError } from './zod-errors';

describe('zodToAppError', () => {
  const schema = z
    .object({
      name: z.string().min(2, 'Name must be at least 2 characters'),
      nested: z.object({ n: z.number() }).strict().optional(),
    })
    .strict();

  it('uses the first issue as the message and groups messages by field', () => {
    const result = schema.safeParse({ name: 'x', extra: 1 });
    const error = zodToAppError(result.error!);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Name must be at least 2 characters');
    expect(error.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      extra: ['Unknown field "extra"'],
    });
  });

  it('names nested unknown fields by their path', () => {
    const result = schema.safeParse({ name: 'ok', nested: { n: 1, bad: true } });
    expect(zodToAppError(result.error!).fieldErrors).toEqual({ 'nested.bad': ['Unknown field "bad"'] });
  });

  it('reports whole-body problems under _root', () => {
    const result = schema.safeParse('not an object');
    const error = zodToAppError(result.error!);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['_root']);
  });
});
