import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, newActorContext } from './support/browser';
import { signUpThroughApi } from './support/session';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

describe('the leaderboard (spec sections 2, 6)', () => {
  it('Tess, signed in on a phone, finds her own row marked "You" and her rank kept in view', async () => {
    await signUpThroughApi(app.server.baseUrl, makeActor('Uma'));
    const tess = makeActor('Tess');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page } = await openSignedIn(context, tess, '/leaderboard');
    const consoleWatch = new ConsoleWatch(page);

    await page.getByRole('heading', { name: 'Global leaderboard' }).waitFor();
    const mine = page.locator('[data-testid=leaderboard-row][data-me]');
    await mine.waitFor();
    expect(await mine.textContent()).toContain(tess.username);
    expect(await mine.getByText('You', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid=leaderboard-row]').count()).toBeGreaterThanOrEqual(2);

    const yourRank = page.getByTestId('your-rank');
    await yourRank.waitFor();
    expect(await yourRank.textContent()).toContain(tess.username);

    // The signed-in header, not the visitors' one.
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('leaderboard-back').count()).toBe(0);

    // Another player's name opens their profile.
    await page.locator('[data-testid=leaderboard-row]:not([data-me]) a').first().click();
    await page.waitForURL('**/view-profile/**');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('a visitor sees the ranking with the public header and a way back to the entry page', async () => {
    await signUpThroughApi(app.server.baseUrl, makeActor('Vic'));
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    await page.goto('/leaderboard');

    await page.locator('[data-testid=leaderboard-row]').first().waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    expect(await page.getByTestId('your-rank').count()).toBe(0);
    expect(await page.locator('[data-testid=leaderboard-row][data-me]').count()).toBe(0);

    await page.getByTestId('leaderboard-back').click();
    await page.waitForURL(`${app.server.baseUrl}/`);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
