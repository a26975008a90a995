// The ball-flight model against real devices (docs/decisions/450-flight-model-fitted-to-real-exports.md): every
// session file under the folder FLIGHT_VALIDATION_DIR names is read as an upload is read, and the model's carry of
// each shot is compared with the device's own carry. One subfolder per device (its name is the device in the report);
// files straight in the folder are counted under the reader's source. Skipped when the folder is not given: the files
// are other people's data and are never committed. The median absolute error must be at most 5 % of the device's
// carry; the count, median, 90th percentile and signed median are printed per device and overall (kept in
// docs/performance.md).
//
// The files measured on 2026-11-29 (public repositories, as stored on that day):
// - foresight/: bs7280/fsx-golf-shot-viewer `shot_data.session`, `example_data/20240129PLAYER_11347.session`
//   (Foresight FSX `.session` JSON, commit e45c983).
// - garmin-r50/: luis-godinez/golf-analytics `CSVs/25:04:01.csv` … `CSVs/25:06:01.csv` (9 Garmin Golf exports of an
//   Approach R50, commit 2925446).
// - square-golf/: UrAvgPharmGuy/SquareGolf `golfdata.csv` (commit ca5bf52) and `Sessions/session_2025_07_03.csv`
//   (commit 5795576), Square Golf exports; found after the fit of decision 450, so they check it from outside.
// - trackman/: tim-blackmore/launch-monitor-regression `data.csv` (commit 2ed5566; 10 169 driver shots of a Trackman,
//   with its units row), split into files of 2 500 shots with the heading and units rows repeated, since an upload
//   holds at most 5 000 shots.
// - uneekor/: cmartins2001/golf-app `26.0113.052242.csv` (commit 1d9ce95) and `data/session_2026_02_05.csv`
//   (commit 9bc6253), Uneekor VIEW exports.
//
// Which shots are compared, the same rule for every device: a shot needs the device's ball speed, launch angle, spin
// and carry; it is left out when the device's carry is under 20 m (a top or a chip, not a flight), when the product
// flags it as a likely mis-hit in its session (under 65 % of its club's median carry: packages/core mishits.ts), or
// when its spin is under 500 rpm (no ball leaves a club face that slowly spinning: a missed spin reading).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { likelyMishits, modelFlight } from '@longwood/core';
import { readSessionFile } from './shot-file';

const DIR = process.env.FLIGHT_VALIDATION_DIR;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Every file under `dir` with the device it belongs to: its subfolder's name, or null for files directly in it. */
function sessionFiles(dir: string): { device: string | null; file: string }[] {
  const found: { device: string | null; file: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) found.push({ device: entry.name, file: path.join(full, name) });
    } else found.push({ device: null, file: full });
  }
  return found;
}

/** Signed relative errors (model − device) / device of the compared shots, and how many shots were read, by device. */
function measure(dir: string): { errors: Map<string, number[]>; read: Map<string, number> } {
  const errors = new Map<string, number[]>();
  const read = new Map<string, number>();
  for (const { device, file } of sessionFiles(dir)) {
    const result = readSessionFile(fs.readFileSync(file));
    if (!result.ok) continue;
    const name = device ?? result.session.source;
    const shots = result.session.shots;
    const mishit = likelyMishits(shots);
    read.set(name, (read.get(name) ?? 0) + shots.length);
    shots.forEach((shot, i) => {
      const { ballSpeedMps, launchDeg, spinRpm, carryM } = shot;
      if (ballSpeedMps === null || launchDeg === null || spinRpm === null || carryM === null) return;
      if (carryM < 20 || mishit[i] || spinRpm < 500) return;
      const modelled = modelFlight({ ballSpeedMps, launchDeg, spinRpm }).carryM;
      const list = errors.get(name) ?? [];
      list.push((modelled - carryM) / carryM);
      errors.set(name, list);
    });
  }
  return { errors, read };
}

function line(name: string, read: number, signed: readonly number[]): string {
  const abs = signed.map(Math.abs).sort((a, b) => a - b);
  const bias = [...signed].sort((a, b) => a - b);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return `${name}: ${abs.length} of ${read} shots, median ${pct(percentile(abs, 0.5))}, p90 ${pct(percentile(abs, 0.9))}, signed median ${pct(percentile(bias, 0.5))}`;
}

describe.skipIf(!DIR)('the ball-flight model against real exports', () => {
  it('carries within 5 % of the devices’ carries at the median', () => {
    const { errors, read } = measure(DIR!);
    const all = [...errors.values()].flat();
    expect(all.length).toBeGreaterThan(0);
    const total = [...read.values()].reduce((a, b) => a + b, 0);
    const lines = [...errors].map(([device, list]) => line(device, read.get(device)!, list));
    console.info([...lines, line('all', total, all)].join('\n'));
    const abs = all.map(Math.abs).sort((a, b) => a - b);
    expect(percentile(abs, 0.5)).toBeLessThanOrEqual(0.05);
  });
});
