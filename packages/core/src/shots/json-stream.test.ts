// The streaming JSON reader reads any document as JSON.parse does, whatever pieces its bytes arrive in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonStreamReader, type JsonEvents } from './json-stream';

const encode = (text: string) => new TextEncoder().encode(text);

const sizes = fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 12 });

describe('the streaming JSON reader', () => {
  /** Builds the value its events describe, as a reference JSON.parse can be compared with. */
  function read(text: string, pieces: readonly number[], maxTokenBytes = 1 << 20): unknown {
    const stack: { value: unknown; key: string | null }[] = [];
    let result: unknown;
    const put = (value: unknown) => {
      const top = stack.at(-1);
      if (!top) result = value;
      else if (Array.isArray(top.value)) top.value.push(value);
      else Object.defineProperty(top.value, top.key!, { value, enumerable: true, writable: true, configurable: true });
    };
    const events: JsonEvents = {
      startObject: () => {
        const value = {};
        put(value);
        stack.push({ value, key: null });
      },
      startArray: () => {
        const value: unknown[] = [];
        put(value);
        stack.push({ value, key: null });
      },
      endObject: () => void stack.pop(),
      endArray: () => void stack.pop(),
      key: (name) => {
        stack.at(-1)!.key = name;
      },
      scalar: put,
    };
    const reader = createJsonStreamReader(events, { maxTokenBytes, maxDepth: 1000 });
    const bytes = encode(text);
    let at = 0;
    for (let i = 0; at < bytes.length; i++) {
      const size = pieces[i % pieces.length]!;
      reader.write(bytes.subarray(at, at + size));
      at += size;
    }
    reader.end();
    return result;
  }

  it('reads any JSON document as JSON.parse does, in any pieces', () => {
    fc.assert(
      fc.property(fc.json(), sizes, (text, pieces) => {
        expect(read(text, pieces)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('reads any JSON document as JSON.parse does, whole in one piece (its strings read where they lie)', () => {
    fc.assert(
      fc.property(fc.json(), fc.string({ unit: 'grapheme', maxLength: 30 }), (text, extra) => {
        expect(read(text, [1 << 20])).toEqual(JSON.parse(text));
        const withString = JSON.stringify({ [extra]: [extra, `${extra}\n\u0001"\\`] });
        expect(read(withString, [1 << 20])).toEqual(JSON.parse(withString));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a string longer than its limit, whole or in pieces; one at the limit is read', () => {
    const at = `["${'a'.repeat(16)}"]`;
    const over = `["${'a'.repeat(17)}"]`;
    for (const pieces of [[1 << 20], [1], [3, 5], [7]]) {
      expect(read(at, pieces, 16)).toEqual(['a'.repeat(16)]);
      expect(() => read(over, pieces, 16)).toThrow('A value in the file is longer than a session file has');
    }
  });

  it('refuses what JSON.parse refuses', () => {
    const nearlyJson = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .json()
        .chain((text) =>
          fc
            .tuple(fc.nat({ max: text.length }), fc.string({ maxLength: 2 }))
            .map(([at, insert]) => text.slice(0, at) + insert + text.slice(at + 1)),
        ),
    );
    fc.assert(
      fc.property(nearlyJson, sizes, (text, pieces) => {
        let expected = true;
        try {
          JSON.parse(text);
        } catch {
          expected = false;
        }
        let actual = true;
        try {
          read(text, pieces);
        } catch {
          actual = false;
        }
        expect(actual).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
