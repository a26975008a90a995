import { expect, type Page } from '@playwright/test';

/** Picks a day in the booking calendar, moving to the next month when needed. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const cell = page.locator(
    `[data-scope="date-picker"][data-part="table-cell-trigger"][data-value="${date}"]:not([data-outside-range])`,
  );
  // Wait for the calendar before deciding whether the day is in the month on screen.
  await expect(page.locator('[data-scope="date-picker"][data-part="table-cell-trigger"]').first()).toBeVisible();
  if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('data-selected', '');
}

export function startTimeSelect(page: Page) {
  return page.getByLabel('Starting Time (EST)');
}
