// What the shot-file tests share: a file's session, or its refusal, with a clear failure otherwise.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ParsedSession, ShotFileResult } from '@longwood/core';
import { createSessionFileReader, readSessionFile } from './shot-file';

export function parsed(content: string): ParsedSession {
  const result = readSessionFile(content);
  if (!result.ok) throw new Error(`expected a session, got ${JSON.stringify(result.error)}`);
  return result.session;
}

export function failed(result: ShotFileResult) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

/** Reads `bytes` in pieces of the given sizes (repeated), as a network would deliver them. */
export function inPieces(bytes: Uint8Array, sizes: readonly number[]): ShotFileResult {
  const reader = createSessionFileReader();
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    reader.write(bytes.subarray(at, at + size));
    at += size;
  }
  return reader.end();
}

/** Pieces of 1-7 bytes, as a network may cut a file. */
export const pieceSizes = fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 12 });

/** Any text of `content`, read in any pieces, gives what the whole text gives: the same session or the same error. */
export function assertSameInPieces(content: fc.Arbitrary<string>, numRuns: number) {
  fc.assert(
    fc.property(content, pieceSizes, (text, pieces) => {
      expect(inPieces(new TextEncoder().encode(text), pieces)).toEqual(readSessionFile(text));
    }),
    { numRuns },
  );
}
