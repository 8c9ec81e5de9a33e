import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();
/** Pictures of what the test saw, for looking at (git-ignored). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts/screenshots');
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

describe('friends in Russian on a phone', () => {
  it('Vera, on a phone in Russian, gets Gleb’s request live, accepts it, and sees him go offline and come back', async () => {
    const vera = makeActor('Vera');
    const gleb = makeActor('Gleb');
    const [veraContext, glebContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU', timezoneId: 'Europe/Moscow' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
    ]);
    const [{ page: v }, { page: g }] = await Promise.all([
      openSignedIn(veraContext, vera, `/${vera.username}/notifications`),
      openSignedIn(glebContext, gleb, `/view-profile/${vera.username}`),
    ]);
    const watches = [new ConsoleWatch(v), new ConsoleWatch(g)];
    await v.getByRole('heading', { name: 'Всё прочитано!' }).waitFor();

    // Gleb sends the request from Vera's profile; the button turns to 'Cancel request'.
    await g.getByRole('button', { name: `Send ${vera.username} a friend request` }).click();
    await g.getByRole('button', { name: 'Cancel request' }).waitFor();

    // Vera's page and badge update without a reload, in Russian.
    await v.getByRole('button', { name: `Меню аккаунта ${vera.username}, 1 новое уведомление` }).waitFor();
    const request = v.getByTestId('friend-request').filter({ hasText: gleb.username });
    await request.getByText('хочет добавить вас в друзья').waitFor();
    expect(await v.getByTestId('friend-requests').getByTestId('section-count').innerText()).toBe('1');
    expect(await documentScrollWidth(v)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(v, 'friends-notifications-ru-360');
    await request.getByRole('button', { name: `Принять заявку ${gleb.username}` }).click();
    await request.getByTestId('request-outcome').filter({ hasText: 'Принято' }).waitFor();
    await g.getByRole('button', { name: 'Friends' }).and(g.locator('button[disabled]')).waitFor();

    // Her friends list: Gleb online; he closes his tab and she sees him offline, then back.
    await v.getByTestId('user-menu').click();
    await v.getByRole('menuitem', { name: 'Друзья' }).click();
    const row = v.getByTestId('friend-row').filter({ hasText: gleb.username });
    await row.getByTestId('presence').filter({ hasText: 'В сети' }).waitFor();
    await v.getByText('1 друг', { exact: true }).waitFor();
    expect(await documentScrollWidth(v)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(v, 'friends-list-ru-360');
    await g.close();
    await row.getByTestId('presence').filter({ hasText: 'Не в сети' }).waitFor();
    const again = await glebContext.newPage();
    await again.goto(`/${gleb.username}/friends`);
    await row.getByTestId('presence').filter({ hasText: 'В сети' }).waitFor();
    await again
      .getByTestId('friend-row')
      .filter({ hasText: vera.username })
      .getByTestId('presence')
      .filter({ hasText: 'Online' })
      .waitFor();
    await shot(again, 'friends-list-en-1280');

    // Searching in Russian: an empty query brings the list back.
    await v.getByLabel('Поиск игроков').fill(gleb.username.slice(2, 9));
    await v.getByRole('heading', { name: 'Результаты поиска' }).waitFor();
    await v.getByTestId('search-row').filter({ hasText: gleb.username }).getByRole('button', { name: 'Друзья' }).waitFor();
    await v.getByLabel('Поиск игроков').fill('');
    await v.getByRole('heading', { name: 'Ваши друзья' }).waitFor();

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([veraContext.close(), glebContext.close()]);
  });
});
