import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { useServerAndBrowser } from './support/app';
import { newActorContext, type ViewportName } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** A player who just signed up: the new-user flag is what starts onboarding (spec section 4). */
async function newPlayerOnDashboard(viewport: ViewportName, locale = 'en-US'): Promise<{ page: Page; username: string }> {
  const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport, locale });
  const player = makeActor('Newbie');
  const { page } = await openSignedIn(context, player, '/sign-in');
  await page.evaluate(() => localStorage.setItem('isNewUser', 'true'));
  await page.goto(`/${player.username}`);
  return { page, username: player.username };
}

const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const tourStep = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

describe('onboarding tours', () => {
  it('a new player on a desktop is guided through the dashboard, tabs following; the arena tour comes next', async () => {
    const { page, username } = await newPlayerOnDashboard('desktop');
    const first = tourStep(page, 'Your account');
    await first.waitFor();
    await first.getByText('Step 1 of 8').waitFor();
    // The flag is consumed once the tour starts.
    expect(await storage(page, 'isNewUser')).toBeNull();
    // Keyboard: focus is in the dialog; Enter presses Next.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    const next = () => page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await next();
    await tourStep(page, 'Find your way').waitFor();
    await next();
    await tourStep(page, 'Your numbers').waitFor();
    await next();
    await tourStep(page, 'Your profile').waitFor();
    await next();
    await tourStep(page, 'Recent battles').waitFor();
    await next();
    // The highlighted element is on the Battles tab: the tour switched to it.
    await tourStep(page, 'Battle history').waitFor();
    expect(await selectedTab(page)).toMatch(/Battles/);
    await page.getByRole('dialog').getByRole('button', { name: 'Previous' }).click();
    await tourStep(page, 'Recent battles').waitFor();
    expect(await selectedTab(page)).toMatch(/Overview/);
    await next();
    await tourStep(page, 'Battle history').waitFor();
    await next();
    await tourStep(page, 'Battle stats').waitFor();
    await next();
    const last = tourStep(page, 'Friends');
    await last.waitFor();
    expect(await selectedTab(page)).toMatch(/Friends/);
    await last.getByRole('button', { name: 'Finish' }).click();
    await last.waitFor({ state: 'detached' });
    expect(await storage(page, 'onboarding_dashboard')).toBe('done');
    expect(await storage(page, 'onboarding_completed')).toBe('true');

    // First visit to the arena: its own tour; Escape closes it and it counts as seen.
    await page.goto('/battles');
    await tourStep(page, 'Create a battle').waitFor();
    await page.keyboard.press('Escape');
    await tourStep(page, 'Create a battle').waitFor({ state: 'detached' });
    expect(await storage(page, 'onboarding_battle')).toBe('done');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Battles' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The arena's own button runs it again on demand.
    await page.getByRole('button', { name: 'Take the arena tour' }).click();
    await tourStep(page, 'Create a battle').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip tour' }).click();
    await tourStep(page, 'Create a battle').waitFor({ state: 'detached' });

    // Profile settings restart the dashboard tour.
    await page.goto(`/${username}/profile`);
    await page.getByRole('tab', { name: /Account/ }).click();
    await page.getByRole('button', { name: 'Restart the dashboard tour' }).click();
    await page.waitForURL(new RegExp(`/${username}$`));
    await tourStep(page, 'Your account').waitFor();
    expect(await storage(page, 'onboarding_completed')).toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: 'Close the tour' }).click();
    await tourStep(page, 'Your account').waitFor({ state: 'detached' });
    expect(await storage(page, 'onboarding_completed')).toBe('true');
    await page.context().close();
  });

  it('on a phone the mobile steps run instead, and Skip ends the tour', async () => {
    const { page } = await newPlayerOnDashboard('phone');
    const first = tourStep(page, 'Your profile');
    await first.waitFor();
    await first.getByText('Step 1 of 6').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Your numbers').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Ready to play?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip tour' }).click();
    await tourStep(page, 'Ready to play?').waitFor({ state: 'detached' });
    expect(await storage(page, 'onboarding_dashboard')).toBe('done');
    expect(await storage(page, 'onboarding_completed')).toBe('true');
    await page.context().close();
  });

  it('speaks Russian', async () => {
    const { page } = await newPlayerOnDashboard('desktop', 'ru-RU');
    const first = tourStep(page, 'Ваш аккаунт');
    await first.waitFor();
    await first.getByText('Шаг 1 из 8').waitFor();
    await first.getByRole('button', { name: 'Далее' }).waitFor();
    await first.getByRole('button', { name: 'Пропустить тур' }).click();
    await page.context().close();
  });
});
