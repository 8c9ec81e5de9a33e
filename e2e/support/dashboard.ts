import type { Page } from 'playwright-core';

/**
 * Waits for the app's dashboard greeting `name`. After a page load the players' shell (painted
 * from the HTML before the app's code arrives) already shows the same greeting, so the app's
 * own header is waited for first: the shell has no test ids, and once the app renders, the
 * shell is gone.
 */
export async function waitForDashboard(page: Page, name: string): Promise<void> {
  await page.getByTestId('user-menu').waitFor();
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}
