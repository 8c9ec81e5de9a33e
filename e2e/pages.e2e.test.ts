import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, newActorContext, type ViewportName } from './support/browser';
import { signUpThroughApi } from './support/session';

const app = useServerAndBrowser();

describe.each<ViewportName>(['phone', 'desktop'])('public pages on a %s', (viewport) => {
  it('Dmitri switches the landing page to Russian with the flag, and it stays Russian', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Know the game\?/ }).waitFor();
    expect(await page.locator('[data-testid^="sport-card-"]').count()).toBe(6);
    await page.getByText(`© ${new Date().getFullYear()} FanClash`).waitFor();

    await page.getByRole('button', { name: 'Switch language to Русский' }).click();
    await page.getByRole('heading', { level: 1, name: /Знаете спорт\?/ }).waitFor();
    await page.getByRole('heading', { name: 'Выберите свою арену' }).waitFor();
    await page.getByRole('link', { name: 'Играть: Футбол' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['ru', 'ru']);

    // The choice is saved: a new visit opens in Russian although the browser is English.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Знаете спорт\?/ }).waitFor();

    // Every sport card leads to sign-up.
    await page.getByTestId('sport-card-hockey').click();
    await page.waitForURL('**/sign-up');
    await page.getByRole('heading', { name: 'Создайте аккаунт' }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Eve follows a broken link, gets the 404 page and finds her way home', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await page.waitForURL(`${app.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Know the game\?/ }).waitFor();

    // Opened directly there is no page to go back to inside the app: "Go back" goes home too.
    await page.goto('/another/missing/page');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${app.server.baseUrl}/`);

    // A one-word address nobody has is a typo, not someone's dashboard: the 404 page.
    await page.goto('/some_player');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/some_player');

    // A real player's address is not for visitors: sign in first.
    const gina = makeActor('Gina');
    await signUpThroughApi(app.server.baseUrl, gina);
    await page.goto(`/${gina.username}`);
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});

describe('when the app itself fails', () => {
  it('Fay sees the Unexpected Application Error screen, not a blank page, when a page cannot load', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    // As after a deploy that removed the old files: the sign-up page's code cannot be fetched.
    await page.route('**/assets/SignUpPage-*.js', (route) => route.abort());
    consoleWatch.allow(/SignUpPage|dynamically imported module|ERR_FAILED/);

    await page.goto('/');
    await page.getByTestId('header-start').click();
    await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await page.getByRole('button', { name: 'Reload page' }).waitFor();
    await page.getByRole('link', { name: 'Go to homepage' }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
