// Phase 5 (bench/run.ts): on a database of 200 000 bookings and 20 000 users, the real app in this process
// (createApp, listening on a free port) answers every list of the API contract, and Knex's query events count the
// SQL statements of the signed-in reads and of a booking. Prints each list's response size (the worst: asked as
// an admin who is also a member holding 4 000 bookings) and the statement counts (docs/decisions/010-session-store.md, 020-booking-locking.md, 021-booking-api.md).
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { addDaysToDateString, API_ROUTES, facilityToday, minutesToTime } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createApp } from '../../src/app';
import { loadEnv } from '../../src/env';
import { migrateLatest } from '../../src/db/migrations';
import { seedSimulators } from '../../src/db/seeds';
import { insertAll, passwordHash, signIn, userRows } from './data';

const USERS = 20_000;
const BOOKINGS = 200_000;
const HEAVY_EVERY = 50; // the heavy member holds every 50th booking: 4 000

/** 20 000 users and 200 000 valid bookings (no same-bay overlap, the heavy member at most one a day). */
async function populateLarge(db: Knex): Promise<{ heavyEmail: string; busiestDay: string }> {
  await migrateLatest(db);
  await seedSimulators(db);
  const now = new Date().toISOString();
  const heavyEmail = 'bench-heavy@example.com';
  const emails = Array.from({ length: USERS }, (_, n) => (n === 0 ? heavyEmail : `bench-user-${n}@example.com`));
  await insertAll(db, 'users', userRows(emails, await passwordHash(), now, { firstIsAdmin: true }), 400);
  const ids = ((await db('users').select('id').orderBy('id')) as { id: number | string }[]).map((r) => Number(r.id));
  const heavyId = ids[0]!;
  const today = facilityToday(new Date());
  const perDay = 24; // 2 bays × 12 one-hour bookings, 08:00-20:00
  const days = Math.ceil(BOOKINGS / perDay);
  let batch: Record<string, unknown>[] = [];
  let n = 0;
  for (let d = 0; d < days && n < BOOKINGS; d += 1) {
    const date = addDaysToDateString(today, 29 - d);
    for (let slot = 0; slot < perDay && n < BOOKINGS; slot += 1, n += 1) {
      const bay = 1 + (slot % 2);
      const start = 8 * 60 + 60 * Math.floor(slot / 2);
      const userId = n % HEAVY_EVERY === 0 ? heavyId : ids[1 + (n % (ids.length - 1))]!;
      batch.push({
        kind: 'member',
        user_id: userId,
        created_by: userId,
        simulator_id: bay,
        booking_date: date,
        start_time: minutesToTime(start),
        end_time: minutesToTime(start + 60),
        created_at: now,
      });
      if (batch.length === 400) {
        await db('bookings').insert(batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await db('bookings').insert(batch);
  return { heavyEmail, busiestDay: addDaysToDateString(today, 1) };
}

/** Sample queries for lists whose query is required. */
function sampleQuery(path: string, busiestDay: string): string {
  const today = facilityToday(new Date());
  if (path === '/api/bookings') return `?date=${busiestDay}`;
  if (path === '/api/admin/utilisation') return `?from=${addDaysToDateString(today, -29)}&to=${today}`;
  if (path === '/api/desk/members') return '?q=bench';
  if (path === '/api/lessons/availability') return `?date=${busiestDay}&durationMinutes=60`;
  return '';
}

const SKIPPED = new Set(['/api/desk/events']); // a live stream, not a list

export async function measureLargeDatabase(
  label: string,
  db: Knex,
  settings: Record<string, string>,
): Promise<string[]> {
  const started = Date.now();
  const { heavyEmail, busiestDay } = await populateLarge(db);
  const populatedIn = ((Date.now() - started) / 1000).toFixed(0);
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    BCRYPT_COST: '10',
    WEB_DIST_DIR: '/nonexistent-lgf-bench',
    ...settings,
  });
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const app = createApp({ env, db, log: quiet });
  const port = await freePort();
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signIn(base, heavyEmail);

    const statements = async (method: string, path: string, body?: unknown) => {
      const seen: string[] = [];
      const listener = (q: { sql: string }) => seen.push(q.sql);
      db.on('query', listener);
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      await res.arrayBuffer();
      db.off('query', listener);
      const begin = seen.findIndex((s) => /^begin/i.test(s.trim()));
      const commit = seen.findIndex((s) => /^commit/i.test(s.trim()));
      const inLock = begin >= 0 && commit > begin ? commit - begin - 1 : 0;
      return { status: res.status, total: seen.length, inLock };
    };

    const lines: string[] = [];
    lines.push(
      `  ${label}: ${BOOKINGS} bookings, ${USERS} users (populated in ${populatedIn} s); asked as an admin who is also a member holding ${BOOKINGS / HEAVY_EVERY} bookings`,
    );
    // Statement counts (a request right after another, within the session's renewal minute).
    await statements('GET', '/api/user');
    const user = await statements('GET', '/api/user');
    const day = await statements('GET', `/api/bookings?date=${busiestDay}`);
    const post = await statements('POST', '/api/bookings', {
      simulatorId: 1,
      bookingDate: addDaysToDateString(facilityToday(new Date()), 2),
      startTime: '06:00',
      endTime: '07:00',
    });
    lines.push(
      `    SQL statements per request: GET /api/user ${user.total}, GET /api/bookings?date= ${day.total}, POST /api/bookings ${post.total} (${post.inLock} between BEGIN and COMMIT, status ${post.status})`,
    );

    // Every list of the contract without path parameters.
    const sizes: Array<{ path: string; status: number; bytes: number }> = [];
    for (const route of API_ROUTES) {
      if (route.method !== 'GET' || route.path.includes(':') || SKIPPED.has(route.path)) continue;
      if (route.path.includes('/export/')) continue;
      const res = await fetch(`${base}${route.path}${sampleQuery(route.path, busiestDay)}`, { headers: { cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      sizes.push({ path: route.path, status: res.status, bytes });
    }
    sizes.sort((a, b) => b.bytes - a.bytes);
    lines.push('    Response sizes (uncompressed), largest first:');
    for (const s of sizes) {
      lines.push(`      ${s.path.padEnd(40)} ${(s.bytes / 1024).toFixed(1).padStart(8)} KB  (${s.status})`);
    }
    // What GET /api/user/bookings answered before it was bounded: the member's whole history.
    const history = await app.services.bookings.historyOf({
      id: Number(((await db('users').select('id').where({ email: heavyEmail }).first()) as { id: number }).id),
    } as never);
    lines.push(
      `      (before decision 021 GET /api/user/bookings answered the whole history: ${(Buffer.byteLength(JSON.stringify(history)) / 1024).toFixed(0)} KB)`,
    );
    return lines;
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await app.closeResources();
  }
}
