// The member strip above the landing page (docs/decisions/142-member-strip.md): a signed-in member arriving at /
// sees the next booking, the hours left today, the entrance code and Book Now; visitors and non-members do not.
import { ADMIN } from './support/accounts';
import { apiContext, createMember, facilityDate, facilityMinutesNow, registerUser, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { withE2eDatabase } from './support/database';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

/** 'Nov 24' for a yyyy-mm-dd date, as the strip writes it (the year is left out). */
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

for (const [index, { name, viewport }] of VIEWPORTS.entries()) {
  test.describe(`member strip on ${name}`, () => {
    test.use({ viewport });

    test('shows the next booking, the hours left today, the entrance code and Book Now', async ({ page, baseURL }) => {
      const member = await createMember(baseURL!);
      // Next booking: one far enough ahead that no other spec books it; an earlier one today, already past
      // (written to the database: the API refuses past times), counts against today's 4 hours.
      const nextDate = facilityDate(25 + index);
      const pastHour = `0${index}`;
      const admin = await apiContext(baseURL!, ADMIN);
      const booked = await admin.post('/api/admin/bookings', {
        data: { userId: member.id, simulatorId: 2, bookingDate: nextDate, startTime: '06:30:00', endTime: '07:30:00' },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      await admin.dispose();
      await withE2eDatabase((db) =>
        db('bookings').insert({
          kind: 'member',
          user_id: member.id,
          simulator_id: 2,
          booking_date: facilityDate(0),
          start_time: `${pastHour}:00:00`,
          end_time: `${pastHour}:30:00`,
          created_at: new Date().toISOString(),
        }),
      );

      await signIn(page, member);
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Your membership today' });
      // Today's early booking is the next one only while it is still ahead on the facility's clock.
      const todayStillAhead = facilityMinutesNow() < index * 60;
      await expect(strip.getByTestId('member-strip-next')).toHaveText(
        todayStillAhead
          ? `Today, ${index === 0 ? 12 : index}:00 AM - ${index === 0 ? 12 : index}:30 AM · Bay 2`
          : new RegExp(`^${shortDate(nextDate)}, 6:30 AM - 7:30 AM · Bay [12]$`),
      );
      await expect(strip.getByTestId('member-strip-hours')).toHaveText('3.5 of 4 hours');
      // Nothing cut off ("… · B…"): every text wraps inside the band, whole, and the buttons stay inside it too.
      const band = (await strip.boundingBox())!;
      for (const part of [
        strip.getByTestId('member-strip-next'),
        strip.getByTestId('member-strip-hours'),
        strip.getByRole('button', { name: 'Entrance Code' }),
      ]) {
        expect(await part.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(band.x);
        expect(box.y).toBeGreaterThanOrEqual(band.y);
        expect(box.x + box.width).toBeLessThanOrEqual(band.x + band.width);
        expect(box.y + box.height).toBeLessThanOrEqual(band.y + band.height);
      }
      // Above the landing page: the strip ends where the hero begins.
      const stripBox = (await strip.boundingBox())!;
      const heroBox = (await page.locator('section[aria-labelledby="hero-heading"]').boundingBox())!;
      expect(Math.round(stripBox.y + stripBox.height)).toBe(Math.round(heroBox.y));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousViolations(page)).toEqual([]);

      await strip.getByRole('button', { name: 'Entrance Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Facility Entrance Code' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('entrance-code').or(dialog.getByText('Code not available'))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Phones: the strip's Book Now (the header shows only the menu). From md the header's Book Now is right
      // above the strip, so the strip does not repeat it: one link of that name on screen.
      await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(1);
      await expect(strip.getByRole('link', { name: 'Book Now' })).toHaveCount(viewport.width < 768 ? 1 : 0);
      await page.getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole('heading', { name: /Book/ }).first()).toBeVisible();
    });
  });
}

test('a member with nothing booked sees "None booked" and the full 4 hours', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!);
  await signIn(page, member);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Your membership today' });
  await expect(strip.getByTestId('member-strip-next')).toHaveText('None booked');
  await expect(strip.getByTestId('member-strip-hours')).toHaveText('4 of 4 hours');
});

test('visitors and signed-in non-members get the landing page without the strip', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your membership today' })).toHaveCount(0);

  const regular = await registerUser(baseURL!, 'no-strip');
  await signIn(page, regular);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your membership today' })).toHaveCount(0);
});
