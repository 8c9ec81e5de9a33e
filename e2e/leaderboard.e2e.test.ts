import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, newActorContext } from './support/browser';
import { forfeitBattle } from './support/forfeit';
import { signUpThroughApi } from './support/session';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

describe('the leaderboard (spec sections 2, 6; issue 28.5)', () => {
  it('Tess, new on a phone, is unranked and not on the board; every ranked row shows its number', async () => {
    // Uma loses a battle to Wes: two ranked players, #1 and #2 (issue 28.5: the second place showed no number).
    const [uma, wes] = [makeActor('Uma'), makeActor('Wes')];
    await Promise.all([signUpThroughApi(app.server.baseUrl, uma), signUpThroughApi(app.server.baseUrl, wes)]);
    await forfeitBattle(app.server.baseUrl, uma, wes);
    const tess = makeActor('Tess');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page } = await openSignedIn(context, tess, '/leaderboard');
    const consoleWatch = new ConsoleWatch(page);

    await page.getByRole('heading', { name: 'Global leaderboard' }).waitFor();
    const rows = page.locator('[data-testid=leaderboard-row]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(wes.username);
    expect(await rows.nth(1).textContent()).toContain(uma.username);
    expect(await rows.nth(0).getByTestId('rank-badge').getByText('#1', { exact: true }).isVisible()).toBe(true);
    expect(await rows.nth(1).getByTestId('rank-badge').getByText('#2', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid=leaderboard-row][data-me]').count()).toBe(0);

    // No battle yet: her own place reads 'Unranked', not '#1'.
    const yourRank = page.getByTestId('your-rank');
    await yourRank.waitFor();
    expect(await yourRank.textContent()).toContain(tess.username);
    expect(await yourRank.getByText('Unranked', { exact: true }).isVisible()).toBe(true);

    // The signed-in header, not the visitors' one.
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('leaderboard-back').count()).toBe(0);

    // Another player's name opens their profile.
    await rows.first().locator('a').first().click();
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
