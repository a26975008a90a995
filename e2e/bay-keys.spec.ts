// Bay keys on /admin/facility (docs/decisions/240-bay-agent-and-device-keys.md): an admin issues a key for a bay, sees
// it once with a warning, the bay's PC sends with it; after "Revoke" and the confirmation the same key is refused.
import { ADMIN } from './support/accounts';
import { apiContext, signIn } from './support/api';
import { expect, test } from './support/fixtures';

test('an admin issues a bay key, the bay sends with it, and after revoking it the key is refused', async ({
  page,
  baseURL,
}) => {
  const label = `E2E PC ${Date.now().toString(36)}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/facility');
  const bay = page.getByRole('region', { name: 'Keys of Bay 2' });
  await bay.getByLabel('Label of a new key for Bay 2 (optional)').fill(label);
  await bay.getByRole('button', { name: 'Issue a key' }).click();

  await expect(bay.getByRole('status')).toContainText('Copy this key now: it is shown only once.');
  const key = await bay.getByLabel('New key for Bay 2', { exact: true }).inputValue();
  expect(key).toMatch(/^lwb_/);
  await expect(bay.getByRole('list', { name: 'Active keys of Bay 2' })).toContainText(
    `${label} (${key.slice(0, 12)}…)`,
  );

  // The bay's PC sends with it (a shot from long ago: answered, and refused for its time, so nothing is stored).
  const pc = await apiContext(baseURL!);
  const send = () =>
    pc.post('/api/bay/shots', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        shots: [{ shotId: `e2e-key-${label.replaceAll(' ', '-')}`, hitAt: '2024-03-01T15:00:00Z', carryM: 140 }],
      },
    });
  expect((await send()).status()).toBe(200);

  await bay.getByRole('button', { name: 'Done' }).click();
  await expect(bay.getByLabel('New key for Bay 2', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoking asks first; "Keep Key" keeps it.
  const row = page.getByRole('region', { name: 'Keys of Bay 2' }).getByRole('listitem').filter({ hasText: label });
  await row.getByRole('button', { name: /^Revoke / }).click();
  await page.getByRole('button', { name: 'Keep Key' }).click();
  await expect(row).toBeVisible();
  expect((await send()).status()).toBe(200);
  await row.getByRole('button', { name: /^Revoke / }).click();
  await page.getByRole('button', { name: 'Revoke Key' }).click();
  await expect(page.getByText('Key revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await send()).status()).toBe(401);
  await pc.dispose();
});
