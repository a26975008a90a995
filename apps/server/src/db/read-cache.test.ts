import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function cache(options: { ttlMs?: number; maxEntries?: number; trusted?: () => boolean } = {}) {
  let now = 1_000;
  const kept = createReadCache<string, string>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    ...(options.trusted ? { trusted: options.trusted } : {}),
    clock: () => now,
  });
  return { kept, advance: (ms: number) => (now += ms) };
}

describe('read cache', () => {
  it('serves what was put until it is deleted, cleared or older than its time to live', () => {
    const { kept, advance } = cache({ ttlMs: 1_000 });
    kept.put('a', 'A', kept.begin());
    kept.put('b', 'B', kept.begin());
    expect(kept.get('a')).toBe('A');
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe('B');
    advance(1_000);
    expect(kept.get('b')).toBe('B');
    advance(1);
    expect(kept.get('b')).toBeUndefined();
    kept.put('c', 'C', kept.begin());
    kept.clear();
    expect(kept.get('c')).toBeUndefined();
  });

  it('never keeps a read that started before a write it may have missed', () => {
    const { kept } = cache();
    const before = kept.begin();
    kept.delete('other'); // any write, even to another key, while the read was on its way
    kept.put('a', 'stale', before);
    expect(kept.get('a')).toBeUndefined();
    const after = kept.begin();
    kept.put('a', 'fresh', after);
    expect(kept.get('a')).toBe('fresh');
  });

  it('through: reads once and serves the copy after; a read that a write raced is answered but not kept', async () => {
    const { kept } = cache();
    let reads = 0;
    const read = async () => `read ${(reads += 1)}`;
    expect(await kept.through('a', read)).toBe('read 1');
    expect(await kept.through('a', read)).toBe('read 1');
    expect(reads).toBe(1);

    let release!: () => void;
    const held = kept.through('b', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'before the write';
    });
    kept.delete('a'); // a write while the read was on its way
    release();
    expect(await held).toBe('before the write');
    expect(kept.get('b')).toBeUndefined();
  });

  it('serves and keeps nothing while writes elsewhere might go unheard', () => {
    let listening = true;
    const { kept } = cache({ trusted: () => listening });
    kept.put('a', 'A', kept.begin());
    listening = false;
    expect(kept.get('a')).toBeUndefined();
    kept.put('b', 'B', kept.begin());
    listening = true;
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBeUndefined();
  });

  it('forgets just the keys a write names, and no read in flight is kept', () => {
    const { kept } = cache();
    kept.put('2026-12-01', 'A', kept.begin());
    kept.put('2026-12-02', 'B', kept.begin());
    const inFlight = kept.begin();
    kept.deleteWhere((key) => key === '2026-12-01');
    expect(kept.get('2026-12-01')).toBeUndefined();
    expect(kept.get('2026-12-02')).toBe('B');
    kept.put('2026-12-03', 'stale', inFlight);
    expect(kept.get('2026-12-03')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const { kept } = cache({ maxEntries: 2 });
    kept.put('a', 'A', kept.begin());
    kept.put('b', 'B', kept.begin());
    kept.put('c', 'C', kept.begin());
    expect(kept.size).toBe(2);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe('B');
    expect(kept.get('c')).toBe('C');
  });

  it('lets the least recently used go first, and keeps the copies under their weight together', () => {
    const kept = createReadCache<string, string>({ maxWeight: 10, weigh: (value) => value.length });
    kept.put('a', 'aaaa', kept.begin());
    kept.put('b', 'bbbb', kept.begin());
    expect(kept.weight).toBe(8);
    // Reading 'a' makes it the most recently used: 'b' goes when 'c' comes.
    expect(kept.get('a')).toBe('aaaa');
    kept.put('c', 'ccc', kept.begin());
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('aaaa');
    expect(kept.get('c')).toBe('ccc');
    expect(kept.weight).toBe(7);
    // A copy heavier than the whole bound is not kept, and nothing is let go for it.
    kept.put('huge', 'x'.repeat(11), kept.begin());
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.weight).toBe(7);
    // A key put again is weighed once.
    kept.put('a', 'aa', kept.begin());
    expect(kept.weight).toBe(5);
    kept.delete('c');
    expect(kept.weight).toBe(2);
    kept.clear();
    expect([kept.size, kept.weight]).toEqual([0, 0]);
  });

  it('counts entries least recently used first as well', () => {
    const { kept } = cache({ maxEntries: 2 });
    kept.put('a', 'A', kept.begin());
    kept.put('b', 'B', kept.begin());
    kept.get('a');
    kept.put('c', 'C', kept.begin());
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('A');
  });
});
