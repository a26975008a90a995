// The baselines bench/budgets.ts states its timed budgets against, each measured in the same run on the same machine
// and as close in time as it can be to the figure it divides, so a slow host and a fast one, or a quiet minute and a
// loaded one, give the same verdict for the same code (docs/performance.md, "Budgets"):
//   - the CPU reference: a fixed piece of JavaScript (objects built, sorted, grouped in a Map, through JSON and back,
//     2-3 ms a run on a busy 2.5 GHz Xeon) timed in the bench's own process, for figures timed there (the league
//     night, the shot imports and summaries, the export's first bytes): the phases call back after each timed
//     operation and the reference runs there for as long as the operation took, so the two share the machine's
//     minutes half and half; a figure's median is read against the median sample of its own window, a sample sized to
//     last about as long as the figure's operation;
//   - the bare Express hello-world (bench/hello-server.ts) under the same load as an HTTP figure (its connections),
//     measured just before it, for the latency of requests to the server: its mean latency (connections ÷ throughput).
// Medians and means, not p99s: on a shared machine a tail is the scheduler's, and moves with the load far more than
// any baseline does (a league night pass's p99 24 to 80 times the reference's median in two runs at load 15-19, its
// median 2.5 and 2.7 times); the tails are printed beside, for the record.
import autocannon from 'autocannon';
import { freePort } from '@longwood/test-support/free-port';
import { closedLoopMeanMs, median } from './load';
import { startProcess, type BenchProcess } from './processes';

const ROWS = 2_000;

/** The fixed work: the same every call, nothing the compiler can drop (the result is used). */
function referenceWork(): number {
  let seed = 1;
  const rows = Array.from({ length: ROWS }, (_, id) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return { id, name: `row-${seed % 997}`, score: seed % 1000 };
  });
  rows.sort((a, b) => a.score - b.score || a.id - b.id);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.name, (totals.get(row.name) ?? 0) + row.score);
  return (JSON.parse(JSON.stringify(rows)) as unknown[]).length + totals.size;
}

/** Samples of the reference kept together, to be read beside one figure. */
export interface ReferenceWindow {
  /** Runs of the fixed work in one sample. */
  size: number;
  /** Timed samples for about `ms` of wall time (at least one): as long as the operation just timed. */
  runFor(ms: number): void;
  /** The median sample (ms) and how many samples there were. */
  median(): { ms: number; samples: number };
}

/**
 * The reference, warmed (compiled) for `warmUpMs`. Each window keeps its own samples, a sample being `size` runs of
 * the fixed work timed together: sized to last about as long as the operation it stands beside, a sample is as exposed
 * as the operation to being paused by the scheduler on a busy machine (a short sample is paused less often than a
 * long operation, and the ratio of medians then falls with the load: 4.6 at one load, 2.5 at a heavier one).
 */
export function cpuReference(warmUpMs = 500): { window(size: number): ReferenceWindow } {
  let sink = 0;
  const until = performance.now() + warmUpMs;
  while (performance.now() < until) sink += referenceWork();
  return {
    window(size) {
      const samples: number[] = [];
      return {
        size,
        runFor(ms) {
          const until = performance.now() + ms;
          do {
            const started = performance.now();
            for (let i = 0; i < size; i += 1) sink += referenceWork();
            samples.push(performance.now() - started);
          } while (performance.now() < until);
        },
        median() {
          if (samples.length === 0) throw new Error(`no reference samples in this window (${sink})`);
          return { ms: median(samples), samples: samples.length };
        },
      };
    },
  };
}

export interface HelloWorld {
  /** Mean latency (ms) of the hello-world at `connections`, `seconds` after a 2-second warm-up. */
  meanLatency(connections: number, seconds: number): Promise<number>;
  stop(): Promise<void>;
}

/** The bare Express hello-world as its own process, the server's HTTP floor. */
export async function helloWorld(): Promise<HelloWorld> {
  const port = await freePort();
  const hello: BenchProcess = await startProcess('bench/hello-server.ts', [String(port)], {}, port, '/');
  const url = `${hello.baseUrl}/`;
  return {
    async meanLatency(connections, seconds) {
      await autocannon({ url, connections, duration: 2 });
      // The mean, not a percentile, and by Little's law: autocannon's histogram keeps whole milliseconds.
      return closedLoopMeanMs(await autocannon({ url, connections, duration: seconds }), connections);
    },
    stop: () => hello.stop(),
  };
}
