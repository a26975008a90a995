// Conformance of the Foresight LastShot.CSV reader (packages/core/src/shots/readers/foresight-csv.ts; docs/decisions/236-device-readers-from-real-exports.md),
// read as the server reads an upload: the fixture mirrors the layout of real exports read in public repositories
// (names, order, units, padding, sentinels), with values of our own (the real files are other people's data); where
// the layout was seen is named above it. Expected values are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { byClub, describeFuzzed, failed, parsed } from '../shot-file-testing';

// ---------------------------------------------------------------------------------------------------------------
// FSX 2020's `LastShot.CSV` as seen in christianrehn/GCQuadCombineTest `test/data/LastShot.CSV` (a GCQuad driven by
// FSX 2020, "Write Shots CSV" on): one heading with units in brackets and a space after each comma, one shot whose
// cells are right-aligned in fixed widths, every line ending in a comma, the club as FSX types it ('5w'), and
// 16777215.000000 in each club-data column the device did not measure.
const HEADING =
  'Shot ID, Club, Club head Speed (m/s), Ball Speed (m/s), Launch Angle (deg), Azimuth (deg), Side Spin (rpm), Back Spin (rpm), Total Spin (rpm), Descent Angle (deg), Carry (m), Total Distance (m), Offline (m), Peak Height (m), Distance to Pin (m), Vert Path (deg), Horiz Path (deg), Face to Path (deg), Face to Target (deg), Lie (deg), Loft (deg), Closure Rate (deg/s), Horiz Impact (mm), Vert Impact (mm),';
const NONE = '16777215.000000';
const lastShot = (cells: { id: string; club: string; clubSpeed: string; carry: string; total: string }) =>
  [
    HEADING,
    [
      `     ${cells.id}`,
      `  ${cells.club}`,
      `              ${cells.clubSpeed}`,
      '        58.512300',
      '          13.104500',
      '      -1.210000',
      '            -310',
      '            3850',
      '            3862',
      '           41.020000',
      `      ${cells.carry}`,
      `         ${cells.total}`,
      '      -6.500000',
      '       24.010000',
      '          18.000000',
      '       -2.500000',
      '         1.100000',
      ...Array.from({ length: 7 }, () => `    ${NONE}`),
      '',
    ].join(','),
    '',
  ].join('\n');

describe('Foresight FSX 2020 LastShot.CSV (layout of christianrehn/GCQuadCombineTest)', () => {
  it('reads the one shot in metres and m/s, the padding trimmed and 16777215 as no reading', () => {
    const session = parsed(lastShot({ id: '12', club: '5w', clubSpeed: '40.200000', carry: '182.4', total: '196.0' }));
    expect(session.source).toBe('fsx');
    expect(session.droppedValueCount).toBe(0);
    expect(byClub(session)).toEqual({ '5W': { shots: 1, carry: 182.4 } });
    expect(session.shots[0]).toEqual({
      club: '5W',
      clubLabel: '5w',
      clubSpeedMps: 40.2,
      ballSpeedMps: 58.5123,
      launchDeg: 13.1045,
      spinRpm: 3862,
      carryM: 182.4,
      totalM: 196,
      offlineM: -6.5,
    });
  });

  it('takes 16777215 in the club speed for no club data, and a carry of 0 with the ball in flight for no carry', () => {
    const session = parsed(lastShot({ id: '13', club: '1w', clubSpeed: NONE, carry: '0.0', total: '0.000000' }));
    expect(session.shots[0]).toMatchObject({ club: 'Driver', clubSpeedMps: null, carryM: null, totalM: null });
    expect(session.shots[0]!.ballSpeedMps).toBe(58.5123);
    expect(session.warnings).toEqual([
      '1 shot has no carry measured (the device wrote 0): counted, but not in the carry averages.',
    ]);
  });

  it('reads the unpadded variant: one space after each comma, a space before the line ends', () => {
    // As christianrehn/CombineTest `data/LastShot2.CSV` writes it: '7, 1w, 36.311745, …, 16777215.000000, ' (the
    // heading the same), values of our own.
    const cells = ['3', '7i', '33.1', '44.25', '17.5', '1.2', '-420', '6100', '6114', '47.5', '142.5', '151.0', '4.5'];
    const rest = ['27.0', '140.0', '-3.1', '2.2', ...Array.from({ length: 7 }, () => NONE)];
    const session = parsed(`${HEADING} \n${[...cells, ...rest].join(', ')}, \n`);
    expect(session.shots).toEqual([
      {
        club: '7i',
        clubLabel: '7i',
        clubSpeedMps: 33.1,
        ballSpeedMps: 44.25,
        launchDeg: 17.5,
        spinRpm: 6114,
        carryM: 142.5,
        totalM: 151,
        offlineM: 4.5,
      },
    ]);
  });

  it('names the line and the column of a cell that is not a number', () => {
    const bad = lastShot({ id: '14', club: '7i', clubSpeed: '3x.1', carry: '150.0', total: '160.0' });
    expect(failed(readSessionFile(bad))).toMatchObject({ source: 'fsx', line: 2, field: 'Club head Speed (m/s)' });
  });
});

describeFuzzed(
  'Foresight LastShot.CSV',
  lastShot({ id: '12', club: '5w', clubSpeed: '40.200000', carry: '182.4', total: '196.0' }),
  HEADING,
);
