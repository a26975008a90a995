// The summary runs kept in the server's memory under their keys (docs/decisions/308-summary-runs-kept-in-memory.md):
// what is kept, what is let go, and what a summary reads from the database.
import { describe, expect, it } from 'vitest';
import { summariseClubRuns, summariseShots, SUMMARY_MEASURES, syntheticShots } from '@longwood/core';
import {
  clubRunRows,
  createRunMemory,
  runsOfHeads,
  valuesOfRow,
  type RunHead,
  type RunMemory,
  type RunValues,
} from './club-runs';

/** A run of `count` values (every measure the same values), `count * 6 * 8` bytes. */
function runOf(count: number, start = 0): RunValues {
  const values = {} as RunValues;
  for (const measure of SUMMARY_MEASURES) values[measure] = Float64Array.from({ length: count }, (_, i) => start + i);
  return values;
}

const bytesOf = (count: number) => count * SUMMARY_MEASURES.length * 8;

describe('the runs kept in memory', () => {
  it('lets the least recently used runs go once its bytes are passed, and never holds a run larger than itself', () => {
    const memory = createRunMemory(bytesOf(30));
    const set = (key: string, values: RunValues) => memory.put(key, values, memory.begin());
    set('a', runOf(10));
    set('b', runOf(10));
    set('c', runOf(10));
    expect(memory.weight).toBe(bytesOf(30));
    // Reading 'a' makes it the most recently used: 'b' goes when 'd' comes.
    expect(memory.get('a')).toBeDefined();
    set('d', runOf(5));
    expect(memory.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => memory.get(key) !== undefined)).toEqual([true, true, true]);
    expect(memory.weight).toBe(bytesOf(25));
    set('huge', runOf(31));
    expect(memory.get('huge')).toBeUndefined();
    expect(memory.weight).toBe(bytesOf(25));
    // A key is never counted twice.
    set('a', runOf(10));
    expect(memory.weight).toBe(bytesOf(25));
    memory.clear();
    expect(memory.weight).toBe(0);
    expect(memory.get('a')).toBeUndefined();
  });

  it('keeps the runs built for writing, with the values the row carries', () => {
    const memory = createRunMemory(1 << 20);
    const shots = syntheticShots(3, 40);
    const rows = clubRunRows({ sessionId: 1, userId: 2, sessionDate: '2026-11-25' }, shots, memory);
    expect(new Set(rows.map((row) => row.run_key)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.run_key).toMatch(/^[0-9a-f]{32}$/);
      const kept = memory.get(String(row.run_key))!;
      const stored = valuesOfRow(row);
      for (const measure of SUMMARY_MEASURES) {
        expect(Array.from(kept[measure])).toEqual(Array.from(stored[measure]));
        // Ascending, as the median's selection needs.
        expect(Array.from(kept[measure])).toEqual(Array.from(kept[measure]).sort((a, b) => a - b));
      }
    }
  });
});

describe("the device's own values beside a run (decision 444)", () => {
  it('are written only where the model gave some values, and read back as the summary counts them', () => {
    const memory = createRunMemory(1 << 20);
    const shots = syntheticShots(3, 40).map((shot, i) =>
      shot.club === '7i' && i % 2 === 0 ? { ...shot, modelled: ['carryM' as const, 'apexM' as const] } : shot,
    );
    const rows = clubRunRows({ sessionId: 1, userId: 2, sessionDate: '2026-11-25' }, shots, memory);
    for (const row of rows) {
      const iron = row.club === '7i';
      expect(row.measured_carry_run === null, String(row.club)).toBe(!iron);
      expect(row.measured_total_run).toBeNull();
      const stored = valuesOfRow(row);
      const kept = memory.get(String(row.run_key))!;
      expect(Array.from(stored.measured?.carryM ?? [])).toEqual(Array.from(kept.measured?.carryM ?? []));
    }
    const runs = rows.map((row) => {
      const values = valuesOfRow(row);
      return { club: String(row.club), shots: Number(row.shots), values, measured: values.measured };
    });
    expect(summariseClubRuns(runs)).toEqual(summariseShots(shots));
    expect(summariseClubRuns(runs, { measuredOnly: true })).toEqual(summariseShots(shots, { measuredOnly: true }));
    expect(summariseClubRuns(runs).find((club) => club.club === '7i')!.modelled).toEqual(['carryYards']);
  });
});

describe('a summary read through the memory', () => {
  const heads: RunHead[] = [
    { id: 1, key: 'k1', club: '7i', shots: 3 },
    { id: 2, key: 'k2', club: '7i', shots: 2 },
    { id: 3, key: null, club: 'PW', shots: 1 },
  ];
  const database = new Map<number, RunValues>([
    [1, runOf(3, 100)],
    [2, runOf(2, 200)],
    [3, runOf(1, 50)],
  ]);

  function reader() {
    const asked: number[][] = [];
    const read = (ids: number[]) => {
      asked.push(ids);
      return Promise.resolve(new Map(ids.flatMap((id) => (database.has(id) ? [[id, database.get(id)!]] : []))));
    };
    return { asked, read };
  }

  const summaryOf = async (memory: RunMemory, read: (ids: number[]) => Promise<Map<number, RunValues>>) =>
    summariseClubRuns(await runsOfHeads(heads, read, memory));

  it('reads only the runs it does not hold, and the same figures either way', async () => {
    const memory = createRunMemory(1 << 20);
    const first = reader();
    const cold = await summaryOf(memory, first.read);
    expect(first.asked).toEqual([[1, 2, 3]]);
    const second = reader();
    const warm = await summaryOf(memory, second.read);
    // A run without a key (never the case once migration 308 ran) is read each time, never kept.
    expect(second.asked).toEqual([[3]]);
    expect(warm).toEqual(cold);
    expect(cold.map((c) => [c.club, c.shots])).toEqual([
      ['7i', 5],
      ['PW', 1],
    ]);
  });

  it('leaves out a run deleted between reading its head and its values', async () => {
    const memory = createRunMemory(1 << 20);
    const runs = await runsOfHeads(
      heads,
      (ids) => Promise.resolve(new Map(ids.filter((id) => id !== 2).map((id) => [id, database.get(id)!]))),
      memory,
    );
    expect(runs.map((r) => [r.club, r.shots])).toEqual([
      ['7i', 3],
      ['PW', 1],
    ]);
  });

  it('answers in full when the memory cannot hold every run the summary needs', async () => {
    const memory = createRunMemory(bytesOf(2));
    const { read } = reader();
    const runs = await runsOfHeads(heads, read, memory);
    expect(runs.map((r) => r.values.carryM.length)).toEqual([3, 2, 1]);
  });
});
