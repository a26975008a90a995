// A Foresight session's JSON through the maintained streaming parser: whatever pieces the bytes arrive in, each shot
// and each plain value of the top level is what JSON.parse makes of them, and what JSON.parse refuses is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError } from '@longwood/core';
import { streamedSessionJson } from './session-json';
import { pieceSizes } from './shot-file-testing';

function read(text: string, sizes: readonly number[]) {
  const shots: unknown[] = [];
  const fields: Record<string, unknown> = {};
  const json = streamedSessionJson(
    {
      root: () => undefined,
      field: (key, value) => void (fields[key] = value),
      container: (key, isArray) => key === 'Shots' && isArray,
      shot: (value) => void shots.push(value),
    },
    { firstLine: 1, maxShotBytes: 1 << 20, maxDepth: 1000 },
  );
  const bytes = new TextEncoder().encode(text);
  try {
    let at = 0;
    for (let i = 0; at < bytes.length; i++) {
      const size = sizes[i % sizes.length]!;
      json.write(bytes.subarray(at, at + size));
      at += size;
    }
    json.end();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { refused: true };
  }
  return { shots, fields };
}

const scalar = fc.oneof(
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const topKey = fc.string().filter((key) => key !== 'Shots' && key !== '__proto__');

describe('a Foresight session read by @streamparser/json', () => {
  it('gives each shot and each plain value of the top level as JSON.parse makes them, in any pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { maxLength: 5 }),
        fc.dictionary(topKey, scalar),
        pieceSizes,
        (shots, top, sizes) => {
          const text = JSON.stringify({ ...top, Shots: shots });
          const parsed = JSON.parse(text) as { Shots: unknown[] } & Record<string, unknown>;
          const { Shots, ...fields } = parsed;
          expect(read(text, sizes)).toEqual({ shots: Shots, fields });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses what JSON.parse refuses, in any pieces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), pieceSizes, (inside, sizes) => {
        const text = `{"Shots":[${inside}]}`;
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect('refused' in read(text, sizes)).toBe(!valid);
      }),
      { numRuns: 300 },
    );
  });
});
