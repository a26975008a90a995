import { describe, expect, it } from 'vitest';
import { measuredOnly, shotFlightPath, withModelledFlight } from './modelled';
import type { ParsedShot } from './readers';

const sevenIron: ParsedShot = {
  club: '7i',
  clubLabel: '7 Iron',
  clubSpeedMps: null,
  ballSpeedMps: 53.6,
  launchDeg: 16.3,
  spinRpm: 7097,
  carryM: null,
  totalM: null,
  offlineM: null,
};

describe('modelled figures of a shot', () => {
  it('fills carry, total, offline and apex of a shot with launch data only, and says so', () => {
    const shot = withModelledFlight(sevenIron, { spinAxisDeg: -6 });
    expect(shot.carryM! / 0.9144).toBeGreaterThan(165);
    expect(shot.totalM!).toBeGreaterThanOrEqual(shot.carryM!);
    expect(shot.offlineM!).toBeLessThan(0);
    expect(shot.apexM!).toBeGreaterThan(20);
    expect(shot.modelled).toEqual(['carryM', 'totalM', 'offlineM', 'apexM']);
  });

  it('keeps what the device measured and fills only the rest, the total from the measured carry', () => {
    const alone = withModelledFlight(sevenIron);
    const shot = withModelledFlight({ ...sevenIron, carryM: 150, offlineM: 4 });
    expect(shot).toMatchObject({ carryM: 150, offlineM: 4, modelled: ['totalM', 'apexM'] });
    expect(shot.totalM! - 150).toBeCloseTo(alone.totalM! - alone.carryM!, 1);
  });

  it('models nothing without ball speed, launch or spin', () => {
    for (const missing of ['ballSpeedMps', 'launchDeg', 'spinRpm'] as const) {
      expect(withModelledFlight({ ...sevenIron, [missing]: null })).toMatchObject({
        carryM: null,
        apexM: null,
        modelled: [],
      });
    }
  });
});

describe('a shot’s flight path for its chart', () => {
  it('ends at the shot’s own carry and offline, peaking at its apex', () => {
    const shot = { ...withModelledFlight(sevenIron), carryM: 150, offlineM: -6, apexM: 25 };
    const path = shotFlightPath(shot)!;
    expect(path[0]).toEqual({ x: 0, y: 0, side: 0 });
    expect(path.at(-1)!.x).toBeCloseTo(150, 6);
    expect(path.at(-1)!.side).toBeCloseTo(-6, 6);
    expect(Math.max(...path.map((p) => p.y))).toBeCloseTo(25, 0);
  });

  it('has none without launch data or a carry', () => {
    expect(shotFlightPath({ ...sevenIron, spinRpm: null, carryM: 150 })).toBeNull();
    expect(shotFlightPath(sevenIron)).toBeNull();
  });
});

describe('measured figures only', () => {
  it('takes the model’s figures out and keeps the device’s', () => {
    const shot = withModelledFlight({ ...sevenIron, carryM: 150 });
    expect(measuredOnly(shot)).toMatchObject({ carryM: 150, totalM: null, offlineM: null, apexM: null, modelled: [] });
    expect(measuredOnly(withModelledFlight(sevenIron)).carryM).toBeNull();
  });
});
