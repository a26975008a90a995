import { describe, expect, it } from 'vitest';
import {
  createPasswordWorkQueue,
  PasswordQueueFull,
  PasswordWorkAbandoned,
  type PasswordWorkKind,
} from './password-work-queue';

/** A job the test finishes by hand, recording when it started. */
function manualJob<T>(started: string[], name: string) {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const work = () =>
    new Promise<T>((resolve, reject) => {
      started.push(name);
      finish = resolve;
      fail = reject;
    });
  return { work, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('password work queue', () => {
  it('runs at most `concurrency` jobs at once and starts the next as one ends', async () => {
    const queue = createPasswordWorkQueue(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => manualJob<string>(started, name));
    const results = jobs.map((job, i) => queue.run('sign-in', job.work).then((v) => `${i}:${v}`));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.stats).toEqual({ running: 2, waiting: { 'sign-in': 2, 'new-password': 0 } });

    jobs[1]!.finish('B');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.stats.running).toBe(2);

    jobs[0]!.finish('A');
    jobs[2]!.finish('C');
    await settle();
    jobs[3]!.finish('D');
    expect(await Promise.all(results)).toEqual(['0:A', '1:B', '2:C', '3:D']);
    expect(queue.stats).toEqual({ running: 0, waiting: { 'sign-in': 0, 'new-password': 0 } });
  });

  it('keeps the last place for sign-ins: a sign-in during a flood of new passwords starts at once', async () => {
    const queue = createPasswordWorkQueue(2);
    const started: string[] = [];
    const hashes = ['h1', 'h2', 'h3'].map((name) => manualJob<string>(started, name));
    const hashed = hashes.map((job) => queue.run('new-password', job.work));
    await settle();
    // Two places, but new passwords hold only one of them.
    expect(started).toEqual(['h1']);
    expect(queue.stats).toEqual({ running: 1, waiting: { 'sign-in': 0, 'new-password': 2 } });

    const signIn = manualJob<boolean>(started, 'sign-in');
    const signedIn = queue.run('sign-in', signIn.work);
    await settle();
    expect(started).toEqual(['h1', 'sign-in']);
    signIn.finish(true);
    expect(await signedIn).toBe(true);

    for (const [i, job] of hashes.entries()) {
      await settle();
      job.finish(`hash of h${i + 1}`);
    }
    expect(await Promise.all(hashed)).toEqual(['hash of h1', 'hash of h2', 'hash of h3']);
    expect(started).toEqual(['h1', 'sign-in', 'h2', 'h3']);

    // With three places, new passwords hold two; with one, they may hold it.
    const wider = createPasswordWorkQueue(3);
    const widerStarted: string[] = [];
    const widerJobs = ['w1', 'w2', 'w3'].map((name) => manualJob<void>(widerStarted, name));
    const widerDone = widerJobs.map((job) => wider.run('new-password', job.work));
    await settle();
    expect(widerStarted).toEqual(['w1', 'w2']);
    for (const job of widerJobs) {
      await settle();
      job.finish();
    }
    await Promise.all(widerDone);
  });

  it('starts a waiting sign-in before every registration that was waiting longer', async () => {
    const queue = createPasswordWorkQueue(1);
    const started: string[] = [];
    const order: Array<[PasswordWorkKind, string]> = [
      ['new-password', 'register-1'],
      ['new-password', 'register-2'],
      ['new-password', 'register-3'],
      ['sign-in', 'sign-in-1'],
      ['new-password', 'register-4'],
      ['sign-in', 'sign-in-2'],
    ];
    const jobs = new Map(order.map(([, name]) => [name, manualJob<void>(started, name)]));
    const done = order.map(([kind, name]) => queue.run(kind, jobs.get(name)!.work));
    await settle();
    // register-1 already had the one place; the others wait.
    expect(started).toEqual(['register-1']);
    expect(queue.stats.waiting).toEqual({ 'sign-in': 2, 'new-password': 3 });
    // Finish whichever job is running, one at a time.
    for (let i = 0; i < order.length; i += 1) {
      jobs.get(started.at(-1)!)!.finish();
      await settle();
    }
    await Promise.all(done);
    // Sign-ins in the order they came, ahead of the registrations; registrations in the order they came.
    expect(started).toEqual(['register-1', 'sign-in-1', 'sign-in-2', 'register-2', 'register-3', 'register-4']);
  });

  it('passes a failure to its caller only, frees the place, and loses no other job', async () => {
    const queue = createPasswordWorkQueue(1);
    const started: string[] = [];
    const failing = manualJob<boolean>(started, 'broken');
    const thrown = queue.run('sign-in', () => {
      throw new Error('bcrypt exploded synchronously');
    });
    const rejected = queue.run('sign-in', failing.work);
    const after = Array.from({ length: 5 }, (_, i) => queue.run('new-password', async () => `hash-${i}`));
    await expect(thrown).rejects.toThrow('bcrypt exploded synchronously');
    await settle();
    failing.fail(new Error('data and hash arguments required'));
    await expect(rejected).rejects.toThrow('data and hash arguments required');
    expect(await Promise.all(after)).toEqual(['hash-0', 'hash-1', 'hash-2', 'hash-3', 'hash-4']);
    expect(queue.stats).toEqual({ running: 0, waiting: { 'sign-in': 0, 'new-password': 0 } });
  });

  it('answers every one of a large mixed burst exactly once', async () => {
    const queue = createPasswordWorkQueue(3);
    let inFlight = 0;
    let mostAtOnce = 0;
    const burst = Array.from({ length: 200 }, (_, i) =>
      queue.run(i % 3 === 0 ? 'sign-in' : 'new-password', async () => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, i % 5));
        inFlight -= 1;
        return i;
      }),
    );
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(mostAtOnce).toBe(3);
  });

  it('refuses a concurrency below one', () => {
    expect(() => createPasswordWorkQueue(0)).toThrow(RangeError);
  });

  it('refuses a job at once past `maxWaiting` waiting jobs, and takes one again when a place frees', async () => {
    const queue = createPasswordWorkQueue(1, 2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => manualJob<string>(started, name));
    const results = jobs.map((job) => queue.run('new-password', job.work));
    await expect(queue.run('sign-in', () => Promise.resolve('x'))).rejects.toBeInstanceOf(PasswordQueueFull);
    expect(queue.stats).toEqual({ running: 1, waiting: { 'sign-in': 0, 'new-password': 2 } });
    jobs[0]!.finish('A');
    await settle();
    const late = queue.run('sign-in', () => Promise.resolve('late'));
    jobs[1]!.finish('B');
    await settle();
    jobs[2]!.finish('C');
    await expect(Promise.all([...results, late])).resolves.toEqual(['A', 'B', 'C', 'late']);
  });

  it('drops a waiting job whose client went away, and never runs it', async () => {
    const queue = createPasswordWorkQueue(1);
    const started: string[] = [];
    const first = manualJob<string>(started, 'first');
    const gone = new AbortController();
    const running = queue.run('sign-in', first.work);
    const dropped = queue.run('sign-in', () => Promise.resolve(started.push('dropped')), gone.signal);
    const next = queue.run('sign-in', () => Promise.resolve('next'));
    gone.abort();
    await expect(dropped).rejects.toBeInstanceOf(PasswordWorkAbandoned);
    expect(queue.stats.waiting['sign-in']).toBe(1);
    first.finish('done');
    await expect(Promise.all([running, next])).resolves.toEqual(['done', 'next']);
    expect(started).toEqual(['first']);
    // A client already gone is never queued.
    await expect(queue.run('sign-in', () => Promise.resolve(1), gone.signal)).rejects.toBeInstanceOf(
      PasswordWorkAbandoned,
    );
  });
});
