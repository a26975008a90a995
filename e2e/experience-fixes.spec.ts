// Defects from the browser review (docs/decisions/143-errors-toasts-and-sign-in-reasons.md), each at phone and
// desktop widths: a failed request is never reported as a refusal; toasts never cover the form or list just
// used; a protected link says why it asks to sign in and comes back; the entrance code can be retried and the
// front desk called.
import type { Locator, Page } from '@playwright/test';
import { createMember, facilityDate, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { calendarDay, pickDate, startTimeSelect } from './support/booking-page';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

const NETWORK_MESSAGE = "We couldn't reach the server. Please check your internet connection and try again.";

/** The request never reaches the server, as with a dropped phone connection. */
const cutOff = (page: Page, path: string) => page.route(`**${path}`, (route) => route.abort('internetdisconnected'));

const toastWith = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"]', { hasText: title });

/** The toast's box, once its entrance animation has settled. */
async function settledBox(toast: Locator) {
  await expect(toast).toBeVisible();
  let previous = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const settled = box === previous;
      previous = box;
      return settled;
    })
    .toBe(true);
  return (await toast.boundingBox())!;
}

async function expectNotCovered(toast: Locator, ...targets: Locator[]) {
  const t = await settledBox(toast);
  for (const target of targets) {
    const b = (await target.boundingBox())!;
    const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlaps, `the toast covers ${target.toString()}`).toBe(false);
  }
}

for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a network failure on login says the server could not be reached, never "Invalid username or password"', async ({
      page,
    }) => {
      await page.goto('/auth');
      await cutOff(page, '/api/login');
      await page.getByLabel('Email or Username').fill('member@longwoodgolf.example');
      await page.getByLabel('Password', { exact: true }).fill('longwood-demo');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const toast = toastWith(page, 'Login failed');
      await expect(toast).toContainText(NETWORK_MESSAGE);
      await expect(toast).not.toContainText('Invalid username or password');
      // A real refusal still reads as one.
      await page.unroute('**/api/login');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toastWith(page, 'Login failed')).toContainText('Invalid username or password');
    });

    test('registration, the demo form and the reset code say the same when the request never arrives', async ({
      page,
    }) => {
      await page.goto('/auth?tab=register');
      await cutOff(page, '/api/register');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Phone Number').fill('4075550100');
      await page.getByLabel('Password', { exact: true }).fill('secret-pass');
      await page.getByLabel('Confirm Password').fill('secret-pass');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(toastWith(page, 'Registration failed')).toContainText(NETWORK_MESSAGE);

      await page.goto('/contact');
      await cutOff(page, '/api/contact');
      await page.getByLabel('Name').fill('Pat Visitor');
      await page.getByLabel('Email').fill('pat@example.com');
      await page.getByLabel('Phone').fill('4075550100');
      await page.getByRole('button', { name: 'Send Request' }).click();
      const contactToast = toastWith(page, 'Submission failed');
      await expect(contactToast).toContainText(NETWORK_MESSAGE);
      await expect(contactToast).toContainText('contact us directly at');
      await expect(contactToast).not.toContainText('There was a problem sending your message');

      await page.goto('/verify-reset?email=pat%40longwoodgolf.example');
      await cutOff(page, '/api/reset-password/verify');
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
    });

    test('a protected link opened signed out says why it asks to sign in, and returns there afterwards', async ({
      page,
      baseURL,
    }) => {
      const member = await createMember(baseURL!);
      await page.goto('/booking');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('note').filter({ hasText: 'Sign in to book a bay.' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Email or Username').fill(member.username);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page).toHaveTitle('Book a Bay | Longwood Golf');

      // Opening /auth directly gives no reason. The booking page is left first: its own requests, answered 401
      // after the sign-out, would rightly send it to /auth with a reason and race the direct visit.
      await page.goto('about:blank');
      expect((await page.request.post('/api/logout')).ok()).toBe(true);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: /go straight back/ })).toHaveCount(0);
    });

    test("'Code not available' offers a retry and the front desk's phone", async ({ page, baseURL }) => {
      const member = await createMember(baseURL!);
      await signIn(page, member);
      await page.goto('/account');
      await cutOff(page, '/api/member/keypad-code');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Entrance Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Facility Entrance Code' });
      await expect(dialog.getByText('Code not available')).toBeVisible();
      await expect(dialog.getByRole('alert')).toContainText('Failed to fetch keypad code');
      await expect(dialog.getByRole('link', { name: '(407) 555-0142' })).toHaveAttribute('href', 'tel:+14075550142');
      expect(await seriousViolations(page)).toEqual([]);

      await page.unroute('**/api/member/keypad-code');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByTestId('entrance-code').or(dialog.getByText('Code not available'))).toBeVisible();
    });

    test('toasts never cover the booking form or the new booking in My Bookings', async ({ page, baseURL }) => {
      const member = await createMember(baseURL!);
      await signIn(page, member);
      await page.goto('/booking');
      // Days and times no other spec uses.
      const date = facilityDate(name === 'desktop' ? 24 : 23);
      await pickDate(page, date);
      const selectedDate = calendarDay(page, date);
      const book = page.getByRole('button', { name: 'Book Session' });

      // Pressing Book Session without a time: the warning leaves the date and the time picker in view.
      await book.scrollIntoViewIfNeeded();
      await book.click();
      const warning = toastWith(page, 'Selection Required');
      await expectNotCovered(warning, book, startTimeSelect(page));
      if (await selectedDate.isVisible()) await expectNotCovered(warning, selectedDate);

      await startTimeSelect(page).selectOption('05:00:00');
      await book.click();
      const confirmed = toastWith(page, 'Booking Confirmed');
      const list = page.getByRole('list', { name: 'Upcoming bookings' });
      const cancel = list
        .getByRole('listitem')
        .filter({ hasText: '5:00 AM' })
        .getByRole('button', { name: /Cancel/ });
      await expect(cancel).toBeVisible();
      await cancel.scrollIntoViewIfNeeded();
      // The toast may have been placed before the list grew: look at the toast on screen after it settles.
      await expectNotCovered(confirmed, cancel, book);
    });

    test("the demo form's toast leaves 'Send Request' and the form uncovered", async ({ page }) => {
      await page.goto('/contact');
      await page.getByLabel('Name').fill('Pat Visitor');
      await page.getByLabel('Email').fill(`pat-${Date.now()}@example.com`);
      await page.getByLabel('Phone').fill('4075550100');
      const send = page.getByRole('button', { name: 'Send Request' });
      await send.scrollIntoViewIfNeeded();
      await send.click();
      // 'Message Sent!', or 'Submission failed' once the suite has used up this address's hourly contact limit:
      // either toast must leave the form clear.
      const toast = page.locator('[data-scope="toast"][data-part="root"]');
      await expectNotCovered(toast, send, page.getByLabel('Name'), page.getByLabel('Phone'));
    });
  });
}
