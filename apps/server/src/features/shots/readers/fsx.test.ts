// Conformance of the Foresight FSX reader (packages/core/src/shots/readers/fsx.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { byClub, failed, parsed } from '../shot-file-testing';

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
    // 58 (Wdg): 66 and 92 m (the third is disabled); Driver: 215 and 221 m; the iron FSX names by type only ('Irn').
    expect(byClub(session)).toEqual({
      '58°': { shots: 2, carry: (66 + 92) / 2 },
      Driver: { shots: 2, carry: (215 + 221) / 2 },
      Iron: { shots: 1, carry: 77.8 },
    });
    const first = session.shots[0]!;
    expect(first).toMatchObject({ clubLabel: '58', ballSpeedMps: 29.4, launchDeg: 37.9, spinRpm: 5249 });
    expect(first.totalM).toBe(72.5);
    expect(first.offlineM).toBe(-1.5);
    expect(first.clubSpeedMps).toBeNull();
    expect(session.shots[2]!.clubSpeedMps).toBe(46.9);
    expect(session.shots[4]!.clubLabel).toBe('Irn');
  });

  it('counts a shot FSX measured no flight for (carry 0.0, ball speed above 0) without averaging its carry', () => {
    // As in example_data/20240129PLAYER_11347.session: drivers with CarryDistance_M 0 beside a ball speed, and a hybrid
    // FSX names 'Hybrid' (ClubType 'Hyb').
    const hybrid = { type: 'Hyb', name: 'Hybrid' };
    const session = parsed(
      fsxSession([
        fsxShot(1, '19:50:00', driver, [65.8, 10.2, 3236, 500, 3274], [215, 232.1, 15.9], 46.9),
        fsxShot(2, '19:50:30', driver, [66.2, 11.1, 3100, -200, 3106], [221, 238.4, -4.1], 47.3),
        fsxShot(3, '19:51:00', driver, [51.3, 4.0, 2100, 900, 2289], [0, 0, 0], 44.0),
        fsxShot(4, '19:52:00', hybrid, [55.0, 13.0, 4200, 300, 4211], [180, 190, 2], null),
      ]),
    );
    // Driver: three shots, carry (215 + 221) / 2 = 218 m, not (215 + 221 + 0) / 3 = 145.3; the hybrid is 'Hybrid'.
    expect(byClub(session)).toEqual({ Driver: { shots: 3, carry: 218 }, Hybrid: { shots: 1, carry: 180 } });
    expect(session.shots[2]).toMatchObject({ carryM: null, totalM: null, offlineM: 0, ballSpeedMps: 51.3 });
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
