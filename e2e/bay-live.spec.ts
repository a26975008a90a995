// "Live now" on a phone (docs/decisions/241-bay-shots-matched-to-the-bay.md): during a member's booking on a bay,
// the bay's key posts shots with the API (as the bay agent does) and the member, with /account open on a 390 px
// phone, sees each one arrive within two seconds with the session's running figures per club; the same shots show
// on the booking in My Bookings. The booking covering now is written to the database: the API refuses a start in
// the past, and the clock cannot be moved in a browser test.
import { ADMIN } from './support/accounts';
import { apiContext, createMember, facilityDate, facilityMinutesNow, signIn } from './support/api';
import { withE2eDatabase } from './support/database';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Bay 1: the other specs that write a booking at "now" use Bay 2. */
const BAY_ID = 1;
/** What the member notices arriving within, on a phone. */
const LIVE_WITHIN_MS = 2_000;
const METRES_PER_YARD = 0.9144;

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

test('a member sees the shots a bay sends during their booking arrive within two seconds', async ({
  page,
  baseURL,
}) => {
  // Bookings end at 11:30 PM at the latest (core's LATEST_END): from then to midnight no booking runs, so there is
  // nothing live to watch (the test takes about 20 s: it starts by 11:25 PM).
  test.skip(facilityMinutesNow() >= 23 * 60 + 25, 'no booking runs between 11:30 PM and midnight, facility time');
  const member = await createMember(baseURL!);
  // A booking running now: from the last half hour boundary, an hour long (kept within the day).
  const start = Math.min(Math.floor(facilityMinutesNow() / 30) * 30, 22 * 60 + 30);
  const bookingId = await withE2eDatabase(async (db) => {
    const [row] = await db('bookings')
      .insert({
        kind: 'member',
        user_id: member.id,
        simulator_id: BAY_ID,
        booking_date: facilityDate(0),
        start_time: time(start),
        end_time: time(start + 60),
        created_at: new Date().toISOString(),
      })
      .returning('id');
    return typeof row === 'object' ? (row as { id: number }).id : (row as number);
  });

  const admin = await apiContext(baseURL!, ADMIN);
  const issued = await admin.post(`/api/admin/bays/${BAY_ID}/device-keys`, { data: { label: 'Live e2e' } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  await admin.dispose();
  const bay = await apiContext(baseURL!);
  let sent = 0;
  const hit = async (club: string, carryYards: number) => {
    sent += 1;
    const res = await bay.post('/api/bay/shots', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        shots: [
          {
            shotId: `e2e-live-${bookingId}-${sent}`,
            hitAt: new Date().toISOString(),
            club,
            ballSpeedMps: 52.4,
            launchDeg: 16.8,
            spinRpm: 6200,
            carryM: carryYards * METRES_PER_YARD,
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).toEqual({ accepted: 1, duplicates: 0 });
  };

  await signIn(page, member);
  await page.goto('/account');
  const live = page.getByRole('region', { name: 'Live now' });
  await expect(live).toContainText('No shots yet');
  await expect(live).toContainText('Bay 1');

  await hit('7 Iron', 150);
  await expect(live).toContainText('1 shot so far', { timeout: LIVE_WITHIN_MS });
  await expect(live.getByRole('row', { name: /^7i / })).toContainText('150.0', { timeout: LIVE_WITHIN_MS });

  // The club as the product names it (7 Iron is 7i).
  // The running figures: a second 7 iron moves the club's carry average; a driver gets a row of its own.
  await hit('7 Iron', 160);
  await expect(live.getByRole('row', { name: /^7i / })).toHaveText(/^7i\s*2\s*155\.0/, {
    timeout: LIVE_WITHIN_MS,
  });
  await hit('Driver', 230);
  await expect(live).toContainText('3 shots so far', { timeout: LIVE_WITHIN_MS });
  await expect(live.getByRole('row', { name: /^Driver / })).toHaveText(/Driver\s*1\s*230\.0/, {
    timeout: LIVE_WITHIN_MS,
  });

  // On the booking in My Bookings too, and a shot hit while it is open arrives there as well.
  await page.goto('/booking');
  const onBooking = page.getByRole('region', { name: 'Live now' });
  await expect(onBooking).toContainText('3 shots so far');
  await hit('Driver', 240);
  await expect(onBooking).toContainText('4 shots so far', { timeout: LIVE_WITHIN_MS });
  await expect(onBooking.getByRole('row', { name: /^Driver / })).toHaveText(/Driver\s*2\s*235\.0/, {
    timeout: LIVE_WITHIN_MS,
  });
  await bay.dispose();
});
