// Conformance of the Square Golf reader (packages/core/src/shots/readers/squaregolf.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { byClub, describeFuzzed, failed, MPH, parsed, YARD } from '../shot-file-testing';

// ---------------------------------------------------------------------------------------------------------------
// Square Golf's export as seen in UrAvgPharmGuy/SquareGolf `golfdata.csv`: 'Dates,06-06-2025,Place,Driving Ranges',
// an empty line, the heading (units glued to the names, ' Dynamic Loft' with its leading space), directions, axes
// and side spins prefixed 'L'/'R', and per club an ',Average,…' and a ',Deviation,…' row under its shots.
const HEADING =
  'Club,Index,Ball Speed(mph),Launch Direction,Launch Angle,Spin Rate,Spin Axis,Back Spin,Side Spin,Apex(yd),Carry(yd),Total(yd),Offline(yd),Landing Angle,Club Path,Face Angle,Attack Angle, Dynamic Loft';
const squareGolf = [
  'Dates,11-20-2026,Place,Driving Ranges',
  '',
  HEADING,
  '7 Iron,0,101.0,L2.0,20.5,5200,R4.0,5187,R363,25.0,150.0,158.0,L3.0,45.0,L0.0,L0.0,0.0,0.0',
  '7 Iron,1,99.0,R1.0,21.0,5400,L3.0,5393,L283,24.0,146.0,154.0,R2.0,44.5,R1.2,L0.5,-3.1,25.0',
  // A topped shot: the ball left at 80 mph and the app wrote a carry of exactly 0.0 (no flight measured).
  '7 Iron,2,80.0,L9.0,5.0,2100,L30.0,1819,L1050,0.0,0.0,95.0,L0.2,0.1,L0.0,L0.0,0.0,0.0',
  ',Average,93.3,L3.3,15.5,4233,L9.7,4133,L323,16.3,98.7,135.7,L0.4,29.9,R0.4,L0.2,-1.0,8.3',
  ',Deviation,9.5,4.2,7.4,1514,14.8,1621,590.1,11.6,70.1,28.7,2.1,20.9,0.6,0.2,1.5,11.8',
  '5 Hybrid,0,110.0,L1.5,16.0,3900,R6.0,3879,R408,23.0,170.0,182.0,R5.0,40.0,L0.0,L0.0,0.0,0.0',
  '5 Hybrid,1,112.0,R0.5,15.0,3700,L2.0,3698,L129,22.0,174.0,187.0,L1.0,39.0,L0.0,L0.0,0.0,0.0',
  ',Average,111.0,L0.5,15.5,3800,R2.0,3789,R140,22.5,172.0,184.5,R2.0,39.5,L0.0,L0.0,0.0,0.0',
  ',Deviation,1.0,1.0,0.5,100,4.0,91,268.5,0.5,2.0,2.5,3.0,0.5,0.0,0.0,0.0,0.0',
  'G-Wedge,0,72.0,L3.0,31.0,7800,R8.0,7724,R1085,21.0,88.0,90.0,L1.0,48.0,L6.9,L2.1,2.2,41.3',
  ',Average,72.0,L3.0,31.0,7800,R8.0,7724,R1085,21.0,88.0,90.0,L1.0,48.0,L6.9,L2.1,2.2,41.3',
  ',Deviation,0.0,0.0,0.0,0,0.0,0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0.0',
  '',
].join('\n');

// The same export as seen in UrAvgPharmGuy/SquareGolf `Sessions/session_2025_07_03.csv`: the first line padded with
// commas to the heading's width ('Dates,7/3/2025,Place,Driving Ranges,,,,…'), a line of commas under it, plain signed
// directions, no Average or Deviation rows, and the app's own club names ('56-Degree', 'S-Wedge', '3 Hybrid').
const padded = [
  'Dates,11/20/2026,Place,Driving Ranges,,,,,,,,,,,,,,',
  ',,,,,,,,,,,,,,,,,',
  HEADING,
  '56-Degree,0,62.0,-3.0,38.0,7300,9.0,7210,1141,19.0,66.0,67.0,-0.5,51.0,0,0,0,0',
  'S-Wedge,0,70.0,-4.0,36.0,9000,3.0,8988,471,22.0,78.0,78.5,-3.0,51.5,0,0,0,0',
  'S-Wedge,1,66.0,-2.0,37.0,7100,5.0,7073,619,19.0,70.0,70.5,-1.0,50.5,0,0,0,0',
  '3 Hybrid,0,109.0,-4.5,18.0,4700,30.0,4070,2350,23.0,152.0,161.0,20.0,39.5,0,0,0,0',
  '3 Wood,0,113.0,-4.5,17.0,2660,20.0,2500,910,23.0,170.0,183.0,7.5,36.5,-9.8,-3.3,1.8,22.8',
  'L-Wedge,0,55.0,-1.0,40.0,6600,7.0,6551,804,15.0,52.0,53.0,0.0,50.0,0,0,0,0',
].join('\n');

describe('Square Golf CSV (layout of UrAvgPharmGuy/SquareGolf)', () => {
  it('reads each club, leaving out the Average and Deviation rows, with L as left and R as right', () => {
    const session = parsed(squareGolf);
    expect(session.source).toBe('squaregolf');
    expect(session.startedAt).toBeNull();
    const clubs = byClub(session);
    expect(Object.keys(clubs)).toEqual(['7i', '5H', 'GW']);
    // 7 Iron: three shots; the topped one's carry of 0.0 is no carry, so the mean is (150 + 146) / 2 = 148 yd, not
    // (150 + 146 + 0) / 3 = 98.7.
    expect(clubs['7i']!.shots).toBe(3);
    expect(clubs['7i']!.carry).toBeCloseTo(148 * YARD, 9);
    // 5 Hybrid: (170 + 174) / 2 = 172 yd; G-Wedge: 88 yd.
    expect(clubs['5H']).toEqual({ shots: 2, carry: expect.closeTo(172 * YARD, 9) as number });
    expect(clubs.GW).toEqual({ shots: 1, carry: expect.closeTo(88 * YARD, 9) as number });
    const [first, second, topped] = session.shots;
    expect(first!.clubLabel).toBe('7 Iron');
    expect(first!.ballSpeedMps).toBeCloseTo(101 * MPH, 9);
    expect(first!.launchDeg).toBe(20.5);
    expect(first!.spinRpm).toBe(5200);
    expect(first!.totalM).toBeCloseTo(158 * YARD, 9);
    expect(first!.offlineM).toBeCloseTo(-3 * YARD, 9);
    expect(second!.offlineM).toBeCloseTo(2 * YARD, 9);
    expect(topped!.carryM).toBeNull();
    expect(topped!.totalM).toBeCloseTo(95 * YARD, 9);
    expect(session.warnings).toEqual([
      '1 shot has no carry measured (the device wrote 0): counted, but not in the carry averages.',
    ]);
  });

  it("reads the padded export with the app's club names filed under the bag's clubs", () => {
    const session = parsed(padded);
    expect(session.source).toBe('squaregolf');
    const clubs = byClub(session);
    // 56-Degree: 66 yd; S-Wedge: (78 + 70) / 2 = 74 yd; 3 Hybrid 152, 3 Wood 170, L-Wedge 52. Nothing in 'Other'.
    expect(Object.fromEntries(Object.entries(clubs).map(([club, c]) => [club, [c.shots, c.carry / YARD]]))).toEqual({
      '56°': [1, expect.closeTo(66, 9)],
      SW: [2, expect.closeTo(74, 9)],
      '3H': [1, expect.closeTo(152, 9)],
      '3W': [1, expect.closeTo(170, 9)],
      LW: [1, expect.closeTo(52, 9)],
    });
    expect(session.shots[0]!.offlineM).toBeCloseTo(-0.5 * YARD, 9);
  });

  it('names the line and the column of a cell that is not a number', () => {
    expect(failed(readSessionFile(squareGolf.replace('146.0', '14x6')))).toMatchObject({
      source: 'squaregolf',
      line: 5,
      field: 'Carry(yd)',
    });
  });
});

describeFuzzed('Square Golf', squareGolf, squareGolf.split('\n').slice(0, 3).join('\n'));
