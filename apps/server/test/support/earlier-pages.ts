// The member lists paged by a cursor (docs/decisions/021-booking-api.md):
// reading every earlier page, and the malformed cursors each list must refuse.
import { addDaysToDateString } from '@longwood/core';
import { expect } from 'vitest';
import type { TestClient } from './http-client';

/** Every page before `oldest` (each asked with the cursor of the oldest row received so far), until an empty one. */
export async function readEarlierPages<T>(
  client: TestClient,
  path: string,
  oldest: T,
  cursorOf: (row: T) => string,
  pageSize: number,
): Promise<T[][]> {
  const pages: T[][] = [];
  for (let from = oldest; ;) {
    const page = await client.get<T[]>(`${path}?cursor=${encodeURIComponent(cursorOf(from))}`);
    expect(page.status).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(pageSize);
    if (page.body.length === 0) return pages;
    pages.push(page.body);
    from = page.body[0]!;
  }
}

/** A malformed cursor is a 400 like any invalid query; a visitor gets 401. */
export async function expectMalformedCursorsRefused(member: TestClient, visitor: TestClient, path: string) {
  for (const cursor of ['yesterday', '2027-01-01T10:00:00', '2027-01-01T10:00:00_x', "1' OR 1=1"]) {
    const res = await member.get(`${path}?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status, cursor).toBe(400);
  }
  expect((await visitor.get(path)).status).toBe(401);
}

/**
 * The past both lists are tried with: 10:00 on each of the 12 days before `today` and 08:00 on the oldest, as
 * [date, start] pairs.
 */
export function pastFixture(today: string): Array<[date: string, start: string]> {
  const days = Array.from({ length: 12 }, (_, i) => i + 1);
  return [
    ...days.map((d): [string, string] => [addDaysToDateString(today, -d), '10:00:00']),
    [addDaysToDateString(today, -12), '08:00:00'],
  ];
}

/** The pages before the first answer's latest five days of `pastFixture`, each row as "date start". */
export function pastFixtureEarlierPages(today: string): string[][] {
  const day = (d: number) => addDaysToDateString(today, -d);
  return [
    [10, 9, 8, 7, 6].map((d) => `${day(d)} 10:00:00`),
    [`${day(12)} 08:00:00`, `${day(12)} 10:00:00`, `${day(11)} 10:00:00`],
  ];
}
