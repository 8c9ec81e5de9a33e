import { describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { useServerAndBrowser } from './support/app';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openSignedIn } from './support/signedIn';
import { waitForDashboard } from './support/dashboard';

const app = useServerAndBrowser();

describe.each<ViewportName>(['phone', 'desktop'])('newcomer screens on a %s', (viewport) => {
  it('a visitor finds the FAQ and the live-stream page from the landing footer', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    await page.goto('/');
    // The 'team up' highlight sells 2v2 team battles as they are, no longer as coming.
    await page.getByText(/team up with a friend for 2v2 team battles/).waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    for (const section of ['Scoring', 'Statistics', 'Ranking', 'Battles', 'Training', 'Privacy and your account']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    const answer = page.getByText(/A correct answer scores 100 points plus a speed bonus/);
    expect(await answer.isVisible()).toBe(false);
    // Keyboard: the question is a native disclosure, opened with Enter.
    await page.getByText('How are points counted in a battle?').focus();
    await page.keyboard.press('Enter');
    await answer.waitFor();
    await page.getByText('How is the leaderboard ordered?').click();
    await page.getByText(/By most wins; on equal wins, the higher win rate; then the longer streak/).waitFor();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Live stream' }).click();
    await page.waitForURL('**/live');
    await page.getByRole('heading', { level: 1, name: 'Live stream' }).waitFor();
    expect(await page.getByTestId('live-badge').textContent()).toBe('On Development');
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);

    // The sign-up landing offers team battles.
    await page.goto('/sign-up');
    await page.getByText('2v2 team battles with a friend').waitFor();
    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('a player reaches the five sections, the FAQ and the live stream from the header', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const player = makeActor('Nina');
    const { page } = await openSignedIn(context, player, `/${player.username}`);
    await waitForDashboard(page, player.username);
    const names = ['Home', 'Battles', 'Leaderboard', 'Forum', 'Training'];

    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      for (const name of [...names, 'FAQ', 'Live stream']) await menu.getByRole('link', { name, exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe(`/${player.username}`);
      await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    } else {
      const nav = page.getByRole('banner').getByRole('navigation');
      for (const name of names) await nav.getByRole('link', { name, exact: true }).waitFor();
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Live stream' }).waitFor();
      await page.getByRole('menuitem', { name: 'FAQ' }).click();
    }
    await page.waitForURL('**/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    // A player keeps the signed-in header on the open pages.
    await page.getByTestId('user-menu').waitFor();

    await page.goto('/battles');
    await page.getByTestId('team-up').waitFor();
    await context.close();
  });
});

describe('newcomer screens in Russian', () => {
  it('the FAQ and the live stream speak Russian', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Частые вопросы' }).waitFor();
    await page.getByText('Как считаются очки в битве?').click();
    await page.getByText(/Верный ответ приносит 100 очков плюс бонус за скорость/).waitFor();
    await page.goto('/live');
    expect(await page.getByTestId('live-badge').textContent()).toBe('В разработке');
    await context.close();
  });
});
