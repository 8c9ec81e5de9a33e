import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { chooseOption, FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, playQuiz } from './support/battles';
import { ConsoleWatch, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser(FAST_BATTLE_ENV);

describe('live statistics on the dashboard (spec section 4, stats refresh)', () => {
  it('Wes keeps his dashboard open in another tab: it follows his battle, then his reset, without a reload', async () => {
    const wes = makeActor('Wes');
    const xena = makeActor('Xena');
    const [wesContext, xenaContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
    ]);
    const [{ page: dashboard }, { page: xenaPage }] = await Promise.all([
      openSignedIn(wesContext, wes, `/${wes.username}`),
      openSignedIn(xenaContext, xena, '/battles'),
    ]);
    const watches = [new ConsoleWatch(dashboard), new ConsoleWatch(xenaPage)];
    await dashboard.getByText('from 0 battles').waitFor();

    // Wes plays in his other tab.
    const arena = await wesContext.newPage();
    watches.push(new ConsoleWatch(arena));
    await arena.goto('/battles');
    await chooseOption(arena, 'Sport', 'Hockey');
    await chooseOption(arena, 'Difficulty', 'Easy');
    await arena.getByRole('button', { name: 'Create Battle' }).click();
    await arena.waitForURL(/\/waiting-room\/[^/]+$/);
    await xenaPage
      .getByRole('button', { name: `Join ${wes.username}'s Hockey battle` })
      .filter({ visible: true })
      .click();
    await Promise.all([playQuiz(arena, FAST_BATTLE_QUESTIONS, () => 0), playQuiz(xenaPage, FAST_BATTLE_QUESTIONS, () => 1)]);

    // The dashboard he left open counts the battle as soon as it ends.
    await dashboard.getByText('from 1 battle', { exact: true }).waitFor();
    expect(await dashboard.getByTestId('profile-card').getByText('Battles played').locator('..').textContent()).toContain('1');

    // He resets his statistics in the battle tab; the dashboard goes back to zero live.
    await arena.goto('/profile');
    await arena.getByRole('tab', { name: 'Account' }).click();
    await arena.getByRole('button', { name: 'Reset statistics' }).click();
    await arena.getByRole('button', { name: 'Click again to confirm reset' }).click();
    await arena.getByText('Your statistics have been reset').waitFor();
    await dashboard.getByText('from 0 battles').waitFor();

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([wesContext.close(), xenaContext.close()]);
  });
});
