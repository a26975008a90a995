// An admin's two-step sign-in in the browser (docs/decisions/287-admin-second-factor-and-re-authentication.md): the
// admin sets up an authenticator on the account page (the test reads the key from the page and computes the codes
// with the TOTP library, as a phone would), changes the keypad code after confirming password and code, and signs in
// again with password then code.
import { expect, test } from './support/fixtures';
import { signIn } from './support/api';
import { authenticatorCodes, forgetLastStep, freshAdmin } from './support/second-factor';

test('an admin sets up two-step sign-in, re-authenticates to change the keypad code, signs in with a code, gets new recovery codes and turns it off', async ({
  page,
  baseURL,
}) => {
  const admin = await freshAdmin(baseURL!, 'two-step');
  await signIn(page, admin);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-Step Sign-In' });
  await card.getByLabel('Your password').fill(admin.password);
  await card.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  await expect(card.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('second-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(card.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  // Four codes, more than the steps good at once: the server forgets the step it took rather than the test waiting
  // up to 30 seconds for the clock to move on (support/second-factor.ts).
  const code = authenticatorCodes(secret, () => forgetLastStep(admin.id));
  await card.getByLabel('Code from the app').fill(await code());
  await card.getByRole('button', { name: 'Turn On' }).click();
  const codeList = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeList).toHaveCount(10);
  const firstCodes = await codeList.allTextContents();
  await card.getByRole('button', { name: 'I Have Saved My Codes' }).click();
  await expect(card.getByText('Two-step sign-in is on. 10 of 10 recovery codes left.')).toBeVisible();

  // The keypad code: asked for the password and a fresh code first, then changed.
  const newCode = String(Date.now()).slice(-6);
  await page.goto('/admin?tab=facility');
  await page.getByLabel('New keypad code').fill(newCode);
  await page.getByRole('button', { name: 'Update Code' }).click();
  await page
    .getByRole('alertdialog', { name: 'Replace the entrance code?' })
    .getByRole('button', { name: 'Yes, Replace Code' })
    .click();
  const confirm = page.getByRole('dialog', { name: "Confirm It's You" });
  await confirm.getByLabel('Password').fill(admin.password);
  await confirm.getByLabel('Authentication code').fill(await code());
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Keypad Code Updated')).toBeVisible();
  await expect(page.getByTestId('current-keypad-code')).toHaveText(newCode);

  // Signing in again: the password, then the code.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email or Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('abcdef');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.').first(),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill(await code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();

  // New recovery codes: the password and a code; ten new ones shown once, none of the old.
  await page.goto('/account');
  await card.getByRole('button', { name: 'New Recovery Codes' }).click();
  const renew = page.getByRole('dialog', { name: 'New Recovery Codes' });
  await renew.getByLabel('Password').fill(admin.password);
  await renew.getByLabel('Authentication code').fill(await code());
  await renew.getByRole('button', { name: 'Get New Codes' }).click();
  await expect(renew).toBeHidden();
  await expect(codeList).toHaveCount(10);
  const newCodes = await codeList.allTextContents();
  expect(newCodes.filter((c) => firstCodes.includes(c))).toEqual([]);
  await card.getByRole('button', { name: 'I Have Saved My Codes' }).click();

  // Turning it off with an old recovery code is refused; with a new one it is off, and the keypad code is refused.
  await card.getByRole('button', { name: 'Turn Off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn Off Two-Step Sign-In' });
  await off.getByLabel('Password').fill(admin.password);
  await off.getByLabel('Authentication code').fill(firstCodes[0]!);
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(off.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await off.getByLabel('Authentication code').fill(newCodes[0]!);
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(off).toBeHidden();
  await expect(card.getByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeVisible();
  await page.goto('/admin?tab=facility');
  await page.getByLabel('New keypad code').fill(String(Number(newCode) + 1).padStart(6, '0'));
  await page.getByRole('button', { name: 'Update Code' }).click();
  await page
    .getByRole('alertdialog', { name: 'Replace the entrance code?' })
    .getByRole('button', { name: 'Yes, Replace Code' })
    .click();
  await expect(page.getByText(/^Set up two-step sign-in on your account page first/).first()).toBeVisible();
  await expect(page.getByTestId('current-keypad-code')).toHaveText(newCode);
});
