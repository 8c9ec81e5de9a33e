import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS, type ViewportName } from './support/browser';
import { signUpThroughApi } from './support/session';
import { openSignedIn } from './support/signedIn';

// The operator's contact, on the terms and privacy pages.
const CONTACT_EMAIL = 'operator@fanclash.example';
const app = useServerAndBrowser({ CONTACT_EMAIL });

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
    // The browser reports each 404 it is sent for a missing address: that 404 is the point here.
    consoleWatch.allow(/status of 404 \(Not Found\) \(http[^)]*\/(no\/such\/page|another\/missing\/page|some_player)\)/);

    // A real 404 (issue 28.10), with the app's 404 page in it.
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await page.waitForURL(`${app.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Know the game\?/ }).waitFor();

    // Opened directly there is no page to go back to inside the app: "Go back" goes home too.
    await page.goto('/another/missing/page');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${app.server.baseUrl}/`);

    // A one-word address nobody has is a typo, not someone's dashboard: the 404 page.
    expect((await page.goto('/some_player'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/some_player');

    // A real player's address is not for visitors: sign in first.
    const gina = makeActor('Gina');
    await signUpThroughApi(app.server.baseUrl, gina);
    expect((await page.goto(`/${gina.username}`))?.status()).toBe(200);
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});

describe('newcomer pages (issue 28.8, 28.10)', () => {
  it('Hana, signed in, mistypes an address: a 404 that keeps her header and menu', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const hana = makeActor('Hana');
    const { page } = await openSignedIn(context, hana, '/leaderboard');
    const consoleWatch = new ConsoleWatch(page);
    // The browser reports the 404 it is sent: that 404 is the point here.
    consoleWatch.allow(/status of 404 \(Not Found\) \(http[^)]*\/no\/such\/page\)/);

    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Battles', exact: true }).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Sign out/ }).waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Kira, on a 360 px phone, sees a long player name on one line, ending in an ellipsis, with the full name on hover', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const kira = makeActor('Kira');
    // The widest name the rules allow (20 characters, most of them 'W'): on a phone the row's
    // buttons sit below the name, so only a name this wide still runs out of room.
    const base = makeActor('Maximiliana');
    const max = { ...base, username: `WWWWWWWWWWW${base.username.slice(-9)}` };
    await signUpThroughApi(app.server.baseUrl, max);
    const { page } = await openSignedIn(context, kira, `/${kira.username}/friends`);
    const consoleWatch = new ConsoleWatch(page);

    // Search results are the same player rows as the friends list (PlayerRow).
    await page.getByLabel('Search players').fill(max.username);
    const name = page.getByTestId('search-row').filter({ hasText: max.username }).getByRole('link', { name: max.username });
    expect(await name.getAttribute('title')).toBe(max.username);
    // One line (issue 28.9): before, the name broke mid-word beside the row's button.
    const lines = await name.evaluate((link) => link.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight));
    expect(lines).toBeLessThan(1.5);
    // The name is wider than its room (so without the ellipsis it would wrap): the case the fix is for.
    expect(await name.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Ivan is told why he cannot sign up yet, and reads the terms and the privacy policy in English and Russian', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    const ivan = makeActor('Ivan');
    const submit = page.getByRole('button', { name: 'Create account', exact: true });

    await page.goto('/sign-up/email');
    await page.getByText('Enter your email to continue').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-describedby')).toBe('sign-up-blocked');
    await page.getByLabel('Email', { exact: true }).fill(ivan.email);
    await page.getByLabel('Username', { exact: true }).fill(ivan.username);
    await page.getByText('This username is available').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(ivan.password);
    await page.getByText('Accept the terms to continue').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // The links open beside the form, so what he typed stays.
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'terms of service' }).click()]);
    await terms.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await terms.getByRole('heading', { name: /Fair play/ }).waitFor();
    const contact = terms.getByRole('link', { name: CONTACT_EMAIL });
    expect(await contact.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    await terms.getByText('Write to the operator of this site:').waitFor();
    await terms.getByRole('link', { name: 'Privacy policy' }).click();
    await terms.waitForURL('**/privacy');
    await terms.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await terms.getByText(/argon2id/).waitFor();
    await terms.getByText(/One cookie: fc_refresh/).waitFor();
    await terms.getByRole('button', { name: 'Switch language to Русский' }).click();
    await terms.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    expect(await documentScrollWidth(terms)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await terms.getByText(/Профиль → Аккаунт → Удалить аккаунт/).waitFor();
    await terms.getByText('Написать владельцу этого сайта:').waitFor();
    await terms.getByRole('link', { name: CONTACT_EMAIL }).waitFor();
    expect((await terms.goto('/terms'))?.status()).toBe(200);
    await terms.getByRole('heading', { level: 1, name: 'Условия использования' }).waitFor();
    await terms.close();

    await page.getByLabel(/I agree to the FanClash terms/).check();
    await page.getByText('Accept the terms to continue').waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(false);
    expect(await submit.getAttribute('aria-describedby')).toBeNull();

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
