import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job';

/** A pass the test ends by hand. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('createPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a first pass at start, then one every interval after the previous ended', async () => {
    const run = vi.fn(() => Promise.resolve(run.mock.calls.length));
    const job = createPeriodicJob({ name: 'test', everyMs: 1_000, run, warn: () => {} });
    job.start();
    job.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(5);
    await job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('never runs two passes at once: a slow pass delays the next, and runOnce joins the pass in flight', async () => {
    const slow = gate();
    let active = 0;
    let most = 0;
    const run = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await slow.opened;
      active -= 1;
      return 'done';
    });
    const job = createPeriodicJob({ name: 'test', everyMs: 100, run, warn: () => {} });
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const joined = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await expect(joined).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('logs a failed pass, thrown or rejected, and goes on with the next', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const job = createPeriodicJob({
      name: 'mail delivery',
      everyMs: 1_000,
      run: () => {
        calls += 1;
        if (calls === 1) throw new Error('database is gone');
        if (calls === 2) return Promise.reject(new Error('SMTP is gone'));
        return Promise.resolve(calls);
      },
      warn: (line) => warnings.push(line),
    });
    job.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(3);
    expect(warnings).toEqual([
      '[mail delivery] pass failed: database is gone',
      '[mail delivery] pass failed: SMTP is gone',
    ]);
    await job.stop();
  });

  it('stop waits for the pass in flight and a stopped job schedules nothing more', async () => {
    const slow = gate();
    let finished = false;
    const job = createPeriodicJob({
      name: 'test',
      everyMs: 1_000,
      run: async () => {
        await slow.opened;
        finished = true;
      },
      warn: () => {},
    });
    job.start();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves its timer unref’d, so the job alone does not keep the process alive', async () => {
    vi.useRealTimers();
    const unref = vi.spyOn(globalThis, 'setTimeout');
    const job = createPeriodicJob({ name: 'test', everyMs: 60_000, run: () => Promise.resolve(), warn: () => {} });
    job.start();
    await vi.waitFor(() => expect(unref).toHaveBeenCalled());
    const timer = unref.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await job.stop();
    unref.mockRestore();
  });
});
