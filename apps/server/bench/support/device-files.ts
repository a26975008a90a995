// Made-up shots written in each CSV layout the importer reads besides Garmin's (core's garminCsvOf) and Foresight's
// (core's fsxSessionOf), for the import benchmark (bench/shots.ts): the layouts of the conformance fixtures in
// apps/server/src/features/shots/readers/ (decision 236) — every column the device writes, its quoting, units
// and sentinels — filled from the synthetic shots, so each reader does the work a real file asks of it.
import { metresToYards, mpsToMph, type ParsedShot } from '@longwood/core';

const n = (value: number | null, places = 1) => (value === null ? '' : value.toFixed(places));
const yd = (m: number | null, places = 1) => n(m === null ? null : metresToYards(m), places);
const mph = (mps: number | null, places = 1) => n(mps === null ? null : mpsToMph(mps), places);
/** A side as the devices that write one with a letter do: 'L 3.2' (Uneekor) or '3.2 L' (FlightScope). */
const side = (m: number | null, letterFirst: boolean) => {
  if (m === null) return '-';
  const letter = m < 0 ? 'L' : 'R';
  const value = yd(Math.abs(m));
  return letterFirst ? `${letter} ${value}` : `${value} ${letter}`;
};

/** Trackman Performance Studio: `sep=,`, every cell quoted, a units row, full-precision numbers, "Use In Stat". */
export function trackmanCsvOf(shots: readonly ParsedShot[], date: string): string {
  const [y, m, d] = date.split('-');
  const heading =
    'Date,TMD No,TMD Filename,Player,Club,Ball,Club Speed,Attack Angle,Club Path,Low Point,Swing Plane,Swing Direction,Dyn. Loft,Face Angle,Face To Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Spin Rate,Spin Rate Type,Spin Axis,Max Height - Dist.,Max Height - Height,Max Height - Side,Last data Point - Length,Last data Point - Side,Last data Point - Height,Last data Point - Time,Carry Flat - Length,Carry Flat - Side,Carry Flat - Land. Angle,Carry Flat - Ball Speed,Carry Flat - Time,Est. Total Flat - Length,Est. Total Flat - Side,Dynamic Lie,Impact Offset,Impact Height,Curve,Spin Axis (Sim),Curve (Sim),Carry (Sim),Total (Sim),Carry Side (Sim),Total side (Sim),Landing Angle (Sim),Spin Loft,Swing Radius,Low Point Height,Low Point Side,D Plane Tilt,Ball Speed Diff,Smash Index,Spin Rate Diff,Spin Index,Gyro Angle,Use In Stat,Tags,Condition,Email'.split(
      ',',
    );
  const units = heading.map((name) =>
    /Speed/.test(name)
      ? '[mph]'
      : /Length|Side|Flat/.test(name)
        ? '[yds]'
        : /Angle|Path|Loft/.test(name)
          ? '[deg]'
          : '',
  );
  const quoted = (cells: readonly string[]) => cells.map((cell) => `"${cell}"`).join(',');
  const rows = shots.map((shot, i) => {
    const cells = heading.map(() => '');
    const set = (name: string, value: string) => (cells[heading.indexOf(name)] = value);
    set(
      'Date',
      `${Number(m)}/${Number(d)}/${y} 4:${String(10 + (Math.floor(i / 100) % 50))}:${String(i % 60).padStart(2, '0')} PM`,
    );
    set('Player', 'Player');
    set('Club', shot.clubLabel);
    set('Club Speed', mph(shot.clubSpeedMps, 12));
    set('Ball Speed', mph(shot.ballSpeedMps, 12));
    set('Launch Angle', n(shot.launchDeg, 12));
    set('Spin Rate', n(shot.spinRpm, 9));
    set('Spin Rate Type', 'Measured');
    set('Carry Flat - Length', yd(shot.carryM, 12));
    set('Carry Flat - Side', yd(shot.offlineM, 12));
    set('Est. Total Flat - Length', yd(shot.totalM, 12));
    set('Use In Stat', i % 50 === 49 ? 'FALSE' : 'TRUE');
    return quoted(cells);
  });
  return ['sep=,', quoted(heading), quoted(units), ...rows, ''].join('\n');
}

/** GSPro's shot export: yards and mph, no units row, club codes, the pin distance with its unit, 0 for no club data. */
export function gsproCsvOf(shots: readonly ParsedShot[]): string {
  const codes: Record<string, string> = { Driver: 'DR', '3W': 'W3', '4H': 'H4', '7i': 'I7', '9i': 'I9', PW: 'PW' };
  const rows = shots.map((shot, i) => {
    const clubData = i % 3 === 0 ? [mph(shot.clubSpeedMps, 4), '-3.5', '3.1'] : ['0', '0', '0'];
    return [
      ...[yd(shot.carryM, 0), yd(shot.totalM, 5), mph(shot.ballSpeedMps, 5), n(shot.spinRpm, 0), '-408', '1.78'],
      ...[n(shot.launchDeg, 5), '48.7', '7.64 ft', '20.6', yd(shot.offlineM, 6), '-2.09', yd(shot.carryM, 5), '0'],
      ...[codes[shot.club] ?? 'SW', ...clubData, '0', '0', '0', '0', '0', '0', '0', '0', '0'],
    ].join(',');
  });
  return [
    'Carry,TotalDistance,BallSpeed,BackSpin,SideSpin,HLA,VLA,Decent,DistanceToPin,PeakHeight,Offline,rawSpinAxis,rawCarryGame,rawCarryLM,Club,ClubSpeed,Path,AoA,FaceToTarget,FaceToPath,Lie,Loft,DynamicLoft,CR,HI,VI,SmashFactor',
    ...rows,
    '',
  ].join('\n');
}

/** Uneekor VIEW / Refine: no club, shots numbered from the last, '°' and ' s' on values, 'L 30.0' sides, '--'. */
export function uneekorCsvOf(shots: readonly ParsedShot[]): string {
  const rows = shots.map((shot, i) =>
    [
      ...[String(shots.length - i), yd(shot.carryM), yd(shot.totalM), side(shot.offlineM, true), '1.43'],
      ...[mph(shot.clubSpeedMps), mph(shot.ballSpeedMps), n(shot.spinRpm, 0), 'L 280', `${n(shot.launchDeg)}°`],
      ...['L 4.9°', '53.8°', '108', '6.0 s', 'Hook', '-19.5°', n(shot.spinRpm, 0), '--', 'R 1.8°', '--', '--'],
      ...['--', '--', '--', '--', '76.9'],
    ].join(','),
  );
  return [
    'No,Carry,Total,Side Dist,Smash Factor,Club Speed,Ball Speed,Back Spin,Side Spin,Launch Angle,Side Angle,Decent Angle,Apex,Flight Time,Type,Spin Axis,Total Spin,Face Angle,Club Path,Attack Angle,Club Lie,Impact Pos X,Impact Pos Y,Dynamic Loft,Face to Path,Dist to Apex',
    ...rows,
    '',
  ].join('\n');
}

/** FlightScope FS Golf: units in brackets, the club's name and its speed, '12.0 L' sides, Avg and Dev rows at the end. */
export function flightscopeCsvOf(shots: readonly ParsedShot[]): string {
  const rows = shots.map((shot, i) =>
    [
      ...[shot.clubLabel, String(i + 1), mph(shot.ballSpeedMps), mph(shot.clubSpeedMps), '1.47', yd(shot.carryM)],
      ...[
        yd(shot.totalM),
        '20.0',
        n(shot.spinRpm, 0),
        '95.2',
        '6.4',
        '-1.2',
        '12.9',
        '4.1 L',
        side(shot.offlineM, false),
      ],
      ...['Draw', '1.9 L', n(shot.launchDeg), 'Outdoor', 'Range'],
    ].join(','),
  );
  const summary = (label: string) =>
    `Driver,${label},142.0,96.3,1.47,255.0,275.8,20.8,2325,98.1,6.5,-0.2,12.3,0.9 L,2.0 L,-,0.6 L,13.8,-,-`;
  return [
    'club,Shot,Ball (mph),Club (mph),Smash,Carry (yds),Total (yds),Roll (yds),Spin (rpm),Height (ft),Time (s),AOA (°),Spin Loft (°),Spin Axis (°),Lateral (yds),Shot Type,Launch H (°),Launch V (°),Mode,Location',
    ...rows,
    summary('Avg'),
    summary('Dev'),
    '',
  ].join('\n');
}

/** Rapsodo MLM2PRO: a title line, a row of empty cells, per club a quoted heading, its shots, Average and Std. Dev. */
export function rapsodoCsvOf(shots: readonly ParsedShot[], date: string): string {
  const [y, m, d] = date.split('-');
  const heading =
    '"Club Type","Club Brand","Club Model","Carry Distance","Total Distance","Ball Speed","Launch Angle","Launch Direction","Apex","Side Carry","Club Speed","Smash Factor","Descent Angle","Attack Angle","Club Path","Club Data Est Type","Spin Rate","Spin Axis"';
  const codes: Record<string, string> = { Driver: 'd', '3W': '3w', '4H': '4h', '7i': '7i', '9i': '9i', PW: 'pw' };
  const byClub = new Map<string, ParsedShot[]>();
  for (const shot of shots) byClub.set(shot.club, [...(byClub.get(shot.club) ?? []), shot]);
  const lines = [`"Rapsodo MLM2PRO: Player - ${m}/${d}/${y} 7:42 PM",,,,,,,,,,,,,,,,,`, ',,,,,,,,,,,,,,,,,'];
  for (const [club, clubShots] of byClub) {
    lines.push(heading);
    for (const shot of clubShots) {
      const cells = [codes[club] ?? 'sw', 'Brand', 'Model', yd(shot.carryM), yd(shot.totalM), mph(shot.ballSpeedMps)];
      cells.push(n(shot.launchDeg), '1.4', '85.2', yd(shot.offlineM), mph(shot.clubSpeedMps), '1.45', '38.1', '-1.1');
      lines.push(`${cells.map((cell) => `"${cell}"`).join(',')},"2.0",0,"${n(shot.spinRpm, 0)}","-3.1"`);
    }
    lines.push('"Average",,,"150.0","","","","","","","","","","","",,"",""');
    lines.push('"Std. Dev.",,,"5.0","","","","","","","","","","","",,"",""');
  }
  return `${lines.join('\r\n')}\r\n`;
}
