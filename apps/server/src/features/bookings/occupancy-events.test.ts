import { describe, expect, it } from 'vitest';
import { createOccupancyEvents } from './occupancy-events';

const committed = { dates: ['2026-12-01'], changes: [{ kind: 'created', date: '2026-12-01' }] } as never;

describe('occupancy events', () => {
  it("settle waits for a listener's work still running, and a failing listener is logged, not thrown", async () => {
    const warnings: string[] = [];
    const events = createOccupancyEvents((line) => warnings.push(line));
    let queued = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    events.subscribe(async () => {
      await gate;
      queued = true;
    });
    events.subscribe(() => Promise.reject(new Error('mail table gone')));

    events.publish(committed);
    const settled = events.settle();
    let done = false;
    void settled.then(() => (done = true));
    // Every promise reaction queued so far has run: a settle that did not wait for the gated listener has resolved.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);

    release();
    await settled;
    expect(queued).toBe(true);
    expect(warnings).toEqual(['[bookings] an occupancy listener failed: mail table gone']);
  });

  it('settle resolves at once when nothing is running, and an empty change list tells no one', async () => {
    const events = createOccupancyEvents(() => undefined);
    let told = 0;
    events.subscribe(() => {
      told += 1;
    });
    events.publish({ dates: [], changes: [] });
    await events.settle();
    expect(told).toBe(0);
  });
});
