// /upgrade-membership: the offer, fee terms, in-person sign-up prompt and the membership request form.
import { MEMBER } from './support/accounts';
import { registerUser, signIn } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a signed-out visitor is sent to /auth', async ({ page }) => {
  await page.goto('/upgrade-membership');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a non-member sees benefits, price, fee terms and the Book Demo prompt', async ({ page, baseURL }) => {
  await signIn(page, await registerUser(baseURL!, 'upgrade'));
  await page.goto('/upgrade-membership');

  await expect(page.getByRole('heading', { name: 'Upgrade Your Membership' })).toBeVisible();
  const benefits = page.getByRole('region', { name: 'Membership Benefits' });
  for (const benefit of [
    '24/7 gym access',
    '4 hours daily simulator time',
    'Advanced swing analysis',
    'Private simulator rooms',
    'Specialized conditioning',
  ]) {
    await expect(benefits.getByText(benefit)).toBeVisible();
  }
  const price = page.getByRole('region', { name: 'Membership Price' });
  await expect(price).toContainText('$200/month');
  await expect(price.getByText('$200 per month, billed on the 1st of each month.')).toBeVisible();
  await expect(price.getByText('Cancel anytime with 30 days notice.')).toBeVisible();
  // The facility's phone number from the config module (default build value).
  const phone = price.getByRole('link', { name: '(407) 555-0142' });
  await expect(phone).toHaveAttribute('href', 'tel:+14075550142');

  await expect(page.getByRole('heading', { name: 'Sign Up In Person' })).toBeVisible();
  await page.getByRole('link', { name: 'Book Demo' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the membership request form validates, then sends the request', async ({ page, baseURL }) => {
  await signIn(page, await registerUser(baseURL!, 'request'));
  await page.goto('/upgrade-membership');

  await page.getByLabel('Full Name').fill('J');
  await page.getByLabel('Phone Number').fill('40755');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Full Name').fill('Jane Golfer');
  await page.getByLabel('Phone Number').fill('(407) 555-0188');
  await page.getByRole('radio', { name: 'Either' }).check();
  await page.getByLabel('Message (optional)').fill('Weekday evenings work best.');
  // Keyboard users can submit too.
  await page.getByRole('button', { name: 'Submit Request' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Request Submitted')).toBeVisible();
  await expect(page.getByText(/Thank you! .*membership request/)).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});

test('a member is told they already have a membership', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/upgrade-membership');
  await expect(page.getByText('You already have an active membership. Thank you for being a member!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
});
