import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** Creates the account through the API, in the interface language the player will use. */
async function signUp(actor: Actor, language: 'en' | 'ru'): Promise<void> {
  const response = await fetch(`${app.server.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: actor.email, username: actor.username, password: actor.password, language }),
  });
  if (response.status !== 201) throw new Error(`Sign-up of ${actor.name} failed: ${response.status}`);
}

/** The vote count shown on one side's button. */
const votes = (page: Page, option: 'option1' | 'option2') => page.getByTestId(`${option}-votes`).first();

describe('forum debates (spec sections 2, 4, 5)', () => {
  it("Alice reads today's debate in both languages and creates one; Boris, in Russian on his phone, signs in from the link, votes and replies; Alice likes the reply and sees the counts change", async () => {
    const alice = makeActor('Alice');
    const boris = makeActor('Boris');
    const first = `Messi ${alice.username.slice(-4)}`;
    const second = `Ronaldo ${alice.username.slice(-4)}`;

    // Alice, on her laptop: the forum opens on the debates tab, never empty (today's debate).
    const aliceContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: alicePage, token: aliceToken } = await openSignedIn(aliceContext, alice, '/forum');
    const aliceConsole = new ConsoleWatch(alicePage);
    await alicePage.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
    for (const tab of ['Debates', 'News', 'Transfers']) await alicePage.getByRole('tab', { name: tab }).waitFor();
    expect(await alicePage.getByRole('tab', { name: 'Debates' }).getAttribute('aria-selected')).toBe('true');
    await alicePage.getByTestId('debate-card').first().getByText('Daily debate').waitFor();

    // Today's debate is read in the interface language: the flag toggle re-fetches it.
    const daily = async (language: 'en' | 'ru') => {
      const response = await fetch(`${app.server.baseUrl}/selection/picks?language=${language}`, {
        headers: { authorization: `Bearer ${aliceToken}` },
      });
      const body = (await response.json()) as { picks: Array<{ is_daily: boolean; option1_name: string; option2_name: string }> };
      const pick = body.picks.find((p) => p.is_daily);
      if (!pick) throw new Error('no daily debate');
      return pick;
    };
    const [dailyEn, dailyRu] = await Promise.all([daily('en'), daily('ru')]);
    await alicePage.getByRole('link', { name: `${dailyEn.option1_name} vs ${dailyEn.option2_name}` }).waitFor();
    await alicePage.getByRole('button', { name: 'Switch language to Русский' }).click();
    await alicePage.getByRole('tab', { name: 'Дебаты', selected: true }).waitFor();
    await alicePage.getByRole('link', { name: `${dailyRu.option1_name} или ${dailyRu.option2_name}` }).waitFor();
    await alicePage.getByRole('button', { name: 'Сменить язык на English' }).click();
    await alicePage.getByRole('link', { name: `${dailyEn.option1_name} vs ${dailyEn.option2_name}` }).waitFor();

    // The create form: errors for what is missing, each cleared as its field is edited.
    await alicePage.getByRole('link', { name: 'Create debate' }).first().click();
    await alicePage.waitForURL('**/forum/debates/create');
    await alicePage.getByRole('heading', { level: 1, name: 'Create a debate' }).waitFor();
    await alicePage.getByRole('button', { name: 'Create debate' }).click();
    await alicePage.getByText('First option name is required').waitFor();
    await alicePage.getByText('Second option description is required').waitFor();
    await alicePage.getByText('Please select a sport').waitFor();
    const firstOption = alicePage.getByRole('group', { name: 'First option' });
    const secondOption = alicePage.getByRole('group', { name: 'Second option' });
    await firstOption.getByLabel('Name').fill(first);
    await alicePage.getByText('First option name is required').waitFor({ state: 'detached' });
    await alicePage.getByText('Second option description is required').waitFor();
    await firstOption.getByText(`${first.length} / 50`).waitFor();
    await firstOption.getByLabel('Description').fill('Eight Ballon d’Or awards and a World Cup.');
    await secondOption.getByLabel('Name').fill(second);
    await secondOption.getByLabel('Description').fill('The top scorer in the history of the game.');
    await alicePage.getByRole('combobox', { name: 'Sport' }).click();
    await alicePage.getByRole('option', { name: 'Football' }).click();
    await alicePage.getByRole('button', { name: 'Create debate' }).click();

    // Success opens the new debate; Alice starts the conversation with Ctrl+Enter.
    await alicePage.waitForURL(/\/forum\/debates\/[0-9a-f-]{36}$/);
    const debateId = new URL(alicePage.url()).pathname.split('/').pop() ?? '';
    await alicePage.getByRole('heading', { level: 1, name: `${first} vs ${second}` }).waitFor();
    const commentBox = alicePage.getByRole('textbox', { name: 'Your comment' });
    await commentBox.fill('Messi, and it is not close.');
    await commentBox.press('Control+Enter');
    await alicePage.getByTestId('comment').getByText('Messi, and it is not close.').waitFor();
    await alicePage.getByText('1 comment', { exact: true }).waitFor();

    // Boris, a visitor with a Russian phone, opens the link: sign in first, then straight back to it.
    await signUp(boris, 'ru');
    const borisContext = await newActorContext(app.browser, {
      baseUrl: app.server.baseUrl,
      viewport: 'phone',
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const borisPage = await borisContext.newPage();
    const borisConsole = new ConsoleWatch(borisPage);
    await borisPage.goto(`/selection/${debateId}`);
    await borisPage.waitForURL('**/sign-in');
    await borisPage.getByLabel('Электронная почта', { exact: true }).fill(boris.email);
    await borisPage.getByLabel('Пароль', { exact: true }).fill(boris.password);
    await borisPage.getByRole('button', { name: 'Войти', exact: true }).click();
    await borisPage.waitForURL(`**/selection/${debateId}`);
    await borisPage.getByRole('heading', { level: 1, name: `${first} или ${second}` }).waitFor();

    // He votes for Ronaldo, changes his mind, takes the vote back, and votes again.
    const forRonaldo = borisPage.getByRole('button', { name: `Голосовать за вариант «${second}»` });
    await forRonaldo.click();
    await borisPage.getByRole('button', { name: `Отменить голос за вариант «${second}»`, pressed: true }).waitFor();
    await expect.poll(() => votes(borisPage, 'option2').textContent()).toBe('1');
    await borisPage.getByRole('button', { name: `Голосовать за вариант «${first}»` }).click();
    await borisPage.getByRole('button', { name: `Отменить голос за вариант «${first}»`, pressed: true }).click();
    await borisPage.getByRole('button', { name: `Голосовать за вариант «${first}»`, pressed: false }).waitFor();
    await expect.poll(() => votes(borisPage, 'option1').textContent()).toBe('0');
    await forRonaldo.click();
    await borisPage.getByRole('img', { name: `${first}: 0%, ${second}: 100%` }).waitFor();
    await borisPage.getByText('1 голос', { exact: true }).waitFor();

    // And answers Alice in Russian.
    const aliceComment = borisPage.getByTestId('comment').filter({ hasText: 'Messi, and it is not close.' });
    await aliceComment.getByRole('button', { name: 'Ответить' }).click();
    const replyBox = borisPage.getByRole('textbox', { name: `Ответ для ${alice.username}` });
    await replyBox.fill('Роналду забил больше всех в истории!');
    await borisPage.getByTestId('reply-form').getByRole('button', { name: 'Ответить' }).click();
    await aliceComment.getByTestId('reply').getByText('Роналду забил больше всех в истории!').waitFor();
    expect(await documentScrollWidth(borisPage)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // Alice refreshes: Boris's vote and reply are there; she likes the reply.
    await alicePage.reload();
    await alicePage.getByRole('img', { name: `${first}: 0%, ${second}: 100%` }).waitFor();
    await alicePage.getByText('1 vote', { exact: true }).waitFor();
    const reply = alicePage.getByTestId('reply').filter({ hasText: 'Роналду забил больше всех в истории!' });
    const like = reply.getByRole('button', { name: `Like the comment by ${boris.username}` });
    expect(await reply.getByTestId('likes-count').textContent()).toBe('0');
    await like.click();
    await reply.getByRole('button', { name: `Remove your like from the comment by ${boris.username}`, pressed: true }).waitFor();
    await expect.poll(() => reply.getByTestId('likes-count').textContent()).toBe('1');

    // Alice answers too (Cmd+Enter): the thread opens on her reply, folds back to its first reply, and opens again.
    const thread = alicePage.getByTestId('comment').filter({ hasText: 'Messi, and it is not close.' });
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    const aliceReply = alicePage.getByRole('textbox', { name: `Reply to ${alice.username}` });
    await aliceReply.fill('Count the assists too.');
    await aliceReply.press('Meta+Enter');
    const secondReply = thread.getByTestId('reply').filter({ hasText: 'Count the assists too.' });
    await secondReply.waitFor();
    await thread.getByRole('button', { name: 'Hide replies' }).click();
    await secondReply.waitFor({ state: 'detached' });
    await thread.getByTestId('reply').filter({ hasText: 'Роналду забил больше всех в истории!' }).waitFor();
    await thread.getByRole('button', { name: 'Show 1 more reply' }).click();
    await secondReply.waitFor();

    // Boris sees the like on his reply after a reload, in Russian.
    await borisPage.reload();
    const borisReply = borisPage.getByTestId('reply').filter({ hasText: 'Роналду забил больше всех в истории!' });
    await borisReply.getByRole('button', { name: `Оценить комментарий ${boris.username}`, pressed: false }).waitFor();
    await expect.poll(() => borisReply.getByTestId('likes-count').textContent()).toBe('1');

    // The forum list shows the debate with its counts.
    await alicePage.goto('/forum');
    const card = alicePage.getByTestId('debate-card').filter({ hasText: first });
    await card.getByText('1 vote', { exact: true }).waitFor();
    await card.getByRole('link', { name: '3 comments' }).waitFor();

    expect(aliceConsole.unexpected()).toEqual([]);
    expect(borisConsole.unexpected()).toEqual([]);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
