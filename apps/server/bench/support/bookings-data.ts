// The booking phases' data: 200 members and a realistic month of valid bookings, and afterwards the SQL counts that
// must stay 0 whatever the load did (same-bay overlaps, instants covered by three bookings, member-days over 4 hours).
import type { Knex } from 'knex';
import { addDaysToDateString, facilityToday, minutesToTime } from '@longwood/core';
import { isPostgres } from '../../src/db/dialect';
import { migrateLatest } from '../../src/db/migrations';
import { seedSimulators } from '../../src/db/seeds';
import { insertAll, passwordHash, userRows } from './data';

const MEMBERS = 200;

export interface Member {
  id: number;
  username: string;
}

/** 200 members (one shared bcrypt hash) and a realistic month of valid bookings (no rule broken). */
export async function populateMonth(db: Knex): Promise<{ members: Member[]; bookings: number }> {
  await migrateLatest(db);
  await seedSimulators(db);
  const now = new Date().toISOString();
  const emails = Array.from({ length: MEMBERS }, (_, i) => `bench-member-${i}@example.com`);
  await insertAll(db, 'users', userRows(emails, await passwordHash(), now), 100);
  const members = ((await db('users').select('id', 'username').orderBy('id')) as Member[]).map((m) => ({
    id: Number(m.id),
    username: m.username,
  }));

  // Each bay of each day: back-to-back bookings with gaps, 07:00 to 22:00, each by a different member.
  const today = facilityToday(new Date());
  const bookings: Record<string, unknown>[] = [];
  let next = 0;
  for (let day = 1; day <= 30; day += 1) {
    const date = addDaysToDateString(today, day);
    for (const bay of [1, 2]) {
      let start = 7 * 60 + (bay - 1) * 30;
      while (start < 22 * 60) {
        const length = 60 + 30 * ((day + start / 30 + bay) % 3); // 60..120 minutes
        const member = members[next++ % members.length]!;
        bookings.push({
          kind: 'member',
          user_id: member.id,
          created_by: member.id,
          simulator_id: bay,
          booking_date: date,
          start_time: minutesToTime(start),
          end_time: minutesToTime(Math.min(start + length, 23 * 60 + 30)),
          created_at: now,
        });
        start += length + 90; // leave room so the POST phase can still win some slots
      }
    }
  }
  await insertAll(db, 'bookings', bookings, 200);
  return { members, bookings: bookings.length };
}

const MINUTES_SQL = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS integer) * 60 + CAST(substr(${column}, 4, 2) AS integer))`;

/** count(*) of a statement, on either database (times are 'HH:mm:ss' text on both, so they compare). */
async function count(db: Knex, sql: string): Promise<number> {
  const result = (await db.raw(sql)) as { rows: { n: string }[] } | { n: number }[];
  const [row] = isPostgres(db) ? (result as { rows: { n: string }[] }).rows : (result as { n: number }[]);
  return Number(row?.n);
}

/** What must be 0 after any load: same-bay overlaps, instants covered by 3+ bookings, member-days over 4 hours. */
export async function doubleBookingCounts(db: Knex): Promise<{ sameBay: number; triple: number; overCap: number }> {
  return {
    sameBay: await count(
      db,
      `SELECT count(*) AS n FROM bookings a JOIN bookings b
         ON a.id < b.id AND a.simulator_id = b.simulator_id AND a.booking_date = b.booking_date
        AND a.start_time < b.end_time AND b.start_time < a.end_time`,
    ),
    // The most bookings overlapping at once always meet at some booking's start instant.
    triple: await count(
      db,
      `SELECT count(*) AS n FROM bookings a
        WHERE (SELECT count(*) FROM bookings b
                WHERE b.booking_date = a.booking_date AND b.start_time <= a.start_time AND a.start_time < b.end_time) > 2`,
    ),
    overCap: await count(
      db,
      `SELECT count(*) AS n FROM (
         SELECT user_id, booking_date FROM bookings WHERE kind IN ('member', 'staff') GROUP BY user_id, booking_date
         HAVING sum(${MINUTES_SQL('end_time')} - ${MINUTES_SQL('start_time')}) > 240) t`,
    ),
  };
}
