import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { holdsOneTimeSecret, oneTimeSecret } from './one-time-secret';

describe('one-time secrets in a response schema', () => {
  it('finds a marked field however deep it sits', () => {
    const secret = () => oneTimeSecret(z.string());
    expect(holdsOneTimeSecret(z.object({ id: z.number(), key: secret() }))).toBe(true);
    expect(holdsOneTimeSecret(z.object({ codes: z.array(secret()) }))).toBe(true);
    expect(holdsOneTimeSecret(z.nullable(z.object({ inner: z.optional(z.object({ key: secret() })) })))).toBe(true);
    expect(holdsOneTimeSecret(z.union([z.object({ a: z.string() }), z.object({ key: secret() })]))).toBe(true);
    expect(holdsOneTimeSecret(z.array(z.tuple([z.string(), secret()])))).toBe(true);
  });

  it('finds none in an answer without one', () => {
    expect(holdsOneTimeSecret(z.object({ id: z.number(), key: z.string() }))).toBe(false);
    expect(holdsOneTimeSecret(z.array(z.object({ codes: z.array(z.string()) })))).toBe(false);
    expect(holdsOneTimeSecret(null)).toBe(false);
  });
});
