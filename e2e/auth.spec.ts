import { ADMIN, MEMBER, REGULAR, shownAs, uniqueEmail } from './support/accounts';
import { cutOff, NETWORK_MESSAGE, toastWith } from './support/feedback';
import { expect, test } from './support/fixtures';
import { PHONE_AND_DESKTOP } from './support/viewports';

test.describe('/auth', () => {
  test('login shows the validation messages under the fields', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email or Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username or email must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Email or Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an admin who signs in lands on the admin home', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email or Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Home', level: 1 })).toBeVisible();
    // Signed in, /auth still sends them to / (the requirements' rule for a signed-in visitor).
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('register shows the validation messages under the fields', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Phone Number').fill('123');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('wrong credentials give a "Login failed" toast', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email or Username').fill(MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a member logs in, is welcomed, and logs out from the account menu', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email or Username').fill(MEMBER.username);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText('You have successfully logged in.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();

    // A signed-in visitor is sent away from /auth.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    // The demo member has no name: shown by the part of the address before '@', never the address.
    await expect(page.getByText(`Signed in as ${shownAs(MEMBER)}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Signed in as ${MEMBER.username}`)).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a visitor registers with the optional name and the account menu shows it', async ({ page }) => {
    await page.goto('/auth?tab=register');
    await page.getByLabel('Name (optional)').fill('  Robin Fairway ');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('named'));
    await page.getByLabel('Phone Number').fill('4075550123');
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Signed in as Robin Fairway', { exact: true })).toBeVisible();
  });

  test('registering an existing e-mail gives a "Registration failed" toast', async ({ page }) => {
    await page.goto('/auth?tab=register');
    await page.getByLabel('Email', { exact: true }).fill(REGULAR.username);
    await page.getByLabel('Phone Number').fill('4075550123');
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registration failed')).toBeVisible();
  });

  test('the switch links move between the login and register tabs', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Email or Username')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(uniqueEmail('x')).not.toEqual(uniqueEmail('x'));
  });
});

// A failed request is never reported as a refusal (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
for (const { name, viewport } of PHONE_AND_DESKTOP) {
  test.describe(`/auth when the request never arrives (${name})`, () => {
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

    test('a network failure on registration says the server could not be reached', async ({ page }) => {
      await page.goto('/auth?tab=register');
      await cutOff(page, '/api/register');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Phone Number').fill('4075550100');
      await page.getByLabel('Password', { exact: true }).fill('secret-pass');
      await page.getByLabel('Confirm Password').fill('secret-pass');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(toastWith(page, 'Registration failed')).toContainText(NETWORK_MESSAGE);
    });
  });
}
