// The shot-file reader takes a file in the pieces it arrives in: whatever the boundaries, it reads the same session
// (or the same error) as from the whole file, and a line or a shot larger than a real one is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonStreamReader, type JsonEvents } from './json-stream';
import { createShotFileReader, parseShotFile, type ShotFileResult } from './parse';
import { fsxSessionOf, garminCsvOf, syntheticShots } from './synthetic';

const encode = (text: string) => new TextEncoder().encode(text);

/** Reads `bytes` in pieces of the given sizes (repeated), as a network would deliver them. */
function inPieces(bytes: Uint8Array, sizes: readonly number[]): ShotFileResult {
  const reader = createShotFileReader();
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    reader.write(bytes.subarray(at, at + size));
    at += size;
  }
  return reader.end();
}

const sizes = fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 12 });

const shots = syntheticShots(3, 12);
const garmin = garminCsvOf(shots, { date: '2026-11-20', time: '14:00' });
const german = [
  '\uFEFFsep=;',
  'Datum;Schläger;Schlägertyp;Schlägerkopfgeschwindigkeit;Ballgeschwindigkeit;Abflugwinkel;Spinrate;Carry-Distanz;Carry-Abweichungsdistanz;Gesamtstrecke',
  ';;;[km/h];[km/h];[deg];[rpm];[m];[m];[m]',
  '20.11.2026 14:05;Eisen 7;7 Iron;136,0;190,2;17,9;6.207;146,7;-3,2;153,6',
  '20.11.2026 14:06;Holz 3;3 Wood;160,5;230,1;11,0;16777216;201,0;5,5;-',
].join('\r\n');
const trackman = [
  'Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry,Total,Side,Dyn. Loft',
  '7 Iron,84.1,118.0,17.2,6500,160.1,168.3,-2.5,21.0',
  'Average,84.1,118.0,17.2,6500,160.1,168.3,-2.5,21.0',
].join('\n');
const fsx = fsxSessionOf(shots, 'streamed-1', '2026-11-20T14:00:00');
const fsxWithExtras = JSON.stringify(
  {
    Player: { Name: 'Sam', Clubs: [{ Name: 'Drvr', Loft: 10.5 }] },
    Shots: [
      { Club: 'Driver', Enabled: false, BallData: { BallSpeed: 70 }, FlightData: { Carry: 230 } },
      { Club: '58° wedge', BallData: { BallSpeed: 30, Tags: ['a', { b: [1, 2, null] }] }, FlightData: { Carry: 60 } },
    ],
    SessionId: 'after-the-shots',
    StartTime: '2026-11-20T14:03:00',
  },
  null,
  2,
);

describe('a file read in pieces', () => {
  it('gives the same session as the whole file, wherever the pieces break (1-7 bytes)', () => {
    for (const text of [garmin, german, trackman, fsx, fsxWithExtras]) {
      const whole = parseShotFile(text);
      expect(whole.ok).toBe(true);
      fc.assert(
        fc.property(sizes, (pieces) => {
          expect(inPieces(encode(text), pieces)).toEqual(whole);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('gives the same session or the same error for any content, wherever the pieces break (fuzzed)', () => {
    const csvHeader =
      'Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry,Total,Side\n[],[mph],[mph],[deg],[rpm],[yds],[yds],[yds]\n';
    const content = fc.oneof(
      fc.string({ maxLength: 200 }).map((rows) => csvHeader + rows),
      fc.string({ maxLength: 200 }),
      fc.json().map((json) => `{"Shots":[${json}],"SessionId":${json}}`),
      fc.json(),
      fc
        .constantFrom(garmin, fsx, fsxWithExtras)
        .chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
    );
    fc.assert(
      fc.property(content, sizes, (text, pieces) => {
        expect(inPieces(encode(text), pieces)).toEqual(parseShotFile(text));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the session id and start written after the shots, and skips what is not a shot', () => {
    const result = parseShotFile(fsxWithExtras);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.session.externalId).toBe('after-the-shots');
    expect(result.session.startedAt).toBe('2026-11-20T19:03:00.000Z');
    expect(result.session.skippedCount).toBe(1);
    expect(result.session.shots.map((s) => s.club)).toEqual(['58°']);
  });

  it('names the line where a bad shot begins', () => {
    const text =
      '{\n"Shots": [\n  {"BallData": {"BallSpeed": 50}, "FlightData": {"Carry": 100}},\n  {"BallData": {"BallSpeed": "fast"}}\n]}';
    expect(parseShotFile(text)).toEqual({
      ok: false,
      error: { line: 4, field: 'Shots[1].BallData.BallSpeed', message: '"fast" is not a number' },
    });
  });

  it('reads a Windows-1252 export (older localised files) as well as UTF-8', () => {
    const latin = Uint8Array.from(
      [...german.replace('\uFEFF', '')].map((ch) => (ch === 'ä' ? 0xe4 : ch.charCodeAt(0))),
    );
    const result = inPieces(latin, [3]);
    expect(result).toEqual(parseShotFile(german));
  });

  it('refuses a line or a shot longer than any real one, naming where', () => {
    const longLine = `Club,Carry,Side\n7 Iron,${'1'.repeat(70 * 1024)},2`;
    expect(parseShotFile(longLine)).toMatchObject({ ok: false, error: { line: 2 } });
    const bigShot = `{"Shots":[{},\n{"Notes":[${Array(20000).fill('"note"').join(',')}]}]}`;
    expect(parseShotFile(bigShot)).toMatchObject({ ok: false, error: { line: 2, field: 'Shots[1]' } });
  });

  it('stops reading once the file is known to be bad', () => {
    const reader = createShotFileReader();
    expect(reader.write(encode('Club,Carry,Side\n7 Iron,far,2\n'))).toBe(false);
    expect(reader.write(encode('8 Iron,150,1\n'))).toBe(false);
    expect(reader.end()).toMatchObject({ ok: false, error: { line: 2, field: 'Carry' } });
  });
});

describe('the streaming JSON reader', () => {
  /** Builds the value its events describe, as a reference JSON.parse can be compared with. */
  function read(text: string, pieces: readonly number[]): unknown {
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
    const reader = createJsonStreamReader(events, { maxTokenBytes: 1 << 20, maxDepth: 1000 });
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
