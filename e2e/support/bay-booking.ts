// A member's booking running on a bay at a pinned moment, that bay's device key and the member on a phone, for the specs of live bay shots
// (bay-live.spec.ts, flight-chart.spec.ts). The booking is written to the database (the API refuses a start in the
// past); the key is issued by the admin through the API, as the admin screen does.
import { expect, type Browser } from '@playwright/test';
import { ADMIN } from './accounts';
import { apiContext, createMember, signIn, type TestUser } from './api';
import { withE2eDatabase } from './database';
import { deskSpecServer } from './desk-page';
import { collectProblems } from './fixtures';

/** The moment the live-bay specs pin the server's and the browser's clocks at: Tuesday 10:12 AM at the facility. */
export const LIVE_AT = new Date('2026-11-24T15:12:00Z');
/**
 * A live-bay spec's server pinned at LIVE_AT (call at the spec's top level) and its booking: bay 1, on the pinned
 * day, its key labelled `label`.
 */
export function liveBaySpec(label: string) {
  return {
    server: deskSpecServer(LIVE_AT).server,
    booking: { bayId: 1, day: '2026-11-24', at: LIVE_AT, label },
  };
}

/** A new member with a booking from 10:00 to 11:00 AM on `day` on bay `bayId`, and a key for that bay. */
export async function runningBayBooking(
  { baseURL, sqliteFile }: { baseURL: string; sqliteFile: string | undefined },
  { bayId, day, at, label }: { bayId: number; day: string; at: Date; label: string },
): Promise<{ member: TestUser; bookingId: number; key: string }> {
  const member = await createMember(baseURL);
  const bookingId = await withE2eDatabase(async (db) => {
    const [row] = await db('bookings')
      .insert({
        kind: 'member',
        user_id: member.id,
        simulator_id: bayId,
        booking_date: day,
        start_time: '10:00:00',
        end_time: '11:00:00',
        created_at: at.toISOString(),
      })
      .returning('id');
    return typeof row === 'object' ? (row as { id: number }).id : (row as number);
  }, sqliteFile);
  const admin = await apiContext(baseURL, ADMIN);
  const issued = await admin.post(`/api/admin/bays/${bayId}/device-keys`, { data: { label } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  await admin.dispose();
  return { member, bookingId, key };
}

/** The member signed in on a 390 px phone whose clock is pinned at `at`, on /account. */
export async function memberOnPhone(browser: Browser, baseURL: string, at: Date, member: TestUser) {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'America/New_York',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.clock.install({ time: at });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await signIn(page, member);
  await page.goto('/account');
  return { context, page, problems };
}
