import { describe, expect, it } from 'vitest';
import { greetingTo, plainName } from './user';

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
});
