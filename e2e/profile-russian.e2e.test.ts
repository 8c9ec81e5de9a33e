import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { signUpThroughApi } from './support/session';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** Nothing on the page reaches past the phone's edge (no sideways scrolling). */
async function expectFitsPhone(page: Page, where: string): Promise<void> {
  expect(VIEWPORTS.phone.width).toBe(360);
  expect(await documentScrollWidth(page), `${where} is wider than the phone`).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

describe('the player pages in Russian on a 360 px phone (spec sections 2, 9)', () => {
  it("Лена visits her dashboard, her settings, another player's profile and the leaderboard: all in Russian, none wider than the phone", async () => {
    const lena = makeActor('Lena');
    const boris = makeActor('Boris');
    await signUpThroughApi(app.server.baseUrl, boris);
    // A Russian browser in Moscow: the interface picks Russian on its own.
    const context = await newActorContext(app.browser, {
      baseUrl: app.server.baseUrl,
      viewport: 'phone',
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const { page } = await openSignedIn(context, lena, `/${lena.username}`);
    const consoleWatch = new ConsoleWatch(page);

    // Dashboard: welcome, the stat cards and the short tab names of small screens.
    await page.getByRole('heading', { level: 1, name: `Добро пожаловать, ${lena.username}` }).waitFor();
    await page.getByText('Место в рейтинге').waitFor();
    await page.getByRole('link', { name: 'Быстрая битва' }).waitFor();
    for (const tab of ['Статистика', 'Битвы', 'Друзья']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByTestId('profile-card').getByText('Сыграно битв').waitFor();
    await expectFitsPhone(page, 'the dashboard');

    // Settings, Profile tab.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Настройки профиля' }).waitFor();
    await page.getByRole('tab', { name: 'Профиль' }).waitFor();
    await page.getByLabel('Имя пользователя', { exact: true }).waitFor();
    await page.getByLabel('Эл. почта', { exact: true }).waitFor();
    await page.getByText('Любимый вид спорта').waitFor();
    await page.getByText('До 5 МБ • JPEG, PNG, WebP').waitFor();
    await page.getByRole('button', { name: 'Сохранить' }).waitFor();
    await expectFitsPhone(page, 'the Profile tab');

    // Settings, Account tab.
    await page.getByRole('tab', { name: 'Аккаунт' }).click();
    await page.getByRole('heading', { name: 'Выход на всех устройствах' }).waitFor();
    await page.getByRole('button', { name: 'Выйти на всех устройствах' }).waitFor();
    await page.getByRole('heading', { name: 'Сброс статистики' }).waitFor();
    await page.getByRole('button', { name: 'Сбросить статистику' }).waitFor();
    await page.getByRole('heading', { name: 'Удаление аккаунта' }).waitFor();
    await page.getByRole('button', { name: 'Удалить аккаунт' }).waitFor();
    await expectFitsPhone(page, 'the Account tab');

    // Another player's public profile.
    await page.goto(`/view-profile/${boris.username}`);
    await page.getByRole('heading', { level: 1, name: boris.username }).waitFor();
    await page.getByRole('button', { name: 'Назад' }).waitFor();
    for (const label of ['Место', 'Победы', 'Процент побед', 'Всего битв', 'Серия']) {
      await page.locator('dt').getByText(label, { exact: true }).waitFor();
    }
    await expectFitsPhone(page, "Boris's profile");

    // The leaderboard: with no battle yet she has no row and no place, and her bar says so.
    await page.goto('/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Мировой рейтинг' }).waitFor();
    // On a phone the bar keeps its name for screen readers; the visible caption needs 420 px.
    const bar = page.getByRole('complementary', { name: 'Ваша позиция в рейтинге' });
    await bar.getByText(lena.username).waitFor();
    await bar.getByText('Вне рейтинга').waitFor();
    await bar.getByText('Сыграйте первую битву, чтобы получить место.').waitFor();
    expect(await page.locator('[data-testid=leaderboard-row][data-me]').count()).toBe(0);
    await expectFitsPhone(page, 'the leaderboard');

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
