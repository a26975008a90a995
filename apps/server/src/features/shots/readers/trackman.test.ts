// Conformance of the Trackman reader (packages/core/src/shots/readers/trackman.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { byClub, MPH, parsed, YARD } from '../shot-file-testing';

// ---------------------------------------------------------------------------------------------------------------
// Trackman Performance Studio "Trackman CSV" as seen in MCI1980/fantastic-fortnight (`tests/sample_tps_export.csv`,
// a 2026 export of 39 shots): a `sep=,` line, every cell quoted, the full heading line below, a units row in
// brackets, full-precision numbers, empty club data on shots with estimated spin, and "Use In Stat" per shot.
const TRACKMAN_HEADER =
  '"Date","TMD No","TMD Filename","Player","Club","Ball","Club Speed","Attack Angle","Club Path","Low Point","Swing Plane","Swing Direction","Dyn. Loft","Face Angle","Face To Path","Ball Speed","Smash Factor","Launch Angle","Launch Direction","Spin Rate","Spin Rate Type","Spin Axis","Max Height - Dist.","Max Height - Height","Max Height - Side","Last data Point - Length","Last data Point - Side","Last data Point - Height","Last data Point - Time","Carry Flat - Length","Carry Flat - Side","Carry Flat - Land. Angle","Carry Flat - Ball Speed","Carry Flat - Time","Est. Total Flat - Length","Est. Total Flat - Side","Dynamic Lie","Impact Offset","Impact Height","Curve","Spin Axis (Sim)","Curve (Sim)","Carry (Sim)","Total (Sim)","Carry Side (Sim)","Total side (Sim)","Landing Angle (Sim)","Spin Loft","Swing Radius","Low Point Height","Low Point Side","D Plane Tilt","Ball Speed Diff","Smash Index","Spin Rate Diff","Spin Index","Gyro Angle","Use In Stat","Tags","Condition","Email"';
const TRACKMAN_UNITS =
  '"","","","","","","[mph]","[deg]","[deg]","[in]","[deg]","[deg]","[deg]","[deg]","[deg]","[mph]","[]","[deg]","[deg]","[rpm]","[]","[deg]","[ft]","[ft]","[ft]","[yds]","[yds]","[yds]","[s]","[yds]","[yds]","[deg]","[mph]","[s]","[yds]","[yds]","[deg]","[mm]","[mm]","[ft]","[deg]","[ft]","[yds]","[yds]","[ft/in]","[ft/in]","[deg]","[deg]","[in]","[mm]","[mm]","[deg]","[mph]","[%]","[rpm]","[%]","[deg]","","","",""';
/** One Trackman row: the cells that matter set, the rest as the export leaves them (some filled, many empty). */
function trackmanRow(
  date: string,
  club: string,
  m: { clubSpeed: string; ballSpeed: string; launch: string; spin: string; carry: string; side: string; total: string },
  useInStat: 'TRUE' | 'FALSE',
) {
  const cells = [date, '', '', 'Player', club, 'Premium', m.clubSpeed, '-7.6', '-3.2', '5.157', '67.055', '-6.51'];
  cells.push('22.114', '1.583', '4.783', m.ballSpeed, '1.309', m.launch, '0.624', m.spin, 'Measured', '7.79');
  cells.push('329.6', '90.7', '18.6', '2.708', '0.032', '0.815', '0.049', m.carry, m.side, '47.42', '54.65', '6.04');
  cells.push(m.total, '14.85', '68.56', '5.67', '12.78', '35.89', '', '', '', '', '', '', '', '30.105', '35.35', '-9');
  cells.push('-11', '8.782', '-2.09', '98.27', '-468.05', '93.37', '', useInStat, '', '', '');
  return cells.map((cell) => `"${cell}"`).join(',');
}
const trackman = [
  'sep=,',
  TRACKMAN_HEADER,
  TRACKMAN_UNITS,
  trackmanRow(
    '2/19/2026 4:54:48 PM',
    '8 Iron',
    {
      clubSpeed: '90.84421975662131',
      ballSpeed: '118.95714030064427',
      launch: '16.602999999999994',
      spin: '6588.999999999999',
      carry: '160.00000000000003',
      side: '13.742941752836114',
      total: '167.78662478201272',
    },
    'TRUE',
  ),
  trackmanRow(
    '2/19/2026 4:55:11 PM',
    '8 Iron',
    {
      clubSpeed: '',
      ballSpeed: '128.64307444523982',
      launch: '14.637999999999991',
      spin: '6759.9999999999945',
      carry: '170',
      side: '-2.5',
      total: '181.31677567059478',
    },
    'TRUE',
  ),
  trackmanRow(
    '2/19/2026 4:55:29 PM',
    '8 Iron',
    { clubSpeed: '89', ballSpeed: '80', launch: '30', spin: '9000', carry: '90', side: '1', total: '95' },
    'FALSE',
  ),
  trackmanRow(
    '2/19/2026 5:04:30 PM',
    '5 Iron',
    {
      clubSpeed: '93.95356120257695',
      ballSpeed: '124.88166607015036',
      launch: '10.857999999999997',
      spin: '5879.999999999996',
      carry: '190',
      side: '37.93242466091508',
      total: '186.51715798311693',
    },
    'TRUE',
  ),
  '',
].join('\n');

describe('Trackman Performance Studio CSV (layout of MCI1980/fantastic-fortnight)', () => {
  it('reads "Carry Flat - Length", "Est. Total Flat - Length" and "Carry Flat - Side", honouring "Use In Stat"', () => {
    const session = parsed(trackman);
    expect(session.source).toBe('trackman');
    expect(session.skippedCount).toBe(1); // Use In Stat FALSE
    // 8 Iron: 160 and 170 yd (the 90-yard one is out of the stats); 5 Iron: 190 yd.
    const clubs = byClub(session);
    expect(Object.keys(clubs)).toEqual(['8i', '5i']);
    expect(clubs['8i']!.shots).toBe(2);
    expect(clubs['8i']!.carry).toBeCloseTo(((160 + 170) / 2) * YARD, 6);
    expect(clubs['5i']!.carry).toBeCloseTo(190 * YARD, 6);
    const [first, estimated] = session.shots;
    expect(first!.totalM).toBeCloseTo(167.78662478201272 * YARD, 9);
    expect(first!.offlineM).toBeCloseTo(13.742941752836114 * YARD, 9);
    expect(first!.clubSpeedMps).toBeCloseTo(90.84421975662131 * MPH, 9);
    expect(first!.spinRpm).toBeCloseTo(6589, 6);
    expect(estimated!.clubSpeedMps).toBeNull();
    expect(estimated!.offlineM).toBeCloseTo(-2.5 * YARD, 9);
    // The first shot's date on the facility clock: 4:54:48 PM EST.
    expect(session.startedAt).toBe('2026-02-19T21:54:48.000Z');
  });

  it('is never taken for a Garmin file, though it has Garmin\'s "Spin Rate Type" column', () => {
    expect(parsed(trackman).source).toBe('trackman');
  });
});
