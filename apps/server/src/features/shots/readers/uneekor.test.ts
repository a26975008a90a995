// Conformance of the Uneekor reader (packages/core/src/shots/readers/uneekor.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { readSessionFile } from '../shot-file';
import { failed, MPH, parsed, YARD } from '../shot-file-testing';

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
