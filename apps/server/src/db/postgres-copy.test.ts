// COPY's binary format as PostgreSQL's documentation of COPY lays it out ("Binary Format": the PGCOPY signature, flags,
// header extension, rows of a 16-bit field count and 32-bit lengths, -1 for NULL, a 16-bit -1 at the end); the
// integration tests read real answers from a Postgres server (test/shots/shot-sessions.integration.test.ts).
import { describe, expect, it } from 'vitest';
import { parseCopyBinary, sqlLiteral } from './postgres-copy';

const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const field = (bytes: Buffer | null) => (bytes ? Buffer.concat([int32(bytes.length), bytes]) : int32(-1));

function answer(rows: Array<Array<Buffer | null>>, extension = Buffer.alloc(0)): Buffer {
  return Buffer.concat([
    Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
    int32(0),
    int32(extension.length),
    extension,
    ...rows.flatMap((row) => [int16(row.length), ...row.map(field)]),
    int16(-1),
  ]);
}

describe('parseCopyBinary', () => {
  const runs = Buffer.from(Float64Array.of(61.5, 62.25, 70).buffer);
  const rows = [
    [Buffer.from('58°'), int32(3), runs],
    [Buffer.from('Driver'), int32(0), null],
  ];

  it('reads each row and field as the bytes sent, NULL as null, past a header extension', () => {
    const parsed = parseCopyBinary(answer(rows, Buffer.from('ext')));
    expect(parsed).toHaveLength(2);
    expect(parsed[0]![0]!.toString('utf8')).toBe('58°');
    expect(parsed[0]![1]!.readInt32BE(0)).toBe(3);
    expect(parsed[0]![2]!.equals(runs)).toBe(true);
    expect(parsed[1]![2]).toBeNull();
    expect(parseCopyBinary(answer([]))).toEqual([]);
  });

  it('refuses an answer cut short anywhere, with trailing bytes, or without the signature, saying where', () => {
    const whole = answer(rows);
    for (let length = 0; length < whole.length; length++) {
      expect(() => parseCopyBinary(whole.subarray(0, length)), `cut at ${length}`).toThrow(/COPY binary answer: /);
    }
    expect(() => parseCopyBinary(Buffer.concat([whole, Buffer.from([0])]))).toThrow(/bytes after the end/);
    const unsigned = Buffer.from(whole);
    unsigned[0] = 0x51;
    expect(() => parseCopyBinary(unsigned)).toThrow(/no PGCOPY signature at byte 0/);
  });

  it('never answers anything but rows or its own error, whatever the bytes (fuzzed)', () => {
    const whole = answer(rows);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) {
      const bytes = Buffer.from(whole);
      for (let flips = 1 + Math.floor(random() * 3); flips > 0; flips--) {
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      }
      try {
        expect(Array.isArray(parseCopyBinary(bytes))).toBe(true);
      } catch (error) {
        expect((error as Error).message).toMatch(/^COPY binary answer: /);
      }
    }
  });
});

describe('sqlLiteral', () => {
  it('writes text through node-postgres escaping, numbers and booleans as SQL', () => {
    expect(sqlLiteral("O'Neil's 7i")).toBe("'O''Neil''s 7i'");
    expect(sqlLiteral("7i\\' OR true --")).toBe(" E'7i\\\\'' OR true --'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(false)).toBe('false');
  });

  it('refuses a NUL character and a number that is not finite', () => {
    expect(() => sqlLiteral('7i\0')).toThrow(/NUL/);
    expect(() => sqlLiteral(Number.NaN)).toThrow(/Not a number/);
  });
});
