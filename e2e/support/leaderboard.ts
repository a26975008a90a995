// The leaderboard asks the server again every 10 seconds (LEADERBOARD_REFRESH_MS in
// packages/ui/src/features/leagues/api/league-results.ts), on a player's phone and on the organiser's sheet alike. A
// spec that waits for it to catch up installs the page's clock before opening it (the clock then keeps running with
// the real one) and moves it on by the interval: the next ask comes now, through the page's own timer, instead of up
// to 10 seconds later.
import type { Page } from '@playwright/test';

export const LEADERBOARD_REFRESH_MS = 10_000;

/** Moves the page's installed clock on by the leaderboard's interval, so that its timer asks the server again now. */
export async function refreshLeaderboardNow(page: Page): Promise<void> {
  await page.clock.fastForward(LEADERBOARD_REFRESH_MS);
}
