import { describe, expect, it } from 'vitest';
import { airDensity, modelFlight, spinOf, type Launch } from './flight';
import { METRES_PER_YARD, MPS_PER_MPH } from './units';

/**
 * Trackman's published PGA Tour averages (2014): club, ball speed (mph), launch (°), spin (rpm), max height (yd),
 * carry (yd). The model must meet every carry within 3 % and every apex within 3 yards (decision 450).
 */
const TOUR_AVERAGES = [
  ['Driver', 167, 10.9, 2686, 32, 275],
  ['3 wood', 158, 9.2, 3655, 30, 243],
  ['5 wood', 152, 9.4, 4350, 31, 230],
  ['Hybrid', 146, 10.2, 4437, 29, 225],
  ['3 iron', 142, 10.4, 4630, 27, 212],
  ['4 iron', 137, 11.0, 4836, 28, 203],
  ['5 iron', 132, 12.1, 5361, 31, 194],
  ['6 iron', 127, 14.1, 6231, 30, 183],
  ['7 iron', 120, 16.3, 7097, 32, 172],
  ['8 iron', 115, 18.1, 7998, 31, 160],
  ['9 iron', 109, 20.4, 8647, 30, 148],
  ['PW', 102, 24.2, 9304, 29, 136],
] as const;

const launch = (mph: number, launchDeg: number, spinRpm: number, more: Partial<Launch> = {}): Launch => ({
  ballSpeedMps: mph * MPS_PER_MPH,
  launchDeg,
  spinRpm,
  ...more,
});
const yards = (m: number) => m / METRES_PER_YARD;

describe('the ball-flight model against the tour averages', () => {
  it.each(TOUR_AVERAGES)('%s carries within 3 % and peaks within 3 yd', (_, mph, deg, rpm, apexYd, carryYd) => {
    const flight = modelFlight(launch(mph, deg, rpm));
    expect(Math.abs(yards(flight.carryM) / carryYd - 1)).toBeLessThanOrEqual(0.03);
    expect(Math.abs(yards(flight.apexM) - apexYd)).toBeLessThanOrEqual(3);
    // A fairway's roll: some, and less than a fifth of the carry.
    expect(flight.totalM).toBeGreaterThan(flight.carryM * 0.95);
    expect(flight.totalM).toBeLessThan(flight.carryM * 1.2);
  });
});

describe('the ball-flight model', () => {
  it('sends a ball with no speed nowhere', () => {
    expect(modelFlight(launch(0, 12, 3000))).toMatchObject({ carryM: 0, totalM: 0, apexM: 0, flightTimeS: 0 });
  });

  it('brings a ball launched straight up down where it started, after a high flight', () => {
    const flight = modelFlight(launch(100, 90, 0));
    expect(flight.carryM).toBeLessThan(1);
    expect(Math.abs(flight.sideCarryM)).toBeLessThan(1);
    expect(flight.apexM).toBeGreaterThan(50);
    expect(flight.descentDeg).toBeGreaterThan(85);
  });

  it('flies a ball without spin low and short: no lift', () => {
    const spun = modelFlight(launch(150, 12, 2800));
    const knuckle = modelFlight(launch(150, 12, 0));
    expect(knuckle.carryM).toBeGreaterThan(0);
    expect(knuckle.carryM).toBeLessThan(spun.carryM);
    expect(knuckle.apexM).toBeLessThan(spun.apexM);
    expect(knuckle.sideCarryM).toBeCloseTo(0, 6);
  });

  it('carries further, higher and longer in the air as ball speed rises', () => {
    let last = modelFlight(launch(40, 14, 5000));
    for (let mph = 50; mph <= 200; mph += 10) {
      const next = modelFlight(launch(mph, 14, 5000));
      expect(next.carryM).toBeGreaterThan(last.carryM);
      expect(next.apexM).toBeGreaterThan(last.apexM);
      expect(next.flightTimeS).toBeGreaterThan(last.flightTimeS);
      last = next;
    }
  });

  it('curves the ball to the side its spin axis tilts, and mirrors it', () => {
    const fade = modelFlight(launch(140, 12, 4000, { spinAxisDeg: 10 }));
    const draw = modelFlight(launch(140, 12, 4000, { spinAxisDeg: -10 }));
    expect(fade.sideCarryM).toBeGreaterThan(5);
    expect(fade.sideTotalM).toBeGreaterThan(fade.sideCarryM * 0.9);
    expect(draw.sideCarryM).toBeCloseTo(-fade.sideCarryM, 6);
    expect(fade.carryM).toBeCloseTo(draw.carryM, 6);
  });

  it('starts the ball along its horizontal launch angle', () => {
    const pushed = modelFlight(launch(140, 12, 4000, { horizontalLaunchDeg: 3 }));
    const straight = modelFlight(launch(140, 12, 4000));
    expect(pushed.sideCarryM / pushed.carryM).toBeCloseTo(Math.tan((3 * Math.PI) / 180), 2);
    expect(Math.hypot(pushed.carryM, pushed.sideCarryM)).toBeCloseTo(straight.carryM, 3);
  });

  it('reads back and side spin as a total and an axis', () => {
    const { spinRpm, spinAxisDeg } = spinOf(3000, 3000);
    expect(spinRpm).toBeCloseTo(4242.6, 1);
    expect(spinAxisDeg).toBeCloseTo(45, 6);
    expect(spinOf(2500, -400).spinAxisDeg).toBeLessThan(0);
  });

  it('flies further in thinner air: high up and warm', () => {
    expect(airDensity()).toBeCloseTo(1.204, 3);
    expect(airDensity({ elevationM: 1600, temperatureC: 20 })).toBeLessThan(1.05);
    const sea = modelFlight(launch(150, 12, 2800));
    const denver = modelFlight(launch(150, 12, 2800), { elevationM: 1600 });
    expect(denver.carryM / sea.carryM).toBeGreaterThan(1.04);
    const cold = modelFlight(launch(150, 12, 2800), { temperatureC: 0 });
    expect(cold.carryM).toBeLessThan(sea.carryM);
  });

  it('draws the flight from the tee to the landing', () => {
    const flight = modelFlight(launch(120, 16, 7000, { spinAxisDeg: -5 }));
    expect(flight.path[0]).toEqual({ x: 0, y: 0, side: 0 });
    expect(flight.path.length).toBeLessThanOrEqual(60);
    const last = flight.path.at(-1)!;
    expect(last.x).toBeCloseTo(flight.carryM, 6);
    expect(last.side).toBeCloseTo(flight.sideCarryM, 6);
    expect(Math.max(...flight.path.map((p) => p.y))).toBeCloseTo(flight.apexM, 0);
  });
});
