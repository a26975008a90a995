import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShotFile, readDeviceTime, type ParsedSession, type ShotFileResult } from './parse';

function parsed(text: string): ParsedSession {
  const result = parseShotFile(text);
  if (!result.ok) throw new Error(`expected a session, got ${JSON.stringify(result.error)}`);
  return result.session;
}
function failed(result: ShotFileResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

const close = (value: number | null | undefined, expected: number) => {
  expect(value).not.toBeNull();
  expect(value!).toBeCloseTo(expected, 2);
};

describe('Foresight FSX sessions', () => {
  const fsx = JSON.stringify(
    {
      SessionId: 'c0ffee-42',
      StartTime: '2026-11-20T14:03:00',
      Shots: [
        {
          Club: '7 Iron',
          Enabled: true,
          BallData: { BallSpeed: 53.6, LaunchAngle: 17.2, TotalSpin: 6400 },
          FlightData: { Carry: 150.3, TotalDistance: 158.9, Offline: -4.2 },
          ClubData: { ClubSpeed: 40.2 },
        },
        {
          Club: '7 Iron',
          Enabled: false,
          BallData: { BallSpeed: 30 },
          FlightData: { Carry: 60 },
          ClubData: {},
        },
        {
          Club: 'Driver',
          BallData: { BallSpeed: 70.1, LaunchAngle: 12, TotalSpin: 16777216, BackSpin: null },
          FlightData: { Carry: 230, TotalDistance: 'null', Offline: 3 },
          ClubData: { ClubSpeed: 47 },
        },
      ],
    },
    null,
    2,
  );

  it('reads metric values as stored, leaves out disabled shots and takes the file session id', () => {
    const session = parsed(fsx);
    expect(session.source).toBe('fsx');
    expect(session.externalId).toBe('c0ffee-42');
    expect(session.shots).toHaveLength(2);
    expect(session.skippedCount).toBe(1);
    expect(session.shots[0]).toMatchObject({ club: '7i', clubLabel: '7 Iron', ballSpeedMps: 53.6, carryM: 150.3 });
    expect(session.shots[0]!.offlineM).toBe(-4.2);
  });

  it('treats sentinels and null as missing readings, never as numbers', () => {
    const driver = parsed(fsx).shots[1]!;
    expect(driver.club).toBe('Driver');
    expect(driver.spinRpm).toBeNull();
    expect(driver.totalM).toBeNull();
    expect(driver.carryM).toBe(230);
  });

  it('reads a wall-clock start as facility time (US Eastern)', () => {
    expect(parsed(fsx).startedAt).toBe('2026-11-20T19:03:00.000Z');
  });

  it('names the shot and field of a value that is not a number', () => {
    const bad = JSON.stringify({ Shots: [{ BallData: { BallSpeed: 'fast' }, FlightData: { Carry: 100 } }] });
    const error = failed(parseShotFile(bad));
    expect(error.field).toBe('Shots[0].BallData.BallSpeed');
    expect(error.message).toContain('not a number');
  });

  it('names the line of broken JSON', () => {
    const error = failed(parseShotFile('{\n  "Shots": [\n    { oops }\n  ]\n}'));
    expect(error.line).toBe(3);
  });
});

describe('Garmin Approach R10 / Garmin Golf CSV', () => {
  const english = [
    'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Backspin,Sidespin,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance',
    ',,,,[mph],[mph],[deg],[rpm],[rpm],[rpm],[yds],[yds],[yds]',
    '11/20/26 2:05:10 PM,Sam,My gamer,7 Iron,84.5,118.2,17.9,6200,-300,6207,160.4,-3.5,168.0',
    '11/20/26 2:06:00 PM,Sam,Big dog,Driver,101,148.9,12.1,,,,243.0,12.0,-',
  ].join('\r\n');

  it('converts by the units row (mph, yards) to stored units', () => {
    const session = parsed(english);
    expect(session.source).toBe('garmin');
    const [iron, driver] = session.shots;
    expect(iron!.club).toBe('7i');
    expect(iron!.clubLabel).toBe('My gamer');
    close(iron!.ballSpeedMps, 118.2 * 0.44704);
    close(iron!.carryM, 160.4 * 0.9144);
    close(iron!.offlineM, -3.5 * 0.9144);
    expect(iron!.spinRpm).toBe(6207);
    expect(driver!.spinRpm).toBeNull();
    expect(driver!.totalM).toBeNull();
    expect(session.startedAt).toBe('2026-11-20T19:05:10.000Z');
  });

  it('reads German headings, semicolons, decimal commas and metric units', () => {
    const german = [
      'Datum;Schläger;Schlägertyp;Schlägerkopfgeschwindigkeit;Ballgeschwindigkeit;Abflugwinkel;Spinrate;Carry-Distanz;Carry-Abweichungsdistanz;Gesamtstrecke',
      ';;;[km/h];[km/h];[deg];[rpm];[m];[m];[m]',
      '20.11.2026 14:05;Eisen 7;7 Iron;136,0;190,2;17,9;6.207;146,7;-3,2;153,6',
    ].join('\n');
    const session = parsed(german);
    expect(session.source).toBe('garmin');
    const shot = session.shots[0]!;
    expect(shot.club).toBe('7i');
    close(shot.ballSpeedMps, 190.2 / 3.6);
    close(shot.carryM, 146.7);
    close(shot.offlineM, -3.2);
    expect(shot.spinRpm).toBe(6207);
    expect(session.startedAt).toBe('2026-11-20T19:05:00.000Z');
  });

  it('names the line and column of a cell that is not a number', () => {
    const bad = english.replace('160.4', 'far');
    expect(failed(parseShotFile(bad))).toMatchObject({ line: 3, field: 'Carry Distance' });
  });
});

describe('Trackman CSV', () => {
  const trackman = [
    'Date,Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry,Total,Side,Smash Factor',
    '[],[],[mph],[mph],[deg],[rpm],[yds],[yds],[yds],[]',
    '2026-11-21 18:30:00,PW,78.1,101.4,26.0,8900,121.5,126.0,2.1,1.30',
    '2026-11-21 18:31:00,SW,70.0,85.0,31.0,9900,95.0,97.0,-1.0,1.21',
    'Average,,74.0,93.2,28.5,9400,108.2,111.5,0.5,1.25',
  ].join('\n');

  it('reads the shots and leaves the summary rows out', () => {
    const session = parsed(trackman);
    expect(session.source).toBe('trackman');
    expect(session.shots.map((s) => s.club)).toEqual(['PW', 'SW']);
    close(session.shots[0]!.carryM, 121.5 * 0.9144);
  });

  it('counts and drops impossible values, keeping the rest of the shot', () => {
    const session = parsed(trackman.replace('101.4', '400.0').replace('8900', '-50'));
    expect(session.droppedValueCount).toBe(2);
    expect(session.shots[0]!.ballSpeedMps).toBeNull();
    expect(session.shots[0]!.spinRpm).toBeNull();
    expect(session.shots[0]!.carryM).not.toBeNull();
  });
});

describe('Uneekor CSV', () => {
  const uneekor = [
    'Club,Ball Speed (mph),Launch Angle (deg),Back Spin (rpm),Side Spin (rpm),Carry (yds),Total (yds),Side Distance (yds)',
    'IRON7,120.0,18.0,6000,800,158.0,166.0,5.2 R',
    '58 Wedge,60.0,35.0,16777216,-16777216,60.0,62.0,L 2.0',
  ].join('\n');

  it('combines back and side spin, reads L/R sides and sentinels', () => {
    const session = parsed(uneekor);
    expect(session.source).toBe('uneekor');
    const [iron, wedge] = session.shots;
    expect(iron!.club).toBe('7i');
    close(iron!.spinRpm, Math.sqrt(6000 ** 2 + 800 ** 2));
    close(iron!.offlineM, 5.2 * 0.9144);
    expect(wedge!.club).toBe('58°');
    expect(wedge!.spinRpm).toBeNull();
    close(wedge!.offlineM, -2 * 0.9144);
  });
});

describe('recognition and refusal', () => {
  it('refuses a CSV of another kind, naming the heading line', () => {
    const error = failed(parseShotFile('\n\nname,email\nSam,sam@example.com'));
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/Not a recognised shot file/);
  });

  it('refuses JSON without a Shots list', () => {
    expect(failed(parseShotFile('{"rounds": []}')).field).toBe('Shots');
  });

  it('refuses an empty file', () => {
    expect(failed(parseShotFile('')).message).toBe('The file is empty');
  });

  it('refuses more than 5000 shots', () => {
    const rows = Array.from({ length: 5001 }, () => '7i,150');
    expect(failed(parseShotFile(['Club,Carry,Side', ...rows].join('\n'))).message).toMatch(/more than 5000 shots/);
  });

  it('never throws and never answers non-finite numbers, whatever the bytes (fuzzed)', () => {
    const header =
      'Club,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry,Total,Side\n[],[mph],[mph],[deg],[rpm],[yds],[yds],[yds]\n';
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
          const result = parseShotFile(text);
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

describe('readDeviceTime', () => {
  it('reads zoned instants as they are and bare wall times as facility time', () => {
    expect(readDeviceTime('2026-07-01T12:00:00Z')).toBe('2026-07-01T12:00:00.000Z');
    expect(readDeviceTime('2026-07-01 12:00')).toBe('2026-07-01T16:00:00.000Z');
    expect(readDeviceTime('7/1/2026 12:00 AM')).toBe('2026-07-01T04:00:00.000Z');
    expect(readDeviceTime('31.02.2026 12:00')).toBeNull();
    expect(readDeviceTime('yesterday')).toBeNull();
  });
});

describe('the synthetic writers read back', () => {
  it('a Garmin CSV and an FSX session of the same shots give those shots', async () => {
    const { syntheticShots, garminCsvOf, fsxSessionOf } = await import('./synthetic');
    const shots = syntheticShots(7, 14);
    const garmin = parsed(garminCsvOf(shots, { date: '2026-11-20', time: '14:00' }));
    const fsx = parsed(fsxSessionOf(shots, 'demo-1', '2026-11-20T14:00:00'));
    for (const session of [garmin, fsx]) {
      expect(session.shots.map((s) => s.club)).toEqual(shots.map((s) => s.club));
      // The CSV is written to a tenth of a yard.
      session.shots.forEach((shot, i) => expect(Math.abs(shot.carryM! - shots[i]!.carryM!)).toBeLessThan(0.1));
    }
    expect(garmin.startedAt).toBe('2026-11-20T19:00:00.000Z');
  });
});
