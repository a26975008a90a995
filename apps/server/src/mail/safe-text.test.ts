import { describe, expect, it } from 'vitest';
import { fieldValue, quotedBlock } from './safe-text';

describe('team e-mail text', () => {
  const forged = /^(Bcc|Cc|To|Email|Name|Phone):/m;

  it('keeps a name, phone or e-mail on its one line whatever line breaks it holds', () => {
    for (const name of [
      'Jane\r\nBcc: victim@example.com',
      'Jane\nEmail: x@y.z',
      'Jane\rBcc: a',
      'Jane\u2028Bcc: a',
      'Jane\u0085Bcc: a',
    ]) {
      const line = `Name: ${fieldValue(name)}`;
      expect(line.split('\n')).toHaveLength(1);
      expect(`${line}\n`).not.toMatch(/\nBcc:/);
    }
  });

  it('quotes every line of a message, so none can pass for a field line', () => {
    const text = quotedBlock('Hello\r\nBcc: victim@example.com\rCc: other@example.com\u2029Phone: 1\n\nBye\u0007');
    expect(text).toBe('> Hello\n> Bcc: victim@example.com\n> Cc: other@example.com\n> Phone: 1\n>\n> Bye');
    expect(text).not.toMatch(forged);
  });
});
