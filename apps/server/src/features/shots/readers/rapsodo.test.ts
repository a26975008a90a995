// Conformance of the Rapsodo reader (packages/core/src/shots/readers/rapsodo.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { inUnits } from '@longwood/core';
import { readSessionFile } from '../shot-file';
import { byClub, describeFuzzed, failed, MPH, parsed, YARD } from '../shot-file-testing';

// ---------------------------------------------------------------------------------------------------------------
// Rapsodo MLM2PRO "Export Shot Data". No real export file was found in public repositories; the layout is the one
// public MLM2PRO readers describe from their users' real exports (one "verified against a real export", a Rust and a
// Python reader of `mlm2pro_shotexport_MMDDYY.csv` files, and a KPI tool quoting the 18 headings of a real file): a
// title line '"Rapsodo MLM2PRO: <player> - MM/DD/YYYY H:MM AM/PM"' padded with commas, an empty line, then per club
// a block under its own quoted copy of the heading ending in "Average" and "Std. Dev." rows; no units (yards, mph,
// feet for apex); clubs as codes ('d', '7i', 'pw'); "Club Data Est Type" an unquoted integer.
const RAPSODO_HEADER =
  '"Club Type","Club Brand","Club Model","Carry Distance","Total Distance","Ball Speed","Launch Angle","Launch Direction","Apex","Side Carry","Club Speed","Smash Factor","Descent Angle","Attack Angle","Club Path","Club Data Est Type","Spin Rate","Spin Axis"';
/** A shot's row: every cell quoted but "Club Data Est Type", which the export writes bare. */
const rapsodoRow = (cells: string[], estType: string, spin: [string, string]) =>
  `${cells.map((cell) => `"${cell}"`).join(',')},${estType},"${spin[0]}","${spin[1]}"`;
const rapsodo = [
  '"Rapsodo MLM2PRO: Sam Lee - 11/20/2026 7:42 PM",,,,,,,,,,,,,,,,,',
  ',,,,,,,,,,,,,,,,,',
  RAPSODO_HEADER,
  rapsodoRow(
    [
      'd',
      'TaylorMade',
      'Qi10',
      '230.0',
      '250.5',
      '145.0',
      '12.5',
      '1.4',
      '85.2',
      '-8.5',
      '100.0',
      '1.45',
      '38.1',
      '-1.1',
      '2.0',
    ],
    '0',
    ['2550', '-3.1'],
  ),
  rapsodoRow(
    [
      'd',
      'TaylorMade',
      'Qi10',
      '240.0',
      '262.0',
      '148.2',
      '11.8',
      '-2.3',
      '88.0',
      '12.0',
      '101.5',
      '1.46',
      '37.5',
      '-0.6',
      '1.2',
    ],
    '1',
    ['2480', '4.2'],
  ),
  '"Average",,,"235.0","256.3","146.6","12.2","-0.5","86.6","1.8","100.8","1.46","37.8","-0.9","1.6",,"2515","0.6"',
  '"Std. Dev.",,,"5.0","5.8","1.6","0.4","1.9","1.4","10.3","0.8","0.01","0.3","0.3","0.4",,"35","3.7"',
  RAPSODO_HEADER,
  rapsodoRow(
    [
      '7i',
      'Srixon',
      'ZX5',
      '155.0',
      '165.5',
      '112.0',
      '17.9',
      '0.5',
      '80.1',
      '3.5',
      '80.0',
      '1.40',
      '47.0',
      '-3.9',
      '0.4',
    ],
    '0',
    ['6400', '1.1'],
  ),
  rapsodoRow(['7i', 'Srixon', 'ZX5', '145.0', '', '', '18.4', '', '', '', '', '', '', '', ''], '1', ['', '']),
  '"Average",,,"150.0","165.5","112.0","18.2","0.5","80.1","3.5","80.0","1.40","47.0","-3.9","0.4",,"6400","1.1"',
  '"Std. Dev.",,,"5.0","0","0","0.3","0","0","0","0","0","0","0","0",,"0","0"',
  '',
].join('\n');

describe('Rapsodo MLM2PRO CSV (layout of public MLM2PRO readers)', () => {
  it('reads every club block under its repeated heading, leaving out the Average and Std. Dev. rows', () => {
    const session = parsed(rapsodo);
    expect(session.source).toBe('rapsodo');
    // d: 230 and 240 yd; 7i: 155 and 145 yd.
    const clubs = byClub(session);
    expect(Object.keys(clubs)).toEqual(['Driver', '7i']);
    expect(clubs.Driver!.shots).toBe(2);
    expect(clubs.Driver!.carry).toBeCloseTo(((230 + 240) / 2) * YARD, 9);
    expect(clubs['7i']!.shots).toBe(2);
    expect(clubs['7i']!.carry).toBeCloseTo(((155 + 145) / 2) * YARD, 9);
    const [first, second, , partial] = session.shots;
    expect(first!.clubLabel).toBe('d');
    expect(first!.ballSpeedMps).toBeCloseTo(145 * MPH, 9);
    expect(first!.clubSpeedMps).toBeCloseTo(100 * MPH, 9);
    expect(first!.launchDeg).toBe(12.5);
    expect(first!.spinRpm).toBe(2550);
    expect(first!.totalM).toBeCloseTo(250.5 * YARD, 9);
    expect(first!.offlineM).toBeCloseTo(-8.5 * YARD, 9);
    expect(second!.offlineM).toBeCloseTo(12 * YARD, 9);
    expect(partial!.totalM).toBeNull();
    expect(partial!.spinRpm).toBeNull();
    expect(partial!.launchDeg).toBe(18.4);
  });

  it("starts the session at the title line's date and time on the facility clock", () => {
    // 7:42 PM on 20 November (EST) is 00:42 UTC the next day.
    expect(parsed(rapsodo).startedAt).toBe('2026-11-21T00:42:00.000Z');
  });

  it('reads an export without the title line (newer exports) and names the line of a bad cell', () => {
    const untitled = rapsodo.split('\n').slice(2).join('\n');
    const session = parsed(untitled);
    expect(session.shots).toHaveLength(4);
    expect(session.startedAt).toBeNull();
    expect(failed(readSessionFile(rapsodo.replace('"240.0"', '"2 40"')))).toMatchObject({
      source: 'rapsodo',
      line: 5,
      field: 'Carry Distance',
    });
  });

  it('is never taken for a Garmin file, though both have "Club Type"', () => {
    expect(parsed(rapsodo).source).toBe('rapsodo');
  });
});

// The same layout from an app set to metres and km/h: nothing in the file says so (no units row, no unit in a heading).
const metricRow = (club: string, carry: string, ballSpeed: string, clubSpeed: string) =>
  rapsodoRow(
    [club, '', '', carry, '', ballSpeed, '14.0', '0.5', '25.0', '-3.2', clubSpeed, '1.46', '40.0', '-1.0', '0.5'],
    '0',
    ['3000', '1.0'],
  );
const metric = [
  '"Rapsodo MLM2PRO: Sam Lee - 11/20/2026 7:42 PM",,,,,,,,,,,,,,,,,',
  ',,,,,,,,,,,,,,,,,',
  RAPSODO_HEADER,
  metricRow('d', '210.0', '235.0', '160.0'),
  metricRow('d', '218.0', '240.0', '163.0'),
  '"Average",,,"214.0","","237.5","14.0","0.5","25.0","-3.2","161.5","1.46","40.0","-1.0","0.5",,"3000","1.0"',
  RAPSODO_HEADER,
  metricRow('7i', '102.0', '165.0', '120.0'),
  metricRow('7i', '112.0', '178.0', '125.0'),
  '"Average",,,"107.0","","171.5","14.0","0.5","25.0","-3.2","122.5","1.46","40.0","-1.0","0.5",,"3000","1.0"',
].join('\n');
const KMH = 1 / 3.6;

describe('Rapsodo units, never guessed silently (decision 429)', () => {
  it('reads the yards and mph export as yards and mph, and says so', () => {
    // Shares of each club's carry per mph: d 230/145/1.62 = 0.98, 240/148.2/1.62 = 1.00; 7i 155/112/1.35 = 1.03
    // (the 7i without a ball speed has no vote): median 1.00, at or above 0.72.
    expect(parsed(rapsodo).unstatedUnits).toBe('imperial');
  });

  it('reads a metres and km/h export as metres and km/h: a 7-iron of 107.0 m is 117.0 yd, not 107.0', () => {
    // Shares: d 210/235/1.62 = 0.552, 218/240/1.62 = 0.561; 7i 102/165/1.35 = 0.458, 112/178/1.35 = 0.466;
    // median (0.466 + 0.552) / 2 = 0.509, at or below 0.66.
    const session = parsed(metric);
    expect(session.unstatedUnits).toBe('metric');
    const clubs = byClub(session);
    expect(clubs['7i']!.carry).toBeCloseTo(107, 9);
    expect(clubs['7i']!.carry / YARD).toBeCloseTo(117.0, 1);
    expect(clubs.Driver!.carry).toBeCloseTo(214, 9);
    const [first] = session.shots;
    expect(first!.ballSpeedMps).toBeCloseTo(235 * KMH, 9);
    expect(first!.clubSpeedMps).toBeCloseTo(160 * KMH, 9);
    expect(first!.offlineM).toBeCloseTo(-3.2, 9);
  });

  it('leaves the units open when the values do not tell, and reads them as the member says', () => {
    // Sand and lob wedges have no vote (too often partial shots); two 7-irons are fewer than three votes.
    const wedges = [RAPSODO_HEADER, metricRow('sw', '60.0', '95.0', '80.0'), metricRow('lw', '50.0', '85.0', '75.0')];
    const open = parsed(wedges.join('\n'));
    expect(open.unstatedUnits).toBe('unknown');
    expect(open.shots[0]!.carryM).toBe(60);
    const asMetric = inUnits(open, 'metric');
    expect(asMetric.unstatedUnits).toBe('metric');
    expect(asMetric.shots.map((shot) => shot.carryM)).toEqual([60, 50]);
    expect(asMetric.shots[0]!.ballSpeedMps).toBeCloseTo(95 * KMH, 9);
    const asImperial = inUnits(open, 'imperial');
    expect(asImperial.shots[0]!.carryM).toBeCloseTo(60 * YARD, 9);
    expect(asImperial.shots[0]!.ballSpeedMps).toBeCloseTo(95 * MPH, 9);
    const two = [
      RAPSODO_HEADER,
      metricRow('7i', '102.0', '165.0', '120.0'),
      metricRow('7i', '112.0', '178.0', '125.0'),
    ];
    expect(parsed(two.join('\n')).unstatedUnits).toBe('unknown');
  });

  it('asks rather than guess between the thresholds, and drops what is impossible once the units are known', () => {
    // 7i shares 95/100/1.35 = 0.70 three times: between 0.66 and 0.72.
    const between = [RAPSODO_HEADER, ...[1, 2, 3].map(() => metricRow('7i', '95.0', '100.0', '70.0'))];
    expect(parsed(between.join('\n')).unstatedUnits).toBe('unknown');
    // A ball speed of 250 is a driver's in km/h but no golf shot's in mph (112 m/s): dropped, counted, as imperial.
    const fast = parsed([RAPSODO_HEADER, metricRow('sw', '60.0', '250.0', '80.0')].join('\n'));
    expect(fast.droppedValueCount).toBe(0);
    const read = inUnits(fast, 'imperial');
    expect(read.shots[0]!.ballSpeedMps).toBeNull();
    expect(read.droppedValueCount).toBe(1);
  });
});

describeFuzzed('Rapsodo', rapsodo, rapsodo.split('\n').slice(0, 3).join('\n'));
