// The header's account menu as a person uses it: open it, then choose an item.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the account menu and chooses 'Entrance Code'; returns the dialog, visible. `whileOpen` checks the open
 * menu before the choice (for example that 'Upgrade Membership' is not offered).
 */
export async function openEntranceCode(page: Page, whileOpen?: () => Promise<void>): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  // The open menu's code loads when the menu is first pointed at or opened: what is checked while it is open waits
  // for it.
  await expect(page.getByRole('menu')).toBeVisible();
  await whileOpen?.();
  await page.getByRole('menuitem', { name: 'Entrance Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Facility Entrance Code' });
  await expect(dialog).toBeVisible();
  return dialog;
}
