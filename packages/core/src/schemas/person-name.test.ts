// How a person is shown: the one formatter every screen and e-mail uses (docs/decisions/200-a-persons-display-name.md).
// The name field's schema is tested with the other schemas (schemas.test.ts).
import { describe, expect, it } from 'vitest';
import { personName, personWithEmail } from './user';

describe('personName', () => {
  it('is the trimmed name when there is one', () => {
    expect(personName({ name: '  Ann Lee ', username: 'ann@example.com' })).toBe('Ann Lee');
  });

  it('falls back to the part of the username before @ (never the whole e-mail address)', () => {
    expect(personName({ name: null, username: 'ann.lee@example.com' })).toBe('ann.lee');
    expect(personName({ name: '   ', username: 'coach@longwoodgolf.example' })).toBe('coach');
    expect(personName({ username: 'bob@example.com' })).toBe('bob');
  });

  it('keeps a username without an address part whole', () => {
    expect(personName({ name: null, username: 'chipshot' })).toBe('chipshot');
    expect(personName({ name: '', username: '@odd' })).toBe('@odd');
  });
});

describe('personWithEmail', () => {
  it('names the person and their address, for staff picking one account among many', () => {
    expect(personWithEmail({ name: 'Ann Lee', username: 'ann@example.com', email: 'ann@example.com' })).toBe(
      'Ann Lee (ann@example.com)',
    );
    expect(personWithEmail({ name: null, username: 'bo@example.com', email: 'bo@example.com' })).toBe(
      'bo (bo@example.com)',
    );
  });
});
