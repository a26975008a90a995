// The scanner on replays of real connectors' framing (src/testing/open-connect.ts names where each was seen): the
// R10 adapter's compact messages with null heartbeats (gspro-r10, OpenConnect/OpenConnectApiMessage.cs), the
// MLM2PRO connector's Python-spaced JSON with `Backspin` (springbok/MLM2PRO-GSPro-Connector, src/gspro_connect.py),
// the GC2 connector's heartbeats and GSPro's joined answers (samiur/gc2-connect-unity, GSProClient.cs and
// GSProResponse.cs); then malformed input, after which it reads again from the next top-level `{`.
import { describe, expect, it } from 'vitest';
import { createJsonScanner, type SkippedBytes } from './json-scanner';
import {
  driverShot,
  gc2Heartbeat,
  heartbeat,
  mlm2proShotText,
  playerInformation,
  sevenIronShot,
  shotAnswer,
} from './testing/open-connect';

/** Every message the scanner finds when `bytes` arrive cut at each of `cuts`. */
function scanCut(bytes: Buffer, cuts: number[]) {
  const skips: SkippedBytes[] = [];
  const scanner = createJsonScanner((skipped) => skips.push(skipped));
  const found: unknown[] = [];
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    found.push(...scanner.push(bytes.subarray(from, to)));
    from = to;
  }
  return { found, skips };
}

const shotNumbers = (found: unknown[]) => found.map((m) => (m as { ShotNumber?: number }).ShotNumber ?? 'answer');

describe('the Open Connect scanner', () => {
  it('reads each connector’s framing however the packets cut it, a byte at a time included', () => {
    const stream = Buffer.from(
      [
        JSON.stringify(heartbeat()),
        JSON.stringify(driverShot(0)),
        mlm2proShotText(1),
        '\n',
        mlm2proShotText(2),
        JSON.stringify(gc2Heartbeat()),
        ' \r\n',
        JSON.stringify(sevenIronShot(3)),
        JSON.stringify({ ...driverShot(4), DeviceID: 'Ünïcode "quoted" {braces}' }),
      ].join(''),
    );
    const whole = scanCut(stream, []);
    expect(shotNumbers(whole.found)).toEqual([0, 0, 1, 2, 0, 3, 4]);
    expect((whole.found[2] as { BallData: { Backspin: number } }).BallData.Backspin).toBe(6114);
    expect(whole.skips).toEqual([]);
    const everyByte = scanCut(
      stream,
      Array.from({ length: stream.length - 1 }, (_, i) => i + 1),
    );
    expect(everyByte.found).toEqual(whole.found);
    expect(everyByte.skips).toEqual([]);
  });

  it('reads GSPro’s answers joined in one packet', () => {
    const joined = Buffer.from(
      JSON.stringify(shotAnswer('DR')) + JSON.stringify(shotAnswer('DR')) + JSON.stringify(playerInformation('I7')),
    );
    expect(scanCut(joined, [10]).found.map((m) => (m as { Code: number }).Code)).toEqual([200, 200, 201]);
  });

  it('after a message cut off mid-object, reads the good shots that follow and says once what it skipped', () => {
    const cut = mlm2proShotText(1).slice(0, 97); // ends inside BallData: an unbalanced `{`
    const stream = Buffer.from(cut + [2, 3, 4].map((n) => mlm2proShotText(n)).join(''));
    const { found, skips } = scanCut(stream, [50, 120, 400]);
    expect(shotNumbers(found)).toEqual([2, 3, 4]);
    expect(skips).toEqual([{ bytes: Buffer.byteLength(cut), sample: cut.slice(0, 60) }]);
  });

  it('after an unterminated string, reads again from the next message', () => {
    const cut = JSON.stringify(sevenIronShot(1)).slice(0, 20); // {"DeviceID":"GSPRO-R
    const stream = Buffer.from(cut + JSON.stringify(sevenIronShot(2)) + JSON.stringify(heartbeat()));
    const { found, skips } = scanCut(stream, [5, 30]);
    expect(shotNumbers(found)).toEqual([2, 0]);
    expect(skips).toEqual([{ bytes: 20, sample: cut }]);
  });

  it('skips what is not an object, and an object that is not JSON, and goes on', () => {
    const stream = Buffer.from(`hello {"a": tru} {"b": 1 2} ${JSON.stringify(driverShot(5))} {"x": [1, {"y": "}"}]}`);
    const { found, skips } = scanCut(stream, [3, 9, 26]);
    expect(found).toEqual([driverShot(5), { x: [1, { y: '}' }] }]);
    expect(skips).toHaveLength(1);
    expect(skips[0]!.bytes).toBe('hello{"a": tru}{"b": 1 2}'.length);
  });
});
