// Rows read through COPY's binary format from a real Postgres server (src/db/postgres-copy.ts; decision 220): the bytes
// as stored; a query Postgres refuses fails the one read with Postgres's own error, a connection it ends as a lost
// connection (which the error middleware answers 503, decision 160); no connection is kept from the pool.
import { expect, it, vi } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { isConnectionLost } from '../../src/db/dialect';
import { copyBinaryRows, sqlLiteral } from '../../src/db/postgres-copy';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('rows through COPY binary', (ctx) => {
  it.runIf(ctx.dialect === 'postgres')('reads text, int4, bytea and NULL as the bytes Postgres holds', async () => {
    const run = Buffer.from(Float64Array.of(-1.5, 0, 61.234567890123).buffer);
    const rows = await copyBinaryRows(
      ctx.db,
      `SELECT ${sqlLiteral("58° O'Neil")}::text, 42::int4, decode(${sqlLiteral(run.toString('hex'))}, 'hex'), NULL::bytea`,
    );
    expect(rows).toHaveLength(1);
    const [club, shots, bytes, nothing] = rows[0]!;
    expect(club!.toString('utf8')).toBe("58° O'Neil");
    expect(shots!.readInt32BE(0)).toBe(42);
    expect(bytes!.equals(run)).toBe(true);
    expect(nothing).toBeNull();
    expect(await copyBinaryRows(ctx.db, 'SELECT 1 WHERE false')).toEqual([]);
  });

  it.runIf(ctx.dialect === 'postgres')(
    'a refused query fails with Postgres’s error, as many times as the pool has connections, and keeps none',
    async () => {
      for (let i = 0; i < 12; i++) {
        await expect(copyBinaryRows(ctx.db, 'SELECT no_such_column FROM shot_club_runs')).rejects.toMatchObject({
          code: '42703',
        });
      }
      expect(await ctx.db('shot_club_runs').count({ n: '*' })).toEqual([{ n: '0' }]);
    },
  );

  it.runIf(ctx.dialect === 'postgres')(
    'a connection ended while it reads fails the read as a lost connection (503); the next read has a connection of its own',
    async () => {
      const killer = createDb(ctx.dbSettings);
      try {
        const reading = copyBinaryRows(ctx.db, "SELECT pg_sleep(30), 'never'::text");
        const failed = reading.then(
          () => expect.unreachable('the read ended without its connection'),
          (error: unknown) => expect(isConnectionLost(error), String(error)).toBe(true),
        );
        // The read is under way once Postgres lists it.
        await vi.waitFor(
          async () => {
            const [row] = (await killer('pg_stat_activity').where('query', 'like', 'COPY (SELECT pg_sleep%').count({
              n: '*',
            })) as Array<{ n: string }>;
            expect(row!.n).not.toBe('0');
          },
          { timeout: 5_000, interval: 50 },
        );
        await killer.raw(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT pg_sleep%'",
        );
        await failed;
        const rows = await copyBinaryRows(ctx.db, 'SELECT 7::int4');
        expect(rows[0]![0]!.readInt32BE(0)).toBe(7);
      } finally {
        await killer.destroy();
      }
    },
  );
});
