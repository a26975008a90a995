// Self-checks of the page fixture: these tests are expected to fail (test.fail), and the suite goes red
// if the fixture ever stops turning browser errors into failures.
import { expect, test } from './support/fixtures';

test('a console.error in the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => console.error('Something broke'));
  await expect(page.locator('body')).toBeVisible();
});

test('an uncaught page error fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Uncaught in a timer');
    }, 0);
  });
  await thrown;
});

test('an expected 401 (signed-out session read) does not fail the test', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
