// Benchmark of the shot import's memory (docs/decisions/350-shot-files-read-and-matched.md), a script, not a test:
// `pnpm --filter @longwood/server bench:shots-memory` (node --expose-gc). Session files of 1 MB and 5 MB — a Garmin
// CSV and a Foresight FSX session, each with the same 1 000 shots and the rest rows without a reading (CSV) or
// disabled shots (FSX) — are sent in 64 kB pieces through the multipart reader into the import's file reader, as a
// request's body arrives. The file is made as it is sent, so the benchmark holds none of it either. Printed: the
// largest live memory (heap and buffers, measured after a full collection every 256 kB) and resident size above
// the start while reading, and, for contrast, the live memory of keeping the same file's bytes whole.
import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Request } from 'express';
import { syntheticShots, type ParsedShot } from '@longwood/core';
import { keepBytes, readMultipart, type FileReaderFactory } from '../src/http/multipart';
import { readShotUpload, type ShotUpload } from '../src/features/shots/imports';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (pnpm --filter @longwood/server bench:shots-memory).');

const MB = 1024 * 1024;
const SHOTS = 1000;
const PIECE = 64 * 1024;
const BOUNDARY = 'bench-boundary-7b1c';

function garminRow(shot: ParsedShot | null, i: number): string {
  const time = `2026-11-20 14:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
  if (!shot) return `${time},Player,Driver,Driver,-,-,-,-,-,-,-\r\n`;
  const f = (v: number | null, factor = 1) => (v === null ? '' : (v / factor).toFixed(1));
  return (
    [
      time,
      'Player',
      shot.clubLabel,
      shot.clubLabel,
      f(shot.clubSpeedMps, 0.44704),
      f(shot.ballSpeedMps, 0.44704),
      f(shot.launchDeg),
      f(shot.spinRpm),
      f(shot.carryM, 0.9144),
      f(shot.offlineM, 0.9144),
      f(shot.totalM, 0.9144),
    ].join(',') + '\r\n'
  );
}

function fsxShot(shot: ParsedShot, enabled: boolean, first: boolean): string {
  const json = JSON.stringify({
    Club: shot.clubLabel,
    Enabled: enabled,
    BallData: { BallSpeed: shot.ballSpeedMps, LaunchAngle: shot.launchDeg, TotalSpin: shot.spinRpm },
    FlightData: { Carry: shot.carryM, TotalDistance: shot.totalM, Offline: shot.offlineM },
    ClubData: { ClubSpeed: shot.clubSpeedMps },
  });
  return `${first ? '' : ','}\n  ${json}`;
}

/** The file's text in pieces, made as they are asked for: SHOTS shots, then padding up to `bytes`. */
function* fileText(format: 'garmin' | 'fsx', bytes: number): Generator<string> {
  const shots = syntheticShots(11, SHOTS);
  let size = 0;
  const emit = function* (text: string) {
    size += text.length;
    yield text;
  };
  if (format === 'garmin') {
    yield* emit(
      'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Launch Angle,Spin Rate,Carry Distance,Carry Deviation Distance,Total Distance\r\n,,,,[mph],[mph],[deg],[rpm],[yds],[yds],[yds]\r\n',
    );
    for (let i = 0; size < bytes - 100; i++) yield* emit(garminRow(i < SHOTS ? shots[i]! : null, i));
  } else {
    yield* emit('{"SessionId":"bench-memory","StartTime":"2026-11-20T14:00:00","Shots":[');
    for (let i = 0; size < bytes - 300; i++) yield* emit(fsxShot(shots[i % SHOTS]!, i < SHOTS, i === 0));
    yield* emit('\n]}');
  }
}

/** A multipart request body carrying the file, in PIECE-sized buffers. */
function* body(format: 'garmin' | 'fsx', bytes: number): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.${format === 'fsx' ? 'session' : 'csv'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  let pending = '';
  for (const text of fileText(format, bytes)) {
    pending += text;
    while (pending.length >= PIECE) {
      yield Buffer.from(pending.slice(0, PIECE));
      pending = pending.slice(PIECE);
    }
  }
  yield Buffer.from(`${pending}\r\n--${BOUNDARY}--\r\n`);
}

interface Figures {
  fileBytes: number;
  livePeak: number;
  rssPeak: number;
  outcome: string;
}

async function measure<C>(
  format: 'garmin' | 'fsx',
  bytes: number,
  readFile: FileReaderFactory<C>,
  outcome: (content: C) => string,
): Promise<Figures> {
  gc!();
  const start = process.memoryUsage();
  const live0 = start.heapUsed + start.arrayBuffers;
  let livePeak = -Infinity;
  let rssPeak = -Infinity;
  let fileBytes = 0;
  let sinceSample = 0;
  const sample = () => {
    gc!();
    const now = process.memoryUsage();
    livePeak = Math.max(livePeak, now.heapUsed + now.arrayBuffers - live0);
    rssPeak = Math.max(rssPeak, now.rss - start.rss);
  };
  const measured: FileReaderFactory<C> = (file) => {
    const reader = readFile(file);
    return {
      write(chunk) {
        reader.write(chunk);
        fileBytes += chunk.length;
        sinceSample += chunk.length;
        if (sinceSample >= 256 * 1024) {
          sinceSample = 0;
          sample();
        }
      },
      end() {
        const content = reader.end();
        sample();
        return content;
      },
    };
  };
  const req = new PassThrough() as PassThrough & { headers: Record<string, string> };
  req.headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const reading = readMultipart(req as unknown as Request, { maxFiles: 1, maxFileBytes: 5 * MB }, measured);
  for (const piece of body(format, bytes)) {
    if (!req.write(piece)) await new Promise((resolve) => req.once('drain', resolve));
  }
  req.end();
  const form = await reading;
  return { fileBytes, livePeak, rssPeak, outcome: outcome(form.files[0]!.content) };
}

const mb = (n: number) => `${n < 0 ? '-' : '+'}${(Math.abs(n) / MB).toFixed(2)} MB`;
const FORMATS = ['garmin', 'fsx'] as const;
const describe = (content: unknown) => {
  if (Buffer.isBuffer(content)) return `${content.length} bytes`;
  const { result } = content as ShotUpload;
  return result.ok
    ? `${result.session.shots.length} shots, ${result.session.skippedCount} without a reading or disabled`
    : `refused: ${result.error.message}`;
};
const MODES: Record<'streamed' | 'whole', FileReaderFactory<unknown>> = { streamed: readShotUpload, whole: keepBytes };

/** One measurement, in a process of its own so that no other measurement's memory is counted. */
async function child(format: (typeof FORMATS)[number], size: number, mode: keyof typeof MODES) {
  // A first, small file so that code compiled and buffers pooled on first use are not counted as the file's.
  await measure(format, 64 * 1024, MODES[mode], describe);
  console.log(JSON.stringify(await measure(format, size, MODES[mode], describe)));
}

async function main() {
  const run = (args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .at(-1)!,
    ) as Figures;
  for (const format of FORMATS) {
    for (const size of [1 * MB, 5 * MB - 4096]) {
      const streamed = run([format, String(size), 'streamed']);
      const whole = run([format, String(size), 'whole']);
      console.log(
        `${format} ${(streamed.fileBytes / MB).toFixed(2)} MB (${streamed.outcome}): streamed: live peak ${mb(streamed.livePeak)}, ` +
          `rss peak ${mb(streamed.rssPeak)}; the bytes kept whole instead: live peak ${mb(whole.livePeak)}, rss peak ${mb(whole.rssPeak)}`,
      );
    }
  }
}

const [format, size, mode] = process.argv.slice(2);
if (format) await child(format as (typeof FORMATS)[number], Number(size), mode as keyof typeof MODES);
else await main();
