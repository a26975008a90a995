// Conformance of the GSPro reader (packages/core/src/shots/readers/gspro.ts; docs/decisions/236-device-readers-from-real-exports.md), read as the
// server reads an upload: the fixture mirrors the layout of real exports read in public repositories (names, order,
// units, quoting, separators, sentinels, blank cells), with values of our own (the real files are other people's data);
// where the layout was seen is named above it. Expected counts and means are worked out by hand beside them.
import { describe, expect, it } from 'vitest';
import { byClub, MPH, parsed, YARD } from '../shot-file-testing';

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
