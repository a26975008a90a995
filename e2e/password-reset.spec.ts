// Password reset, end to end: the request screen, the code read from the e-mail the server sent through the
// local SMTP server (e2e/support/smtp.ts), verification, the new password, and signing in with it. Also the
// one-click link from the same e-mail, and the screens' validation and failure messages.
import { apiContext } from './support/api';
import { cutOff, NETWORK_MESSAGE } from './support/feedback';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { PHONE_AND_DESKTOP } from './support/viewports';

/** Reset e-mails go only to the facility's domain (the demo accounts' domain, docs/requirements.md#reset-e-mail-domain). */
const FACILITY_DOMAIN = 'longwoodgolf.example';

async function registerFacilityUser(baseURL: string, prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}-${process.pid}@${FACILITY_DOMAIN}`;
  const password = 'old-password-1';
  const ctx = await apiContext(baseURL);
  const res = await ctx.post('/api/register', { data: { username: email, email, phone: '4075550111', password } });
  expect(res.ok(), await res.text()).toBe(true);
  await ctx.dispose();
  return { email, password };
}

async function loginStatus(baseURL: string, username: string, password: string): Promise<number> {
  const ctx = await apiContext(baseURL);
  const res = await ctx.post('/api/login', { data: { username, password } });
  await ctx.dispose();
  return res.status();
}

function codeFrom(text: string): string {
  const code = /verification code is:\s*(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No verification code in the e-mail:\n${text}`);
  return code;
}

function linkFrom(text: string): URL {
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the e-mail:\n${text}`);
  return new URL(link);
}

test('the reset screens, with their error states, have no serious accessibility violations', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/verify-reset');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Verification code must be 6 digits')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/reset-password/oops');
  await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('/forgot-password', () => {
  test('shows the form, its links and the e-mail validation message', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter your verification code' })).toHaveAttribute(
      'href',
      '/verify-reset',
    );
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an address outside the facility domain is told to contact an administrator', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('alert')).toContainText('Please contact an administrator');
    await expect(page.getByRole('link', { name: 'Continue to verification' })).toHaveCount(0);
  });
});

test.describe('/verify-reset', () => {
  test('validates the code and reports a wrong one', async ({ page }) => {
    await page.goto(`/verify-reset?email=${encodeURIComponent(`nobody@${FACILITY_DOMAIN}`)}`);
    await expect(page.getByRole('heading', { name: 'Verify Your Code' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(`nobody@${FACILITY_DOMAIN}`);
    await page.getByLabel('Verification Code').fill('123');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Verification code must be 6 digits')).toBeVisible();
    await page.getByLabel('Verification Code').fill('12345a');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Verification code must contain only numbers')).toBeVisible();
    await page.getByLabel('Verification Code').fill('123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code or email. Please try again.');
  });
});

// A failed request is never reported as a wrong code (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test.describe(`/verify-reset when the request never arrives (${name})`, () => {
    test.use({ viewport });

    test('a network failure on the reset code says the server could not be reached', async ({ page }) => {
      await page.goto('/verify-reset?email=pat%40longwoodgolf.example');
      await cutOff(page, '/api/reset-password/verify');
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
    });
  });
}

test.describe('/reset-password/:token', () => {
  test("a malformed or unknown token shows 'Invalid Request' with a way to start over", async ({ page }) => {
    await page.goto('/reset-password/oops');
    await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new password reset' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goto(`/reset-password/${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`no token at all: 'Invalid Request' with the link to /forgot-password, not the 404 page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
      await expect(page).toHaveTitle('Reset Password | Longwood Golf');
      await page.getByRole('link', { name: 'Request a new password reset' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });
  }
});

test('the whole reset flow with the code from the e-mail', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const account = await registerFacilityUser(baseURL!, 'reset-code');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: '6-digit verification code' })).toBeVisible();

  const mail = await waitForMail(account.email, 'verification code');
  expect(mail.raw).toMatch(new RegExp(`^To: .*${account.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
  const code = codeFrom(mail.text);

  await page.getByRole('link', { name: 'Continue to verification' }).click();
  await expect(page).toHaveURL(/\/verify-reset\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeFocused();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password is too long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page.getByText(/Redirecting to login in [1-3] seconds?\.\.\./)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

  expect(await loginStatus(baseURL!, account.email, account.password)).toBe(401);
  await page.getByLabel('Email or Username').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('the one-click link from the e-mail sets a new password once', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const account = await registerFacilityUser(baseURL!, 'reset-link');
  const ctx = await apiContext(baseURL!);
  const asked = await ctx.post('/api/reset-password/request', { data: { email: account.email } });
  expect(asked.ok()).toBe(true);
  await ctx.dispose();

  const link = linkFrom((await waitForMail(account.email, 'reset-password/')).text);
  // The server runs as under `npm start` (no APP_ORIGIN or PUBLIC_APP_URL): the link points at the server
  // itself, never at the Vite dev server (docs/decisions/163-session-and-account-hygiene.md).
  expect(link.origin).toBe(`http://localhost:${new URL(baseURL!).port}`);
  const path = link.pathname;
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('linked-pass-123');
  await page.getByLabel('Confirm New Password').fill('linked-pass-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
  expect(await loginStatus(baseURL!, account.email, 'linked-pass-123')).toBe(200);

  // The link works only once.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
});
