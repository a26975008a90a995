// The admin lists past the count bound and the streamed export, over real HTTP on SQLite and Postgres
// (docs/decisions/100-admin-lists-paging-and-exports.md, 107-export-first-bytes-and-memory.md): a page counts at most
// COUNT_AHEAD rows past its first row and says so; the last pages are exact; search and sort still hold. The
// export's first bytes (BOM, header row, first rows) reach the client before the table has been read, gzip or not,
// and a cancelled download stops reading. Speed and memory are the benchmark's (BENCH_ONLY=admin pnpm bench).
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysToDateString, COUNT_AHEAD, minutesToTime } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';

const FIRST_DAY = '2026-01-05';
const ROWS = COUNT_AHEAD + 60;

/** `count` one-hour member bookings back to back (00:00-23:00, both bays, day after day): valid and non-overlapping. */
async function insertBookings(db: Knex, userId: number, count: number): Promise<void> {
  const perDay = 2 * 23;
  const rows = Array.from({ length: count }, (_, i) => {
    const hour = Math.floor((i % perDay) / 2);
    return {
      kind: 'member',
      user_id: userId,
      created_by: userId,
      simulator_id: (i % perDay) % 2 === 0 ? 1 : 2,
      booking_date: addDaysToDateString(FIRST_DAY, Math.floor(i / perDay)),
      start_time: minutesToTime(hour * 60),
      end_time: minutesToTime(hour * 60 + 60),
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db('bookings').insert(rows.slice(i, i + 500));
}

function cookieOf(client: { cookies(): Record<string, string> }): string {
  return Object.entries(client.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** Statements the app's database ran that read a batch of bookings for an export (keyset: id above the last). */
function countExportBatches(ctx: TestContext): { read: () => number; stop: () => void } {
  let n = 0;
  const onQuery = (q: { sql: string }) => {
    if (/from [`"]bookings[`"]/i.test(q.sql) && /[`"]bookings[`"]\.[`"]id[`"] >/i.test(q.sql)) n += 1;
  };
  ctx.db.on('query', onQuery);
  return { read: () => n, stop: () => ctx.db.off('query', onQuery) };
}

describeEachDatabase('admin lists at scale', (ctx) => {
  beforeEach(() => ctx.resetData());

  describe('bounded counts', () => {
    it('counts up to COUNT_AHEAD rows past the page, says "more than", and is exact near the end', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const member = await ctx.createMember({ username: 'many@example.com' });
      await insertBookings(ctx.db, member.id, ROWS);

      const first = await admin.get('/api/admin/all-bookings?page=1&pageSize=50&sort=date&dir=desc');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: COUNT_AHEAD, totalExact: false, page: 1, pageSize: 50 });
      expect(first.body.items).toHaveLength(50);
      // Newest date first still: the last inserted day leads.
      const lastDay = addDaysToDateString(FIRST_DAY, Math.floor((ROWS - 1) / 46));
      expect(first.body.items[0].bookingDate).toBe(lastDay);

      // Page 2 counts 50 rows further: still more than its bound.
      const second = await admin.get('/api/admin/all-bookings?page=2&pageSize=50');
      expect(second.body).toMatchObject({ total: COUNT_AHEAD + 50, totalExact: false });

      // The last page: the count reached the end of the table, so the total is exact.
      const lastPage = Math.ceil(ROWS / 50);
      const last = await admin.get(`/api/admin/all-bookings?page=${lastPage}&pageSize=50`);
      expect(last.body).toMatchObject({ total: ROWS, totalExact: true, page: lastPage });
      // Past the last page: no rows, and still the exact total (counted on its own: no row carries it).
      const past = await admin.get(`/api/admin/all-bookings?page=${lastPage + 1}&pageSize=50`);
      expect(past.body).toMatchObject({ items: [], total: ROWS, totalExact: true, page: lastPage + 1 });
      expect(last.body.items).toHaveLength(ROWS - (lastPage - 1) * 50);

      // A filter below the bound answers an exact total (one day: 46 bookings).
      const day = await admin.get(`/api/admin/all-bookings?from=${FIRST_DAY}&to=${FIRST_DAY}&pageSize=100`);
      expect(day.body).toMatchObject({ total: 46, totalExact: true });
      // A search reading the member's columns counts through the join, bounded the same way.
      const searched = await admin.get('/api/admin/all-bookings?q=MANY@');
      expect(searched.body).toMatchObject({ total: COUNT_AHEAD, totalExact: false });
      expect((await admin.get('/api/admin/all-bookings?q=nobody')).body).toMatchObject({ total: 0, totalExact: true });
    });

    it('answers every other list with an exact total while it is below the bound', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      for (const name of ['ann', 'ben']) await ctx.createUser({ username: `${name}@example.com` });
      const users = await admin.get('/api/admin/users?sort=username&dir=desc');
      expect(users.body).toMatchObject({ total: 3, totalExact: true });
      const contacts = await admin.get('/api/admin/all-contact-submissions');
      expect(contacts.body).toMatchObject({ total: 0, totalExact: true });
    });
  });

  describe('streamed export', () => {
    it('sends the first rows before it has read the table, and stops reading when the download is cancelled', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const member = await ctx.createMember({ username: 'export@example.com' });
      const rows = 12_000;
      await insertBookings(ctx.db, member.id, rows);
      // 100 rows first, then 1 000 at a time: 13 batches for the whole table (the 13th comes back short).
      const wholeTable = 1 + Math.ceil((rows - 100) / 1000);

      const batches = countExportBatches(ctx);
      // The download's handler, kept to wait for its end: it returns once it has stopped reading (or read it all).
      const handlers: Promise<void>[] = [];
      const { exports } = ctx.app.services;
      const table = exports.table;
      const streamed = vi.spyOn(exports, 'table').mockImplementation((...args) => {
        const handler = table(...args);
        handlers.push(handler);
        return handler;
      });
      try {
        // fetch asks for gzip: the first bytes must not wait in the compression middleware either.
        const res = await fetch(`${ctx.baseUrl}/api/admin/export/bookings`, { headers: { cookie: cookieOf(admin) } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe('gzip');
        const reader = res.body!.getReader();
        let text = '';
        const decoder = new TextDecoder('utf-8', { ignoreBOM: true }); // keep the BOM to check it
        // Read until the header row and the first booking row are in.
        while (text.split('\r\n').length < 3) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        const readBeforeFirstBytes = batches.read();
        await reader.cancel();
        expect(text.startsWith('\uFEFFID,Kind,User ID,Username')).toBe(true);
        const firstRow = (parse(text.split('\r\n')[1]!) as string[][])[0];
        const lowest = (await ctx.db('bookings').min({ id: 'id' }).first()) as { id: unknown };
        expect(firstRow?.[0]).toBe(String(lowest.id));
        // The first 100 rows leave at once; at most the next batches in flight have been read meanwhile (held in
        // gzip, the first bytes waited for about 4 000 rows).
        expect(readBeforeFirstBytes).toBeLessThanOrEqual(3);
        // The cancelled download stops the reading: once its handler has returned, it read less than the table.
        expect(handlers).toHaveLength(1);
        await handlers[0];
        expect(batches.read()).toBeLessThan(wholeTable);
      } finally {
        streamed.mockRestore();
        batches.stop();
      }

      // Read to the end, the same export holds every row once.
      const whole = await admin.get('/api/admin/export/bookings');
      const records = parse(whole.text) as string[][];
      expect(records).toHaveLength(rows + 1);
      expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(rows);
    });
  });
});
