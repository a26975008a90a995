// Measured load: autocannon after a discarded warm-up, with the server's CPU time per request, and how the figures
// are printed and summarised.
import os from 'node:os';
import autocannon from 'autocannon';
import { backgroundLoadSetting } from './background-load';
import { treeCpuMs } from './processes';

export interface PhaseResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency (ms) by Little's law (closedLoopMeanMs), not autocannon's whole-millisecond histogram. */
  meanLatency: number;
  total: number;
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  /** Server CPU time (user + system, the process and its children) per request; NaN when not measured. */
  cpuMsPerRequest: number;
}

export interface LoadTiming {
  /** Measured seconds. */
  seconds: number;
  /** Seconds of warm-up (JIT, pools, kept reads) before, discarded. */
  warmupSeconds: number;
  /** The server whose CPU time is measured (its whole process tree). */
  serverPid?: number;
}

/** Requests sent and their answers discarded: `seconds` of load that warms a server's code paths (JIT, pools). */
export async function warmUp(options: autocannon.Options, seconds: number): Promise<void> {
  await autocannon({ ...options, duration: seconds });
}

export async function load(label: string, options: autocannon.Options, timing: LoadTiming): Promise<PhaseResult> {
  await warmUp(options, timing.warmupSeconds);
  const cpuBefore = treeCpuMs(timing.serverPid);
  const result = await autocannon({ ...options, duration: timing.seconds });
  const cpuMs = treeCpuMs(timing.serverPid) - cpuBefore;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = Number(stat.count);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanLatency: closedLoopMeanMs(result, Number(options.connections ?? 1)),
    total: result.requests.total,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
  };
}

/**
 * The mean time a request took (ms), from Little's law: each connection keeps one request in flight, so the mean is
 * connections ÷ throughput. autocannon's own latency histogram keeps whole milliseconds (a 0.4 ms hello-world reads
 * as 0 or 1), which made a ratio to a sub-millisecond baseline rise as the machine got quieter (docs/performance.md).
 */
export function closedLoopMeanMs(result: autocannon.Result, connections: number): number {
  return (connections * result.duration * 1000) / Math.max(1, result.requests.total);
}

export function printPhase(r: PhaseResult): void {
  const statuses = Object.entries(r.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  console.log(
    `  ${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${Number.isNaN(r.cpuMsPerRequest) ? '' : `server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/req   `}(${r.total} requests: ${statuses}${r.errors ? `, ${r.errors} errors` : ''})`,
  );
}

/** The value at quantile `q` (0-1) of values sorted ascending, by nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * `work` timed `passes` times, after any warm-up of the caller's: the median, p90 and p99 of its milliseconds.
 * `between` is called after each timed pass with the time it took.
 */
export function timedQuantiles(
  passes: number,
  work: () => void,
  between?: (ms: number) => void,
): { median: number; p90: number; p99: number } {
  const timings: number[] = [];
  for (let i = 0; i < passes; i += 1) {
    const started = performance.now();
    work();
    const took = performance.now() - started;
    timings.push(took);
    between?.(took);
  }
  timings.sort((a, b) => a - b);
  return { median: percentile(timings, 0.5), p90: percentile(timings, 0.9), p99: percentile(timings, 0.99) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A phase standing for several: the median throughput and the median server CPU per request. */
export function medianPhase(phases: PhaseResult[]): PhaseResult {
  return {
    ...phases[0]!,
    rps: median(phases.map((p) => p.rps)),
    cpuMsPerRequest: median(phases.map((p) => p.cpuMsPerRequest)),
  };
}

export function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`;
}

/** 'Admin lists at scale — 2 CPU(s), Node v22…, <details>, no background load; load average 1.0 / 0.8 / 0.5' */
export function benchHeading(title: string, details: string): string {
  return `${title} — ${os.cpus().length} CPU(s), Node ${process.version}, ${details}, ${backgroundLoadSetting()}; load average ${loadAverage()}`;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}
