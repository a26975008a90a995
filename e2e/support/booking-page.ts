import { expect, type Page } from '@playwright/test';

/** Picks a day in the booking calendar, moving to the next month when needed. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const cell = calendarDay(page, date);
  // Wait for the calendar before deciding whether the day is in the month on screen.
  await expect(page.getByRole('grid').getByRole('button').first()).toBeVisible();
  if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('data-selected', '');
}

/** A day of the booking calendar (only the month on screen has its days). */
export function calendarDay(page: Page, date: string) {
  return page.getByRole('grid').locator(`[data-date="${date}"]`);
}

export function startTimeSelect(page: Page) {
  return page.getByLabel('Starting Time (EST)');
}
