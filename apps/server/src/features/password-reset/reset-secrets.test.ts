import { describe, expect, it } from 'vitest';
import { generateResetCode, generateResetToken, hashesEqual, hashResetCode, hashResetToken } from './reset-secrets';

const PEPPER = 'p'.repeat(32);

describe('reset secrets', () => {
  it('makes 6-digit codes (leading zeros kept) and long url-safe tokens', () => {
    const codes = Array.from({ length: 2000 }, generateResetCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(generateResetToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes under the pepper and binds the code to its user', () => {
    const hash = hashResetCode(PEPPER, 7, '123456');
    expect(hash).not.toContain('123456');
    expect(hashesEqual(hash, hashResetCode(PEPPER, 7, '123456'))).toBe(true);
    expect(hashesEqual(hash, hashResetCode(PEPPER, 8, '123456'))).toBe(false);
    expect(hashesEqual(hash, hashResetCode('q'.repeat(32), 7, '123456'))).toBe(false);
    expect(hashResetToken(PEPPER, 'abc')).not.toBe(hashResetToken(PEPPER, 'abd'));
  });
});
