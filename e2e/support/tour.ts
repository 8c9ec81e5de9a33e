import type { Page } from 'playwright-core';

/**
 * A new player's dashboard opens the onboarding tour (spec section 4), whose overlay covers the
 * page. Scenarios about something else close it the way a player would (Escape) and go on;
 * the arena's tour (next on a new player's first visit to /battles) is marked seen as well.
 */
export async function closeOnboardingTour(page: Page): Promise<void> {
  const tour = page.locator('.driver-popover');
  await tour.waitFor();
  await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'detached' });
  await page.evaluate(() => localStorage.setItem('onboarding_battle', 'done'));
}
