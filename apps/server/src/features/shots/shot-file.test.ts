// The session-file reader takes a file in the pieces it arrives in: whatever the boundaries, it reads the same session
// (or the same error) as from the whole file, and a record or a shot larger than a real one is refused. Beside it,
// csv-parse's records as core receives them, refusals and a fuzz over any bytes; each device's conformance is in
// readers/<device>.test.ts, which reader a file is for in readers/detect.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fsxSessionOf, garminCsvOf, syntheticShots } from '@longwood/core';
import { createSessionFileReader, csvParseRecords, readSessionFile, utf8Stream } from './shot-file';
import { assertSameInPieces, failed, inPieces, parsed, pieceSizes } from './shot-file-testing';

const encode = (text: string) => new TextEncoder().encode(text);

const shots = syntheticShots(3, 12);
const garmin = garminCsvOf(shots, { date: '2026-11-20', time: '14:00' });
const german = [
  '\uFEFFsep=;',
  'Datum;Schläger;Schlägertyp;Schlägerkopfgeschwindigkeit;Ballgeschwindigkeit;Abflugwinkel;Spinrate;Carry-Distanz;Carry-Abweichungsdistanz;Gesamtstrecke',
  ';;;[km/h];[km/h];[deg];[rpm];[m];[m];[m]',
  '20.11.2026 14:05;Eisen 7;7 Iron;136,0;190,2;17,9;6.207;146,7;-3,2;153,6',
  '20.11.2026 14:06;Holz 3;3 Wood;160,5;230,1;11,0;16777216;201,0;5,5;-',
].join('\r\n');
// Trackman Performance Studio's layout (as in MCI1980/fantastic-fortnight tests/sample_tps_export.csv), cut short.
const trackman = [
  'sep=,',
  '"Date","Club","Club Speed","Ball Speed","Launch Angle","Spin Rate","Carry Flat - Length","Carry Flat - Side","Est. Total Flat - Length","Use In Stat"',
  '"","","[mph]","[mph]","[deg]","[rpm]","[yds]","[yds]","[yds]",""',
  '"2/19/2026 4:54:48 PM","8 Iron","90.84421975662131","118.95714030064427","16.602999999999994","6588.999999999999","163.99463830288707","13.742941752836114","167.78662478201272","TRUE"',
  '"2/19/2026 4:55:11 PM","8 Iron","","128.64307444523982","14.637999999999991","6759.9999999999945","178.60709789667712","1.9489616996465902","181.31677567059478","TRUE"',
].join('\r\n');
const fsx = fsxSessionOf(shots, 'streamed-1', '2026-11-20T14:00:00');
const fsxWithExtras = JSON.stringify(
  {
    PlayerName: 'PLAYER 1',
    Player: { Name: 'Sam', Clubs: [{ Name: 'Drvr', Loft: 10.5 }] },
    Shots: [
      {
        ClubType: '1w',
        ClubName: 'Driver',
        Enabled: false,
        BallData: { BallSpeed_MS: 70 },
        FlightData: { CarryDistance_M: 230 },
      },
      {
        ClubType: 'Wdg',
        ClubName: '58',
        BallData: { BallSpeed_MS: 30, Tags: ['a', { b: [1, 2, null] }] },
        FlightData: { CarryDistance_M: 60 },
      },
    ],
    SessionStartDate: '2026.11.20',
    SessionStartTime: '14:03:00',
    SessionID: 'after-the-shots',
  },
  null,
  2,
);

describe('a file read in pieces', () => {
  it('gives the same session as the whole file, wherever the pieces break (1-7 bytes)', () => {
    for (const text of [garmin, german, trackman, fsx, fsxWithExtras]) {
      const whole = readSessionFile(text);
      expect(whole.ok).toBe(true);
      fc.assert(
        fc.property(pieceSizes, (pieces) => {
          expect(inPieces(encode(text), pieces)).toEqual(whole);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('gives the same session or the same error for any content, wherever the pieces break (fuzzed)', () => {
    const csvHeader =
      'Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Flat - Length,Est. Total Flat - Length,Carry Flat - Side\n[],[mph],[mph],[deg],[rpm],[yds],[yds],[yds]\n';
    const content = fc.oneof(
      fc.string({ maxLength: 200 }).map((rows) => csvHeader + rows),
      fc.string({ maxLength: 200 }),
      fc.json().map((json) => `{"Shots":[${json}],"SessionId":${json}}`),
      fc.json(),
      fc
        .constantFrom(garmin, fsx, fsxWithExtras, trackman, german)
        .chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
    );
    assertSameInPieces(content, 500);
  });

  it('reads the session id and start written after the shots, and skips what is not a shot', () => {
    const result = readSessionFile(fsxWithExtras);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.session.externalId).toBe('after-the-shots');
    expect(result.session.startedAt).toBe('2026-11-20T19:03:00.000Z');
    expect(result.session.skippedCount).toBe(1);
    expect(result.session.shots.map((s) => s.club)).toEqual(['58°']);
  });

  it('names the line where a bad shot begins', () => {
    const text =
      '{\n"Shots": [\n  {"BallData": {"BallSpeed_MS": 50}, "FlightData": {"CarryDistance_M": 100}},\n  {"BallData": {"BallSpeed_MS": "fast"}}\n]}';
    expect(readSessionFile(text)).toEqual({
      ok: false,
      error: { source: 'fsx', line: 4, field: 'Shots[1].BallData.BallSpeed', message: '"fast" is not a number' },
    });
  });

  it('reads a Windows-1252 export (older localised files) as well as UTF-8', () => {
    const latin = Uint8Array.from(
      [...german.replace('\uFEFF', '')].map((ch) => (ch === 'ä' ? 0xe4 : ch.charCodeAt(0))),
    );
    const result = inPieces(latin, [3]);
    expect(result).toEqual(readSessionFile(german));
  });

  it('refuses a line or a shot longer than any real one, naming where', () => {
    const longLine = `Club,Carry Flat - Length,Carry Flat - Side\n7 Iron,${'1'.repeat(70 * 1024)},2`;
    expect(readSessionFile(longLine)).toMatchObject({ ok: false, error: { line: 2 } });
    const bigShot = `{"Shots":[{},\n{"Notes":[${Array(20000).fill('"note"').join(',')}]}]}`;
    expect(readSessionFile(bigShot)).toMatchObject({ ok: false, error: { line: 2, field: 'Shots[1]' } });
  });

  it('stops reading once the file is known to be bad', () => {
    const reader = createSessionFileReader();
    // csv-parse hands a record on once it sees the next one begin: the bad one is known by the next write.
    reader.write(encode('Club,Carry Flat - Length,Carry Flat - Side\n7 Iron,far,2\n'));
    expect(reader.write(encode('8 Iron,150,1\n'))).toBe(false);
    expect(reader.write(encode('9 Iron,140,1\n'))).toBe(false);
    expect(reader.end()).toMatchObject({
      ok: false,
      error: { source: 'trackman', line: 2, field: 'Carry Flat - Length' },
    });
  });
});

describe('the bytes core reads: UTF-8, a Windows-1252 file made UTF-8 (decision 350)', () => {
  it("gives csv-parse's cells as text: quoted with their spaces, empty, a UTF-8 character cut across pieces", () => {
    // "Driver " quoted with its space, "24é" in UTF-8 (C3 A9), an empty quoted cell.
    const bytes = new Uint8Array([...encode('"Club","Carry"\n"Driver ","24'), 0xc3, 0xa9, ...encode('"\n"",7\n')]);
    const records: string[][] = [];
    const take = (record: string[]) => records.push(record);
    const parser = csvParseRecords({ delimiter: ',', maxRecordBytes: 1024 });
    // Split inside the multi-byte character.
    const cut = bytes.indexOf(0xa9);
    parser.write(bytes.subarray(0, cut), take);
    parser.write(bytes.subarray(cut), take);
    parser.end(take);
    expect(records).toEqual([
      ['Club', 'Carry'],
      ['Driver ', '24é'],
      ['', '7'],
    ]);
  });

  it('keeps UTF-8 as it is and reads the rest as Windows-1252 from the first byte that is not, in any pieces', () => {
    // "24é" in UTF-8 (C3 A9), then "Fairway\u00a0" and "Schläger" in Windows-1252 (A0, E4), and a cut-off C3 at the end.
    const bytes = new Uint8Array([
      ...encode('24'),
      0xc3,
      0xa9,
      ...encode(',Fairway'),
      0xa0,
      ...encode(',Schl'),
      0xe4,
      ...encode('ger,'),
      0xc3,
    ]);
    const expected = encode('24é,Fairway\u00a0,Schläger,Ã');
    fc.assert(
      fc.property(pieceSizes, (sizes) => {
        const utf8 = utf8Stream();
        const out: number[] = [];
        let at = 0;
        for (let i = 0; at < bytes.length; i++) {
          const size = sizes[i % sizes.length]!;
          out.push(...utf8.write(bytes.subarray(at, at + size)));
          at += size;
        }
        out.push(...utf8.end());
        expect(Uint8Array.from(out)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('refusal', () => {
  it('refuses more than 5000 shots', () => {
    const rows = Array.from({ length: 5001 }, () => '7i,150');
    const text = ['Club,Carry Flat - Length', ...rows].join('\n');
    expect(failed(readSessionFile(text)).message).toMatch(/more than 5000 shots/);
  });

  it('never throws and never answers non-finite numbers, whatever the bytes (fuzzed)', () => {
    const header =
      'Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Flat - Length,Est. Total Flat - Length,Carry Flat - Side\n[],[mph],[mph],[deg],[rpm],[yds],[yds],[yds]\n';
    const cell = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.double().map(String),
      fc.constantFrom('-', 'null', '16777216', '1,5', '"a,b"', '""', 'NaN', 'Infinity', '1e400'),
    );
    const row = fc.array(cell, { maxLength: 10 }).map((cells) => cells.join(','));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(row, { maxLength: 20 }).map((rows) => header + rows.join('\n')),
          fc.string({ maxLength: 300 }),
          fc.json().map((json) => `{"Shots":[${json}]}`),
        ),
        (text) => {
          const result = readSessionFile(text);
          if (!result.ok) {
            expect(result.error.message.length).toBeGreaterThan(0);
            return;
          }
          for (const shot of result.session.shots) {
            for (const [key, value] of Object.entries(shot)) {
              if (key !== 'club' && key !== 'clubLabel' && value !== null) expect(Number.isFinite(value)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the synthetic writers read back', () => {
  it('a Garmin CSV and an FSX session of the same shots give those shots', () => {
    const shots = syntheticShots(7, 14);
    const garmin = parsed(garminCsvOf(shots, { date: '2026-11-20', time: '14:00' }));
    const fsx = parsed(fsxSessionOf(shots, 'demo-1', '2026-11-20T14:00:00'));
    for (const session of [garmin, fsx]) {
      expect(session.shots.map((s) => s.club)).toEqual(shots.map((s) => s.club));
      // The CSV is written to a tenth of a yard.
      session.shots.forEach((shot, i) => expect(Math.abs(shot.carryM! - shots[i]!.carryM!)).toBeLessThan(0.1));
    }
    expect(garmin.startedAt).toBe('2026-11-20T19:00:00.000Z');
    expect(fsx.startedAt).toBe('2026-11-20T19:00:00.000Z');
  });
});
