// What the shot-file tests share: a file's session, or its refusal, with a clear failure otherwise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOT_MEASURES, type ParsedSession, type ShotFileResult } from '@longwood/core';
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

export const YARD = 0.9144;
export const MPH = 0.44704;

/**
 * Shots and carry mean (metres) by club, as a member's table groups them: every shot counted, the carry averaged over
 * the shots with one (0 when none has).
 */
export function byClub(session: ParsedSession) {
  const clubs: Record<string, { shots: number; carry: number }> = {};
  const carried: Record<string, number> = {};
  for (const shot of session.shots) {
    const club = (clubs[shot.club] ??= { shots: 0, carry: 0 });
    club.shots += 1;
    if (shot.carryM === null) continue;
    club.carry += shot.carryM;
    carried[shot.club] = (carried[shot.club] ?? 0) + 1;
  }
  for (const [name, club] of Object.entries(clubs)) club.carry /= carried[name] ?? 1;
  return clubs;
}

/** Whatever rows follow `head`, the reader never throws and never answers a non-finite number. */
function assertNeverUnbounded(head: string, numRuns: number) {
  const cell = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.double().map(String),
    fc.constantFrom('-', 'Avg', 'Dev', 'Average', 'Std. Dev.', '12.0 L', '3.5 R', '"a,b"', '""', '1e400', '16777216'),
  );
  const row = fc.array(cell, { maxLength: 20 }).map((cells) => cells.join(','));
  fc.assert(
    fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
      const result = readSessionFile(`${head}\n${rows.join('\n')}`);
      if (!result.ok) {
        expect(result.error.message.length).toBeGreaterThan(0);
        return;
      }
      for (const shot of result.session.shots) {
        for (const measure of SHOT_MEASURES) {
          const value = shot[measure];
          if (value !== null) expect(Number.isFinite(value)).toBe(true);
        }
      }
    }),
    { numRuns },
  );
}

/**
 * The fuzz tests every reader passes, as the describe block `<name>, fuzzed as the other readers are`: any start of
 * `file`, or `head` followed by any text, reads the same in any pieces; whatever rows follow `head`, the reader never
 * throws and never answers a non-finite number.
 */
export function describeFuzzed(name: string, file: string, head: string) {
  describe(`${name}, fuzzed as the other readers are`, () => {
    it('gives the same session or the same error wherever the pieces break, whatever follows the heading', () => {
      const content = fc.oneof(
        fc.nat({ max: file.length }).map((n) => file.slice(0, n)),
        fc.string({ maxLength: 200 }).map((rows) => `${head}\n${rows}`),
      );
      assertSameInPieces(content, 150);
    });

    it('never throws and never answers non-finite numbers, whatever the cells', () => {
      assertNeverUnbounded(head, 150);
    });
  });
}
