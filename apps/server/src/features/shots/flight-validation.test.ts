// The ball-flight model against real devices (docs/decisions/440-ball-flight-model.md): every session file in the
// folder FLIGHT_VALIDATION_DIR names (device exports with launch data and the device's own carry, from public
// repositories; never committed: other people's data) is read as an upload is read, and the model's carry of each shot
// with ball speed, launch and spin is compared with the device's. Skipped when the folder is not given. The median
// absolute error must be at most 5 % of the device's carry; the median and the 90th percentile are printed, per device
// and overall, to be kept in the decision.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelFlight } from '@longwood/core';
import { readSessionFile } from './shot-file';

const DIR = process.env.FLIGHT_VALIDATION_DIR;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

describe.skipIf(!DIR)('the ball-flight model against real exports', () => {
  it('carries within 5 % of the devices’ carries at the median', () => {
    const errors = new Map<string, number[]>();
    for (const name of fs.readdirSync(DIR!).sort()) {
      const result = readSessionFile(fs.readFileSync(path.join(DIR!, name), 'utf8'));
      if (!result.ok) continue;
      const device = result.session.source;
      for (const shot of result.session.shots) {
        const { ballSpeedMps, launchDeg, spinRpm, carryM } = shot;
        // Shots the device could not read well enough to carry 20 m are not flights to compare.
        if (ballSpeedMps === null || launchDeg === null || spinRpm === null || carryM === null || carryM < 20) continue;
        const modelled = modelFlight({ ballSpeedMps, launchDeg, spinRpm }).carryM;
        const list = errors.get(device) ?? [];
        list.push(Math.abs(modelled - carryM) / carryM);
        errors.set(device, list);
      }
    }
    const all = [...errors.values()].flat().sort((a, b) => a - b);
    expect(all.length).toBeGreaterThan(0);
    const lines = [...errors].map(([device, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `${device}: ${sorted.length} shots, median ${(percentile(sorted, 0.5) * 100).toFixed(1)} %, p90 ${(percentile(sorted, 0.9) * 100).toFixed(1)} %`;
    });
    lines.push(
      `all: ${all.length} shots, median ${(percentile(all, 0.5) * 100).toFixed(1)} %, p90 ${(percentile(all, 0.9) * 100).toFixed(1)} %`,
    );
    console.info(lines.join('\n'));
    expect(percentile(all, 0.5)).toBeLessThanOrEqual(0.05);
  });
});
