import { describe, expect, it } from 'vitest';
import { isWellFormedResetToken } from './reset-token';

describe('isWellFormedResetToken', () => {
  it('accepts hex and base64url tokens', () => {
    expect(isWellFormedResetToken('a'.repeat(64))).toBe(true);
    expect(isWellFormedResetToken('3f9A_b-7Q2xZkLmN0pQr')).toBe(true);
  });

  it('rejects missing, short, overlong or non-URL-safe tokens', () => {
    expect(isWellFormedResetToken(undefined)).toBe(false);
    expect(isWellFormedResetToken('')).toBe(false);
    expect(isWellFormedResetToken('abc123')).toBe(false);
    expect(isWellFormedResetToken('a'.repeat(201))).toBe(false);
    expect(isWellFormedResetToken('abcdefghijklmnop qrs')).toBe(false);
    expect(isWellFormedResetToken('abcdefghijklmnop%20qrs')).toBe(false);
  });
});
