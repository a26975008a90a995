// "Live now" on a phone (docs/decisions/241-bay-shots-matched-to-the-bay.md): during a member's booking on a bay,
// the bay's key posts shots with the API (as the bay agent does) and the member, with /account open on a 390 px
// phone, sees each one arrive within two seconds with the session's running figures per club; the same shots show
// on the booking in My Bookings. The server's and the browser's clocks are pinned at 10:12 AM on a Tuesday, so the
// test runs the same at any hour; the booking covering now is written to the database (the API refuses a start in
// the past).
import { apiContext } from './support/api';
import { LIVE_AT, liveBaySpec, memberOnPhone, runningBayBooking } from './support/bay-booking';
import { expect, test } from './support/fixtures';

const AT = LIVE_AT;
const { server, booking: BOOKING } = liveBaySpec('Live e2e');
/** What the member notices arriving within, on a phone. */
const LIVE_WITHIN_MS = 2_000;
const METRES_PER_YARD = 0.9144;

test('a member sees the shots a bay sends during their booking arrive within two seconds', async ({ browser }) => {
  const { baseURL } = server();
  // A booking running now (10:00 to 11:00 AM) and the bay's key.
  const { member, bookingId, key } = await runningBayBooking(server(), BOOKING);
  const bay = await apiContext(baseURL);
  let sent = 0;
  const hit = async (club: string, carryYards: number) => {
    sent += 1;
    const res = await bay.post('/api/bay/shots', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        shots: [
          {
            shotId: `e2e-live-${bookingId}-${sent}`,
            // During the booking, and before the pinned clock's now: 10:11 AM and a second per shot.
            hitAt: new Date(AT.getTime() - 60_000 + sent * 1000).toISOString(),
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
    expect(await res.json()).toEqual({ accepted: 1, duplicates: 0, late: 0, refused: 0 });
  };

  const { context, page, problems } = await memberOnPhone(browser, baseURL, AT, member);
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
  expect(problems).toEqual([]);
  await context.close();
});
