// Conformance of each device's reader (docs/decisions/236-device-readers-from-real-exports.md). Every fixture mirrors
// the layout of real exports read in public repositories (names, order, units rows, quoting, separators, sentinels,
// blank cells), with values of our own: the real files are other people's data and are not copied here. Where each
// layout was seen is named above its fixture. Expected counts and means are worked out by hand beside them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOT_MEASURES, type ParsedSession } from '@longwood/core';
import { readSessionFile } from './shot-file';
import { assertSameInPieces, failed, parsed } from './shot-file-testing';

const YARD = 0.9144;
const MPH = 0.44704;

/** Shots and carry mean (metres) by club, as a member's table groups them. */
function byClub(session: ParsedSession) {
  const clubs: Record<string, { shots: number; carry: number }> = {};
  for (const shot of session.shots) {
    const club = (clubs[shot.club] ??= { shots: 0, carry: 0 });
    club.shots += 1;
    club.carry += shot.carryM ?? 0;
  }
  for (const club of Object.values(clubs)) club.carry /= club.shots;
  return clubs;
}

// ---------------------------------------------------------------------------------------------------------------
// Foresight FSX / FSX Pro / GCQuad `.session`: one JSON document as seen in bs7280/fsx-golf-shot-viewer
// (`shot_data.session`, 368 shots, and `example_data/20240129PLAYER_11347.session`, 208 shots): the session's keys
// first, then `Shots`, each shot with unit-suffixed measures, `ClubName` (null for some) beside `ClubType`, a
// `ClubData` of nulls for shots without club data and 16777216 for "no reading".
const fsxShot = (
  id: number,
  time: string,
  club: { type: string; name: string | null },
  ball: [number, number, number, number, number],
  flight: [number, number, number],
  clubSpeed: number | null,
  enabled = true,
) => ({
  ID: id,
  Timestamp: time,
  Enabled: enabled,
  ClubType: club.type,
  ClubName: club.name,
  ClubColor: '0xffff0000',
  BallType: 'Stnd',
  BallName: 'Standard',
  BallData: {
    BallSpeed_MS: ball[0],
    Azimuth_DEG: -1.5,
    LaunchAngle_DEG: ball[1],
    BackSpin_RPM: ball[2],
    SideSpin_RPM: ball[3],
    TotalSpin_RPM: ball[4],
    SpinAxis_DEG: 1.8,
  },
  FlightData: {
    CarryDistance_M: flight[0],
    TotalDistance_M: flight[1],
    OfflineDistance_M: flight[2],
    DistanceToPin_M: 250.5,
    MaxHeight_M: 18.5,
    DescentAngle_DEG: 50.1,
  },
  ClubData: {
    ClubSpeed_MS: clubSpeed,
    ClubSpeedAtImpact_MS: null,
    Efficiency: null,
    VerticalPath_DEG: null,
    HorizontalPath_DEG: null,
    Lie_DEG: null,
    Loft_DEG: null,
    FAxis_DEG: null,
    FaceImpactHorizontal_MM: null,
    FaceImpactVertical_MM: null,
    FaceToTarget_DEG: null,
    FaceToPath_DEG: 16777216,
    ClosureRate_DEG: null,
    Algorithm: '',
  },
});

const fsxSession = (shots: unknown[]) =>
  JSON.stringify({
    PlayerName: 'PLAYER 1',
    PlayerHandicap: '0',
    PlayerHandedness: 'Right',
    SessionType: 'Improve',
    SessionStartDate: '2026.11.20',
    SessionStartTime: '19:47:17',
    Timestamp: '2026.11.21T00:47:17',
    SessionID: '2e6487db-0000-4c97-8c7a-000000000001',
    Shots: shots,
  });

describe('Foresight FSX .session (layout of bs7280/fsx-golf-shot-viewer)', () => {
  const wedge = { type: 'Wdg', name: '58' };
  const driver = { type: '1w', name: 'Driver' };
  const unnamedIron = { type: 'Irn', name: null };
  const file = fsxSession([
    fsxShot(2850, '19:47:57', wedge, [29.4, 37.9, 5247, 171, 5249], [66, 72.5, -1.5], null),
    fsxShot(2851, '19:48:16', wedge, [37.4, 26.7, 9995, -1260, 10074], [92, 96.9, -13.7], null),
    fsxShot(2852, '19:48:31', wedge, [33.6, 31.8, 9266, 407, 9274], [80, 83.6, -0.1], null, false),
    fsxShot(2956, '20:49:27', driver, [65.8, 10.2, 3236, 500, 3274], [215, 232.1, 15.9], 46.9),
    fsxShot(2957, '20:50:02', driver, [66.2, 11.1, 3100, -200, 3106], [221, 238.4, -4.1], 47.3),
    fsxShot(2965, '20:55:28', unnamedIron, [33.1, 30.4, 9869, 323, 9874], [77.8, 81.6, 1.0], null),
  ]);

  it('reads the unit-suffixed measures as stored (metres, m/s), per club, leaving the disabled shot out', () => {
    const session = parsed(file);
    expect(session.source).toBe('fsx');
    expect(session.externalId).toBe('2e6487db-0000-4c97-8c7a-000000000001');
    expect(session.skippedCount).toBe(1);
    // 58 (Wdg): 66 and 92 m (the third is disabled); Driver: 215 and 221 m; the iron FSX names by type only.
    expect(byClub(session)).toEqual({
      '58°': { shots: 2, carry: (66 + 92) / 2 },
      Driver: { shots: 2, carry: (215 + 221) / 2 },
      Other: { shots: 1, carry: 77.8 },
    });
    const first = session.shots[0]!;
    expect(first).toMatchObject({ clubLabel: '58', ballSpeedMps: 29.4, launchDeg: 37.9, spinRpm: 5249 });
    expect(first.totalM).toBe(72.5);
    expect(first.offlineM).toBe(-1.5);
    expect(first.clubSpeedMps).toBeNull();
    expect(session.shots[2]!.clubSpeedMps).toBe(46.9);
    expect(session.shots[4]!.clubLabel).toBe('Irn');
  });

  it('starts the session at SessionStartDate + SessionStartTime on the facility clock (an evening stays its day)', () => {
    // 19:47:17 on 20 November is 00:47:17 UTC the next day (EST, UTC-5); its date is still the 20th.
    expect(parsed(file).startedAt).toBe('2026-11-21T00:47:17.000Z');
    const summer = file.replace('2026.11.20', '2026.07.01');
    expect(parsed(summer).startedAt).toBe('2026-07-01T23:47:17.000Z'); // EDT, UTC-4
  });

  it('refuses a session whose shots have no readable ball or flight value, saying how many it found', () => {
    const unreadable = JSON.stringify({
      SessionStartDate: '2026.11.20',
      SessionStartTime: '10:00:00',
      Shots: [1, 2, 3].map((id) => ({ ID: id, Enabled: true, BallData: { Speed_KN: 50 }, FlightData: {} })),
    });
    expect(failed(readSessionFile(unreadable))).toMatchObject({
      source: 'fsx',
      message: '3 shots found, but none has a readable ball or flight value (expected fields such as BallSpeed_MS)',
    });
  });

  it('a "__proto__" key in a shot neither gives the shot values nor reaches any other object', () => {
    // A hand-made file, not a device's: its one shot's ball and flight are under "__proto__", the second's are its own.
    const session =
      '{"SessionStartDate":"2026.11.20","SessionStartTime":"10:00:00","Shots":[' +
      '{"ID":1,"Enabled":true,"ClubType":"7i","__proto__":{"BallData":{"BallSpeed_MS":50},"FlightData":{"CarryDistance_M":140}}},' +
      '{"ID":2,"Enabled":true,"ClubType":"7i","BallData":{"BallSpeed_MS":51},"FlightData":{"CarryDistance_M":141}}]}';
    const read = parsed(session);
    expect(read.shots.map((shot) => shot.carryM)).toEqual([141]);
    expect(({} as Record<string, unknown>).BallData).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Uneekor VIEW / Refine CSV as seen in cmartins2001/golf-app (`26.0113.052242.csv`, `data/session_2026_02_05.csv`):
// no club column (one club per session), no units row (yards, mph), shots numbered from the last, angles with '°',
// flight time with ' s', sides and spins as 'L 32.2' / 'R 1.8°', '--' for no reading, and shots whose club data was
// not read ending in empty cells.
const UNEEKOR_HEADER =
  'No,Carry,Total,Side Dist,Smash Factor,Club Speed,Ball Speed,Back Spin,Side Spin,Launch Angle,Side Angle,Decent Angle,Apex,Flight Time,Type,Spin Axis,Total Spin,Face Angle,Club Path,Attack Angle,Club Lie,Impact Pos X,Impact Pos Y,Dynamic Loft,Face to Path,Dist to Apex';
const uneekor = [
  UNEEKOR_HEADER,
  '4,120.0,124.5,L 30.0,1.43,70.0,100.0,7920,L 2802,29.4°,L 4.9°,53.8°,108,6.0 s,Hook,-19.5°,8401,--,R 1.8°,--,--,--,--,--,--,76.9',
  '3,100.0,105.3,R 10.0,--,--,80.0,5978,R 745,32.5°,R 1.9°,48.8°,68,4.7 s,Straight,7.1°,6024,--,--,--,--,--,--,--,--,52.1',
  '2,110.0,111.9,R 5.0,1.1,74.6,90.0,,,,,,,,,,,,,,,,,,,',
  '1,--,14.3,--,--,--,--,,,,,,,,,,,,,,,,,,,',
  '',
].join('\n');

describe('Uneekor CSV (layout of cmartins2001/golf-app)', () => {
  it('reads yards and mph, L/R sides, ° and --, and says the file names no club', () => {
    const session = parsed(uneekor);
    expect(session.source).toBe('uneekor');
    expect(session.namesClub).toBe(false);
    // Shot 1 has no reading at all but its total: it is kept with that one value. Carry (120 + 100 + 110) / 3 yd.
    expect(session.shots).toHaveLength(4);
    const carried = session.shots.filter((s) => s.carryM !== null);
    expect(carried.reduce((sum, s) => sum + s.carryM!, 0) / carried.length).toBeCloseTo(110 * YARD, 6);
    const [hook, straight, partial] = session.shots;
    expect(hook!.offlineM).toBeCloseTo(-30 * YARD, 6);
    expect(straight!.offlineM).toBeCloseTo(10 * YARD, 6);
    expect(hook!.launchDeg).toBe(29.4);
    expect(hook!.spinRpm).toBe(8401);
    expect(hook!.ballSpeedMps).toBeCloseTo(100 * MPH, 6);
    expect(straight!.clubSpeedMps).toBeNull();
    expect(partial!.clubSpeedMps).toBeCloseTo(74.6 * MPH, 6);
    expect(partial!.spinRpm).toBeNull();
    expect(session.startedAt).toBeNull();
  });
});

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

// ---------------------------------------------------------------------------------------------------------------
// GSPro's shot export as seen in MMackbee/DISPCIRCLESAPP (`gspro-export10-05-24-13-21-36.csv`): no units row (yards,
// mph, feet for height), GSPro's club codes, the distance to the pin with its own unit in the cell, and 0 in every
// club column when the launch monitor sent no club data.
const GSPRO_HEADER =
  'Carry,TotalDistance,BallSpeed,BackSpin,SideSpin,HLA,VLA,Decent,DistanceToPin,PeakHeight,Offline,rawSpinAxis,rawCarryGame,rawCarryLM,Club,ClubSpeed,Path,AoA,FaceToTarget,FaceToPath,Lie,Loft,DynamicLoft,CR,HI,VI,SmashFactor';
const gspro = [
  GSPRO_HEADER,
  '84,82.91647,73.40722,11152,-408,1.782197,30.9266,48.74267,7.64 ft,20.59129,1.476272,-2.095253,83.00153,0,LW,0,0,0,0,0,0,0,0,0,0,0,0',
  '78,78.3152,69.03604,9829,-549,0.7324646,34.42714,50.16199,20.11 ft,20.36222,-0.4114148,-3.196941,76.00189,0,LW,0,0,0,0,0,0,0,0,0,0,0,0',
  '181,187.4834,130.1906,7424,-298,-0.6762471,20.51302,52.96355,14.07 yds,45.06095,-6.338474,-2.298624,177.5394,0,I7,0,0,0,0,0,0,0,0,0,0,0,0',
  '307,325.9185,175.7728,2669,27,1.717398,15.36514,46.86606,26.89 yds,52.96495,10.66086,0.5795928,302.0257,0,DR,124.4678,-3.499475,3.134997,0,0,0,0,0,0,0,0,1.412195',
  '313,333.61,182.1049,2906,152,-1.976086,13.1174,45.77237,16.49 yds,50.00012,-1.925208,2.99416,307.9153,0,DR,124.0325,-4.402126,2.804526,0,0,0,0,0,0,0,0,1.468202',
  '',
].join('\n');

describe('GSPro shot export (layout of MMackbee/DISPCIRCLESAPP)', () => {
  it('reads its club codes, yards and mph, and 0 club speed as no reading', () => {
    const session = parsed(gspro);
    expect(session.source).toBe('gspro');
    const clubs = byClub(session);
    expect(Object.keys(clubs)).toEqual(['LW', '7i', 'Driver']);
    expect(clubs.LW!.shots).toBe(2);
    expect(clubs.LW!.carry).toBeCloseTo(((84 + 78) / 2) * YARD, 6);
    expect(clubs.Driver!.carry).toBeCloseTo(((307 + 313) / 2) * YARD, 6);
    expect(clubs['7i']!.carry).toBeCloseTo(181 * YARD, 6);
    const [lob, , , driver] = session.shots;
    expect(lob!.clubSpeedMps).toBeNull();
    expect(driver!.clubSpeedMps).toBeCloseTo(124.4678 * MPH, 9);
    expect(lob!.spinRpm).toBeCloseTo(Math.sqrt(11152 ** 2 + 408 ** 2), 6);
    expect(lob!.offlineM).toBeCloseTo(1.476272 * YARD, 9);
    expect(lob!.launchDeg).toBe(30.9266);
  });
});

describe('recognition', () => {
  it('names the devices it reads when a CSV is none of them', () => {
    const error = failed(readSessionFile('Name,Score\nSam,72\n'));
    expect(error.source).toBeNull();
    expect(error.message).toBe(
      'Not a recognised shot file: expected a Foresight FSX session, or a Trackman, GSPro, Uneekor, FlightScope, Rapsodo or Garmin shot export (CSV) with its heading line',
    );
  });

  it('names the device when a recognised file has no readable shot', () => {
    const error = failed(readSessionFile(`${UNEEKOR_HEADER}\n1,--,--,--,--,--,--,,,,,,,,,,,,,,,,,,,\n`));
    expect(error).toMatchObject({
      source: 'uneekor',
      message:
        '1 shot found, but none has a readable ball or flight value (expected columns such as Ball Speed or Carry)',
    });
  });

  it('says so when a file is read but no shot has a carry', () => {
    const session = parsed(
      `${UNEEKOR_HEADER}\n1,--,--,--,--,--,80.0,5978,R 745,32.5°,R 1.9°,48.8°,68,4.7 s,Straight,7.1°,6024,--,--,--,--,--,--,--,--,52.1\n`,
    );
    expect(session.warnings).toEqual(['No shot in this file has a carry distance: its clubs show no carry.']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// FlightScope FS Golf (Mevo+) "Export to CSV". No real export file was found in public repositories; the layout is the
// one public FS Golf readers describe and agree on, written from their users' real exports (a Spanish-language
// MyFlightScope reader, "Formato real", and an FS Golf / myflightscope.com reader in the code corpus): a `club` column
// with the club's name and a second `Club (mph)` with its speed, units in brackets, sides and angles as '27.8 L' /
// '3.5 R', '-' for no reading, and after each club's shots an 'Avg' and a 'Dev' row in the Shot column.
const FLIGHTSCOPE_HEADER =
  'club,Shot,Ball (mph),Club (mph),Smash,Carry (yds),Total (yds),Roll (yds),Spin (rpm),Height (ft),Time (s),AOA (°),Spin Loft (°),Spin Axis (°),Lateral (yds),Shot Type,Launch H (°),Launch V (°),Mode,Location';
const flightscope = [
  FLIGHTSCOPE_HEADER,
  'Driver,1,140.0,95.0,1.47,250.0,270.0,20.0,2400,95.2,6.4,-1.2,12.9,4.1 L,12.0 L,Draw,1.9 L,13.4,Outdoor,Range',
  'Driver,2,144.0,97.5,1.48,260.0,281.5,21.5,2250,101.0,6.6,0.8,11.7,2.3 R,8.0 R,Fade,0.7 R,14.1,Outdoor,Range',
  'Driver,Avg,142.0,96.3,1.47,255.0,275.8,20.8,2325,98.1,6.5,-0.2,12.3,0.9 L,2.0 L,-,0.6 L,13.8,-,-',
  'Driver,Dev,2.0,1.3,0.01,5.0,5.8,0.8,75,2.9,0.1,1.0,0.6,3.2,10.0,-,1.3,0.4,-,-',
  '7 Iron,3,115.0,84.0,1.37,160.0,168.0,8.0,6300,88.0,5.9,-3.4,22.0,1.2 R,3.0 R,Straight,0.4 R,17.8,Outdoor,Range',
  '7 Iron,4,112.0,-,-,150.0,157.5,7.5,-,82.0,5.6,-,-,-,-,-,-,18.6,Outdoor,Range',
  '7 Iron,Avg,113.5,84.0,1.37,155.0,162.8,7.8,6300,85.0,5.8,-3.4,22.0,1.2 R,3.0 R,-,0.4 R,18.2,-,-',
  '7 Iron,Dev,1.5,0.0,0.00,5.0,5.3,0.3,0,3.0,0.2,0.0,0.0,0.0,0.0,-,0.0,0.4,-,-',
  '',
].join('\n');

describe('FlightScope FS Golf CSV (layout of public FS Golf readers)', () => {
  it('reads the club by name and its speed from "Club (mph)", L/R sides, "-", and leaves out the Avg and Dev rows', () => {
    const session = parsed(flightscope);
    expect(session.source).toBe('flightscope');
    expect(session.namesClub).toBe(true);
    // Driver: 250 and 260 yd; 7 Iron: 160 and 150 yd. The Avg and Dev rows are no shots.
    const clubs = byClub(session);
    expect(Object.keys(clubs)).toEqual(['Driver', '7i']);
    expect(clubs.Driver!.shots).toBe(2);
    expect(clubs.Driver!.carry).toBeCloseTo(((250 + 260) / 2) * YARD, 9);
    expect(clubs['7i']!.carry).toBeCloseTo(((160 + 150) / 2) * YARD, 9);
    const [first, second, iron, partial] = session.shots;
    expect(first!.clubLabel).toBe('Driver');
    expect(first!.clubSpeedMps).toBeCloseTo(95 * MPH, 9);
    expect(first!.ballSpeedMps).toBeCloseTo(140 * MPH, 9);
    expect(first!.launchDeg).toBe(13.4);
    expect(first!.spinRpm).toBe(2400);
    expect(first!.totalM).toBeCloseTo(270 * YARD, 9);
    expect(first!.offlineM).toBeCloseTo(-12 * YARD, 9); // '12.0 L'
    expect(second!.offlineM).toBeCloseTo(8 * YARD, 9); // '8.0 R'
    expect(iron!.clubSpeedMps).toBeCloseTo(84 * MPH, 9);
    expect(partial!.clubSpeedMps).toBeNull();
    expect(partial!.spinRpm).toBeNull();
    expect(partial!.offlineM).toBeNull();
    expect(session.startedAt).toBeNull();
  });

  it('reads the same file with a byte-order mark and Windows line ends, and in metres and km/h', () => {
    expect(parsed(`\uFEFF${flightscope.replace(/\n/g, '\r\n')}`)).toEqual(parsed(flightscope));
    const metric = [
      FLIGHTSCOPE_HEADER.replace(/\(yds\)/g, '(m)').replace(/\(mph\)/g, '(km/h)'),
      'Driver,1,225.0,153.0,1.47,230.0,246.0,16.0,2400,29.0,6.4,-1.2,12.9,4.1 L,11.0 L,Draw,1.9 L,13.4,Outdoor,Range',
    ].join('\n');
    const [shot] = parsed(metric).shots;
    expect(shot!.carryM).toBeCloseTo(230, 9);
    expect(shot!.offlineM).toBeCloseTo(-11, 9);
    expect(shot!.ballSpeedMps).toBeCloseTo(225 / 3.6, 9);
    expect(shot!.clubSpeedMps).toBeCloseTo(153 / 3.6, 9);
  });

  it('names the line and the column of a cell that is not a number', () => {
    const bad = flightscope.replace('Driver,2,144.0', 'Driver,2,fast');
    expect(failed(readSessionFile(bad))).toMatchObject({
      source: 'flightscope',
      line: 3,
      field: 'Ball (mph)',
      message: '"fast" is not a number',
    });
  });
});

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

describe('the new readers, fuzzed as the others are', () => {
  it('gives the same session or the same error wherever the pieces break, whatever follows the heading', () => {
    const content = fc.oneof(
      fc.constantFrom(flightscope, rapsodo).chain((text) => fc.nat({ max: text.length }).map((n) => text.slice(0, n))),
      fc
        .constantFrom(FLIGHTSCOPE_HEADER, rapsodo.split('\n').slice(0, 3).join('\n'))
        .chain((head) => fc.string({ maxLength: 200 }).map((rows) => `${head}\n${rows}`)),
    );
    assertSameInPieces(content, 300);
  });

  it('never throws and never answers non-finite numbers, whatever the cells', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.double().map(String),
      fc.constantFrom('-', 'Avg', 'Dev', 'Average', 'Std. Dev.', '12.0 L', '3.5 R', '"a,b"', '""', '1e400', '16777216'),
    );
    const row = fc.array(cell, { maxLength: 20 }).map((cells) => cells.join(','));
    const heads = [FLIGHTSCOPE_HEADER, rapsodo.split('\n').slice(0, 3).join('\n')];
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.array(row, { maxLength: 20 }), (head, rows) => {
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
      { numRuns: 300 },
    );
  });
});
