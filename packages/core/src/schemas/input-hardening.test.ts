// Input hardening of the core schemas (docs/decisions/162-input-hardening.md).
import { describe, expect, it } from 'vitest';
import { keypadCodeUpdateSchema } from './keypad';
import { profileUpdateSchema } from './account-forms';

const profile = (patch: Record<string, unknown>) =>
  profileUpdateSchema.safeParse({ username: 'chipshot', email: 'chip@example.com', ...patch });

describe('usernames', () => {
  it.each([
    ['a control character', 'chip\u0007shot'],
    ['a line break', 'chip\nshot'],
    ['a right-to-left override', 'chip\u202Etohs'],
    ['a bidirectional isolate', '\u2066chipshot'],
    ['a zero-width space', 'chip\u200Bshot'],
    ['a zero-width joiner', 'chip\u200Dshot'],
    ['a byte-order mark', 'chip\uFEFFshot'],
    ['a soft hyphen', 'chip\u00ADshot'],
  ])('refuses %s', (_what, username) => {
    const result = profile({ username });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Username contains characters that are not allowed');
  });

  it('accepts letters of any script, digits, spaces and punctuation', () => {
    for (const username of ['chip shot', 'José Núñez', 'Zoë_42', '山田太郎', "O'Brien-Smith"]) {
      expect(profile({ username }).success, username).toBe(true);
    }
  });
});

describe('profile phone', () => {
  it('is at most 30 characters (users.phone is varchar(32)), with the documented message', () => {
    const longWithTenDigits = `(407) 555-1234${' -'.repeat(20)}`; // 54 characters, 10 digits
    const result = profile({ phone: `${'-'.repeat(45)}4075551234` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Phone number must be 10 to 15 digits');
    expect(profile({ phone: longWithTenDigits }).success).toBe(false);
    expect(profile({ phone: '+1 (407) 555-1234' }).success).toBe(true);
  });
});

describe('keypad code', () => {
  it('takes only what a keypad can type: digits, * and #, 6 of them', () => {
    for (const code of ['482913', '123456', '12*#00', '#00000'])
      expect(keypadCodeUpdateSchema.safeParse({ code }).success).toBe(true);
    for (const code of ['48213A', '12 345', '１２３４５６', '12\u200B345', 'abcdef']) {
      const result = keypadCodeUpdateSchema.safeParse({ code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Keypad code may contain only digits, * and #');
    }
    expect(keypadCodeUpdateSchema.safeParse({ code: '1234567' }).error?.issues[0]?.message).toBe(
      'Keypad code must be at most 6 characters',
    );
  });
});
