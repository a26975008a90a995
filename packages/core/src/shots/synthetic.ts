// Made-up shots for the demo member's Game panel, the benchmark and the tests: a deterministic generator (same seed,
// same shots) of plausible club numbers, and writers of the formats the importer reads. No device's or person's
// real data is shipped (docs/decisions/220-shot-data-import.md).
import type { ParsedShot } from './readers';
import { METRES_PER_YARD, MPS_PER_MPH } from './units';

interface ClubProfile {
  club: string;
  label: string;
  carryYards: number;
  ballMph: number;
  launch: number;
  spin: number;
}

export const SYNTHETIC_CLUBS: readonly ClubProfile[] = [
  { club: 'Driver', label: 'Driver', carryYards: 232, ballMph: 150, launch: 12, spin: 2700 },
  { club: '3W', label: '3 Wood', carryYards: 212, ballMph: 141, launch: 11.5, spin: 3500 },
  { club: '4H', label: '4 Hybrid', carryYards: 188, ballMph: 129, launch: 13, spin: 4300 },
  { club: '7i', label: '7 Iron', carryYards: 156, ballMph: 116, launch: 17, spin: 6300 },
  { club: '9i', label: '9 Iron', carryYards: 132, ballMph: 103, launch: 21, spin: 7800 },
  { club: 'PW', label: 'Pitching Wedge', carryYards: 116, ballMph: 95, launch: 25, spin: 8800 },
  { club: 'SW', label: 'Sand Wedge', carryYards: 82, ballMph: 76, launch: 30, spin: 10000 },
];

/** A small deterministic random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` shots (stored units), cycling through `clubs`; `progress` (0..1) adds a little distance, as practice does. */
export function syntheticShots(
  seed: number,
  count: number,
  options: { clubs?: readonly ClubProfile[]; progress?: number } = {},
): ParsedShot[] {
  const next = random(seed);
  const normal = () => (next() + next() + next() + next() - 2) * 1.7;
  const clubs = options.clubs ?? SYNTHETIC_CLUBS;
  const gain = 1 + (options.progress ?? 0) * 0.04;
  return Array.from({ length: count }, (_, i) => {
    const p = clubs[i % clubs.length]!;
    const carryYards = p.carryYards * gain + normal() * p.carryYards * 0.04;
    const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
    return {
      club: p.club,
      clubLabel: p.label,
      clubSpeedMps: round(((p.ballMph * gain) / 1.4) * MPS_PER_MPH, 2),
      ballSpeedMps: round((p.ballMph * gain + normal() * 2.5) * MPS_PER_MPH, 2),
      launchDeg: round(p.launch + normal() * 1.2, 1),
      spinRpm: Math.round(p.spin + normal() * p.spin * 0.08),
      carryM: round(carryYards * METRES_PER_YARD, 2),
      totalM: round((carryYards + p.carryYards * 0.06) * METRES_PER_YARD, 2),
      offlineM: round(normal() * p.carryYards * 0.035 * METRES_PER_YARD, 2),
    };
  });
}

const fixed = (value: number | null, factor = 1, places = 1) =>
  value === null ? '' : (value / factor).toFixed(places);

/** A Garmin Golf CSV (English headings, a units row, mph and yards) of the shots, one every 30 seconds from `start`. */
export function garminCsvOf(shots: readonly ParsedShot[], start: { date: string; time: string }): string {
  const [y, m, d] = start.date.split('-');
  const [hh, mm] = start.time.split(':').map(Number) as [number, number];
  const lines = [
    'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance',
    ',,,,[mph],[mph],[deg],[rpm],[yds],[yds],[yds]',
  ];
  shots.forEach((shot, i) => {
    const minutes = hh * 60 + mm + Math.floor(i / 2);
    const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    lines.push(
      [
        `${y}-${m}-${d} ${time}`,
        'Player',
        shot.clubLabel,
        shot.clubLabel,
        fixed(shot.clubSpeedMps, MPS_PER_MPH),
        fixed(shot.ballSpeedMps, MPS_PER_MPH),
        fixed(shot.launchDeg),
        fixed(shot.spinRpm, 1, 0),
        fixed(shot.carryM, METRES_PER_YARD),
        fixed(shot.offlineM, METRES_PER_YARD),
        fixed(shot.totalM, METRES_PER_YARD),
      ].join(','),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A Foresight FSX session (JSON, metric, unit-suffixed names) of the shots, with its own session id, laid out as FSX
 * writes them (seen in bs7280/fsx-golf-shot-viewer's `.session` files): `SessionStartDate` '2024.01.29' and
 * `SessionStartTime` on the bay's clock, `ClubName` beside `ClubType`, `BallData.BallSpeed_MS`,
 * `FlightData.CarryDistance_M`, `ClubData.ClubSpeed_MS`. `startedAt` is the wall time 'yyyy-MM-ddTHH:mm:ss'.
 */
export function fsxSessionOf(shots: readonly ParsedShot[], sessionId: string, startedAt: string): string {
  const [date, time] = startedAt.split('T') as [string, string];
  return JSON.stringify({
    PlayerName: 'PLAYER 1',
    SessionType: 'Improve',
    SessionStartDate: date.replaceAll('-', '.'),
    SessionStartTime: time.slice(0, 8),
    SessionID: sessionId,
    Shots: shots.map((shot, i) => ({
      ID: 1000 + i,
      Timestamp: time.slice(0, 8),
      Enabled: true,
      ClubType: 'Irn',
      ClubName: shot.clubLabel,
      BallData: {
        BallSpeed_MS: shot.ballSpeedMps,
        LaunchAngle_DEG: shot.launchDeg,
        BackSpin_RPM: shot.spinRpm,
        SideSpin_RPM: 0,
        TotalSpin_RPM: shot.spinRpm,
      },
      FlightData: {
        CarryDistance_M: shot.carryM,
        TotalDistance_M: shot.totalM,
        OfflineDistance_M: shot.offlineM,
      },
      ClubData: { ClubSpeed_MS: shot.clubSpeedMps },
    })),
  });
}
