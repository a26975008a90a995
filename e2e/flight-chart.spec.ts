// A shot's flight on a phone (docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md): during a member's
// booking a GSPro bay sends a shot with ball data only; "Live now" on a 390 px phone shows its modelled carry, marked
// as modelled, and draws its flight from the side and from above without sideways scrolling; the member can hide the
// modelled figures, and they stay hidden after a reload (kept on the account, decision 443). The server's and the
// browser's clocks are pinned at 10:12 AM on a Tuesday (as bay-live.spec.ts).
import { apiContext } from './support/api';
import { LIVE_AT, liveBaySpec, memberOnPhone, runningBayBooking } from './support/bay-booking';
import { expect, test } from './support/fixtures';

const AT = LIVE_AT;
const { server, booking: BOOKING } = liveBaySpec('Flight e2e');

test('a member sees a modelled shot’s flight drawn on a 390 px phone, and hides modelled figures for good', async ({
  browser,
}) => {
  const { baseURL } = server();
  // A booking running now (10:00 to 11:00 AM) and the bay's key.
  const { member, bookingId, key } = await runningBayBooking(server(), BOOKING);
  const bay = await apiContext(baseURL);
  // A tour-average 7 iron as a GSPro connector sends it: no carry.
  const sent = await bay.post('/api/bay/shots', {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      shots: [
        {
          shotId: `e2e-flight-${bookingId}`,
          hitAt: new Date(AT.getTime() - 30_000).toISOString(),
          club: '7 Iron',
          ballSpeedMps: 53.6,
          launchDeg: 16.3,
          horizontalLaunchDeg: 1.5,
          spinRpm: 7097,
          spinAxisDeg: 6,
        },
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await bay.dispose();

  const { context, page, problems } = await memberOnPhone(browser, baseURL, AT, member);
  const live = page.getByRole('region', { name: 'Live now' });
  await expect(live.getByRole('row', { name: /^7i / })).toContainText('(modelled)');

  const chart = live.getByRole('figure', { name: 'Flight of the last shot' });
  await expect(chart.getByRole('img', { name: 'Flight of the last shot, from the side' })).toBeVisible();
  await expect(chart.getByRole('img', { name: 'Flight of the last shot, from above' })).toBeVisible();
  await expect(chart).toContainText(/Carry 1\d\d\.\d yd \(modelled\)/);
  await expect(chart).toContainText(/yd right \(modelled\)/);
  // The chart fits the phone: nothing scrolls sideways, and it stays inside its section.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const box = (await chart.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await live.getByRole('switch', { name: 'Hide modelled figures' }).click();
  await expect(live.getByRole('row', { name: /^7i / })).not.toContainText('(modelled)');
  await expect(chart).toHaveCount(0);
  // Kept on the member's account: after a reload they are still hidden.
  await page.reload();
  await expect(live.getByRole('switch', { name: 'Hide modelled figures' })).toBeChecked();
  await expect(live.getByRole('row', { name: /^7i / })).toContainText('–');
  await expect(live.getByRole('row', { name: /^7i / })).not.toContainText('(modelled)');
  await expect(chart).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});
