// The desk moves a member's booking from its own board (docs/decisions/466-the-desk-moves-bookings.md): the booking
// dialog's "Move…" opens the staff form with the member fixed, the booking lands on the new bay and time, keeps its
// check-in, and the member is e-mailed "Booking Moved"; the same move done with the keyboard alone, the focus back on
// the booking's block. Front-desk staff on a desk server whose clock is pinned inside staffed hours.
import type { Locator, Page } from '@playwright/test';
import { FRONT_DESK, MEMBER } from './support/accounts';
import { apiContext } from './support/api';
import { deskSpecServer, signInOnDeskAt } from './support/desk-page';
import { waitForMailIn } from './support/mail';
import { expect, test } from './support/fixtures';

const DAY = '2026-11-24'; // a Tuesday, Eastern Standard Time (UTC-5)
const OPEN = new Date('2026-11-24T15:12:00Z'); // 10:12 AM at the facility

const { server } = deskSpecServer(OPEN);

/** The member books `start`..`end` on Bay 1 today through the API, as from the website. */
async function memberBooks(start: string, end: string): Promise<number> {
  const member = await apiContext(server().baseURL, MEMBER);
  const booked = await member.post('/api/bookings', {
    data: { simulatorId: 1, bookingDate: DAY, startTime: start, endTime: end },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  await member.dispose();
  return id;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Tab (forward) until `target` has the focus; fails after a screenful of stops. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20 && !(await isFocused(target)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('the desk moves a checked-in booking to another bay and time; the member is e-mailed', async ({ page }) => {
  const id = await memberBooks('11:00', '12:00');
  await signInOnDeskAt(page, server(), OPEN, FRONT_DESK);
  await expect(page.getByRole('heading', { name: "Today's Board" })).toBeVisible();

  await page.getByRole('button', { name: /member, 11:00 AM - 12:00 PM/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText('member has arrived.')).toBeVisible();

  await page.getByTestId(`board-block-${id}`).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Move…' }).click();
  const move = page.getByRole('dialog', { name: 'Move Booking' });
  await expect(move.getByText('Member: member')).toBeVisible();
  await move.getByLabel('Bay').selectOption({ label: 'Bay 2' });
  await move.getByLabel('Start time').selectOption({ label: '3:00 PM' });
  await expect(move.getByTestId('computed-end-time')).toHaveText('4:00 PM');
  await move.getByRole('button', { name: 'Move Booking' }).click();

  await expect(page.getByText('Booking Moved')).toBeVisible();
  await expect(move).toBeHidden();
  const block = page.getByRole('button', { name: /member, 3:00 PM - 4:00 PM/ });
  await expect(block).toBeVisible();
  await expect(page.getByRole('button', { name: /member, 11:00 AM - 12:00 PM/ })).toHaveCount(0);
  // The check-in went with it: a move is not a cancel-and-rebook.
  await block.click();
  await expect(page.getByRole('dialog').getByTestId('arrival-status')).toContainText('Checked in at');
  await page.keyboard.press('Escape');

  const mail = await waitForMailIn(
    server().mailDir,
    MEMBER.username,
    'It was Tuesday, November 24, 2026, 11:00 AM - 12:00 PM EST, Bay 1.',
  );
  expect(mail.text).toContain('Tuesday, November 24, 2026, 3:00 PM - 4:00 PM EST, Bay 2');
});

test('a booking moved with the keyboard alone: C, Move…, bay and start by arrow keys, Enter', async ({ page }) => {
  const id = await memberBooks('10:30', '11:30');
  await signInOnDeskAt(page, server(), OPEN, FRONT_DESK);
  await expect(page.getByRole('heading', { name: "Today's Board" })).toBeVisible();
  // The board read (the heading comes first): C before it finds nobody to check in.
  await expect(page.getByRole('button', { name: /member, 10:30 AM - 11:30 AM/ })).toBeVisible();

  // C opens the next booking due to be checked in, its Check In focused; Move… is the button before it.
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Check In' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Move…' })).toBeFocused();
  await page.keyboard.press('Enter');

  const move = page.getByRole('dialog', { name: 'Move Booking' });
  await expect(move).toBeVisible();
  const bay = move.getByLabel('Bay');
  await tabTo(page, bay);
  await page.keyboard.press('ArrowDown');
  await expect(bay).toHaveValue('2');
  const start = move.getByLabel('Start time');
  await tabTo(page, start);
  await page.keyboard.press('ArrowDown');
  await expect(start).toHaveValue('11:00:00');
  await tabTo(page, move.getByRole('button', { name: 'Move Booking' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Booking Moved')).toBeVisible();
  await expect(move).toBeHidden();
  // The focus is back on the booking's block, now at its new time, ready for the next key.
  const block = page.getByTestId(`board-block-${id}`);
  await expect(block).toHaveAccessibleName(/member, 11:00 AM - 12:00 PM/);
  await expect(block).toBeFocused();
  await waitForMailIn(
    server().mailDir,
    MEMBER.username,
    'It was Tuesday, November 24, 2026, 10:30 AM - 11:30 AM EST, Bay 1.',
  );
});
