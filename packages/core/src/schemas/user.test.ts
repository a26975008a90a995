import { describe, expect, it } from 'vitest';
import { greetingName, greetingTo, personName, plainName } from './user';

describe('greeting a person in an e-mail', () => {
  it('greets by a plain name', () => {
    expect(greetingTo('Pat Doe')).toBe('Hi Pat Doe,');
    expect(greetingTo(' José-María O’Neill ', 'Hello')).toBe('Hello José-María O’Neill,');
    expect(plainName('J. R. Smith')).toBe('J. R. Smith');
    expect(plainName('Sam <b>')).toBe('Sam <b>');
  });

  it('leaves out a name that reads as a link or an address', () => {
    for (const name of [
      'Refund due: visit evil.example/claim now',
      'https://evil.example',
      'mailto:x',
      'www.claim-now',
      'pay at evil.example',
      'me@evil.example',
      'claim.now',
      '',
      '   ',
    ]) {
      expect(plainName(name), name).toBeNull();
      expect(greetingTo(name), name).toBe('Hi,');
    }
  });

  it("greets an account without a name by its e-mail's name part, never a role word", () => {
    const nameless = { name: null, username: 'sam.lee+golf@example.com', email: 'sam.lee+golf@example.com' };
    expect(greetingTo(nameless)).toBe('Hi sam lee,');
    expect(greetingName({ name: '', username: 'pat', email: 'pat_o@example.com' })).toBe('pat o');
    // As the screens show it (personName), with the address beside it: still greeted by the address's name part.
    expect(greetingTo({ name: personName(nameless), email: nameless.email }, 'Hello')).toBe('Hello sam lee,');
    expect(greetingTo({ name: 'Ann Lee', email: 'a.lee@example.com' })).toBe('Hi Ann Lee,');
    // An own name that reads as a link is still left out (decision 248), whatever the address.
    expect(greetingTo({ name: 'claim.now', email: 'x@example.com' })).toBe('Hi,');
    expect(greetingTo({ name: null, email: '' })).toBe('Hi,');
  });
});
